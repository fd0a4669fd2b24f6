import type { Handlers, ParsedInput } from '../../shared/contract';
import type { Candle } from '../../shared/domain/market';
import { fail, ok, type AppError } from '../../shared/envelope';
import { candleRequest, fetchCandles } from '../api/candles';
import { costOf } from '../api/costs';
import { fallsBackToCache } from '../api/errors';
import type { ApiCall } from '../api/schemas/common';
import { candlesResponse } from '../api/schemas/market';
import { candleCountError, coveredBy, planFetches, windowOf } from './candle-plan';
import type { DomainDeps } from './deps';
import { free, gatewayAtomic, type Priced } from './read-price';
import type { ReadRunner } from './read-runner';

// candles:get, a special read: closed candles never change, so the candle store answers what it covers and the
// service is asked only for the spans still missing (a 1y daily chart re-opened the next day costs one credit,
// not a full refetch). Its price is the price of those spans, and it asks first like any read above the threshold.

export function candlesRoom(
  deps: DomainDeps,
  runner: ReadRunner,
): { handlers: Pick<Handlers, 'candles:get'>; price: (input: ParsedInput<'candles:get'>) => Priced } {
  const seriesOf = (input: ParsedInput<'candles:get'>) => ({
    exchange: input.exchange,
    pair: input.pair,
    interval: input.interval,
  });
  const planOf = (input: ParsedInput<'candles:get'>, now: number) =>
    planFetches(windowOf(input, now), deps.session().candles.spans(seriesOf(input)), input.interval, now);

  /** The price of the spans the store is missing, 0 when it covers the window. */
  const price = (input: ParsedInput<'candles:get'>): Priced => {
    const now = deps.clock.now();
    const tooMany = candleCountError(input, now);
    if (tooMany) return free(tooMany.message);
    const plan = planOf(input, now);
    if (plan.length === 0) return free('every candle is stored; no service call');
    const calls = plan.map((step): ApiCall<unknown> => ({
      request: candleRequest(input, step),
      schema: candlesResponse,
    }));
    const costs = calls.map((call) => costOf('GET /ohlcv/candles', call.request.query));
    const gateway = calls.map(gatewayAtomic);
    return {
      cost: {
        credits: costs.reduce((sum, c) => sum + c.credits, 0),
        explanation: costs.map((c) => c.explanation).join('; '),
      },
      always: false,
      usdcAtomic: gateway.some((g) => g === null) ? null : gateway.reduce<number>((a, g) => a + (g ?? 0), 0),
    };
  };

  const handlers: Pick<Handlers, 'candles:get'> = {
    async 'candles:get'(input) {
      const now = deps.clock.now();
      const tooMany = candleCountError(input, now);
      if (tooMany) return fail(tooMany);
      const allowed = runner.confirm('candles:get', input, price(input));
      if (!allowed.ok) return fail(allowed.error);
      const s = deps.session();
      const store = s.candles;
      const series = seriesOf(input);
      const window = windowOf(input, now);
      const plan = planOf(input, now);

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
  return { handlers, price };
}
