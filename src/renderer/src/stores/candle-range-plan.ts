import type { Input } from '../../../shared/contract';
import type { CandleColumns, CandleWindow } from '../../../shared/domain/candle-range';

// What the candle chart asks main for. First the newest stretch: the visible window (about 150-300 bars at the
// chart's default spacing) plus a margin, sized to one credit (the service charges per 1,000 candles returned).
// Then, as the user scrolls back, the stretch just older than the oldest one held, sized to what the user sees
// so a zoomed-out chart needs fewer steps, and never more than one request's worth.

export type CandlesQuery = Input<'candles:get'>;

export const FIRST_COUNT = 1_000;
const PER_CREDIT = 1_000;
const MAX_STEP = 50_000;

/** A loaded series: its columns, the oldest open time asked about, and whether anything older can exist. */
export interface LoadedRange {
  exchange: string;
  pair: string;
  interval: CandlesQuery['interval'];
  from: number;
  hasOlder: boolean;
  columns: CandleColumns;
}

/**
 * A scroll-back step: four screens, or a quarter of what is loaded when that is more, in whole credits, between
 * one credit and MAX_STEP candles. Growing with what is loaded keeps a million-candle history to a few dozen
 * steps, each redrawing the series once, rather than hundreds.
 */
export function olderCount(visibleBars: number, loaded = 0): number {
  const wanted = Math.max(Math.max(1, visibleBars) * 4, loaded / 4);
  const whole = Math.ceil(wanted / PER_CREDIT) * PER_CREDIT;
  return Math.min(MAX_STEP, Math.max(PER_CREDIT, whole));
}

/** Load older candles once fewer than a screen's worth (at least 50 bars) lie left of the visible range. */
export function wantsOlder(range: LoadedRange, barsBefore: number, visibleBars: number): boolean {
  return range.hasOlder && barsBefore < Math.max(50, visibleBars);
}

export const firstInput = (query: CandlesQuery): Input<'candles:window'> => ({
  ...query,
  count: FIRST_COUNT,
});

export const olderInput = (
  query: CandlesQuery,
  range: LoadedRange,
  visibleBars: number,
): Input<'candles:window'> => ({
  ...query,
  before: range.from,
  count: olderCount(visibleBars, range.columns.t.length),
});

/** The columns of `a` whose open time lies in [from, to). */
function slice(a: CandleColumns, from: number, to: number): CandleColumns {
  let i = 0;
  while (i < a.t.length && (a.t[i] ?? 0) < from) i++;
  let j = i;
  while (j < a.t.length && (a.t[j] ?? 0) < to) j++;
  return {
    t: a.t.slice(i, j),
    o: a.o.slice(i, j),
    h: a.h.slice(i, j),
    l: a.l.slice(i, j),
    c: a.c.slice(i, j),
    v: a.v.slice(i, j),
  };
}

function concat(...parts: CandleColumns[]): CandleColumns {
  const keys = ['t', 'o', 'h', 'l', 'c', 'v'] as const;
  const out = {} as CandleColumns;
  for (const k of keys) out[k] = ([] as number[]).concat(...parts.map((p) => p[k]));
  return out;
}

/**
 * A stretch joined into what is held: it replaces the candles of its own span (a re-read of the newest stretch
 * after a refresh), the rest is kept. A stretch older than everything held is simply put in front.
 */
export function mergeStretch(held: LoadedRange | null, answer: CandleWindow): LoadedRange {
  const fresh: LoadedRange = {
    exchange: answer.exchange,
    pair: answer.pair,
    interval: answer.interval,
    from: answer.from,
    hasOlder: answer.hasOlder,
    columns: answer.columns,
  };
  if (!held) return fresh;
  const before = slice(held.columns, -Infinity, answer.from);
  const after = slice(held.columns, answer.to, Infinity);
  const older = answer.from < held.from;
  return {
    ...fresh,
    from: Math.min(held.from, answer.from),
    hasOlder: older ? answer.hasOlder : held.hasOlder,
    columns: concat(before, answer.columns, after),
  };
}
