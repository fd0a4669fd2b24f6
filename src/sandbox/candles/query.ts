// GET /v1/ohlcv/candles parameters: exchange + pair, an interval, and either a rolling range or ISO `start`/`end`.
// Ambiguous input (both a range and dates, a date without a time zone) is refused rather than guessed at.

import { ApiError } from '../core/errors';
import { INTERVALS, type Interval } from './series';
import { CANDLE_RANGE_MS } from '../../shared/reference/candle-lengths';

export const RANGES = { ...CANDLE_RANGE_MS, all: Infinity } as const;
export type RangeName = keyof typeof RANGES;

/** At most this many candles in one answer (a longer request is a 400, not a truncated answer). */
export const MAX_CANDLES = 100_000;

export interface CandleQuery {
  exchange: string;
  pair: string;
  interval: Interval;
  /** Open times in [from, to). */
  from: number;
  to: number;
}

/** A full ISO 8601 date (UTC midnight) or date-time with a zone; a zone-less time would be read as local time. */
const ISO = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2}))?$/;

function parseIso(name: string, text: string): number {
  const ms = ISO.test(text) ? Date.parse(text) : NaN;
  if (Number.isNaN(ms)) {
    throw new ApiError(
      400,
      `${name} must be an ISO 8601 date-time with a time zone, e.g. 2026-01-01T00:00:00Z.`,
    );
  }
  return ms;
}

export interface CandleParams {
  exchange?: string;
  pair?: string;
  interval?: string;
  range?: string;
  start?: string;
  end?: string;
}

export function parseCandleQuery(p: CandleParams, now: number): CandleQuery {
  if (!p.exchange) throw new ApiError(400, 'exchange is required, e.g. exchange=Binance.');
  if (!p.pair) throw new ApiError(400, 'pair is required, e.g. pair=BTC/USDT.');
  const interval = Object.keys(INTERVALS).find((name): name is Interval => name === p.interval);
  if (interval === undefined) {
    throw new ApiError(400, `interval must be one of: ${Object.keys(INTERVALS).join(', ')}.`);
  }
  const hasDates = p.start !== undefined || p.end !== undefined;
  if (p.range !== undefined && hasDates)
    throw new ApiError(400, 'Give either range, or start and end, not both.');
  if (p.range !== undefined) {
    const range = Object.keys(RANGES).find((name): name is RangeName => name === p.range);
    if (range === undefined)
      throw new ApiError(400, `range must be one of: ${Object.keys(RANGES).join(', ')}.`);
    return { exchange: p.exchange, pair: p.pair, interval, from: now - RANGES[range], to: now };
  }
  if (p.start === undefined || p.end === undefined) {
    throw new ApiError(400, 'Give a range (e.g. range=24h), or both start and end as ISO 8601 date-times.');
  }
  const from = parseIso('start', p.start);
  const to = parseIso('end', p.end);
  if (from >= to) throw new ApiError(400, 'start must be before end.');
  return { exchange: p.exchange, pair: p.pair, interval, from, to };
}
