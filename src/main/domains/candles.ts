import type { Handlers, ParsedInput } from '../../shared/contract';
import type { Candle } from '../../shared/domain/market';
import { fail, ok, type AppError } from '../../shared/envelope';
import {
  candleCountError,
  candleRequest,
  coveredBy,
  fetchCandles,
  planFetches,
  windowOf,
} from '../api/candles';
import { costOf, type Cost } from '../api/costs';
import { fallsBackToCache } from '../api/errors';
import { createCandlesRepo } from '../cache/candles-repo';
import { perDatabase, type DomainDeps } from './deps';

// candles:get: closed candles never change, so the store answers what it covers and the service is asked only
// for the spans still missing (a 1y daily chart re-opened the next day costs one credit, not a full refetch).
export function candlesHandler(deps: DomainDeps): Pick<Handlers, 'candles:get'> {
  const repo = perDatabase(createCandlesRepo);

  return {
    async 'candles:get'(input) {
      const now = deps.clock.now();
      const tooMany = candleCountError(input, now);
      if (tooMany) return fail(tooMany);
      const s = deps.services();
      const store = repo(s.db);
      const series = { exchange: input.exchange, pair: input.pair, interval: input.interval };
      const window = windowOf(input, now);
      const plan = planFetches(window, store.spans(series), input.interval, now);

      let credits = 0;
      let error: AppError | undefined;
      const fetched = new Map<number, Candle>();
      for (const step of plan) {
        const answer = await fetchCandles(s.client, input, step);
        if (!answer.ok) {
          error = answer.error;
          break;
        }
        credits += answer.credits;
        for (const candle of answer.value) fetched.set(candle.t, candle);
        const span = coveredBy(step, answer.value, input.interval, now);
        try {
          store.store(series, answer.value, { ...span, fetchedAt: answer.fetchedAt });
        } catch (cause) {
          // A full disk must not cost the user the candles just paid for: show them, store them next time.
          deps.log.error('could not store candles', {
            pair: input.pair,
            error: cause instanceof Error ? cause.message : String(cause),
          });
        }
      }

      const stored = store.range(series, window.from, window.to);
      for (const candle of stored) fetched.delete(candle.t);
      const inWindow = [...fetched.values()].filter((c) => c.t >= window.from && c.t < window.to);
      const candles = inWindow.length ? [...stored, ...inWindow].sort((a, b) => a.t - b.t) : stored;
      const covering = store.spans(series).filter((sp) => sp.from < window.to && sp.to > window.from);
      const fetchedAt = covering.length ? Math.max(...covering.map((sp) => sp.fetchedAt)) : now;
      const value = { ...series, candles };
      const meta = {
        source: credits > 0 ? 'live' : 'cache',
        fetchedAt,
        stale: false,
        credits,
        demo: s.demo,
      } as const;
      if (!error) return ok(value, meta);
      // What is stored is still right (closed candles), only incomplete: show it with the reason beside it.
      if (candles.length === 0 || !fallsBackToCache(error)) return fail(error);
      return ok(value, { ...meta, stale: true, error });
    },
  };
}

/** credits:preview for candles:get: the price of the spans the store is missing, 0 when it covers the window. */
export function candleEstimator(deps: DomainDeps): (input: ParsedInput<'candles:get'>) => Cost {
  const repo = perDatabase(createCandlesRepo);
  return (input) => {
    const now = deps.clock.now();
    const tooMany = candleCountError(input, now);
    if (tooMany) return { credits: 0, explanation: tooMany.message };
    const series = { exchange: input.exchange, pair: input.pair, interval: input.interval };
    const plan = planFetches(
      windowOf(input, now),
      repo(deps.services().db).spans(series),
      input.interval,
      now,
    );
    if (plan.length === 0) return { credits: 0, explanation: 'every candle is stored; no service call' };
    const costs = plan.map((step) => costOf('GET /ohlcv/candles', candleRequest(input, step).query));
    const credits = costs.reduce((sum, c) => sum + c.credits, 0);
    return { credits, explanation: costs.map((c) => c.explanation).join('; ') };
  };
}
