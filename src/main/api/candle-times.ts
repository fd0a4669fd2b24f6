import type { CandleInterval, CandleRange } from '../../shared/domain/market';

// How long a candle interval and a chart range are: the one table the fetch planner, the candle limit and the
// cost estimate all count with.

export const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;

export const INTERVAL_MS: Record<CandleInterval, number> = {
  '5m': 5 * MINUTE,
  '15m': 15 * MINUTE,
  '30m': 30 * MINUTE,
  '1h': 60 * MINUTE,
  '4h': 240 * MINUTE,
  '1d': DAY,
  '1w': 7 * DAY,
};

/** Rolling ranges; `all` has no fixed length (the pair's whole history). */
export const RANGE_MS: Record<Exclude<CandleRange, 'all'>, number> = {
  '24h': DAY,
  '1w': 7 * DAY,
  '1mo': 30 * DAY,
  '3mo': 90 * DAY,
  '6mo': 180 * DAY,
  '1y': 365 * DAY,
};

/** The length of a request parameter that names an interval or a range, or undefined for any other value. */
export const lengthOf = (table: Readonly<Record<string, number>>, name: unknown): number | undefined =>
  typeof name === 'string' && Object.hasOwn(table, name) ? table[name] : undefined;
