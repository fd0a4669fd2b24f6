import type { z } from 'zod';
import type { EventSink } from '../../shared/contract';
import type { DataKind } from '../../shared/domain/common';
import type { RefreshPolicy } from '../../shared/domain/settings';
import { USER_READ, type ReadContext } from '../api/read-context';
import { fail, ok, type AppError, type Envelope, type Meta } from '../../shared/envelope';
import type { EndpointKey } from '../api/costs';
import { fallsBackToCache } from '../api/errors';
import type { ApiResult, RequestRecord } from '../api/http';
import { stripSecrets } from '../api/redact';
import type { AnswersRepo } from '../cache/answers-repo';
import type { Clock, Logger } from '../lib/effects';
import { schemaStamp } from './schema-stamp';
import { validCached } from './valid-once';

// The cache in front of every read (DESIGN.md "One read, end to end"), cache first: a fresh cached answer is served
// without a request; an old one is served at once marked stale, and (unless the user's refresh policy is "only when
// I ask") refreshed in the background, the new answer announced by `data:changed`. Only a read with nothing cached
// (or the user's Refresh) waits for the service; when that fails the cached answer comes back marked stale with the
// error beside it. A read that has a cached answer gets one bounded try. Only a successful, schema-valid load ever
// writes the cache.
// It sits above both the client and the cache (the read runner's step), so neither of those knows the other.
// What the cache can answer, it answers in the caller's own turn: the answer itself, no promise, no wait. A cache hit's
// ledger line and its background refresh are bookkeeping, done together once the answers of that moment are out
// (one setImmediate for all of them): a dashboard opened from the cache answers every card first.

export interface ReadThroughOptions<T> {
  /** The request identity; cacheKeyOf(request) from src/main/api/http.ts fits. Never a secret in it. */
  key: string;
  kind: DataKind;
  /** The ledger's endpoint for a cache hit. */
  endpoint: EndpointKey;
  /**
   * Parameters for the ledger line of a cache hit and for `stored` (secrets are stripped again here). Read only
   * after the answer is out, so a getter may build them then.
   */
  params?: Record<string, unknown>;
  /** How old a cached answer may be and still count as fresh. Infinity for data that never changes. */
  maxAgeMs: number;
  /**
   * Asks the service, for `context` (who the read is for, and whether a cached answer is already on screen);
   * typically (context) => client.send(request, schema, { context }). Must not throw.
   */
  load: (context: ReadContext) => Promise<ApiResult<T>>;
  /** Who the caller reads for (ipc/read-scope.ts); default the user's view. A background refresh is 'background'. */
  context?: ReadContext;
  /** Skip a fresh cached answer (the user pressed refresh). */
  force?: boolean;
  /**
   * The user asked for this very read just now (Refresh, Retry, or a spend they confirmed): sent even while it is
   * held after a timeout. Without it a held read answers `held` (with the cached answer, if any) and sends nothing.
   */
  asked?: boolean;
  /**
   * The schema `load` checks the service's answer with. A cached row is checked against it before it is served
   * (a row written by an older version may no longer fit; one that does not counts as absent), unless this build
   * stored it as checked by this very schema and it is unchanged since. Rows stored here are sealed with it.
   */
  schema?: z.ZodType<T>;
  /**
   * 'background' (default): the old answer comes back at once marked stale and a refresh runs; `data:changed`
   * announces the new one. 'wait': an old cached answer waits for the live one (for a read whose caller needs the
   * newest value to go on).
   */
  revalidate?: 'wait' | 'background';
}

/**
 * One read through the cache: the cache's answer itself, in the caller's turn, when the read needs no wait (a
 * fresh answer, or an old one marked stale whose refresh then runs in the background); else the promise of the
 * service's answer (or of the cache's, when the service fails). Callers that always wait simply await it.
 */
export interface ReadThrough {
  <T>(options: ReadThroughOptions<T>): Envelope<T> | Promise<Envelope<T>>;
  /**
   * The app is closing: the ledger lines of the cache hits still waiting for their moment are recorded now (the
   * ledger writes them as it closes), and the background refreshes waiting with them are not started.
   */
  flush(): void;
}

/**
 * How long an answer stays fresh under the user's policy: its own freshness, except that "Every few minutes"
 * keeps nothing longer than its interval (the view on screen is read again at that interval and refreshed).
 */
/** The user's "Refresh data" setting as a session carries it. */
export interface FreshPolicy {
  refreshPolicy?: () => RefreshPolicy;
  refreshIntervalMs?: () => number;
}

/**
 * Under "Every few minutes" the renderer reads the view on screen at each tick of the interval; a tick's answers
 * land a few seconds after it (rate slots, the service's answer time), so at the next tick they are a little
 * younger than the interval. They count as fresh for that much less, or every other tick would read nothing and
 * figures would grow twice as old as the setting says.
 */
const TICK_SLACK_MS = 30_000;

export function freshUnderPolicy(maxAgeMs: number, policy: FreshPolicy): number {
  if (policy.refreshPolicy?.() !== 'interval' || !policy.refreshIntervalMs) return maxAgeMs;
  const interval = policy.refreshIntervalMs();
  return Math.min(maxAgeMs, interval - Math.min(TICK_SLACK_MS, interval / 4));
}

export interface ReadThroughDeps {
  answers: AnswersRepo;
  clock: Pick<Clock, 'now'>;
  log: Logger;
  /** Answers come from the demo sandbox. */
  demo: boolean;
  record?: (record: RequestRecord) => void;
  emit?: EventSink;
  /** The user's "Refresh data" setting; 'manual' leaves an old answer as it is until the user refreshes. */
  refreshPolicy?: () => RefreshPolicy;
  /** The "Every few minutes" interval in ms: under that policy no answer counts as fresh for longer. */
  refreshIntervalMs?: () => number;
  /** Keys with a background refresh under way; shared by every read-through over the same cache. */
  refreshing?: Set<string>;
  /** Told of every answer written to the cache, as it is written (price alerts judge the prices in it). */
  stored?: (answer: StoredAnswer) => void;
}

/** An answer just written to the cache: its endpoint and parameters (never a secret), value and fetch time. */
export interface StoredAnswer {
  endpoint: EndpointKey;
  params: Record<string, unknown>;
  value: unknown;
  fetchedAt: number;
}

/** After a background refresh failed, the same answer is not refreshed in the background again for this long. */
const FAILED_REFRESH_PAUSE_MS = 60_000;
/**
 * An answer Folio Desk could not read (bad_response) was paid for, and the same request would be answered the
 * same way and paid for again: it is not sent in the background again for this long. The user's Refresh still
 * sends it.
 */
const UNREADABLE_REFRESH_PAUSE_MS = 6 * 60 * 60_000;

/**
 * The service not reached (a refused connection, no answer in time) is the app-wide connectivity state's to handle:
 * while offline a refresh fails at once and for free, and the first view read once the service is back must
 * refresh. A pause here kept the data "Stale" for up to a minute after the offline banner had gone.
 */
const NOT_REACHED: ReadonlySet<AppError['code']> = new Set(['network', 'timeout']);

/** What a read paused after a timeout says instead of sending itself again. */
const notResent: AppError = {
  code: 'held',
  message:
    'The service did not answer this in time a moment ago, and a late answer may still be charged, so Folio ' +
    'Desk does not send it again by itself for a few minutes (longer each time it goes unanswered again, up to ' +
    'an hour). Retry, Refresh or a spend you confirm sends it now.',
};

const refreshPauseAfter = (error: AppError) =>
  error.code === 'bad_response'
    ? UNREADABLE_REFRESH_PAUSE_MS
    : NOT_REACHED.has(error.code)
      ? 0
      : FAILED_REFRESH_PAUSE_MS;

/**
 * A read that got no answer in time may still have been answered, and charged, after Folio Desk gave up. It is not
 * sent again by itself (a view read again when the service is back, a background refresh) for this long, doubling
 * with each timeout up to an hour: a slow endpoint once charged a 10-credit click 11 times, each reconnection
 * sending it again. The user's Refresh or Retry still sends it.
 */
const TIMED_OUT_PAUSE_MS = 2 * 60_000;
const TIMED_OUT_PAUSE_MAX_MS = 60 * 60_000;

export function createReadThrough(deps: ReadThroughDeps): ReadThrough {
  const refreshing = deps.refreshing ?? new Set<string>();
  /** Reads that timed out: when, and how long they are not sent again unasked. */
  const timedOut = new Map<string, { at: number; pauseMs: number }>();
  /**
   * The read's last timeout, while it still counts: a timeout an hour of quiet past its pause is forgotten, so the
   * doubling starts afresh and the map keeps only reads that timed out lately.
   */
  const lastTimeout = (key: string) => {
    const last = timedOut.get(key);
    if (last && deps.clock.now() - last.at >= last.pauseMs + TIMED_OUT_PAUSE_MAX_MS) {
      timedOut.delete(key);
      return undefined;
    }
    return last;
  };
  const pausedAfterTimeout = (key: string) => {
    const last = lastTimeout(key);
    return last !== undefined && deps.clock.now() - last.at < last.pauseMs;
  };
  const noteOutcome = (key: string, result: ApiResult<unknown>) => {
    if (result.ok) return void timedOut.delete(key);
    // No answer in time at all (a 504 is the service's own answer).
    if (result.error.code !== 'timeout' || result.error.status) return;
    const pauseMs = Math.min(
      TIMED_OUT_PAUSE_MAX_MS,
      (lastTimeout(key)?.pauseMs ?? TIMED_OUT_PAUSE_MS / 2) * 2,
    );
    timedOut.set(key, { at: deps.clock.now(), pauseMs });
  };
  /** The last background refresh of a key failed: why and when (shown with the stale answer, not retried at once). */
  const refreshFailed = new Map<string, { error: AppError; at: number }>();

  const meta = (source: Meta['source'], fetchedAt: number, stale: boolean, credits: number): Meta => ({
    source,
    fetchedAt,
    stale,
    credits,
    demo: deps.demo,
  });

  const cached = <T>(options: ReadThroughOptions<T>): { value: T; fetchedAt: number } | null => {
    const row = deps.answers.get(options.key);
    if (!row) return null;
    if (!options.schema) return { value: row.value as T, fetchedAt: row.fetchedAt };
    const parsed = validCached(options.schema, row);
    if (parsed.success) return { value: parsed.data, fetchedAt: row.fetchedAt };
    deps.log.warn('cached answer no longer valid; ignoring it', {
      kind: options.kind,
      endpoint: options.endpoint,
    });
    return null;
  };

  const store = <T>(options: ReadThroughOptions<T>, result: ApiResult<T> & { ok: true }) => {
    try {
      deps.answers.put({
        key: options.key,
        kind: options.kind,
        value: result.value,
        fetchedAt: result.fetchedAt,
        requestId: result.requestId,
        ...(options.schema ? { checkedBy: schemaStamp(options.schema) } : {}),
      });
    } catch (error) {
      // A full disk or a locked file must not cost the user the answer they just paid for.
      deps.log.error('could not store answer in cache', {
        kind: options.kind,
        error: error instanceof Error ? error.message : String(error),
      });
    }
    deps.stored?.({
      endpoint: options.endpoint,
      params: stripSecrets(options.params ?? {}, []),
      value: result.value,
      fetchedAt: result.fetchedAt,
    });
  };

  const recordHit = <T>(options: ReadThroughOptions<T>) =>
    deps.record?.({
      at: deps.clock.now(),
      method: 'GET',
      endpoint: options.endpoint,
      params: stripSecrets(options.params ?? {}, []),
      status: null,
      credits: 0,
      latencyMs: 0,
      requestId: null,
      source: 'cache',
    });

  /**
   * Cache hits whose bookkeeping waits for the answers of this moment to be out (see the top of this file): each
   * one's ledger line, and for an old answer its background refresh.
   */
  let afterwards: { options: ReadThroughOptions<unknown>; refresh: boolean }[] = [];
  const bookkeep = (refreshes: boolean) => {
    const hits = afterwards;
    afterwards = [];
    for (const { options, refresh } of hits) {
      try {
        recordHit(options);
        if (refresh && refreshes && deps.refreshPolicy?.() !== 'manual') refreshInBackground(options);
      } catch (error) {
        // One line that could not be written must not cost the others theirs.
        deps.log.error('cache hit bookkeeping failed', {
          error: error instanceof Error ? error.message : String(error),
        });
      }
    }
  };
  const afterAnswers = <T>(options: ReadThroughOptions<T>, refresh: boolean) => {
    if (afterwards.length === 0) setImmediate(() => bookkeep(true));
    afterwards.push({ options: options as ReadThroughOptions<unknown>, refresh });
  };

  const refreshInBackground = <T>(options: ReadThroughOptions<T>) => {
    if (refreshing.has(options.key) || pausedAfterTimeout(options.key)) return;
    const failed = refreshFailed.get(options.key);
    if (failed && deps.clock.now() - failed.at < refreshPauseAfter(failed.error)) return;
    refreshing.add(options.key);
    // Behind the visible view's reads in the rate queue, with one bounded try: the old answer is on screen.
    void new Promise<ApiResult<T>>((resolve) =>
      resolve(options.load({ priority: 'background', cached: true })),
    )
      .then((result) => {
        noteOutcome(options.key, result);
        if (!result.ok) {
          if (result.error.code !== 'cancelled') {
            refreshFailed.set(options.key, { error: result.error, at: deps.clock.now() });
          }
          return;
        }
        refreshFailed.delete(options.key);
        store(options, result);
        deps.emit?.('data:changed', { kinds: [options.kind] });
      })
      .catch((error: unknown) =>
        deps.log.error('background refresh failed', {
          error: error instanceof Error ? error.message : String(error),
        }),
      )
      .finally(() => refreshing.delete(options.key));
  };

  /** The cache's answer without a wait, from the cached row `hit`; null when the read must wait. */
  const serve = <T>(options: ReadThroughOptions<T>, hit: { value: T; fetchedAt: number } | null) => {
    if (!hit || options.force) return null;
    if (deps.clock.now() - hit.fetchedAt <= freshUnderPolicy(options.maxAgeMs, deps)) {
      afterAnswers(options, false);
      return ok(hit.value, meta('cache', hit.fetchedAt, false, 0));
    }
    if (options.revalidate === 'wait') return null;
    afterAnswers(options, true);
    // Why the last refresh failed, when it did: the card says so beside the old answer.
    const error = refreshFailed.get(options.key)?.error;
    return ok(hit.value, { ...meta('cache', hit.fetchedAt, true, 0), ...(error ? { error } : {}) });
  };

  /** The service's answer, or the cached row `hit` marked stale when the service fails in a way that allows it. */
  const waitFor = async <T>(
    options: ReadThroughOptions<T>,
    hit: { value: T; fetchedAt: number } | null,
  ): Promise<Envelope<T>> => {
    let result: ApiResult<T>;
    if (!options.force && !options.asked && pausedAfterTimeout(options.key)) {
      if (hit) return ok(hit.value, { ...meta('cache', hit.fetchedAt, true, 0), error: notResent });
      return fail(notResent);
    }
    try {
      result = await options.load({ ...(options.context ?? USER_READ), cached: hit !== null });
    } catch (error) {
      deps.log.error('load threw instead of returning a result', {
        error: error instanceof Error ? error.message : String(error),
      });
      result = {
        ok: false,
        error: { code: 'internal', message: 'Folio Desk failed while loading this data.' },
      };
    }
    noteOutcome(options.key, result);
    if (result.ok) {
      refreshFailed.delete(options.key);
      store(options, result);
      return ok(result.value, meta('live', result.fetchedAt, false, result.credits));
    }
    // An unreadable answer to the user's own Refresh pauses the background refreshes too: they would get the same.
    if (result.error.code === 'bad_response') {
      refreshFailed.set(options.key, { error: result.error, at: deps.clock.now() });
    }
    if (hit && fallsBackToCache(result.error)) {
      return ok(hit.value, { ...meta('cache', hit.fetchedAt, true, 0), error: result.error });
    }
    return fail(result.error);
  };

  const readThrough = <T>(options: ReadThroughOptions<T>) => {
    // The row is looked at once: what serves it at once is also what a failed live call falls back to.
    const hit = cached(options);
    return serve(options, hit) ?? waitFor(options, hit);
  };
  return Object.assign(readThrough, { flush: () => bookkeep(false) });
}
