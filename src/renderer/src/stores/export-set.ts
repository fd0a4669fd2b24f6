import type { CellValue, CsvColumn } from '../../../shared/csv';
import type { Meta } from '../../../shared/envelope';

// The shape every export set has, and the columns they share; both the sets read from the stores (export-sets.ts)
// and the returns sets (returns-export.ts) build on it.

export type ExportId =
  | 'holdings'
  | 'transactions'
  | 'pl-history'
  | 'period-table'
  | 'realized-gains'
  | 'coin-watchlist'
  | 'rwa-watchlist'
  | 'journal';

export interface ExportSet<Row = unknown, Id extends ExportId = ExportId> {
  id: Id;
  title: string;
  /** Whose data it is ("Long-term holdings", "All portfolios"): in the file's name, so two exports differ. */
  of?: string;
  rows: readonly Row[];
  columns: readonly CsvColumn<Row>[];
  /** The currency of its money columns, as read (the base currency may have changed since). */
  currency?: string;
  /** The view that reads it again (in the base currency now set) when it opens. */
  view?: string;
}

/** The portfolio's name for a portfolio read's shown query, as the picker gives it. */
export type PortfolioOf = (query: { portfolioId?: string | undefined } | null) => string;

/** The as-of time and source of the answer every row of a set came from. */
export const provenance = <Row>(meta: Meta | null): CsvColumn<Row>[] => [
  { header: 'As of', kind: 'time', get: () => meta?.fetchedAt ?? null },
  { header: 'Source', kind: 'text', get: () => meta?.source ?? null },
];

export const col = <Row>(header: string, kind: CsvColumn<Row>['kind'], get: (row: Row) => CellValue) => ({
  header,
  kind,
  get,
});
