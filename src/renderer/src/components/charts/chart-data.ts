import type { UTCTimestamp } from 'lightweight-charts';

// lightweight-charts wants ascending, unique times in seconds; the domain speaks epoch milliseconds.

export interface TimedValue {
  /** Epoch milliseconds. */
  t: number;
  value: number;
}

export const toChartTime = (ms: number): UTCTimestamp => Math.floor(ms / 1000) as UTCTimestamp;

/** Sorts by time and keeps the last value of any second that appears twice (the chart throws otherwise). */
export function orderedBySecond<P extends { t: number }>(points: readonly P[]): P[] {
  const bySecond = new Map<number, P>();
  for (const p of [...points].sort((a, b) => a.t - b.t)) bySecond.set(Math.floor(p.t / 1000), p);
  return [...bySecond.values()];
}

/** Charts keep a bounded number of points so a long history cannot grow the renderer. */
export const MAX_POINTS = 5000;

export function bounded<P>(points: readonly P[]): P[] {
  return points.length > MAX_POINTS ? points.slice(points.length - MAX_POINTS) : [...points];
}

/**
 * A longer range that ends before a shorter one did (the service samples each range on its own schedule): the
 * newest point known from another read, when it lies more than one of the range's steps beyond its last point
 * (so at least one sample is missing) and more than a quarter of an hour (reads made minutes apart are not a gap).
 * The chart then draws it too and says where the gap is, rather than showing an older end as "now".
 */
export function newerThan<P extends { t: number }>(points: readonly P[], newest: P | null): P | null {
  const last = points[points.length - 1];
  const before = points[points.length - 2];
  if (!newest || !last) return null;
  const step = before ? last.t - before.t : 0;
  return newest.t > last.t + Math.max(step, 15 * 60_000) ? newest : null;
}

/**
 * The view that shows a whole series (`count` points or candles, point i at logical i): every point, with room at
 * the edges so the oldest one's date label and bar are not cut by the left edge nor the newest pressed against the
 * price scale (fitContent leaves no room: "ct 27"). The margin grows with the series (a twentieth of it), and is
 * at least half a bar.
 */
export function fittedRange(count: number): { from: number; to: number } {
  const margin = Math.max(0.5, count * 0.05);
  return { from: -0.5 - margin, to: count - 0.5 + margin / 2 };
}

/** A series' price format as lightweight-charts takes it: its tick marks fall on multiples of `minMove`. */
export interface PriceStep {
  type: 'price';
  precision: number;
  minMove: number;
}

const FIGURES = ['value', 'open', 'high', 'low', 'close'] as const;

/**
 * The price step for what the series holds: two decimals more than its span needs, at least cents. The library's
 * default step of 0.01 leaves a coin priced near 0.03 BTC, which moves by thousandths, an axis with no labels at all.
 */
export function priceStepFor(data: readonly object[]): PriceStep {
  let low = Infinity;
  let high = -Infinity;
  for (const item of data) {
    for (const key of FIGURES) {
      const figure = (item as Partial<Record<(typeof FIGURES)[number], unknown>>)[key];
      if (typeof figure !== 'number' || !Number.isFinite(figure)) continue;
      low = Math.min(low, figure);
      high = Math.max(high, figure);
    }
  }
  const span = high > low ? high - low : Math.abs(high);
  const precision =
    Number.isFinite(span) && span > 0 ? Math.min(12, Math.max(2, Math.ceil(-Math.log10(span)) + 2)) : 2;
  return { type: 'price', precision, minMove: 10 ** -precision };
}
