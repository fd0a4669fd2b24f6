import { useState } from 'react';
import { useStore } from 'zustand';
import type { Input } from '../../../../shared/contract';
import type { Meta } from '../../../../shared/envelope';
import type { WalletTransaction, WalletTransactionPage } from '../../../../shared/domain/wallet';
import { CostBadge, useCostPreview } from '../../components/cost-badge';
import { HashLink } from '../../components/hash-link';
import { SelectField } from '../../components/select-field';
import { Loaded } from '../../components/loaded';
import { dateColumn, numColumn } from '../../components/num-column';
import type { Column } from '../../components/sortable-table';
import { useCurrency, useFolio, useFormat } from '../../stores/folio-context';
import { useT } from '../../stores/i18n';
import type { MessageId } from '../../../../shared/i18n/catalogues/en/index';
import { messageParts } from '../../components/message-parts';
import { loadWallet, syncOf } from '../../stores/wallet';
import { showsQuery } from '../../stores/resource';
import { knownTypeLabel, shownCount, shownSymbol, TxCoin, TxType } from './tx-sides';
import { refusedAdvice, useRefusedWallet, walletName } from './refused-wallet';
import { moreNote, readCount, useMorePages } from '../../components/transactions/load-more';
import { PagedTransactions } from '../../components/transactions/paged-table';
import { pageSpan, ROWS_PER_PAGE } from '../../lib/transaction-filters';
import { unsigned } from '../../lib/worth';

/**
 * One sign convention with the portfolio's transactions: what leaves the wallet is negative. The service sends
 * wallet amounts unsigned, with the direction in the type.
 */
export function signedAmount(type: string, amount: number | null): number | null {
  if (amount === null) return null;
  return /^(sent|send|withdraw|withdrawal|outgoing)$/i.test(type) ? -Math.abs(amount) : amount;
}

/**
 * The transactions read, counted and shown a page at a time like the portfolio's; a full page from the service
 * may have older ones after it, which Load more reads with the same query.
 */
function TransactionRows(props: {
  first: WalletTransactionPage;
  query: Input<'wallet:transactions'>;
  meta: Meta;
}) {
  const { first, query, meta } = props;
  const { api } = useFolio();
  const fmt = useFormat();
  const t = useT();
  const currency = useCurrency();
  const [page, setPage] = useState(1);
  const call = (next: number) => ({ ...query, page: next, limit: first.limit });
  const more = useMorePages(first.items, {
    key: JSON.stringify(query),
    size: first.limit,
    // Rows that could not be read still filled the page.
    firstFull: first.items.length + (meta.skipped?.count ?? 0) >= first.limit,
    call: (next) => ({ channel: 'wallet:transactions', input: call(next) }),
    read: async (next) => {
      const answer = await api.wallet.transactions(call(next));
      return answer.ok ? { ...answer, value: answer.value.items } : answer;
    },
  });
  const rows = more.rows;
  const span = pageSpan(rows.length, page, ROWS_PER_PAGE);
  const columns: Column<WalletTransaction>[] = [
    dateColumn(fmt, t),
    {
      id: 'type',
      label: t('labels.type'),
      sortValue: (tx) => tx.type,
      render: (tx) => <TxType type={tx.type} />,
    },
    {
      id: 'coin',
      label: t('labels.coin'),
      sortValue: shownSymbol,
      render: (tx) => <TxCoin tx={tx} meta={meta} currency={currency} />,
    },
    numColumn('count', t('labels.amount'), (tx) => signedAmount(tx.type, shownCount(tx)), {
      kind: 'amount',
      meta,
    }),
    // The service values each transaction at today's price (coinData.currentValue), not at its date. Unsigned, as
    // in the portfolio's table: the amount's sign says which way it went.
    numColumn('value', t('wallets.valueNow'), (tx) => unsigned(tx.value), { kind: 'money', currency, meta }),
    {
      id: 'hash',
      label: t('wallets.transaction'),
      render: (tx) =>
        tx.hash ? (
          <span translate="no">
            <HashLink hash={tx.hash} url={tx.explorerUrl ?? null} shown={fmt.hash(tx.hash)} />
          </span>
        ) : (
          '—'
        ),
    },
  ];
  return (
    <>
      <p className="fd-tx-status" role="status">
        {readCount(rows.length, fmt.count, t)}
        {moreNote(more, t, fmt.count)}
      </p>
      <PagedTransactions
        caption={t('wallets.transactionsCaption')}
        rows={rows}
        columns={columns}
        empty={t('wallets.noTransactionsOfType')}
        span={span}
        onPage={setPage}
        more={more}
      />
    </>
  );
}

/**
 * The values of the `types` filter the documentation names (get-wallet-transactions: "Comma separated values of
 * (deposit,withdraw,approve,executed,balance,fee)"): offered when the service's lookup of types is not there.
 */
export const DOCUMENTED_TX_TYPES: readonly { id: string; name: MessageId }[] = [
  { id: 'deposit', name: 'wallets.typeDeposit' },
  { id: 'withdraw', name: 'wallets.typeWithdraw' },
  { id: 'approve', name: 'wallets.typeApprove' },
  { id: 'executed', name: 'wallets.typeExecuted' },
  { id: 'balance', name: 'wallets.typeBalance' },
  { id: 'fee', name: 'wallets.typeFee' },
];

/**
 * The transaction list with its type filter; the types come from the service's lookup (service.md), or, when the
 * service does not answer it, from the documentation's list.
 */
export function WalletTransactions() {
  const { stores } = useFolio();
  const { wallet } = stores;
  const currency = useCurrency();
  const fmt = useFormat();
  const t = useT();
  const selected = useStore(wallet.ui, (s) => s.types[0] ?? '');
  const looked = useStore(wallet.types, (s) => s.value);
  const lookupFailed = useStore(wallet.types, (s) => s.value === null && !s.loading && s.error !== null);
  // The service's names are shown in the user's language where the app knows them.
  const types =
    looked && looked.length > 0
      ? looked.map((type) => ({ id: type.id, name: knownTypeLabel(t, type.name) ?? type.name }))
      : lookupFailed
        ? DOCUMENTED_TX_TYPES.map((type) => ({ id: type.id, name: t(type.name) }))
        : [];
  const query = useStore(wallet.transactions, (s) => s.query);
  const shownQuery = useStore(wallet.transactions, (s) => s.shownQuery);
  // 409 is a normal state of a wallet nobody has synced yet, not a failure: one sentence, one action (Sync above).
  // The value still held may be the wallet open before (a synced one): it is not this wallet's, so it does not
  // turn this wallet's 409 into a red error box.
  const notSynced = useStore(
    wallet.transactions,
    (s) => (s.value === null || !showsQuery(s)) && !s.loading && s.error?.code === 'not_synced',
  );
  // A sync of this wallet under way: "press Sync" would tell the user to do what is being done.
  const selectedId = useStore(wallet.ui, (s) => s.selectedId);
  const syncing = useStore(wallet.sync, (s) => syncOf(s, selectedId).running);
  // Paying per request there is no Sync to press (the gateway serves none), and main does not read them again.
  const gateway = useStore(stores.settings.status, (s) => s.value?.mode === 'gateway');
  // A wallet whose address the service refused: no type filter, since every type would be refused and charged.
  const refused = useRefusedWallet();
  const cost = useCostPreview('wallet:transactions', refused ? null : query);

  const setType = (type: string) => {
    wallet.ui.setState({ types: type ? [type] : [] });
    void loadWallet(wallet, currency);
  };
  return (
    <section className="fd-card" aria-labelledby="fd-wallet-tx">
      <h3 id="fd-wallet-tx">{t('wallets.transactions')}</h3>
      {refused ? (
        <p className="fd-cost">{t('wallets.transactionsNotOffered', { name: walletName(refused, fmt) })}</p>
      ) : (
        <div className="fd-row fd-row--fields">
          <SelectField
            label={t('labels.type')}
            value={selected}
            options={[
              { value: '', label: t('transactions.allTypes') },
              ...types.map((type) => ({ value: type.id, label: type.name })),
            ]}
            onChange={setType}
          />
          <CostBadge cost={cost} />
        </div>
      )}
      {notSynced && syncing ? (
        <p role="status">{t('wallets.syncingNote')}</p>
      ) : notSynced && gateway ? (
        <p role="status">
          {messageParts(t, 'wallets.notSyncedGateway', {
            settings: <a href="#settings">{t('nav.settings')}</a>,
            sync: <strong>{t('wallets.sync')}</strong>,
          })}
        </p>
      ) : notSynced ? (
        <p role="status">
          {messageParts(t, 'wallets.notSynced', { sync: <strong>{t('wallets.sync')}</strong> })}
        </p>
      ) : (
        <Loaded
          store={wallet.transactions}
          what="status.walletTransactions"
          whenRefused={refused ? refusedAdvice(refused, fmt, t) : undefined}
        >
          {(page, meta) =>
            shownQuery ? (
              // Another query (a type) starts again on its first page.
              <TransactionRows key={JSON.stringify(shownQuery)} first={page} query={shownQuery} meta={meta} />
            ) : null
          }
        </Loaded>
      )}
    </section>
  );
}
