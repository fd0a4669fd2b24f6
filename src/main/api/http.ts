import { z } from 'zod';
import type { AppError } from '../../shared/envelope';
import { createCoalescer, type SharedRun } from './coalesce';
import { costOf } from './costs';
import { isTransient } from './errors';
import { attemptOnce, type AttemptDeps } from './attempt';
import { backoffDelay } from './backoff';
import { USER_READ } from './read-context';
import { inFlightKeyOf, paramsOf, type ApiRequest } from './request';
import { createConnectivity } from './connectivity';
import type { ApiClient, ApiResult, HttpDeps, SendOptions } from './http-types';

export { buildUrl, cacheKeyOf, ledgerParamsOf, MissingIdentityError, paramsOf } from './request';
export type { ApiRequest, HttpMethod, QueryValue } from './request';
export type { ApiClient, ApiResult, ApiSuccess, HttpDeps, RequestRecord, SendOptions } from './http-types';

// The one HTTP layer every endpoint sends through; send() never throws, every outcome is an ApiResult. A refused
// connection is not retried but marks the service offline, so later reads answer from the cache at once; retries
// with backoff are only for reads with nothing cached to show.

export const USAGE_REQUEST: ApiRequest = {
  method: 'GET',
  path: '/usage/credits',
  endpoint: 'GET /usage/credits',
};

/** Failures that mean the service was not reached at all (as opposed to an answer with an error status). */
const unreachable = (error: AppError) =>
  error.code === 'network' || (error.code === 'timeout' && !error.status);

export const DEFAULT_TIMEOUT_MS = 15_000;

const cancelled = (): ApiResult<never> => ({
  ok: false,
  error: { code: 'cancelled', message: 'The request was cancelled.' },
});

/**
 * Said by every read while offline. No time here: main has no locale, and the app-wide notice says since when.
 */
const offline = (): ApiResult<never> => ({
  ok: false,
  error: {
    code: 'network',
    message: 'The service is unreachable; Folio Desk shows cached data and retries by itself.',
  },
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
    /** The shared GET's: drops the read while it waits for a rate slot; never cancels it once sent. */
    shared?: SharedRun,
  ): Promise<ApiResult<T>> => {
    const queueSignal = shared?.abandoned ?? signal;
    if (connectivity.offline && !options.probe) return offline();
    const credentials = await deps.auth.credentials();
    if ('code' in credentials) return { ok: false, error: credentials };
    const metered = deps.metered ?? true;
    const predicted = metered ? (options.cost ?? costOf(request.endpoint, paramsOf(request)).credits) : 0;
    const attemptDeps: AttemptDeps = { ...deps, deprecationsLogged };
    const context = options.context ?? USER_READ;
    const cached = options.cached ?? context.cached ?? false;
    const retryTransient = (options.retry ?? request.method === 'GET') && !cached && !options.probe;
    const retryRate = request.method === 'GET' && options.retry !== false;
    const priority = options.priority ?? (options.probe ? 'user' : context.priority);
    const rank = options.probe ? 'headline' : context.rank;
    let transientTries = 0;
    let rateTries = 0;
    /** This read itself found the service unreachable: its own retries (nothing cached) still go out. */
    let markedOffline = false;
    for (;;) {
      // Another read found the service unreachable while this one waited to retry.
      if (transientTries > 0 && connectivity.offline && !markedOffline) {
        return offline();
      }
      let release: (outcome?: { reached: boolean }) => void;
      try {
        release = await deps.limiter.acquire(queueSignal, priority, rank);
      } catch {
        return cancelled();
      }
      shared?.sent();
      let result: ApiResult<T>;
      try {
        // Once sent, a read is not cancelled by the view being left: its answer still lands in the cache.
        result = await attemptOnce(attemptDeps, request, schema, {
          credentials,
          predicted,
          chargeOf: metered ? options.chargeOf : undefined,
          timeoutMs: options.timeoutMs ?? deps.timeoutMs ?? DEFAULT_TIMEOUT_MS,
          signal,
        });
      } catch (error) {
        release({ reached: false });
        throw error;
      }
      if (result.ok) {
        release();
        connectivity.reached();
        deps.limiter.accepted();
        return result;
      }
      const { error } = result;
      // A refused connection never reached the service: its rate slot is not held for a window.
      release({ reached: error.code !== 'network' });
      if (unreachable(error)) {
        // The probe reports its own outcome; a read's failure marks the service offline for every other read.
        if (!options.probe && !connectivity.offline) {
          markedOffline = true;
          connectivity.failed(error.code === 'timeout' ? 'no answer in time' : 'could not connect');
        }
      } else if (error.code !== 'cancelled' && error.code !== 'internal') {
        connectivity.reached();
      }
      if (error.code === 'rate_limited') {
        const wait = error.retryAfterMs ?? backoffDelay(rateTries, random, { baseMs: 600, capMs: 4000 });
        deps.limiter.rateLimited(wait);
        // A write is sent once, whatever the service says: the user decides whether to send it again.
        if (!retryRate) return { ok: false, error: notSentAgain(error) };
        if (rateTries < maxRateRetries) {
          rateTries++;
          deps.log.warn('rate limited; backing off', {
            endpoint: request.endpoint,
            waitMs: Math.round(wait),
          });
          continue;
        }
      }
      // A refused connection is not retried: the service is offline until the probe says otherwise.
      if (error.code === 'network') return { ok: false, error: retried(error, transientTries, rateTries) };
      // A paid request with no answer in time may still have arrived, and been charged: sending it again could
      // charge twice for a click priced once. It is not retried; the user's Retry sends it again.
      const mayBeCharged = error.code === 'timeout' && !error.status && predicted > 0;
      if (isTransient(error) && !mayBeCharged && retryTransient && transientTries < maxRetries) {
        const wait = backoffDelay(transientTries++, random, { baseMs: 500, capMs: 8000 });
        try {
          await deps.clock.sleep(wait, queueSignal);
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
    shared?: SharedRun,
  ): Promise<ApiResult<T>> => {
    try {
      return await run(request, schema, options, signal, shared);
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

  const send = async <T>(
    request: ApiRequest,
    schema: z.ZodType<T>,
    options: SendOptions<T> = {},
  ): Promise<ApiResult<T>> => {
    if (request.method !== 'GET') return safeRun(request, schema, options, options.signal);
    // The schema is part of the key, so every caller sharing an answer parsed it with the same schema: the
    // cast back from the coalescer's unknown is exact.
    const key = `${inFlightKeyOf(request)}#s${schemaId(schema)}`;
    // The shared GET runs without any one caller's signal, so one caller leaving does not cancel the rest; it is
    // dropped before sending only when every caller has left.
    const start = (shared: SharedRun) =>
      safeRun(request, schema, options, undefined, shared) as Promise<ApiResult<unknown>>;
    const dropSignal = options.probe ? undefined : options.context?.signal;
    try {
      return (await coalescer.run(key, start, { signal: options.signal, dropSignal })) as ApiResult<T>;
    } catch {
      // Only this caller's signals can reject here.
      return cancelled();
    }
  };

  const connectivity = createConnectivity({
    clock: deps.clock,
    log: deps.log,
    random,
    ...deps.connectivity,
    // Any answer from the service (even 401) means it is reachable again.
    probe: async () => {
      const result = await send(deps.probeRequest ?? USAGE_REQUEST, probeSchema, {
        probe: true,
        retry: false,
      });
      return result.ok || !unreachable(result.error);
    },
  });

  return {
    limiter: deps.limiter,
    baseUrl: deps.baseUrl,
    connectivity,
    send,
  };
}

/** The probe only asks whether the service answers; its figures are the meter's business. */
const probeSchema = z.unknown();

/** A 429 not sent again (a write, or retry off): nothing was done, and the wait the service asked for is said. */
function notSentAgain(error: AppError): AppError {
  const wait =
    error.retryAfterMs === undefined
      ? 'Wait a few seconds'
      : `The service asked to wait ${Math.max(1, Math.ceil(error.retryAfterMs / 1000))} s`;
  return {
    ...error,
    message: `The service refused it as too many requests (429), and Folio Desk did not send it again. ${wait}, then try again.`,
  };
}

function retried(error: AppError, transientTries: number, rateTries: number): AppError {
  const tries = transientTries + rateTries;
  if (tries === 0) return error;
  return { ...error, message: `${error.message} (after ${tries + 1} attempts)` };
}
