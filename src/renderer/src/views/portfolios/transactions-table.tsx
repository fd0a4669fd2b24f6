import { useId, useState } from 'react';
import type { Meta } from '../../../../shared/envelope';
import type { PortfolioTransaction } from '../../../../shared/domain/portfolio';
import { CoinIcon } from '../../components/coin-icon/coin-icon';
import { dateColumn } from '../../components/num-column';
import { ProfitLossCell, profitLossSortValue, TypeCell } from './correction-cells';
import { correctionMarks } from '../../lib/corrections';
import type { Column } from '../../components/sortable-table';
import { useFormat } from '../../stores/folio-context';
import { useT, type Translate } from '../../stores/i18n';
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

/** The coin, named by its symbol beside its icon (from the holdings), or its symbol's disc. */
function coinColumn(
  t: Translate,
  icons: ReadonlyMap<string, string | null> | undefined,
): Column<PortfolioTransaction> {
  return {
    id: 'coin',
    label: t('labels.coin'),
    sortValue: (r) => r.symbol,
    render: (r) =>
      r.symbol === null ? (
        '—'
      ) : (
        <span className="fd-coin-cell" translate="no">
          <CoinIcon url={(r.coinId && icons?.get(r.coinId)) ?? null} symbol={r.symbol} size={18} />
          {r.symbol}
        </span>
      ),
  };
}

export function TransactionsTable(props: {
  rows: readonly PortfolioTransaction[];
  currency: string;
  meta: Meta;
  /** Which portfolio the rows are of: "Load more" reads its next page. */
  portfolioId?: string | undefined;
  /**
   * Icon addresses by coin id, from the holdings already read: the service's transactions name a coin by id and
   * symbol only. A coin no longer held shows its symbol's disc.
   */
  icons?: ReadonlyMap<string, string | null>;
}) {
  const { currency, meta } = props;
  const fmt = useFormat();
  const t = useT();
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
    dateColumn(fmt, t),
    {
      id: 'type',
      label: t('labels.type'),
      sortValue: (r) => r.type,
      render: (r) => <TypeCell row={r} mark={marks.get(r.id)} />,
    },
    coinColumn(t, props.icons),
    amountColumn(meta, t),
    worthThenColumn(currency, meta, t),
    {
      id: 'pl',
      label: t('labels.pl'),
      numeric: true,
      sortValue: (r) => profitLossSortValue(r, marks.get(r.id)),
      render: (r) => <ProfitLossCell row={r} mark={marks.get(r.id)} currency={currency} meta={meta} />,
    },
    noteColumn(fmt, t),
  ];
  const filtered = shown.length !== rows.length;
  return (
    <>
      <SkippedRows meta={meta} kind="transactions" />
      <TransactionFilters rows={rows} filter={filter} onChange={changeFilter} describedBy={status} />
      <p id={status} className="fd-tx-status" role="status">
        {filtered
          ? t('portfolios.txMatching', {
              count: rows.length,
              shown: fmt.count(shown.length),
              n: fmt.count(rows.length),
            })
          : readCount(rows.length, fmt.count, t)}
        {moreNote(more, t, fmt.count)}
      </p>
      <PagedTransactions
        caption={t('portfolios.transactions')}
        captionHidden
        rows={shown}
        columns={columns}
        empty={filtered ? t('portfolios.txNoneMatch') : t('portfolios.txNone')}
        span={span}
        onPage={setPage}
        more={more}
      />
    </>
  );
}
