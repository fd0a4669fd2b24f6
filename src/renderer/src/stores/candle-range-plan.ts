import type { Input } from '../../../shared/contract';
import type { CandleWindow } from '../../../shared/domain/candle-range';
import { joinColumns, lowerBound, prependColumns, sliceColumns, type HeldColumns } from './candle-columns';

// What the candle chart asks main for. First the newest stretch: the visible window (about 150-300 bars at the
// chart's default spacing) plus a margin, sized to one credit (the service charges per 1,000 candles returned).
// Then, as the user scrolls back, the stretch just older than the oldest one held, sized to what the user sees
// so a zoomed-out chart needs fewer steps, and never more than one request's worth.

export type CandlesQuery = Input<'candles:get'>;

export const FIRST_COUNT = 1_000;
const PER_CREDIT = 1_000;
const MAX_STEP = 50_000;

/**
 * A loaded series: its columns (held in Float64Arrays with room in front, candle-columns.ts), the oldest open time
 * asked about, and whether anything older can exist.
 */
export interface LoadedRange {
  exchange: string;
  pair: string;
  interval: CandlesQuery['interval'];
  from: number;
  hasOlder: boolean;
  columns: HeldColumns;
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

/**
 * A stretch joined into what is held: it replaces the candles of its own span (a re-read of the newest stretch
 * after a refresh), the rest is kept. A stretch older than everything held is put in front, in the room the held
 * columns keep there (candle-columns.ts): a scroll-back step copies the stretch, not the history. The rarer
 * re-read of a span already held builds the columns afresh.
 */
export function mergeStretch(held: LoadedRange | null, answer: CandleWindow): LoadedRange {
  const fresh = {
    exchange: answer.exchange,
    pair: answer.pair,
    interval: answer.interval,
    from: answer.from,
    hasOlder: answer.hasOlder,
  };
  // Once the start of the span is held, nothing is put in front any more: the columns keep no room there.
  if (!held) return { ...fresh, columns: joinColumns([answer.columns], answer.hasOlder ? undefined : 0) };
  const cols = held.columns;
  const n = cols.t.length;
  const end = lowerBound(cols.t, answer.from);
  const start = lowerBound(cols.t, answer.to);
  const hasOlder = answer.from < held.from ? answer.hasOlder : held.hasOlder;
  const columns =
    end === 0 && start === 0 && hasOlder
      ? prependColumns(cols, answer.columns)
      : joinColumns(
          [sliceColumns(cols, 0, end), answer.columns, sliceColumns(cols, Math.max(end, start), n)],
          hasOlder ? undefined : 0,
        );
  return {
    ...fresh,
    from: Math.min(held.from, answer.from),
    hasOlder,
    columns,
  };
}
