// The watchlists: coins (this file's WatchedCoin) and RWA assets (a list of asset ids, domain/rwa.ts). Both are
// the user's own data, kept in the user database; their prices are cached service answers.

import type { RwaAssetDetail } from './rwa';

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

/**
 * A watched RWA asset's names and price as its own detail read gives them, for the tray and the Watchlist view
 * alike: nulls where it was never read, and then the currency asked for.
 */
export function assetQuote(detail: RwaAssetDetail | null | undefined, currency: string) {
  return {
    symbol: detail?.symbol ?? null,
    name: detail?.name ?? null,
    currency: detail?.currency ?? currency,
    price: detail?.price.tokenizedPrice ?? null,
    change24h: detail?.price.change24h ?? null,
  };
}
