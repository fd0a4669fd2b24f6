import { useStore } from 'zustand';
import type { Meta } from '../../../../shared/envelope';
import type { WalletTransaction } from '../../../../shared/domain/wallet';
import { CostBadge, useCostPreview } from '../../components/cost-badge';
import { Loaded } from '../../components/loaded';
import { Num } from '../../components/num';
import { SortableTable, type Column } from '../../components/sortable-table';
import { useCurrency, useFolio, useFormat } from '../../stores/folio-context';
import { loadWallet } from '../../stores/wallet';

/**
 * One sign convention with the portfolio's transactions: what leaves the wallet is negative. The service sends
 * wallet amounts unsigned, with the direction in the type.
 */
export function signedAmount(type: string, amount: number | null): number | null {
  if (amount === null) return null;
  return /^(sent|send|withdraw|withdrawal|outgoing)$/i.test(type) ? -Math.abs(amount) : amount;
}

function TransactionRows({ rows, meta }: { rows: readonly WalletTransaction[]; meta: Meta }) {
  const fmt = useFormat();
  const currency = useCurrency();
  const columns: Column<WalletTransaction>[] = [
    { id: 'date', label: 'Date', sortValue: (t) => Date.parse(t.date), render: (t) => fmt.dateTime(t.date) },
    { id: 'type', label: 'Type', sortValue: (t) => t.type, render: (t) => t.type },
    { id: 'coin', label: 'Coin', sortValue: (t) => t.symbol, render: (t) => t.symbol ?? '—' },
    {
      id: 'count',
      label: 'Amount',
      numeric: true,
      sortValue: (t) => signedAmount(t.type, t.count),
      render: (t) => <Num value={signedAmount(t.type, t.count)} kind="amount" meta={meta} />,
    },
    {
      id: 'value',
      label: 'Value',
      numeric: true,
      sortValue: (t) => signedAmount(t.type, t.value),
      render: (t) => (
        <Num value={signedAmount(t.type, t.value)} kind="money" currency={currency} meta={meta} />
      ),
    },
    {
      id: 'hash',
      label: 'Transaction',
      render: (t) =>
        t.hash && t.explorerUrl ? (
          <a href={t.explorerUrl} target="_blank" rel="noreferrer noopener">
            {t.hash.slice(0, 10)}…
          </a>
        ) : (
          (t.hash?.slice(0, 10) ?? '—')
        ),
    },
  ];
  return (
    <SortableTable
      caption="Wallet transactions"
      rows={rows}
      columns={columns}
      rowKey={(t) => t.id}
      initialSort={{ id: 'date', direction: 'desc' }}
      empty="No transactions of this type."
    />
  );
}

/**
 * The values of the `types` filter the documentation names (get-wallet-transactions: "Comma separated values of
 * (deposit,withdraw,approve,executed,balance,fee)"): offered when the service's lookup of types is not there.
 */
export const DOCUMENTED_TX_TYPES: readonly { id: string; name: string }[] = [
  { id: 'deposit', name: 'Deposit' },
  { id: 'withdraw', name: 'Withdraw' },
  { id: 'approve', name: 'Approve' },
  { id: 'executed', name: 'Executed' },
  { id: 'balance', name: 'Balance' },
  { id: 'fee', name: 'Fee' },
];

/**
 * The transaction list with its type filter; the types come from the service's lookup (service.md), or, when the
 * service does not answer it, from the documentation's list.
 */
export function WalletTransactions() {
  const { stores } = useFolio();
  const { wallet } = stores;
  const currency = useCurrency();
  const selected = useStore(wallet.ui, (s) => s.types[0] ?? '');
  const looked = useStore(wallet.types, (s) => s.value);
  const lookupFailed = useStore(wallet.types, (s) => s.value === null && !s.loading && s.error !== null);
  const types = looked && looked.length > 0 ? looked : lookupFailed ? DOCUMENTED_TX_TYPES : [];
  const query = useStore(wallet.transactions, (s) => s.query);
  // 409 is a normal state of a wallet nobody has synced yet, not a failure: one sentence, one action (Sync above).
  const notSynced = useStore(
    wallet.transactions,
    (s) => s.value === null && !s.loading && s.error?.code === 'not_synced',
  );
  const cost = useCostPreview('wallet:transactions', query);

  const setType = (type: string) => {
    wallet.ui.setState({ types: type ? [type] : [] });
    void loadWallet(wallet, currency);
  };
  return (
    <section className="fd-card" aria-labelledby="fd-wallet-tx">
      <h3 id="fd-wallet-tx">Transactions</h3>
      <div className="fd-row">
        <label className="fd-field">
          Type
          <select value={selected} onChange={(e) => setType(e.target.value)}>
            <option value="">All types</option>
            {types.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </select>
        </label>
        <CostBadge cost={cost} />
      </div>
      {notSynced ? (
        <p role="status">
          Not synced yet: press <strong>Sync</strong> above to read this wallet’s transactions.
        </p>
      ) : (
        <Loaded store={wallet.transactions} what="wallet transactions">
          {(page, meta) => <TransactionRows rows={page.items} meta={meta} />}
        </Loaded>
      )}
    </section>
  );
}
