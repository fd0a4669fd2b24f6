// Freshness of published data. `updatedAt` is the time the data was published, never the request time; a section
// turns stale when the sandbox clock has moved past its threshold, so a test advances the clock to see it.
import { HOUR, MINUTE } from './price-path';

/** The RWA publication is refreshed upstream every few minutes; older than this it is reported stale. */
export const PUBLICATION_MAX_AGE_MS = 30 * MINUTE;
/** A market row whose last trade is older than this is stale. */
export const ROW_MAX_AGE_MS = HOUR;

export interface Freshness {
  updatedAt: string | null;
  isStale: boolean;
}

export function freshness(updatedAt: number, now: number, maxAge: number): Freshness {
  return { updatedAt: new Date(updatedAt).toISOString(), isStale: now - updatedAt > maxAge };
}
