// Monthly and yearly returns in a grid, years as rows and months as columns, each cell the chain of the daily
// returns whose period starts in that month (UTC, as the service dates its periods).
import type { CsvColumn } from '../csv';

/** A chained return period: where it starts and its return (0.01 = +1 %). */
export interface DatedReturn {
  start: number;
  return: number;
}

export interface PeriodRow {
  year: number;
  /** January first; null where no period started in that month. */
  months: (number | null)[];
  /** The year's chained return, over the periods it holds. */
  total: number;
  /** How many periods each month holds, so a partial first or last month can be marked. */
  periodCounts: number[];
}

/** One row per year, newest last; months chained from the periods starting in them. */
export function periodTable(periods: readonly DatedReturn[]): PeriodRow[] {
  const rows = new Map<number, { growth: number[]; counts: number[]; total: number }>();
  const ordered = [...periods].sort((a, b) => a.start - b.start);
  for (const p of ordered) {
    if (!Number.isFinite(p.start) || !Number.isFinite(p.return)) continue;
    const d = new Date(p.start);
    const year = d.getUTCFullYear();
    const month = d.getUTCMonth();
    let row = rows.get(year);
    if (!row) {
      row = { growth: new Array<number>(12).fill(1), counts: new Array<number>(12).fill(0), total: 1 };
      rows.set(year, row);
    }
    row.growth[month] = (row.growth[month] ?? 1) * (1 + p.return);
    row.counts[month] = (row.counts[month] ?? 0) + 1;
    row.total *= 1 + p.return;
  }
  return [...rows.entries()]
    .sort(([a], [b]) => a - b)
    .map(([year, row]) => ({
      year,
      months: row.growth.map((g, m) => ((row.counts[m] ?? 0) > 0 ? g - 1 : null)),
      total: row.total - 1,
      periodCounts: row.counts,
    }));
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const percent = (r: number | null | undefined) => (r === null || r === undefined ? null : r * 100);

/** The table's columns for toCsv (src/shared/csv.ts): returns in percent, an empty cell for a month without data. */
export const PERIOD_TABLE_COLUMNS: CsvColumn<PeriodRow>[] = [
  { header: 'Year', say: { id: 'csv.year' }, kind: 'number', get: (row) => row.year },
  ...MONTHS.map((name, m): CsvColumn<PeriodRow> => ({
    header: `${name} (%)`,
    say: { id: 'csv.monthPercent', values: { month: `m${m + 1}` } },
    kind: 'number',
    get: (row) => percent(row.months[m]),
  })),
  { header: 'Year (%)', say: { id: 'csv.yearPercent' }, kind: 'number', get: (row) => percent(row.total) },
];
