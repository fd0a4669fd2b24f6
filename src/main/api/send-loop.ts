import type { z } from 'zod';
import type { AppError } from '../../shared/envelope';
import type { Credentials } from './auth';
import { attemptOnce, type AttemptDeps, type AttemptInput } from './attempt';
import { backoffDelay } from './backoff';
import type { SharedRun } from './coalesce';
import type { Connectivity } from './connectivity';
import { costOf } from './costs';
import { isTransient } from './errors';
import type { ApiResult, HttpDeps, SendOptions } from './http-types';
import type { Priority, Rank } from './read-context';
import { USER_READ } from './read-context';
import { paramsOf, type ApiRequest } from './request';

// One request through the rate limiter with its retries: a 429 backs off and goes again (reads only), a
// transient failure retries with backoff when nothing cached can answer, and an unreachable service marks every
// read offline.

export const DEFAULT_TIMEOUT_MS = 15_000;

export interface LoopState {
  deps: HttpDeps;
  connectivity: Connectivity;
  deprecationsLogged: Set<string>;
  random: () => number;
  maxRetries: number;
  maxRateRetries: number;
}

export interface RunCall<T> {
  request: ApiRequest;
  schema: z.ZodType<T>;
  options: SendOptions<T>;
  signal: AbortSignal | undefined;
  /** The shared GET's: drops the read while it waits for a rate slot; never cancels it once sent. */
  shared?: SharedRun;
}

/** Failures that mean the service was not reached at all (as opposed to an answer with an error status). */
export const unreachable = (error: AppError) =>
  error.code === 'network' || (error.code === 'timeout' && !error.status);

export const cancelled = (): ApiResult<never> => ({
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
    say: { id: 'errors.unreachable' },
  },
});

interface Plan<T> {
  attemptDeps: AttemptDeps;
  input: AttemptInput<T>;
  predicted: number;
  retryTransient: boolean;
  retryRate: boolean;
  priority: Priority;
  rank: Rank | undefined;
  /** Where waiting (for a slot, for a retry) is abandoned. */
  queueSignal: AbortSignal | undefined;
}

function planOf<T>(state: LoopState, call: RunCall<T>, credentials: Credentials): Plan<T> {
  const { deps } = state;
  const { request, options } = call;
  const metered = deps.metered ?? true;
  const predicted = metered ? (options.cost ?? costOf(request.endpoint, paramsOf(request)).credits) : 0;
  const context = options.context ?? USER_READ;
  const cached = options.cached ?? context.cached ?? false;
  return {
    attemptDeps: { ...deps, deprecationsLogged: state.deprecationsLogged },
    input: {
      credentials,
      predicted,
      chargeOf: metered ? options.chargeOf : undefined,
      timeoutMs: options.timeoutMs ?? deps.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      signal: call.signal,
    },
    predicted,
    retryTransient: (options.retry ?? request.method === 'GET') && !cached && !options.probe,
    retryRate: request.method === 'GET' && options.retry !== false,
    priority: options.priority ?? (options.probe ? 'user' : context.priority),
    rank: options.probe ? 'headline' : context.rank,
    queueSignal: call.shared?.abandoned ?? call.signal,
  };
}

type Step<T> = { done: ApiResult<T> } | { error: AppError };

/** One attempt inside a rate slot; the slot is released as the outcome says (a refused connection held none). */
async function attemptInSlot<T>(state: LoopState, call: RunCall<T>, plan: Plan<T>): Promise<Step<T>> {
  const { limiter } = state.deps;
  let release: (outcome?: { reached: boolean }) => void;
  try {
    release = await limiter.acquire(plan.queueSignal, plan.priority, plan.rank);
  } catch {
    return { done: cancelled() };
  }
  call.shared?.sent();
  let result: ApiResult<T>;
  try {
    // Once sent, a read is not cancelled by the view being left: its answer still lands in the cache.
    result = await attemptOnce(plan.attemptDeps, call.request, call.schema, plan.input);
  } catch (error) {
    release({ reached: false });
    throw error;
  }
  if (result.ok) {
    release();
    state.connectivity.reached();
    limiter.accepted();
    return { done: result };
  }
  // A refused connection never reached the service: its rate slot is not held for a window.
  release({ reached: result.error.code !== 'network' });
  return { error: result.error };
}

export async function runRequest<T>(state: LoopState, call: RunCall<T>): Promise<ApiResult<T>> {
  const { deps, connectivity } = state;
  const { request, options } = call;
  if (connectivity.offline && !options.probe) return offline();
  const credentials = await deps.auth.credentials();
  if ('code' in credentials) return { ok: false, error: credentials };
  const plan = planOf(state, call, credentials);
  let transientTries = 0;
  let rateTries = 0;
  /** This read itself found the service unreachable: its own retries (nothing cached) still go out. */
  let markedOffline = false;
  for (;;) {
    // Another read found the service unreachable while this one waited to retry.
    if (transientTries > 0 && connectivity.offline && !markedOffline) return offline();
    const step = await attemptInSlot(state, call, plan);
    if ('done' in step) return step.done;
    const { error } = step;
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
      const wait = error.retryAfterMs ?? backoffDelay(rateTries, state.random, { baseMs: 600, capMs: 4000 });
      deps.limiter.rateLimited(wait);
      // A write is sent once, whatever the service says: the user decides whether to send it again.
      if (!plan.retryRate) return { ok: false, error: notSentAgain(error) };
      if (rateTries < state.maxRateRetries) {
        rateTries++;
        deps.log.warn('rate limited; backing off', { endpoint: request.endpoint, waitMs: Math.round(wait) });
        continue;
      }
    }
    // A refused connection is not retried: the service is offline until the probe says otherwise.
    if (error.code === 'network') return { ok: false, error: retried(error, transientTries, rateTries) };
    // A paid request with no answer in time may still have arrived, and been charged: sending it again could
    // charge twice for a click priced once. It is not retried; the user's Retry sends it again.
    const mayBeCharged = error.code === 'timeout' && !error.status && plan.predicted > 0;
    if (isTransient(error) && !mayBeCharged && plan.retryTransient && transientTries < state.maxRetries) {
      const wait = backoffDelay(transientTries++, state.random, { baseMs: 500, capMs: 8000 });
      try {
        await deps.clock.sleep(wait, plan.queueSignal);
      } catch {
        return cancelled();
      }
      continue;
    }
    return { ok: false, error: retried(error, transientTries, rateTries) };
  }
}

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
