import { useStore } from 'zustand';
import type { Meta } from '../../../../shared/envelope';
import type { WalletBalanceItem } from '../../../../shared/domain/wallet';
import { numColumn } from '../../components/num-column';
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
    numColumn('amount', 'Amount', (b) => b.amount, { kind: 'amount', meta }),
    numColumn('price', 'Price', (b) => b.price, { kind: 'money', currency, meta }),
    numColumn('value', 'Value', (b) => b.value, { kind: 'money', currency, meta }),
    numColumn('change', '24h', (b) => b.change24h, { kind: 'percent', meta, tone: true }),
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
