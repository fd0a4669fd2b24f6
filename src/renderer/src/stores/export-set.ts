import type { CellValue, CsvColumn } from '../../../shared/csv';
import type { Meta } from '../../../shared/envelope';
import type { MessageId } from '../../../shared/i18n/catalogues/en/index';
import { englishTranslator, type MessageValues } from '../../../shared/i18n/translator';

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
  /**
   * For a set whose rows are held elsewhere (the realized-gains job): how many there are, and how to fetch them
   * when the file is saved. `rows` is then empty.
   */
  size?: number;
  load?: () => Promise<readonly Row[]>;
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
  col<Row>('csv.asOf', 'time', () => meta?.fetchedAt ?? null),
  col<Row>('csv.source', 'text', () => meta?.source ?? null),
];

/**
 * A column whose header is a catalogue message (with its values, e.g. the currency): English here, in the user's
 * language once the set is put in it (headersIn, src/shared/csv.ts).
 */
export const col = <Row>(
  header: MessageId | readonly [MessageId, MessageValues],
  kind: CsvColumn<Row>['kind'],
  get: (row: Row) => CellValue,
): CsvColumn<Row> => {
  const [id, values] = typeof header === 'string' ? [header, undefined] : header;
  return { header: englishTranslator.t(id, values), say: values ? { id, values } : { id }, kind, get };
};
