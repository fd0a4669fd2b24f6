import type { AlertRule } from '../../shared/domain/alerts';
import type { WatchedPrice } from '../../shared/domain/watchlist';
import type { Envelope } from '../../shared/envelope';
import type { ReadContext } from '../api/read-context';
import type { AlertsDeps } from './alerts-service';
import type { RefreshRead } from './cadence';
import type { PriceSample } from './evaluate';

// What alerts are given by the app, shaped here: the reads the cadence sends go to the views' own handlers (so
// they pass the guard, the cache and the meter as the views' do), and the cache's prices become samples.

/** The views' handlers of the channels the cadence refreshes. */
export type RefreshHandlers = {
  [C in RefreshRead['channel']]: (
    input: Extract<RefreshRead, { channel: C }>['input'],
    context: ReadContext,
  ) => Promise<Envelope<unknown>>;
};

/** Sends one refresh read through the views' handler of its channel. */
export function refreshReadSender(handlers: RefreshHandlers): AlertsDeps['read'] {
  return async (read, context) => {
    const answer =
      read.channel === 'coins:list'
        ? await handlers['coins:list'](read.input, context)
        : await handlers['rwa:asset'](read.input, context);
    return answer.ok ? { ok: true } : { ok: false, message: answer.error.message };
  };
}

/**
 * A rule's newest cached price as a sample, or null when there is none fit to judge (no price, never fetched, or
 * older than its read's freshness): a stale price would fire on yesterday's market.
 */
export function cachedSampleFrom(
  cachedPrice: (target: AlertRule['target'], currency: string) => WatchedPrice | null,
): NonNullable<AlertsDeps['cachedSample']> {
  return (target, currency): PriceSample | null => {
    const found = cachedPrice(target, currency);
    if (!found || found.price === null || found.fetchedAt === null || found.stale) return null;
    const { kind, id, price, change24h, fetchedAt } = found;
    return { kind, id, currency, price, change1h: null, change24h, asOf: fetchedAt, flaggedStale: false };
  };
}
