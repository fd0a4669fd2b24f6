import { useStore } from 'zustand';
import type { Meta } from '../../../../shared/envelope';
import type { WalletBalanceItem } from '../../../../shared/domain/wallet';
import { CoinIcon } from '../../components/coin-icon/coin-icon';
import { numColumn } from '../../components/num-column';
import { SortableTable, type Column } from '../../components/sortable-table';
import { useFolio } from '../../stores/folio-context';
import { chainName } from '../../lib/chain-names';
import { useT } from '../../stores/i18n';

export function BalancesTable(props: { rows: readonly WalletBalanceItem[]; currency: string; meta: Meta }) {
  const { rows, currency, meta } = props;
  const { stores } = useFolio();
  const t = useT();
  const chains = useStore(stores.wallet.blockchains, (s) => s.value) ?? [];
  const chainOf = (b: WalletBalanceItem) => (b.chain === null ? null : chainName(chains, b.chain));
  const columns: Column<WalletBalanceItem>[] = [
    {
      id: 'coin',
      label: t('labels.coin'),
      sortValue: (b) => b.symbol,
      render: (b) => (
        <span className="fd-coin-cell" title={b.name} translate="no">
          <CoinIcon url={b.icon} symbol={b.symbol} />
          <span>{b.symbol}</span>
        </span>
      ),
    },
    {
      id: 'chain',
      label: t('wallets.chain'),
      sortValue: chainOf,
      render: (b) => <span translate="no">{chainOf(b) ?? '—'}</span>,
    },
    numColumn('amount', t('labels.amount'), (b) => b.amount, { kind: 'amount', meta }),
    numColumn('price', t('labels.price'), (b) => b.price, { kind: 'money', currency, meta }),
    numColumn('value', t('labels.value'), (b) => b.value, { kind: 'money', currency, meta }),
    numColumn('change', t('labels.change24h'), (b) => b.change24h, { kind: 'percent', meta, tone: true }),
  ];
  return (
    <SortableTable
      caption={t('wallets.balances')}
      captionHidden
      rows={rows}
      columns={columns}
      rowKey={(b) => `${b.coinId}:${b.chain ?? ''}`}
      initialSort={{ id: 'value', direction: 'desc' }}
      empty={t('wallets.balancesEmpty')}
    />
  );
}
