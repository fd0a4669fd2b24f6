import type { Format } from '../../lib/format';
import type { TimedValue } from './chart-data';

// lightweight-charts draws on a canvas that screen readers cannot read (#1440): every chart gets a sentence that
// says what it shows. Amounts go through the caller's formatter, so privacy mode masks them here too.

type Amount = (value: number) => string;

function extremes<P extends object>(
  points: readonly P[],
  value: (p: P) => number,
): { low: P; high: P } | null {
  const first = points[0];
  if (first === undefined) return null;
  let low = first;
  let high = first;
  for (const p of points) {
    if (value(p) < value(low)) low = p;
    if (value(p) > value(high)) high = p;
  }
  return { low, high };
}

/** "1 period", "14 periods": a one-point series is common (a yearly P/L over one year). */
function counted(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

export function summarizeLine(points: readonly TimedValue[], amount: Amount, fmt: Format): string {
  const first = points[0];
  const last = points[points.length - 1];
  const ends = extremes(points, (p) => p.value);
  if (!first || !last || !ends) return 'No data for this period.';
  const change = first.value === 0 ? null : ((last.value - first.value) / Math.abs(first.value)) * 100;
  return (
    `${counted(points.length, 'point')} from ${fmt.dateTime(first.t)} to ${fmt.dateTime(last.t)}. ` +
    `Started at ${amount(first.value)} and ended at ${amount(last.value)}` +
    `${change === null ? '' : ` (${fmt.percent(change)})`}. ` +
    `Low ${amount(ends.low.value)} on ${fmt.date(ends.low.t)}; high ${amount(ends.high.value)} on ${fmt.date(ends.high.t)}.`
  );
}

export function summarizeBars(points: readonly TimedValue[], amount: Amount, fmt: Format): string {
  const ends = extremes(points, (p) => p.value);
  if (!ends) return 'No data for this period.';
  const gains = points.filter((p) => p.value > 0).length;
  const losses = points.filter((p) => p.value < 0).length;
  const total = points.reduce((sum, p) => sum + p.value, 0);
  return (
    `${counted(points.length, 'period')}: ${gains} with a gain, ${losses} with a loss, total ${amount(total)}. ` +
    `Best ${amount(ends.high.value)} on ${fmt.date(ends.high.t)}; worst ${amount(ends.low.value)} on ${fmt.date(ends.low.t)}.`
  );
}
