import { useId, useState } from 'react';
import type { Meta } from '../../../../shared/envelope';
import type { PortfolioTransaction } from '../../../../shared/domain/portfolio';
import { dateColumn } from '../../components/num-column';
import { ProfitLossCell, profitLossSortValue, TypeCell } from './correction-cells';
import { correctionMarks } from '../../lib/corrections';
import type { Column } from '../../components/sortable-table';
import { useFormat } from '../../stores/folio-context';
import { moreNote, readCount, useMoreTransactions } from '../../components/transactions/load-more';
import { PagedTransactions } from '../../components/transactions/paged-table';
import { amountColumn, noteColumn, worthThenColumn } from '../../components/transactions/portfolio-columns';
import { SkippedRows } from './skipped-rows';
import { TransactionFilters } from '../../components/transactions/transaction-controls';
import {
  filterTransactions,
  NO_FILTER,
  pageSpan,
  ROWS_PER_PAGE,
  type TxFilter,
} from '../../lib/transaction-filters';

export function TransactionsTable(props: {
  rows: readonly PortfolioTransaction[];
  currency: string;
  meta: Meta;
  /** Which portfolio the rows are of: "Load more" reads its next page. */
  portfolioId?: string | undefined;
}) {
  const { currency, meta } = props;
  const fmt = useFormat();
  const more = useMoreTransactions(props.rows, { portfolioId: props.portfolioId, currency });
  const [filter, setFilter] = useState<TxFilter>(NO_FILTER);
  const [page, setPage] = useState(1);
  const status = useId();
  const rows = more.rows;
  // Corrections Folio Desk wrote for an edit or a reversal, and the entries they reverse (correction-cells.tsx).
  const marks = correctionMarks(rows);
  const shown = filterTransactions(rows, filter);
  const span = pageSpan(shown.length, page, ROWS_PER_PAGE);
  const changeFilter = (next: TxFilter) => {
    setFilter(next);
    setPage(1);
  };
  const columns: Column<PortfolioTransaction>[] = [
    dateColumn(fmt),
    {
      id: 'type',
      label: 'Type',
      sortValue: (t) => t.type,
      render: (t) => <TypeCell row={t} mark={marks.get(t.id)} />,
    },
    { id: 'coin', label: 'Coin', sortValue: (t) => t.symbol, render: (t) => t.symbol ?? '—' },
    amountColumn(meta),
    worthThenColumn(currency, meta),
    {
      id: 'pl',
      label: 'P/L',
      numeric: true,
      sortValue: (t) => profitLossSortValue(t, marks.get(t.id)),
      render: (t) => <ProfitLossCell row={t} mark={marks.get(t.id)} currency={currency} meta={meta} />,
    },
    noteColumn(fmt),
  ];
  const filtered = shown.length !== rows.length;
  return (
    <>
      <SkippedRows meta={meta} noun={{ one: 'transaction', many: 'transactions' }} />
      <TransactionFilters rows={rows} filter={filter} onChange={changeFilter} describedBy={status} />
      <p id={status} className="fd-tx-status" role="status">
        {filtered
          ? `${fmt.count(shown.length)} of the ${fmt.count(rows.length)} transactions loaded match the filter.`
          : readCount(rows.length, fmt.count)}
        {moreNote(more)}
      </p>
      <PagedTransactions
        caption="Transactions"
        captionHidden
        rows={shown}
        columns={columns}
        empty={filtered ? 'No transaction loaded so far matches the filter.' : 'No transactions.'}
        span={span}
        onPage={setPage}
        more={more}
      />
    </>
  );
}
