import { describe, expect, it } from 'vitest';
import { periodTable, PERIOD_TABLE_COLUMNS } from '../../../../src/shared/analytics/period-table';
import { toCsv } from '../../../../src/shared/csv';
import { parseCsv } from '../../../support/csv-parse';

const at = (iso: string) => Date.parse(iso);
const DAY = 86_400_000;

describe('period table', () => {
  it('chains the days of each month and of each year', () => {
    // Jan 2024: +10 % then -10 %: 1.1 x 0.9 - 1 = -0.01. Feb 29 2024 (the leap day): +5 %.
    // 2024: 1.1 x 0.9 x 1.05 - 1 = 0.0395. Dec 31 2025 alone: +2 %.
    const rows = periodTable([
      { start: at('2024-01-30T00:00:00Z'), return: 0.1 },
      { start: at('2024-01-31T00:00:00Z'), return: -0.1 },
      { start: at('2024-02-29T00:00:00Z'), return: 0.05 },
      { start: at('2025-12-31T00:00:00Z'), return: 0.02 },
    ]);
    expect(rows.map((r) => r.year)).toEqual([2024, 2025]);
    expect(rows[0]?.months[0]).toBeCloseTo(-0.01, 12);
    expect(rows[0]?.months[1]).toBeCloseTo(0.05, 12);
    expect(rows[0]?.months.slice(2)).toEqual(new Array(10).fill(null));
    expect(rows[0]?.total).toBeCloseTo(0.0395, 12);
    expect(rows[1]?.months[11]).toBeCloseTo(0.02, 12);
    expect(rows[1]?.periodCounts[11]).toBe(1);
  });

  it('places a period by its UTC start, whatever the order given', () => {
    // 31 Jan 23:30 UTC is January even where it is already February locally.
    const rows = periodTable([
      { start: at('2024-02-01T00:00:00Z'), return: 0.01 },
      { start: at('2024-01-31T23:30:00Z'), return: 0.02 },
    ]);
    expect(rows[0]?.months[0]).toBeCloseTo(0.02, 12);
    expect(rows[0]?.months[1]).toBeCloseTo(0.01, 12);
  });

  it('exports to CSV with percent per month and an empty cell where no data is', () => {
    const days = Array.from({ length: 29 }, (_, i) => ({
      start: at('2024-02-01T00:00:00Z') + i * DAY,
      return: 0,
    }));
    const csv = toCsv(PERIOD_TABLE_COLUMNS, periodTable(days), { style: 'iso', locale: 'en-US' });
    const [header, row] = parseCsv(csv);
    expect(header).toEqual([
      'Year',
      ...['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'].map(
        (m) => `${m} (%)`,
      ),
      'Year (%)',
    ]);
    expect(row?.slice(0, 3)).toEqual(['2024', '', '0']);
  });
});
