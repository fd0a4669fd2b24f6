import { fail, ok, type AppError, type Envelope, type Meta } from '../../shared/envelope';
import { fallsBackToCache } from '../api/errors';
import type { ApiResult } from '../api/http';
import { USER_READ } from '../api/read-context';
import { stripSecrets } from '../api/redact';
import type { CacheDeps, CacheQuery, Hit } from './deps';
import { schemaStamp } from '../api/schemas/stamp';

// The send stage: the request goes to the service, and only a successful, schema-valid answer is written to the
// cache. When the service fails in a way that allows it, the cached row comes back marked stale with the error.

/** After a background refresh failed, the same answer is not refreshed in the background again for this long. */
const FAILED_REFRESH_PAUSE_MS = 60_000;
/** An unreadable answer (bad_response) was paid for and would come back the same: not resent unasked for this long. */
const UNREADABLE_REFRESH_PAUSE_MS = 6 * 60 * 60_000;
/** Not reaching the service is the connectivity state's to handle: the first read once it is back must refresh. */
const NOT_REACHED: ReadonlySet<AppError['code']> = new Set(['network', 'timeout']);
/** A read unanswered in time may still be charged: not resent unasked for this long, doubling up to an hour. */
const TIMED_OUT_PAUSE_MS = 2 * 60_000;
const TIMED_OUT_PAUSE_MAX_MS = 60 * 60_000;

/** What a read paused after a timeout says instead of sending itself again. */
const notResent: AppError = {
  code: 'held',
  message:
    'The service did not answer this in time a moment ago, and a late answer may still be charged, so Folio ' +
    'Desk does not send it again by itself for a few minutes (longer each time it goes unanswered again, up to ' +
    'an hour). Retry, Refresh or a spend you confirm sends it now.',
  say: { id: 'errors.heldRead' },
};

const refreshPauseAfter = (error: AppError) =>
  error.code === 'bad_response'
    ? UNREADABLE_REFRESH_PAUSE_MS
    : NOT_REACHED.has(error.code)
      ? 0
      : FAILED_REFRESH_PAUSE_MS;

export const cacheMeta = (
  deps: CacheDeps,
  source: Meta['source'],
  fetchedAt: number,
  stale: boolean,
  credits = 0,
) => ({ source, fetchedAt, stale, credits, demo: deps.demo }) satisfies Meta;

/** The read's last timeout while it still counts: one an hour of quiet past its pause is forgotten. */
function lastTimeout(deps: CacheDeps, key: string) {
  const last = deps.cache.timedOut.get(key);
  if (last && deps.clock.now() - last.at >= last.pauseMs + TIMED_OUT_PAUSE_MAX_MS) {
    deps.cache.timedOut.delete(key);
    return undefined;
  }
  return last;
}

export function pausedAfterTimeout(deps: CacheDeps, key: string): boolean {
  const last = lastTimeout(deps, key);
  return last !== undefined && deps.clock.now() - last.at < last.pauseMs;
}

function noteOutcome(deps: CacheDeps, key: string, result: ApiResult<unknown>) {
  if (result.ok) return void deps.cache.timedOut.delete(key);
  // No answer in time at all (a 504 is the service's own answer).
  if (result.error.code !== 'timeout' || result.error.status) return;
  const pauseMs = Math.min(
    TIMED_OUT_PAUSE_MAX_MS,
    (lastTimeout(deps, key)?.pauseMs ?? TIMED_OUT_PAUSE_MS / 2) * 2,
  );
  deps.cache.timedOut.set(key, { at: deps.clock.now(), pauseMs });
}

function store<T>(deps: CacheDeps, query: CacheQuery<T>, result: ApiResult<T> & { ok: true }) {
  try {
    deps.answers.put({
      key: query.key,
      kind: query.kind,
      value: result.value,
      fetchedAt: result.fetchedAt,
      requestId: result.requestId,
      ...(query.schema ? { checkedBy: schemaStamp(query.schema) } : {}),
    });
  } catch (error) {
    // A full disk or a locked file must not cost the user the answer they just paid for.
    deps.log.error('could not store answer in cache', { kind: query.kind, error: messageOf(error) });
  }
  deps.stored?.({
    endpoint: query.endpoint,
    params: stripSecrets(query.params ?? {}, []),
    value: result.value,
    fetchedAt: result.fetchedAt,
  });
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The service's answer, or the cached row `hit` marked stale when the service fails in a way that allows it. */
export async function send<T>(
  deps: CacheDeps,
  query: CacheQuery<T>,
  hit: Hit<T> | null,
): Promise<Envelope<T>> {
  if (!query.force && !query.asked && pausedAfterTimeout(deps, query.key)) {
    return hit
      ? ok(hit.value, { ...cacheMeta(deps, 'cache', hit.fetchedAt, true), error: notResent })
      : fail(notResent);
  }
  let result: ApiResult<T>;
  try {
    result = await query.load({ ...(query.context ?? USER_READ), cached: hit !== null });
  } catch (error) {
    deps.log.error('load threw instead of returning a result', { error: messageOf(error) });
    result = {
      ok: false,
      error: { code: 'internal', message: 'Folio Desk failed while loading this data.' },
    };
  }
  noteOutcome(deps, query.key, result);
  if (result.ok) {
    deps.cache.refreshFailed.delete(query.key);
    store(deps, query, result);
    return ok(result.value, cacheMeta(deps, 'live', result.fetchedAt, false, result.credits));
  }
  // An unreadable answer to the user's own Refresh pauses the background refreshes too: they would get the same.
  if (result.error.code === 'bad_response') {
    deps.cache.refreshFailed.set(query.key, { error: result.error, at: deps.clock.now() });
  }
  if (hit && fallsBackToCache(result.error)) {
    return ok(hit.value, { ...cacheMeta(deps, 'cache', hit.fetchedAt, true), error: result.error });
  }
  return fail(result.error);
}

/**
 * send, once for identical reads that missed the cache together. A shared portfolio's read takes its token from the
 * keychain before the HTTP layer can coalesce it, so a twin whose lookup answered later would pay again.
 */
export async function sendOnce<T>(
  deps: CacheDeps,
  query: CacheQuery<T>,
  hit: Hit<T> | null,
): Promise<Envelope<T>> {
  const key = query.schema ? `${query.key}#s${schemaStamp(query.schema)}` : query.key;
  const sending = deps.cache.sending;
  const twin = sending.get(key) as Promise<Envelope<T>> | undefined;
  if (twin) {
    const answer = await twin;
    // The twin's caller left before it was sent: this one still wants the answer, and joins whichever of the
    // twin's other joiners sends it first rather than sending beside it.
    return answer.ok || answer.error.code !== 'cancelled' ? answer : sendOnce(deps, query, hit);
  }
  const mine = send(deps, query, hit);
  sending.set(key, mine);
  try {
    return await mine;
  } finally {
    if (sending.get(key) === mine) sending.delete(key);
  }
}

/** Refreshes an old cached answer behind the visible view's reads, with one bounded try; announces the new one. */
export function refreshInBackground<T>(deps: CacheDeps, query: CacheQuery<T>): void {
  const { cache, clock } = deps;
  if (cache.refreshing.has(query.key) || pausedAfterTimeout(deps, query.key)) return;
  const failed = cache.refreshFailed.get(query.key);
  if (failed && clock.now() - failed.at < refreshPauseAfter(failed.error)) return;
  cache.refreshing.add(query.key);
  void new Promise<ApiResult<T>>((resolve) => resolve(query.load({ priority: 'background', cached: true })))
    .then((result) => {
      noteOutcome(deps, query.key, result);
      if (!result.ok) {
        if (result.error.code !== 'cancelled') {
          cache.refreshFailed.set(query.key, { error: result.error, at: clock.now() });
        }
        return;
      }
      cache.refreshFailed.delete(query.key);
      store(deps, query, result);
      deps.emit?.('data:changed', { kinds: [query.kind] });
    })
    .catch((error: unknown) => deps.log.error('background refresh failed', { error: messageOf(error) }))
    .finally(() => cache.refreshing.delete(query.key));
}
