import { fail, ok, type AppError, type Envelope, type Meta } from '../../shared/envelope';
import { joinMeta } from '../../shared/join-meta';
import { invalid } from '../api/schemas/request-bounds';
import type { DataSession } from '../mode/data-session';
import type { Planned } from './rows/row';

// The shape stage: the service's answer as the renderer wants it, converted into the shown currency when the
// row priced it in USD, and a 404 of a read no document promises said as "not offered here".

/** The answer shaped for the renderer, converted at `rate` units of the shown currency per USD. */
export function shaped<R>(plan: Planned<R>, main: Envelope<unknown>, rate = 1, meta?: Meta): Envelope<R> {
  if (!main.ok) return main;
  const combined = meta ?? main.meta;
  return ok(plan.shape(main.value, rate), plan.meta ? plan.meta(combined, main.value) : combined);
}

/** The answer in the shown currency, with the currency list's answer `rates` (units per USD). */
export function converted<R>(
  plan: Planned<R>,
  main: Envelope<unknown> & { ok: true },
  rates: Envelope<{ result: Record<string, number> }>,
): Envelope<R> {
  if (!rates.ok) return rates;
  const currency = plan.usdPriced?.currency ?? 'USD';
  const rate = rates.value.result[currency];
  if (rate === undefined)
    return fail(invalid('currency', `${currency} is not in the service's currency list.`));
  return shaped(plan, main, rate, convertedMeta(main.meta, rates.meta));
}

/**
 * The meta of figures converted with the currency list: live if either read was, stale if either is, charging
 * what both charged, and as old as the figures themselves (the list, kept an hour, is not what the user asked).
 */
export const convertedMeta = (figures: Meta, rates: Meta): Meta => ({
  ...joinMeta(figures, [rates]),
  fetchedAt: figures.fetchedAt,
});

// No page or OpenAPI text documents these reads, so a service may not have them: a 404 from one while
// /usage/credits answers at the same address means "not offered here", not "wrong address".

const UNDOCUMENTED = [
  'GET /portfolio/list',
  'GET /portfolio/pl/history',
  'GET /ohlcv/candles',
  'GET /wallet/transactions/types',
];

/** A 404 of an undocumented read, said as "not offered here" when /usage/credits (free) answers at that address. */
export function saidNotOffered<T>(
  session: DataSession,
  endpoint: string,
  answer: Envelope<T>,
): Envelope<T> | Promise<Envelope<T>> {
  const error = answer.ok ? answer.meta.error : answer.error;
  const undocumented = UNDOCUMENTED.includes(endpoint) || endpoint.startsWith('GET /rwa/');
  // A path naming one item (`:rwaId`): its 404 is that item missing, which the client's error already says.
  if (error?.code !== 'not_found' || !undocumented || endpoint.includes('/:')) return answer;
  return session.credits.reconcile().then((usage): Envelope<T> => {
    if (!usage.ok) return answer;
    const { advice: _advice, ...rest } = error;
    const said: AppError = {
      ...rest,
      message: `This service does not offer ${endpoint} at this address (it answers the app's other requests there), so this part cannot be shown. Nothing is wrong with your settings; the rest of Folio Desk works as usual.`,
    };
    return answer.ok ? { ...answer, meta: { ...answer.meta, error: said } } : { ok: false, error: said };
  });
}
