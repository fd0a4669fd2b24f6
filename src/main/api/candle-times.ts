import type { CandleInterval, CandleRange } from '../../shared/domain/market';
import { CANDLE_INTERVAL_MS, CANDLE_RANGE_MS } from '../../shared/reference/candle-lengths';

// How long a candle interval and a chart range are: the one table the fetch planner, the candle limit and the
// cost estimate all count with.

export const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;

export const INTERVAL_MS: Record<CandleInterval, number> = CANDLE_INTERVAL_MS;

/** Rolling ranges; `all` has no fixed length (the pair's whole history). */
export const RANGE_MS: Record<Exclude<CandleRange, 'all'>, number> = CANDLE_RANGE_MS;

/** The length of a request parameter that names an interval or a range, or undefined for any other value. */
export const lengthOf = (table: Readonly<Record<string, number>>, name: unknown): number | undefined =>
  typeof name === 'string' && Object.hasOwn(table, name) ? table[name] : undefined;
