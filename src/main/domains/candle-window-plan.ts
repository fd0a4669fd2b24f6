import type { CandleQuery } from '../api/candles';
import { INTERVAL_MS } from '../api/candle-times';
import type { Span } from '../cache/candle-spans';
import { FIRST_TRADE, windowOf } from './candle-plan';

// Which stretch of a series one candles:window call covers. The chart asks for the newest `count` candles of the
// query's span, then for the `count` before the oldest stretch it holds: contiguous, so the spans the store
// records join up and a stretch scrolled over once is never asked of the service again.

export interface WindowStretch {
  /** Open times [from, to) this call answers for. */
  span: Span;
  /** The oldest open time the query's span allows: `all` reaches back to the first exchange's opening. */
  floor: number;
}

export function stretchOf(
  query: CandleQuery,
  before: number | undefined,
  count: number,
  now: number,
): WindowStretch {
  const window = windowOf(query, now);
  const floor = query.range === 'all' ? FIRST_TRADE : window.from;
  const to = Math.max(floor, Math.min(before ?? window.to, window.to));
  const from = Math.max(floor, to - count * INTERVAL_MS[query.interval]);
  return { span: { from, to }, floor };
}

/**
 * Older candles can exist below the stretch unless it reaches the span's floor, or it is older than every stored
 * candle and came back empty (the pair's history starts later): the chart then stops asking.
 */
export function hasOlder(
  stretch: WindowStretch,
  candlesInStretch: number,
  before: number | undefined,
): boolean {
  if (stretch.span.from <= stretch.floor) return false;
  return candlesInStretch > 0 || before === undefined;
}
