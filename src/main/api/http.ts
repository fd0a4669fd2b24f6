import type { z } from 'zod';
import type { AppError } from '../../shared/envelope';
import type { Clock, FetchLike, Logger } from '../lib/effects';
import type { AuthProvider } from './auth';
import { createCoalescer } from './coalesce';
import { costOf, type EndpointKey } from './costs';
import { isTransient } from './errors';
import type { RateLimiter } from './rate-limiter';
import { attemptOnce, type AttemptDeps } from './attempt';
import { backoffDelay } from './backoff';
import { inFlightKeyOf, paramsOf, type ApiRequest, type HttpMethod } from './request';

export { buildUrl, cacheKeyOf, MissingIdentityError, paramsOf } from './request';
export type { ApiRequest, HttpMethod, QueryValue } from './request';

// The one HTTP layer every endpoint module sends through: credentials, rate limit, coalescing of identical GETs,
// per-attempt timeout, bounded retries with jitter, zod parsing and the ledger record of every attempt.
// send() never throws and never rejects: every outcome is an ApiResult.

export interface ApiSuccess<T> {
  ok: true;
  value: T;
  status: number;
  requestId: string | null;
  /** Credits this answer was charged (the prediction, or chargeOf(value)). */
  credits: number;
  /** Epoch ms when the answer arrived. */
  fetchedAt: number;
}
export type ApiResult<T> = ApiSuccess<T> | { ok: false; error: AppError };

export interface SendOptions<T> {
  /** Abandons this caller's wait; a GET shared with other callers keeps running for them. */
  signal?: AbortSignal;
  /** Overrides the cost-table prediction (credits). */
  cost?: number;
  /** The actual charge once the answer is known (candles: 1 per 1,000 returned). */
  chargeOf?: (value: T) => number;
  /** Per-attempt timeout; default from the client. */
  timeoutMs?: number;
  /** Retry transient failures (5xx, timeouts, dropped connections)? Default: GET yes, others no. */
  retry?: boolean;
}

export interface ApiClient {
  send<T>(request: ApiRequest, schema: z.ZodType<T>, options?: SendOptions<T>): Promise<ApiResult<T>>;
  readonly limiter: RateLimiter;
  readonly baseUrl: string;
}

/** One line of the request ledger, as the HTTP layer reports it (params already stripped of secrets). */
export interface RequestRecord {
  at: number;
  method: HttpMethod;
  endpoint: EndpointKey;
  params: Record<string, unknown>;
  status: number | null;
  credits: number;
  latencyMs: number;
  requestId: string | null;
  source: 'live' | 'cache';
}

export interface HttpDeps {
  fetch: FetchLike;
  /** The API's base URL with any version segment (default https://openapiv1.coinstats.app); paths carry none. */
  baseUrl: string;
  auth: AuthProvider;
  clock: Clock;
  log: Logger;
  limiter: RateLimiter;
  /** Called once per attempt that reached (or tried to reach) the service. */
  record?: (record: RequestRecord) => void;
  /** 0..1; injected so that tests can pin the jitter. */
  random?: () => number;
  timeoutMs?: number;
  /** Transient-failure retries after the first attempt. */
  maxRetries?: number;
  /** Retries after a 429 from the rate (each waits longer). */
  maxRateRetries?: number;
  /** Makes the per-attempt timeout signal; real timers by default because fetch runs on real time. */
  timeoutSignal?: (ms: number) => AbortSignal;
  /** False on the pay-per-request gateway: calls are paid in USDC, so every answer is charged 0 credits. */
  metered?: boolean;
}

export const DEFAULT_TIMEOUT_MS = 15_000;

const cancelled = (): ApiResult<never> => ({
  ok: false,
  error: { code: 'cancelled', message: 'The request was cancelled.' },
});

export function createApiClient(deps: HttpDeps): ApiClient {
  const coalescer = createCoalescer<ApiResult<unknown>>();
  const schemaIds = new WeakMap<object, number>();
  let nextSchemaId = 1;
  const deprecationsLogged = new Set<string>();
  const random = deps.random ?? Math.random;
  const maxRetries = deps.maxRetries ?? 2;
  const maxRateRetries = deps.maxRateRetries ?? 3;

  const schemaId = (schema: object) => {
    let id = schemaIds.get(schema);
    if (id === undefined) {
      id = nextSchemaId++;
      schemaIds.set(schema, id);
    }
    return id;
  };

  const run = async <T>(
    request: ApiRequest,
    schema: z.ZodType<T>,
    options: SendOptions<T>,
    signal: AbortSignal | undefined,
  ): Promise<ApiResult<T>> => {
    const credentials = await deps.auth.credentials();
    if ('code' in credentials) return { ok: false, error: credentials };
    const metered = deps.metered ?? true;
    const predicted = metered ? (options.cost ?? costOf(request.endpoint, paramsOf(request)).credits) : 0;
    const attemptDeps: AttemptDeps = { ...deps, deprecationsLogged };
    const retryTransient = options.retry ?? request.method === 'GET';
    let transientTries = 0;
    let rateTries = 0;
    for (;;) {
      let release: () => void;
      try {
        release = await deps.limiter.acquire(signal);
      } catch {
        return cancelled();
      }
      let result: ApiResult<T>;
      try {
        result = await attemptOnce(attemptDeps, request, schema, {
          credentials,
          predicted,
          chargeOf: metered ? options.chargeOf : undefined,
          timeoutMs: options.timeoutMs ?? deps.timeoutMs ?? DEFAULT_TIMEOUT_MS,
          signal,
        });
      } finally {
        release();
      }
      if (result.ok) return result;
      const { error } = result;
      if (error.code === 'rate_limited' && rateTries < maxRateRetries) {
        const wait = backoffDelay(rateTries++, random, { baseMs: 600, capMs: 4000 });
        deps.limiter.pause(wait);
        deps.log.warn('rate limited; backing off', { endpoint: request.endpoint, waitMs: Math.round(wait) });
        continue;
      }
      if (isTransient(error) && retryTransient && transientTries < maxRetries) {
        const wait = backoffDelay(transientTries++, random, { baseMs: 500, capMs: 8000 });
        try {
          await deps.clock.sleep(wait, signal);
        } catch {
          return cancelled();
        }
        continue;
      }
      return { ok: false, error: retried(error, transientTries, rateTries) };
    }
  };

  /** run() with its contract enforced: a bug below (a throwing chargeOf, say) still comes back as a value. */
  const safeRun = async <T>(
    request: ApiRequest,
    schema: z.ZodType<T>,
    options: SendOptions<T>,
    signal: AbortSignal | undefined,
  ): Promise<ApiResult<T>> => {
    try {
      return await run(request, schema, options, signal);
    } catch (error) {
      deps.log.error('request failed inside the client', {
        endpoint: request.endpoint,
        error: error instanceof Error ? error.message : String(error),
      });
      return {
        ok: false,
        error: { code: 'internal', message: 'Folio Desk failed while handling this request.' },
      };
    }
  };

  return {
    limiter: deps.limiter,
    baseUrl: deps.baseUrl,
    async send<T>(request: ApiRequest, schema: z.ZodType<T>, options: SendOptions<T> = {}) {
      if (request.method !== 'GET') return safeRun(request, schema, options, options.signal);
      // The schema is part of the key, so every caller sharing an answer parsed it with the same schema: the
      // cast back from the coalescer's unknown is exact.
      const key = `${inFlightKeyOf(request)}#s${schemaId(schema)}`;
      // The shared GET runs without any one caller's signal, so one caller leaving does not cancel the rest.
      const shared = () => safeRun(request, schema, options, undefined) as Promise<ApiResult<unknown>>;
      try {
        return (await coalescer.run(key, shared, options.signal)) as ApiResult<T>;
      } catch {
        // Only this caller's signal can reject here.
        return cancelled();
      }
    },
  };
}

function retried(error: AppError, transientTries: number, rateTries: number): AppError {
  const tries = transientTries + rateTries;
  if (tries === 0) return error;
  return { ...error, message: `${error.message} (after ${tries + 1} attempts)` };
}
