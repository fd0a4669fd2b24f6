// Candles as a pure function of (seed, exchange, pair, interval, open time) over the sandbox's price model:
// nothing is stored, yet the same candle is identical whenever it is fetched. Open and close are read off one
// price path per pair, so a candle's close is the next candle's open and longer intervals agree with the
// shorter ones they span.

import { deriveSeed } from '../core/prng';
import { streamNormal, streamUnit } from '../rwa/keyed-random';
import type { PairInfo } from './pairs';
import { CANDLE_INTERVAL_MS } from '../../shared/reference/candle-lengths';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const INTERVALS = CANDLE_INTERVAL_MS;
export type Interval = keyof typeof INTERVALS;

/** Weekly candles open on Monday 00:00 UTC; the epoch was a Thursday. Everything else aligns to the epoch. */
function gridOffset(interval: Interval): number {
  return interval === '1w' ? 4 * DAY : 0;
}

/** USD price of a coin at an instant: the sandbox's price model (data/prices.ts). */
export type UsdPrice = (coinId: string, at: number) => number;

/**
 * The pair's price at t: the coin's path in the quote currency, plus a per-venue wiggle fixed per 5 minutes (the
 * coin path moves hourly) so that short candles have texture and two venues never print identical candles.
 */
export function pricePathOf(seed: number, info: PairInfo, usd: UsdPrice): (t: number) => number {
  const venue = deriveSeed(seed, 'candles', info.exchange, info.pair);
  return (t) => {
    const wiggle = info.volatility * 0.0015 * streamNormal(venue, Math.floor(t / (5 * MINUTE)));
    return usd(info.coinId, t) * info.quotePerUsd * Math.exp(wiggle);
  };
}

export interface CandleWindow {
  firstOpen: number;
  count: number;
}

/**
 * The open times of closed candles whose open lies in [from, to): a candle is closed once its period has ended
 * on the sandbox clock. Counted without building them, so an oversized request is refused cheaply.
 */
export function closedWindow(
  info: PairInfo,
  interval: Interval,
  from: number,
  to: number,
  now: number,
): CandleWindow {
  const step = INTERVALS[interval];
  const offset = gridOffset(interval);
  const start = Math.max(from, info.listedAt);
  const firstOpen = Math.ceil((start - offset) / step) * step + offset;
  const lastAllowed = Math.min(to - 1, now - step);
  const lastOpen = Math.floor((lastAllowed - offset) / step) * step + offset;
  return { firstOpen, count: lastOpen < firstOpen ? 0 : (lastOpen - firstOpen) / step + 1 };
}

function roundPrice(p: number): number {
  const decimals = Math.min(8, Math.max(2, 6 - Math.floor(Math.log10(p))));
  return Math.round(p * 10 ** decimals) / 10 ** decimals;
}

export type CandleRow = [number, number, number, number, number, number];

/**
 * One candle from its open time and the path's prices at its open and close; `series` is the keyed-noise stream
 * of (seed, exchange, pair, interval), addressed by the open minute.
 */
function candleAt(
  info: PairInfo,
  step: number,
  series: number,
  open: number,
  o: number,
  c: number,
): CandleRow {
  const minute = Math.floor(open / MINUTE);
  const spread = info.volatility * 0.0022 * Math.sqrt(step / (5 * MINUTE));
  const h = Math.max(o, c) * (1 + spread * streamUnit(series, minute, 1));
  const l = Math.min(o, c) * (1 - spread * streamUnit(series, minute, 2));
  const move = Math.abs(c / o - 1);
  const v = info.hourlyVolume * (step / HOUR) * (0.5 + streamUnit(series, minute, 3)) * (1 + 8 * move);
  return [open, roundPrice(o), roundPrice(h), roundPrice(l), roundPrice(c), Math.round(v * 1e4) / 1e4];
}

export function candles(
  seed: number,
  info: PairInfo,
  interval: Interval,
  window: CandleWindow,
  usd: UsdPrice,
): CandleRow[] {
  const price = pricePathOf(seed, info, usd);
  const step = INTERVALS[interval];
  const series = deriveSeed(seed, 'candles', info.exchange, info.pair, interval);
  const rows: CandleRow[] = [];
  let o = price(window.firstOpen);
  for (let i = 0; i < window.count; i++) {
    const open = window.firstOpen + i * step;
    const c = price(open + step);
    rows.push(candleAt(info, step, series, open, o, c));
    o = c;
  }
  return rows;
}
