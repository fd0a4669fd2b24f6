import { ok, type Envelope } from '../../shared/envelope';
import { stripSecrets } from '../api/redact';
import type { DataSession } from '../mode/data-session';
import type { CacheDeps, CacheQuery, Hit, ReadDeps } from './deps';
import { freshUnderPolicy } from './price';
import { cacheMeta, refreshInBackground, send } from './send';
import { validCached } from './valid-once';

// The cache-first stage (DESIGN.md "One read, end to end"): a fresh cached answer is served without a request; an
// old one is served at once marked stale and (unless the policy is "only when I ask") refreshed in the background.
// Only a read with nothing cached, or the user's Refresh, waits for send.ts. What the cache can answer it answers
// in the caller's own turn, no promise: a hit's ledger line and its refresh wait for one setImmediate, so a
// dashboard opened from the cache answers every card first.

/** The cache stages' view of one session. */
export function cacheDepsOf(
  deps: Pick<ReadDeps, 'clock' | 'log' | 'emit' | 'answerStored'>,
  session: DataSession,
): CacheDeps {
  const { answerStored } = deps;
  return {
    answers: session.answers,
    cache: session.answerCache,
    clock: deps.clock,
    log: deps.log,
    demo: session.demo,
    record: (record) => session.credits.record(record),
    emit: deps.emit,
    ...(answerStored ? { stored: (answer) => answerStored(answer, session.demo) } : {}),
    ...(session.refreshPolicy ? { refreshPolicy: session.refreshPolicy } : {}),
    ...(session.refreshIntervalMs ? { refreshIntervalMs: session.refreshIntervalMs } : {}),
  };
}

/** The cached row for the query when it still passes its schema, else null. */
export function cachedRow<T>(deps: CacheDeps, query: CacheQuery<T>): Hit<T> | null {
  const row = deps.answers.get(query.key);
  if (!row) return null;
  if (!query.schema) return { value: row.value as T, fetchedAt: row.fetchedAt };
  const parsed = validCached(query.schema, row);
  if (parsed.success) return { value: parsed.data, fetchedAt: row.fetchedAt };
  deps.log.warn('cached answer no longer valid; ignoring it', { kind: query.kind, endpoint: query.endpoint });
  return null;
}

/** The cache's answer without a wait, from the cached row `hit`; null when the read must wait for send.ts. */
export function cacheFirst<T>(deps: CacheDeps, query: CacheQuery<T>, hit: Hit<T> | null): Envelope<T> | null {
  if (!hit || query.force) return null;
  if (deps.clock.now() - hit.fetchedAt <= freshUnderPolicy(query.maxAgeMs, deps)) {
    afterAnswers(deps, query, false);
    return ok(hit.value, cacheMeta(deps, 'cache', hit.fetchedAt, false));
  }
  if (query.revalidate === 'wait') return null;
  afterAnswers(deps, query, true);
  // Why the last refresh failed, when it did: the card says so beside the old answer.
  const error = deps.cache.refreshFailed.get(query.key)?.error;
  return ok(hit.value, { ...cacheMeta(deps, 'cache', hit.fetchedAt, true), ...(error ? { error } : {}) });
}

/** One call through the cache, for reads that need no stage between (the special reads, a sync's re-read). */
export function readThrough<T>(deps: CacheDeps, query: CacheQuery<T>): Envelope<T> | Promise<Envelope<T>> {
  // The row is looked at once: what serves it at once is also what a failed live call falls back to.
  const hit = cachedRow(deps, query);
  return cacheFirst(deps, query, hit) ?? send(deps, query, hit);
}

function afterAnswers<T>(deps: CacheDeps, query: CacheQuery<T>, refresh: boolean) {
  const waiting = deps.cache.afterAnswers;
  if (waiting.length === 0) setImmediate(() => bookkeep(deps, true));
  waiting.push((refreshes) => {
    recordHit(deps, query);
    if (refresh && refreshes && deps.refreshPolicy?.() !== 'manual') refreshInBackground(deps, query);
  });
}

function bookkeep(deps: Pick<CacheDeps, 'cache' | 'log'>, refreshes: boolean) {
  const hits = deps.cache.afterAnswers.splice(0);
  for (const hit of hits) {
    try {
      hit(refreshes);
    } catch (error) {
      // One line that could not be written must not cost the others theirs.
      deps.log.error('cache hit bookkeeping failed', {
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
}

/** The app is closing: the waiting hits' ledger lines are written now, and their refreshes are not started. */
export const flushHits = (deps: Pick<CacheDeps, 'cache' | 'log'>): void => bookkeep(deps, false);

function recordHit<T>(deps: CacheDeps, query: CacheQuery<T>) {
  deps.record?.({
    at: deps.clock.now(),
    method: 'GET',
    endpoint: query.endpoint,
    params: stripSecrets(query.params ?? {}, []),
    status: null,
    credits: 0,
    latencyMs: 0,
    requestId: null,
    source: 'cache',
  });
}
