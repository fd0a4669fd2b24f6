import { z } from 'zod';
import { createCoalescer, type SharedRun } from './coalesce';
import { inFlightKeyOf, type ApiRequest } from './request';
import { createConnectivity } from './connectivity';
import type { ApiClient, ApiResult, HttpDeps, SendOptions } from './http-types';
import { cancelled, runRequest, unreachable, type LoopState, type RunCall } from './send-loop';

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

export { DEFAULT_TIMEOUT_MS } from './send-loop';

export function createApiClient(deps: HttpDeps): ApiClient {
  const coalescer = createCoalescer<ApiResult<unknown>>();
  const schemaIds = new WeakMap<object, number>();
  let nextSchemaId = 1;
  const deprecationsLogged = new Set<string>();
  const random = deps.random ?? Math.random;

  const schemaId = (schema: object) => {
    let id = schemaIds.get(schema);
    if (id === undefined) {
      id = nextSchemaId++;
      schemaIds.set(schema, id);
    }
    return id;
  };

  /** The request loop, its contract enforced: a bug below (a throwing chargeOf) still comes back as a value. */
  const safeRun = async <T>(call: RunCall<T>): Promise<ApiResult<T>> => {
    try {
      return await runRequest(state, call);
    } catch (error) {
      deps.log.error('request failed inside the client', {
        endpoint: call.request.endpoint,
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
    if (request.method !== 'GET') return safeRun({ request, schema, options, signal: options.signal });
    // The schema is part of the key, so every caller sharing an answer parsed it with the same schema: the
    // cast back from the coalescer's unknown is exact.
    const key = `${inFlightKeyOf(request)}#s${schemaId(schema)}`;
    // The shared GET runs without any one caller's signal, so one caller leaving does not cancel the rest; it is
    // dropped before sending only when every caller has left.
    const start = (shared: SharedRun) =>
      safeRun({ request, schema, options, signal: undefined, shared }) as Promise<ApiResult<unknown>>;
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

  const state: LoopState = {
    deps,
    connectivity,
    deprecationsLogged,
    random,
    maxRetries: deps.maxRetries ?? 2,
    maxRateRetries: deps.maxRateRetries ?? 3,
  };

  return {
    limiter: deps.limiter,
    baseUrl: deps.baseUrl,
    connectivity,
    send,
  };
}

/** The probe only asks whether the service answers; its figures are the meter's business. */
const probeSchema = z.unknown();
