import type { WatchedPrice } from '../../shared/domain/watchlist';
import { readCachedPrice, readWatchedPrices, type WatchSession } from './watched-prices';

// Prices read from the cache alone (sends nothing, costs nothing), in a currency, stale past their reads'
// freshness: for the tray, app.watchedPrices() and price alerts.

export interface CachedPricesDeps {
  session(): WatchSession;
  now(): number;
  /** Each kind's read freshness (ms): a price older than its read's is stale. */
  staleAfterMs(): { coin: number; rwa: number };
}

export function cachedPrices(deps: CachedPricesDeps) {
  const options = (currency: string) => ({ currency, now: deps.now(), staleAfterMs: deps.staleAfterMs() });
  return {
    /** Both watchlists (coins, then RWA assets), each entry with its newest cached price. */
    watched: (currency: string): WatchedPrice[] => readWatchedPrices(deps.session(), options(currency)),
    /** One coin or asset's newest cached price, watched or not. */
    one: (target: { kind: 'coin' | 'rwa'; id: string }, currency: string): WatchedPrice | null =>
      readCachedPrice(deps.session(), target, options(currency)),
  };
}
