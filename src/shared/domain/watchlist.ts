// The watchlists: coins (this file's WatchedCoin) and RWA assets (a list of asset ids, domain/rwa.ts). Both are
// the user's own data, kept in the user database; their prices are cached service answers.

export interface WatchedCoin {
  /** The service's coin id ("bitcoin"). */
  coinId: string;
  /** What the service called the coin when it was added; null for coins carried over from the tray setting. */
  symbol: string | null;
  name: string | null;
  /** Epoch ms (for coins carried over from the old tray setting: their position). */
  addedAt: number;
}

/** A watched coin or RWA asset with its newest cached price: read from the cache only, never a request. */
export interface WatchedPrice {
  kind: 'coin' | 'rwa';
  /** The coin id or the RWA asset id. */
  id: string;
  symbol: string | null;
  name: string | null;
  /** The currency `price` is in. */
  currency: string;
  /** Null when nothing is cached for it yet (or the service had no price). */
  price: number | null;
  /** Percent units as the service sends them: 1.2 means +1.2 %. */
  change24h: number | null;
  /** When the cached answer was fetched from the service (epoch ms); null when nothing is cached. */
  fetchedAt: number | null;
  /** The cached answer is older than its read's freshness (or there is none). */
  stale: boolean;
}
