import type { ReadContext } from '../api/read-context';
import type { Candle } from '../../shared/domain/market';
import { fail, ok, type AppError, type Envelope } from '../../shared/envelope';
import { fallsBackToCache } from '../api/errors';
import { candleRequest, fetchCandles, type CandleFetch, type CandleQuery } from '../api/candles';
import { costOf } from '../api/costs';
import type { ApiCall } from '../api/schemas/common';
import { candlesResponse } from '../api/schemas/market';
import type { Span } from '../cache/candle-spans';
import { coveredBy } from './candle-plan';
import type { DataSession } from '../mode/data-session';
import type { Logger } from '../lib/effects';
import { free, gatewayAtomic, type Priced } from '../reads/price';

// What candles:get and candles:window share: the price of a plan of missing spans, and sending it, storing each
// answer as it lands. Both read the candles back from the store afterwards, so a span already stored is served
// from SQLite and never asked for again.

/** The price of the planned fetches; free when the store already covers everything. */
export function priceOfPlan(query: CandleQuery, plan: readonly CandleFetch[]): Priced {
  if (plan.length === 0)
    return free('every candle is stored; no service call', [{ id: 'prices.candlesStored' }]);
  const calls = plan.map((step): ApiCall<unknown> => ({
    request: candleRequest(query, step),
    schema: candlesResponse,
  }));
  const costs = calls.map((call) => costOf('GET /ohlcv/candles', call.request.query));
  const gateway = calls.map(gatewayAtomic);
  return {
    cost: {
      credits: costs.reduce((sum, c) => sum + c.credits, 0),
      explanation: costs.map((c) => c.explanation).join('; '),
      explanationSays: costs.flatMap((c) => c.explanationSays ?? []),
    },
    always: false,
    usdcAtomic: gateway.some((g) => g === null) ? null : gateway.reduce<number>((a, g) => a + (g ?? 0), 0),
  };
}

export interface PlanOutcome {
  credits: number;
  error?: AppError;
  /** Every candle the service returned, by open time (kept in case storing them failed). */
  fetched: Map<number, Candle>;
}

/** Sends the plan in order, stopping at the first failure; each answer is stored with the span it covers. */
export async function sendPlan(
  s: DataSession,
  log: Logger,
  query: CandleQuery,
  plan: readonly CandleFetch[],
  now: number,
  /** Who the chart reads for (ipc/registry.ts): a step still waiting for a rate slot is dropped once it is left. */
  context?: ReadContext,
): Promise<PlanOutcome> {
  const series = { exchange: query.exchange, pair: query.pair, interval: query.interval };
  const outcome: PlanOutcome = { credits: 0, fetched: new Map() };
  for (const step of plan) {
    const answer = await fetchCandles(s.client, query, step, context);
    if (!answer.ok) {
      outcome.error = answer.error;
      break;
    }
    outcome.credits += answer.credits;
    for (const candle of answer.value) outcome.fetched.set(candle.t, candle);
    const span = coveredBy(step, answer.value, query.interval, now);
    try {
      s.candles.store(series, answer.value, { ...span, fetchedAt: answer.fetchedAt });
    } catch (cause) {
      // A full disk must not cost the user the candles just paid for: show them, store them next time.
      log.error('could not store candles', {
        pair: query.pair,
        error: cause instanceof Error ? cause.message : String(cause),
      });
    }
  }
  return outcome;
}

/** The stored candles of `window`, with any fetched ones the store could not keep, oldest first. */
export function candlesIn(
  s: DataSession,
  query: CandleQuery,
  window: Span,
  fetched: Map<number, Candle>,
): Candle[] {
  const series = { exchange: query.exchange, pair: query.pair, interval: query.interval };
  const stored = s.candles.range(series, window.from, window.to);
  if (fetched.size === 0) return stored;
  for (const candle of stored) fetched.delete(candle.t);
  const missing = [...fetched.values()].filter((c) => c.t >= window.from && c.t < window.to);
  return missing.length ? [...stored, ...missing].sort((a, b) => a.t - b.t) : stored;
}

/** When the newest stored part of `window` was fetched; `now` when nothing covers it. */
export function fetchedAtOf(s: DataSession, query: CandleQuery, window: Span, now: number): number {
  const series = { exchange: query.exchange, pair: query.pair, interval: query.interval };
  const covering = s.candles.spans(series).filter((sp) => sp.from < window.to && sp.to > window.from);
  return covering.length ? Math.max(...covering.map((sp) => sp.fetchedAt)) : now;
}

/** The series a candle query names, as the candle store keys it. */
export const seriesOf = (query: CandleQuery) => ({
  exchange: query.exchange,
  pair: query.pair,
  interval: query.interval,
});

/**
 * The answer of a candle read (candles:get and candles:window alike): live when it spent, cache otherwise. When
 * sending failed, what is stored is still right (closed candles), only incomplete: it is shown with the reason
 * beside it, unless nothing is stored or the failure says the cache must not stand in.
 */
export function candleAnswer<T>(
  value: T,
  count: number,
  sent: Pick<PlanOutcome, 'credits' | 'error'>,
  fetchedAt: number,
  demo: boolean,
): Envelope<T> {
  const meta = {
    source: sent.credits > 0 ? 'live' : 'cache',
    fetchedAt,
    stale: false,
    credits: sent.credits,
    demo,
  } as const;
  if (!sent.error) return ok(value, meta);
  if (count === 0 || !fallsBackToCache(sent.error)) return fail(sent.error);
  return ok(value, { ...meta, stale: true, error: sent.error });
}
