import { useStore } from 'zustand';
import type { PortfolioTransaction } from '../../../../shared/domain/portfolio';
import type { Meta } from '../../../../shared/envelope';
import { maskIf } from '../../../../shared/privacy';
import { Loaded } from '../../components/loaded';
import { Num } from '../../components/num';
import { SortableTable, type Column } from '../../components/sortable-table';
import { unsigned } from '../../lib/worth';
import { useFolio, useFormat } from '../../stores/folio-context';

// The coin's transactions across the user's own portfolios, newest first: the service filters them by coin, so
// none are missing from a page of other coins' trades.

function useColumns(currency: string, meta: Meta): Column<PortfolioTransaction>[] {
  const fmt = useFormat();
  return [
    { id: 'date', label: 'Date', sortValue: (t) => Date.parse(t.date), render: (t) => fmt.dateTime(t.date) },
    { id: 'type', label: 'Type', sortValue: (t) => t.type, render: (t) => t.type },
    {
      id: 'count',
      label: 'Amount',
      numeric: true,
      sortValue: (t) => t.count,
      render: (t) => <Num value={t.count} kind="amount" meta={meta} />,
    },
    {
      id: 'worth',
      // At the transaction's own price; unsigned, as on Portfolios: the type says which way the coins went.
      label: 'Value then',
      numeric: true,
      sortValue: (t) => unsigned(t.totalWorth),
      render: (t) => <Num value={unsigned(t.totalWorth)} kind="money" currency={currency} meta={meta} />,
    },
    {
      id: 'pl',
      label: 'P/L',
      numeric: true,
      sortValue: (t) => t.profitLoss,
      render: (t) => <Num value={t.profitLoss} kind="signedMoney" currency={currency} meta={meta} tone />,
    },
    { id: 'note', label: 'Note', render: (t) => maskIf(fmt.privacy, t.note ?? '') },
  ];
}

function Table({ rows, currency, meta }: { rows: PortfolioTransaction[]; currency: string; meta: Meta }) {
  return (
    <SortableTable
      caption="Transactions of this coin"
      captionHidden
      rows={rows}
      columns={useColumns(currency, meta)}
      rowKey={(t) => t.id}
      initialSort={{ id: 'date', direction: 'desc' }}
      empty="No transactions of this coin in your portfolios."
    />
  );
}

export function CoinTransactions() {
  const { stores } = useFolio();
  const currency = useStore(stores.coin.transactions, (s) => s.shownQuery?.currency ?? 'USD');
  return (
    <section className="fd-card" aria-labelledby="fd-coin-transactions">
      <h3 id="fd-coin-transactions">Transactions</h3>
      <Loaded store={stores.coin.transactions} what="transactions" reserve="table">
        {(rows, meta) => <Table rows={rows} currency={currency ?? 'USD'} meta={meta} />}
      </Loaded>
    </section>
  );
}
