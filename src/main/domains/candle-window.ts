import type { ReadHandlers } from '../api/read-context';
import type { Handlers, ParsedInput } from '../../shared/contract';
import { toColumns } from '../../shared/domain/candle-range';
import { fail } from '../../shared/envelope';
import { planFetches } from './candle-plan';
import { candleAnswer, candlesIn, fetchedAtOf, priceOfPlan, sendPlan, seriesOf } from './candle-fetch';
import { hasOlder, stretchOf } from './candle-window-plan';
import type { DomainDeps } from './deps';
import type { Priced } from '../reads/price';
import type { Reads } from '../reads';

// candles:window, the chart's read: one stretch of a series at a time, so neither main nor the renderer ever
// holds more than the user has scrolled over, and each stretch is priced (and, above the threshold, confirmed)
// before it is sent. Stored spans are read from SQLite; only the missing parts go to the service.

type Input = ParsedInput<'candles:window'>;

export function candleWindowRoom(
  deps: DomainDeps,
  runner: Reads,
): { handlers: ReadHandlers<Pick<Handlers, 'candles:window'>>; price: (input: Input) => Priced } {
  const planOf = (input: Input, now: number) => {
    const stretch = stretchOf(input, input.before, input.count, now);
    const spans = deps.session().candles.spans(seriesOf(input));
    return { stretch, plan: planFetches(stretch.span, spans, input.interval, now) };
  };

  const price = (input: Input): Priced => priceOfPlan(input, planOf(input, deps.clock.now()).plan);

  const handlers: ReadHandlers<Pick<Handlers, 'candles:window'>> = {
    async 'candles:window'(input, context) {
      const now = deps.clock.now();
      const { stretch, plan } = planOf(input, now);
      const allowed = runner.confirm('candles:window', input, priceOfPlan(input, plan));
      if (!allowed.ok) return fail(allowed.error);
      const s = deps.session();
      const sent = await sendPlan(s, deps.log, input, plan, now, context);
      const candles = candlesIn(s, input, stretch.span, sent.fetched);
      const value = {
        ...seriesOf(input),
        ...stretch.span,
        hasOlder: hasOlder(stretch, candles.length, input.before),
        columns: toColumns(candles),
      };
      return candleAnswer(value, candles.length, sent, fetchedAtOf(s, input, stretch.span, now), s.demo);
    },
  };
  return { handlers, price };
}
