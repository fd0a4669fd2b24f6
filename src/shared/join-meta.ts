import type { Meta } from './envelope';

/**
 * The meta of one answer made of several (pages, or one read per item): live if any part was, as old as its oldest
 * part, stale if any was, charging what all charged. The first part's skipped rows and the first error stay.
 */
export function joinMeta(first: Meta, rest: readonly Meta[]): Meta {
  return rest.reduce<Meta>(
    (acc, m) => ({
      source: acc.source === 'live' || m.source === 'live' ? 'live' : 'cache',
      fetchedAt: Math.min(acc.fetchedAt, m.fetchedAt),
      stale: acc.stale || m.stale,
      credits: acc.credits + m.credits,
      demo: acc.demo || m.demo,
      ...((acc.error ?? m.error) ? { error: acc.error ?? m.error } : {}),
    }),
    first,
  );
}
