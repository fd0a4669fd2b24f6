import type { PortfolioTransaction } from '../../../shared/domain/portfolio';

// Which rows of a manual portfolio Folio Desk has corrected. The service cannot change or remove a transaction, so
// an edit or a reversal writes a correcting entry whose note names what it reverses (main's reversalBody:
// "Correction (reverse): reverses 0.5 bitcoin of 2026-11-25"). Reading those notes back pairs each correction with
// one original of that coin, count and day: that original is marked and offers no second Edit or Reverse. The
// service keeps no time of writing, so when a reversal was recorded is not known, only that it was.

export type RowMark = { kind: 'correction' } | { kind: 'reversed'; by: 'edit' | 'reverse' };

const CORRECTION = /^Correction \((edit|reverse)\): reverses (\S+) (\S+) of (\d{4}-\d{2}-\d{2})/;

const sameCount = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));

export function correctionMarks(rows: readonly PortfolioTransaction[]): Map<string, RowMark> {
  const marks = new Map<string, RowMark>();
  const corrections: { by: 'edit' | 'reverse'; count: number; coinId: string; day: string }[] = [];
  for (const row of rows) {
    const m = CORRECTION.exec(row.note ?? '');
    if (!m) continue;
    marks.set(row.id, { kind: 'correction' });
    corrections.push({
      by: m[1] as 'edit' | 'reverse',
      count: Number(m[2]),
      coinId: m[3] ?? '',
      day: m[4] ?? '',
    });
  }
  // One original per correction: two alike rows and one correction leave one of them standing.
  for (const c of corrections) {
    const original = rows.find(
      (row) =>
        !marks.has(row.id) &&
        row.coinId === c.coinId &&
        row.count !== null &&
        sameCount(row.count, c.count) &&
        row.date.slice(0, 10) === c.day,
    );
    if (original) marks.set(original.id, { kind: 'reversed', by: c.by });
  }
  return marks;
}
