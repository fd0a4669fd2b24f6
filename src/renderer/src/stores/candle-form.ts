import type { CandleInterval, CandleRange } from '../../../shared/domain/market';
import type { Format } from '../lib/format';
import type { CandlesQuery } from './candle-range-plan';

export const INTERVALS: readonly { value: CandleInterval; label: string }[] = [
  { value: '5m', label: '5m' },
  { value: '15m', label: '15m' },
  { value: '30m', label: '30m' },
  { value: '1h', label: '1h' },
  { value: '4h', label: '4h' },
  { value: '1d', label: '1D' },
  { value: '1w', label: '1W' },
];

export const RANGES: readonly { value: CandleRange; label: string }[] = [
  { value: '24h', label: 'Last 24h' },
  { value: '1w', label: 'Last week' },
  { value: '1mo', label: 'Last month' },
  { value: '3mo', label: 'Last 3 months' },
  { value: '6mo', label: 'Last 6 months' },
  { value: '1y', label: 'Last year' },
  { value: 'all', label: 'All' },
];

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

/** What a query draws, as the chart's title: "Binance ETH/USDT · 1h candles · Last week". */
export function describeCandles(q: CandlesQuery, fmt: Pick<Format, 'dateTime'>): string {
  const interval = INTERVALS.find((i) => i.value === q.interval)?.label ?? q.interval;
  const span =
    q.range !== undefined
      ? (RANGES.find((r) => r.value === q.range)?.label ?? q.range)
      : `${fmt.dateTime(q.start ?? null)} to ${fmt.dateTime(q.end ?? null)}`;
  return `${q.exchange} ${q.pair} · ${interval} candles · ${span}`;
}

/**
 * The chart's title: what was asked and, while older candles of it are still to load (they load as the user scrolls
 * back), how many are loaded so far, so that "Last year" is not read as a year on screen.
 */
export function describeLoaded(
  q: CandlesQuery,
  loaded: { count: number; hasOlder: boolean },
  fmt: Pick<Format, 'dateTime' | 'count'>,
): string {
  const asked = describeCandles(q, fmt);
  return loaded.hasOlder ? `${asked} requested · ${fmt.count(loaded.count)} loaded so far` : asked;
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
