import type { ReadHandlers } from '../api/read-context';
import type { Handlers, ParsedInput } from '../../shared/contract';
import { fail } from '../../shared/envelope';
import { candleCountError, planFetches, windowOf } from './candle-plan';
import { candleAnswer, candlesIn, fetchedAtOf, priceOfPlan, sendPlan, seriesOf } from './candle-fetch';
import type { DomainDeps } from './deps';
import { free, type Priced } from '../reads/price';
import type { Reads } from '../reads';

// candles:get, a special read: closed candles never change, so the candle store answers what it covers and the
// service is asked only for the spans still missing (a 1y daily chart re-opened the next day costs one credit,
// not a full refetch). Its price is the price of those spans, and it asks first like any read above the threshold.
// The chart itself reads by visible range (candles:window, candle-window.ts); this reads a whole span at once.

export function candlesRoom(
  deps: DomainDeps,
  runner: Reads,
): {
  handlers: ReadHandlers<Pick<Handlers, 'candles:get'>>;
  price: (input: ParsedInput<'candles:get'>) => Priced;
} {
  const planOf = (input: ParsedInput<'candles:get'>, now: number) =>
    planFetches(windowOf(input, now), deps.session().candles.spans(seriesOf(input)), input.interval, now);

  /** The price of the spans the store is missing, 0 when it covers the window. */
  const price = (input: ParsedInput<'candles:get'>): Priced => {
    const now = deps.clock.now();
    const tooMany = candleCountError(input, now);
    if (tooMany) return free(tooMany.message, [tooMany.say]);
    return priceOfPlan(input, planOf(input, now));
  };

  const handlers: ReadHandlers<Pick<Handlers, 'candles:get'>> = {
    async 'candles:get'(input, context) {
      const now = deps.clock.now();
      const tooMany = candleCountError(input, now);
      if (tooMany) return fail(tooMany);
      const allowed = runner.confirm('candles:get', input, price(input));
      if (!allowed.ok) return fail(allowed.error);
      const s = deps.session();
      const window = windowOf(input, now);
      const sent = await sendPlan(s, deps.log, input, planOf(input, now), now, context);
      const candles = candlesIn(s, input, window, sent.fetched);
      const value = { ...seriesOf(input), candles };
      return candleAnswer(value, candles.length, sent, fetchedAtOf(s, input, window, now), s.demo);
    },
  };
  return { handlers, price };
}
