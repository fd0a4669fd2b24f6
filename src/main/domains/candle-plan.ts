import type { Candle, CandleInterval } from '../../shared/domain/market';
import type { AppError, Say } from '../../shared/envelope';
import { MAX_CANDLES_PER_REQUEST, type CandleFetch, type CandleQuery } from '../api/candles';
import { INTERVAL_MS, RANGE_MS } from '../api/candle-times';
import { invalid } from '../api/schemas/request-bounds';
import { missingSpans, type FetchedSpan, type Span } from '../cache/candle-spans';

// The candle span planner. Closed candles never change, so a chart asks the service only for the open-time spans
// the local store does not cover yet, by `start`/`end`, and merges. It sits above the client and the store: the
// client knows no cache, the store knows no client.

/** The open-time window a query shows at `now`; `all` starts at the epoch. */
export function windowOf(query: CandleQuery, now: number): Span {
  if (query.range === 'all') return { from: 0, to: now };
  if (query.range) return { from: now - RANGE_MS[query.range], to: now };
  const from = Date.parse(query.start ?? '');
  const to = Math.min(Date.parse(query.end ?? ''), now);
  return { from, to: Math.max(from, to) };
}

/** No pair trades before the first bitcoin exchange opened (Mt. Gox, 2010-07-17): the earliest `all` can start. */
export const FIRST_TRADE = Date.parse('2010-07-17T00:00:00Z');

/** The most candles a query can return at `now`; for `all` the history is taken to reach back to FIRST_TRADE. */
export function candleCountOf(query: CandleQuery, now: number): number {
  const { from, to } = windowOf(query, now);
  return Math.max(0, Math.ceil((to - Math.max(from, FIRST_TRADE)) / INTERVAL_MS[query.interval]));
}

/**
 * A chart is refused before anything is sent when it could hold more candles than the service answers in one
 * request: the service would refuse the whole history with a 400, and a long explicit span would cost more than
 * a chart is worth showing.
 */
export function candleCountError(query: CandleQuery, now: number): (AppError & { say: Say }) | null {
  const count = candleCountOf(query, now);
  if (count <= MAX_CANDLES_PER_REQUEST) return null;
  const span =
    query.range === 'all' ? 'the whole history' : query.range ? `a ${query.range} range` : 'that period';
  const refused = invalid(
    query.range ? 'range' : 'start',
    `${query.pair} in ${query.interval} candles over ${span} is up to ${count.toLocaleString('en-US')} candles, more than the ${MAX_CANDLES_PER_REQUEST.toLocaleString('en-US')} the service sends at once. Choose a larger interval or a shorter range.`,
  );
  // Each count goes as a number (for the plural) and as a plain figure; a price's explanation rewrites the figure
  // in the user's number format, an error card shows it as it is.
  const values = {
    pair: query.pair,
    interval: query.interval,
    span: query.range === 'all' ? 'all' : query.range ? 'range' : 'window',
    range: query.range ?? '',
    count,
    countN: String(count),
    max: MAX_CANDLES_PER_REQUEST,
    maxN: String(MAX_CANDLES_PER_REQUEST),
  };
  return { ...refused, say: { id: 'candles.tooMany', values } };
}

/** A stored series' newest end is asked about again at most this often, whatever the clocks say. */
export const TAIL_RECHECK_MS = 5 * 60_000;

/** What to ask the service for, given what is stored; the newest span waits TAIL_RECHECK_MS after a fruitless check. */
export function planFetches(
  window: Span,
  covered: readonly FetchedSpan[],
  interval: CandleInterval,
  now: number,
): CandleFetch[] {
  const step = INTERVAL_MS[interval];
  const plan: CandleFetch[] = [];
  for (const gap of missingSpans(window, covered)) {
    if (gap.from === 0 && window.from === 0) {
      plan.push({ kind: 'all' });
      continue;
    }
    const reachesNow = gap.to >= now;
    const before = covered.find((s) => s.to === gap.from);
    // The candle opening at gap.from closes at gap.from + step. Checked before that close, so a chart shown again
    // just after a boundary brings it without waiting out the recheck pause.
    const closes = gap.from + step;
    const skip =
      reachesNow && before
        ? now < closes || (before.fetchedAt >= closes && now - before.fetchedAt < TAIL_RECHECK_MS)
        : !reachesNow && gap.to - gap.from < step;
    if (skip) continue;
    const chunk = step * MAX_CANDLES_PER_REQUEST;
    for (let from = gap.from; from < gap.to; from += chunk) {
      plan.push({ kind: 'span', from, to: Math.min(gap.to, from + chunk) });
    }
  }
  return plan;
}

/**
 * The span a finished fetch covers: all of it for a span in the past; for one reaching `now`, up to the open time
 * after the newest candle returned. The local clock may run ahead of the service's, so a candle that should have
 * closed by `now` but did not come back is asked for again next time rather than assumed absent.
 */
export function coveredBy(
  fetch: CandleFetch,
  candles: readonly Candle[],
  interval: CandleInterval,
  now: number,
): Span {
  const from = fetch.kind === 'all' ? 0 : fetch.from;
  const end = fetch.kind === 'all' ? now : fetch.to;
  if (end < now) return { from, to: end };
  const newest = candles.at(-1);
  return { from, to: newest ? Math.max(from, newest.t + INTERVAL_MS[interval]) : from };
}
