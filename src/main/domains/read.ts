import type { DataKind } from '../../shared/domain/common';
import type { AppError, Envelope } from '../../shared/envelope';
import { coinCalls } from '../api/coins';
import { cacheKeyOf, paramsOf } from '../api/http';
import type { ApiCall } from '../api/schemas/common';
import { invalid } from '../api/schemas/request-bounds';
import { freshness } from './freshness';
import { mapEnvelope, type ModeServices } from './deps';

// One cached read of one request: the cache key is the request's identity (never anything derived from a secret;
// a request with credentials names an identity that stands for them), the cached JSON is re-checked with the same
// schema before it is served.

export interface ReadOptions {
  /** Ask the service even when the cached answer is fresh. */
  force?: boolean;
  /**
   * Runs only when the service is about to be asked (a fresh cached answer skips it); an error here is answered
   * instead of sending. The spend guard goes here, so that a cached answer needs no confirmation.
   */
  beforeSend?: () => { ok: true } | { ok: false; error: AppError };
}

export function readCall<T>(
  s: ModeServices,
  { request, schema }: ApiCall<T>,
  kind: DataKind,
  maxAgeMs: number,
  options: ReadOptions = {},
): Promise<Envelope<T>> {
  return s.readThrough({
    force: options.force ?? false,
    key: cacheKeyOf(request),
    kind,
    endpoint: request.endpoint,
    params: paramsOf(request),
    maxAgeMs,
    schema,
    load: async () => {
      const allowed = options.beforeSend?.() ?? { ok: true };
      return allowed.ok ? s.client.send(request, schema) : allowed;
    },
  });
}

/**
 * Units of `currency` per 1 USD, for data the service prices in USD; null when no conversion is needed (USD, or a
 * currency in `direct` that the data carries itself, as portfolio coins carry BTC and ETH). Other currencies read
 * the currency list, cached for an hour, so switching currencies is cheap.
 */
export async function usdRate(
  s: ModeServices,
  currency: string,
  direct: readonly string[] = ['USD'],
): Promise<Envelope<number> | null> {
  if (currency === 'USD' || direct.includes(currency)) return null;
  const rates = await readCall(s, coinCalls.currencies(), 'coins', freshness.currencies);
  if (rates.ok && rates.value.result[currency] === undefined) {
    return { ok: false, error: invalid('currency', `${currency} is not in the service's currency list.`) };
  }
  return mapEnvelope(rates, (r) => r.result[currency] ?? 1);
}
