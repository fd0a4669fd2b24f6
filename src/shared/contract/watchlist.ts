import { z } from 'zod';
import { defineChannel } from '../channel';
import type { WatchedCoin, WatchedPrice } from '../domain/watchlist';
import { currency, empty, id } from './common';

// The coin watchlist (the RWA watchlist's channels are rwa:watchlist and rwa:watch). Local data: these channels
// ask the service nothing and cost nothing. Prices come from the coins:list read that `watchedCoinsQuery` builds.

const coinId = id.regex(/^[A-Za-z0-9._-]+$/, 'a coin id from the coins list, such as bitcoin');
const label = z.string().max(100).nullable().optional();

export const watchlistChannels = {
  'watchlist:coins': defineChannel<WatchedCoin[]>()(empty),
  /** Adds a coin found in the coins list; adding one already watched keeps its place. */
  'watchlist:addCoin': defineChannel<WatchedCoin[]>()(z.strictObject({ coinId, symbol: label, name: label })),
  'watchlist:removeCoin': defineChannel<WatchedCoin[]>()(z.strictObject({ coinId })),
  /** Both watchlists with the newest price the cache holds for each, in `currency`: sends nothing, costs nothing. */
  'watchlist:prices': defineChannel<WatchedPrice[]>()(z.strictObject({ currency })),
};

/**
 * The one coins:list input that prices the watched coins, built the same way by the view, the tray's Refresh and
 * the cache-only readers (tray, alerts), so all of them meet on one cached answer. The limit names every coin,
 * since the service's default page (20) would leave some out.
 */
export function watchedCoinsQuery(coinIds: readonly string[], currency: string) {
  return { coinIds: [...coinIds], currency, limit: Math.min(100, Math.max(1, coinIds.length)) };
}
