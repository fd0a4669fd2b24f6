import { useStore } from 'zustand';
import type { Meta } from '../../../../shared/envelope';
import type { WalletBalanceItem } from '../../../../shared/domain/wallet';
import { Num } from '../../components/num';
import { SortableTable, type Column } from '../../components/sortable-table';
import { useFolio } from '../../stores/folio-context';
import { chainName } from '../../lib/chain-names';

export function BalancesTable(props: { rows: readonly WalletBalanceItem[]; currency: string; meta: Meta }) {
  const { rows, currency, meta } = props;
  const { stores } = useFolio();
  const chains = useStore(stores.wallet.blockchains, (s) => s.value) ?? [];
  const chainOf = (b: WalletBalanceItem) => (b.chain === null ? null : chainName(chains, b.chain));
  const columns: Column<WalletBalanceItem>[] = [
    {
      id: 'coin',
      label: 'Coin',
      sortValue: (b) => b.symbol,
      render: (b) => <span title={b.name}>{b.symbol}</span>,
    },
    { id: 'chain', label: 'Chain', sortValue: chainOf, render: (b) => chainOf(b) ?? '—' },
    {
      id: 'amount',
      label: 'Amount',
      numeric: true,
      sortValue: (b) => b.amount,
      render: (b) => <Num value={b.amount} kind="amount" meta={meta} />,
    },
    {
      id: 'price',
      label: 'Price',
      numeric: true,
      sortValue: (b) => b.price,
      render: (b) => <Num value={b.price} kind="money" currency={currency} meta={meta} />,
    },
    {
      id: 'value',
      label: 'Value',
      numeric: true,
      sortValue: (b) => b.value,
      render: (b) => <Num value={b.value} kind="money" currency={currency} meta={meta} />,
    },
    {
      id: 'change',
      label: '24h',
      numeric: true,
      sortValue: (b) => b.change24h,
      render: (b) => <Num value={b.change24h} kind="percent" meta={meta} tone />,
    },
  ];
  return (
    <SortableTable
      caption="Balances"
      captionHidden
      rows={rows}
      columns={columns}
      rowKey={(b) => `${b.coinId}:${b.chain ?? ''}`}
      initialSort={{ id: 'value', direction: 'desc' }}
      empty="This wallet holds nothing the service knows of."
    />
  );
}
