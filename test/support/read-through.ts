import { createAnswerCache } from '../../src/main/cache/answer-cache';
import type { CacheDeps, CacheQuery } from '../../src/main/reads/deps';
import { flushHits, readThrough } from '../../src/main/reads/through';

/** The cache stages over one fresh session state, as a read of the read table goes through them. */
export function throughFor(deps: Omit<CacheDeps, 'cache'>) {
  const bound: CacheDeps = { ...deps, cache: createAnswerCache() };
  return Object.assign(<T>(query: CacheQuery<T>) => readThrough(bound, query), {
    flush: () => flushHits(bound),
  });
}
