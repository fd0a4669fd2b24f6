import type { z } from 'zod';
import type { AppError } from '../../shared/envelope';
import type { Clock, Logger, ReadFetch } from '../lib/effects';
import type { AuthProvider } from './auth';
import type { Connectivity, ConnectivityDeps } from './connectivity';
import type { EndpointKey } from './costs';
import type { Priority, ReadContext } from './read-context';
import type { RateLimiter } from './rate-limiter';
import type { ApiRequest, HttpMethod } from './request';

// What the HTTP layer takes and gives: its results, options, dependencies and ledger records. Apart from http.ts,
// so that a single attempt (attempt.ts) can name them without importing the layer that calls it.

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
  /**
   * Retry transient failures (5xx, timeouts) and a rate 429? Default: GET yes, others no. A write answered 429 is
   * never sent again, whatever this says; nor is a refused connection or a redirect.
   */
  retry?: boolean;
  /** A cached answer exists and is already on screen: one bounded try, no retries with backoff. */
  cached?: boolean;
  /** Who the read is for: its rate-queue class and rank, and the signal that drops it unsent; default the user's. */
  context?: ReadContext;
  /** Rate-queue class; default the context's (the visible view's reads are 'user'). */
  priority?: Priority;
  /** The connectivity probe itself: sent while offline. */
  probe?: boolean;
}

export interface ApiClient {
  send<T>(request: ApiRequest, schema: z.ZodType<T>, options?: SendOptions<T>): Promise<ApiResult<T>>;
  readonly limiter: RateLimiter;
  readonly baseUrl: string;
  readonly connectivity: Connectivity;
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
  fetch: ReadFetch;
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
  /** The free request that tells whether the service is back (GET /usage/credits). */
  probeRequest?: ApiRequest;
  /** Connectivity announcements and probe timing. */
  connectivity?: Pick<ConnectivityDeps, 'onChange' | 'probeBaseMs' | 'probeCapMs'>;
}
