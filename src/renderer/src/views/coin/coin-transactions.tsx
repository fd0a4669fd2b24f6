import { useStore } from 'zustand';
import type { PortfolioTransaction } from '../../../../shared/domain/portfolio';
import type { Meta } from '../../../../shared/envelope';
import { Loaded } from '../../components/loaded';
import { dateColumn, numColumn } from '../../components/num-column';
import { SortableTable, type Column } from '../../components/sortable-table';
import { amountColumn, noteColumn, worthThenColumn } from '../../components/transactions/portfolio-columns';
import { useFolio, useFormat } from '../../stores/folio-context';

// The coin's transactions across the user's own portfolios, newest first: the service filters them by coin, so
// none are missing from a page of other coins' trades.

function useColumns(currency: string, meta: Meta): Column<PortfolioTransaction>[] {
  const fmt = useFormat();
  return [
    dateColumn(fmt),
    { id: 'type', label: 'Type', sortValue: (t) => t.type, render: (t) => t.type },
    amountColumn(meta),
    worthThenColumn(currency, meta),
    numColumn('pl', 'P/L', (t) => t.profitLoss, { kind: 'signedMoney', currency, meta, tone: true }),
    noteColumn(fmt),
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
