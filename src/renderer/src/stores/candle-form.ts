import type { CandleInterval, CandleRange } from '../../../shared/domain/market';
import { choicesOf } from '../lib/choices';
import type { CandlesQuery } from './candle-range-plan';

export const INTERVALS = choicesOf<CandleInterval>(['5m', '15m', '30m', '1h', '4h', '1d', '1w']);

export const RANGES = choicesOf<CandleRange>(['24h', '1w', '1mo', '3mo', '6mo', '1y', 'all']);

export interface CandleForm {
  exchange: string;
  pair: string;
  interval: CandleInterval;
  mode: 'rolling' | 'window';
  range: CandleRange;
  /** datetime-local values, in the user's time zone. */
  start: string;
  end: string;
}

export const DEFAULT_FORM: CandleForm = {
  exchange: 'Binance',
  pair: 'BTC/USDT',
  interval: '1h',
  mode: 'rolling',
  range: '1w',
  start: '',
  end: '',
};

/** A stored form read back after a reload: every field of the right kind, else the defaults are used. */
export function isCandleForm(value: unknown): value is CandleForm {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v['exchange'] === 'string' &&
    typeof v['pair'] === 'string' &&
    INTERVALS.some((i) => i.value === v['interval']) &&
    (v['mode'] === 'rolling' || v['mode'] === 'window') &&
    RANGES.some((r) => r.value === v['range']) &&
    typeof v['start'] === 'string' &&
    typeof v['end'] === 'string'
  );
}

/** The query the form stands for, or the sentence that says what to fix. */
export function toQuery(form: CandleForm): { query: CandlesQuery } | { problem: string } {
  const exchange = form.exchange.trim();
  const pair = form.pair.trim().toUpperCase();
  if (!/^[A-Za-z0-9 ._-]{1,50}$/.test(exchange))
    return { problem: 'Enter an exchange name, such as Binance.' };
  if (!/^[A-Z0-9]+\/[A-Z0-9]+$/.test(pair))
    return { problem: 'Enter a pair as BASE/QUOTE, such as BTC/USDT.' };
  const base = { exchange, pair, interval: form.interval };
  if (form.mode === 'rolling') return { query: { ...base, range: form.range } };
  const start = Date.parse(form.start);
  const end = Date.parse(form.end);
  if (Number.isNaN(start) || Number.isNaN(end)) return { problem: 'Choose both a start and an end.' };
  if (start >= end) return { problem: 'The start must be before the end.' };
  return { query: { ...base, start: new Date(start).toISOString(), end: new Date(end).toISOString() } };
}

/** Candles are priced in the pair's quote asset. */
export function quoteOf(pair: string): string {
  return pair.split('/')[1] ?? 'USD';
}
