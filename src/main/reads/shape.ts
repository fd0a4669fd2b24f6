import { hash } from 'node:crypto';
import type { z } from 'zod';
import { fail, ok, type AppError, type Envelope, type Meta } from '../../shared/envelope';
import { joinMeta } from '../../shared/join-meta';
import { invalid } from '../api/schemas/request-bounds';
import type { DataSession } from '../mode/data-session';
import type { Planned } from './rows/row';

// The shape stage: the service's answer as the renderer wants it, converted into the shown currency when the
// row priced it in USD, and a 404 of a read no document promises said as "not offered here". Also the shape of a
// schema itself, its stamp, which seals the cached answers it checked.

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

// A schema's stamp: a digest of what decides what it accepts and makes of its input (its parts' kinds, shapes,
// checks, limits, and the source of its transforms). The cache seals each answer with the stamp of the schema that
// checked it; helper code a transform calls is not in that source, which is why the seal also names the build.

/** `stamps`: the session's stamps made so far (answer-cache.ts); a stamp costs up to 0.2 ms, each cached read needs one. */
export function schemaStamp(schema: z.ZodType, stamps?: WeakMap<object, string>): string {
  let stamp = stamps?.get(schema);
  if (stamp === undefined) {
    stamp = hash('sha256', describe(schema), 'base64url').slice(0, 22);
    stamps?.set(schema, stamp);
  }
  return stamp;
}

/** zod keeps each schema's (and each check's) definition in `_zod.def`; parts are schemas again. */
const isZod = (value: object): value is { _zod: { def: Record<string, unknown> } } =>
  '_zod' in value && typeof (value as { _zod?: { def?: unknown } })._zod?.def === 'object';

/**
 * A canonical text of a schema's definition tree; a part met again (a lazy loop) is named by its number. Texts go
 * in with their length before them, which keeps the text unambiguous without escaping each one.
 */
function describe(root: z.ZodType): string {
  const seen = new Map<object, number>();
  let out = '';
  const text = (kind: string, value: string) => (out += `${kind}${value.length}:${value}`);
  const walk = (value: unknown): void => {
    if (typeof value === 'function') return void text('f', String(value));
    if (typeof value === 'string') return void text('s', value);
    if (typeof value === 'bigint') return void (out += ` ${value}n`);
    if (value === null || typeof value !== 'object') return void (out += ` ${String(value)}`);
    const at = seen.get(value);
    if (at !== undefined) return void (out += `#${at}`);
    seen.set(value, seen.size);
    if (value instanceof RegExp) return void text('r', String(value));
    if (Array.isArray(value)) {
      out += '[';
      for (const item of value as unknown[]) walk(item);
      return void (out += ']');
    }
    if (isZod(value)) {
      const def = value._zod.def;
      out += 'z';
      walk(def);
      // A lazy part's target is behind its getter: described too, so a change there changes the stamp.
      if (def.type === 'lazy' && typeof def.getter === 'function') walk((def.getter as () => unknown)());
      return;
    }
    out += '{';
    for (const key of Object.keys(value)) {
      text('k', key);
      walk((value as Record<string, unknown>)[key]);
    }
    out += '}';
  };
  walk(root);
  return out;
}
