import type { z } from 'zod';
import { ok, type Envelope } from '../../shared/envelope';
import type { RefreshPolicy } from '../../shared/domain/settings';
import { stripSecrets } from '../api/redact';
import type { CachedAnswer } from '../cache/answers-repo';
import type { CacheDeps, CacheQuery, Hit } from './deps';
import { cacheMeta, refreshInBackground, send } from './send';
import { schemaStamp } from '../api/schemas/stamp';

// The cache-first stage: a fresh cached answer is served without a request; an old one at once, marked stale, and
// refreshed in the background unless the policy is "only when I ask". Only a read with nothing cached, or the
// user's Refresh, waits for send.ts. A hit answers in the caller's own turn: its ledger line and its refresh wait
// for one setImmediate, so a dashboard opened from the cache answers every card first.

/** The user's "Refresh data" setting as a session carries it. */
export interface FreshPolicy {
  refreshPolicy?: () => RefreshPolicy;
  refreshIntervalMs?: () => number;
}

/** A tick's answers land a few seconds after it: fresh for that much less, or every other tick would read nothing. */
const TICK_SLACK_MS = 30_000;

/** How long an answer stays fresh under the user's policy: "Every few minutes" keeps none past its interval. */
export function freshUnderPolicy(maxAgeMs: number, policy: FreshPolicy): number {
  // An answer that never changes (a past day) is never read again, whatever the cadence.
  if (maxAgeMs === Infinity) return maxAgeMs;
  if (policy.refreshPolicy?.() !== 'interval' || !policy.refreshIntervalMs) return maxAgeMs;
  const interval = policy.refreshIntervalMs();
  return Math.min(maxAgeMs, interval - Math.min(TICK_SLACK_MS, interval / 4));
}

type Valid<T> = { success: true; data: T } | { success: false };

/**
 * A cached row's value as `schema` reads it: as stored when this very schema sealed it (the repository vouches the
 * build and the text are the same), else checked now, since a row an older version wrote may no longer fit.
 */
export function validCached<T>(
  schema: z.ZodType<T>,
  row: Pick<CachedAnswer, 'value' | 'checkedBy'>,
): Valid<T> {
  if (row.checkedBy != null && row.checkedBy === schemaStamp(schema)) {
    return { success: true, data: row.value as T };
  }
  const parsed = schema.safeParse(row.value);
  return parsed.success ? { success: true, data: parsed.data } : { success: false };
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
    if (!refresh || !refreshes || deps.refreshPolicy?.() === 'manual') return;
    if (query.refreshAsksFirst?.()) return;
    refreshInBackground(deps, query);
  });
}

function bookkeep(deps: Pick<CacheDeps, 'cache' | 'log'>, refreshes: boolean) {
  for (const hit of deps.cache.afterAnswers.splice(0)) {
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
