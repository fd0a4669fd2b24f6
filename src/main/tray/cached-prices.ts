import type { WatchedPrice } from '../../shared/domain/watchlist';
import { coinCalls } from '../api/coins';
import { portfolioCalls } from '../api/portfolio';
import type { AnswersRepo } from '../cache/answers-repo';
import { cachedAnswer } from '../watchlist/cached-answer';
import { readWatchedPrices, type WatchSession } from '../watchlist/watched-prices';
import type { CachedPrice, TrayWatched } from './menu-model';

// The prices the tray shows, as the cache holds them: the two watchlists (watchlist/watched-prices.ts) and the
// largest holdings. Read straight from the answers table, so opening the tray menu never costs anything.

/** A tray price older than this is marked stale: a glance should say when the number is no longer today's. */
export const TRAY_STALE_AFTER_MS = 15 * 60_000;

/** The menu's id of a watched entry: coins by their id, RWA assets apart from them (a coin may share an id). */
export const trayIdOf = (w: Pick<WatchedPrice, 'kind' | 'id'>) => (w.kind === 'coin' ? w.id : `rwa:${w.id}`);

export interface TrayWatchlist {
  /** Every watched entry, in order: the menu lists each, with its price or "no cached price yet". */
  watched: TrayWatched[];
  /** The entries that have a cached price. */
  prices: CachedPrice[];
}

/** Both watchlists in the base currency, coins first, as menu rows. */
export function readTrayWatchlist(session: WatchSession, currency: string, now: number): TrayWatchlist {
  const entries = readWatchedPrices(session, {
    currency,
    now,
    staleAfterMs: { coin: TRAY_STALE_AFTER_MS, rwa: TRAY_STALE_AFTER_MS },
  });
  return {
    watched: entries.map((w) => ({ id: trayIdOf(w), label: w.symbol?.toUpperCase() ?? w.name ?? w.id })),
    prices: entries.flatMap((w) =>
      w.price === null || w.fetchedAt === null
        ? []
        : [
            {
              coinId: trayIdOf(w),
              symbol: w.symbol ?? w.name ?? w.id,
              price: w.price,
              currency: w.currency,
              change24h: w.change24h,
              fetchedAt: w.fetchedAt,
              stale: w.stale,
            },
          ],
    ),
  };
}

/** How many of the largest holdings join the watched coins: the menu is a glance, not the holdings table. */
export const TOP_HOLDINGS = 3;

/**
 * The prices of the largest holdings across all portfolios, from the cached "All portfolios" holdings read. Those
 * are priced in USD, BTC and ETH; another base currency converts with the cached currency list, and without one
 * the holdings are left out rather than shown in the wrong currency. Only prices leave here, never amounts held.
 */
export function readTopHoldingPrices(
  answers: AnswersRepo,
  exclude: readonly string[],
  currency: string,
  now: number,
): CachedPrice[] {
  const holdings = cachedAnswer(answers, portfolioCalls.coins({ kind: 'all' }));
  if (!holdings) return [];
  const direct = currency === 'USD' || currency === 'BTC' || currency === 'ETH';
  const usdRate = direct ? 1 : cachedAnswer(answers, coinCalls.currencies())?.value.result[currency];
  if (usdRate === undefined) return [];
  const priceOf = (m: { USD: number; BTC: number; ETH: number }) =>
    currency === 'BTC' ? m.BTC : currency === 'ETH' ? m.ETH : m.USD * usdRate;
  return holdings.value.result.rows
    .filter((item) => !item.coin.isFiat && !exclude.includes(item.coin.identifier))
    .map((item) => ({ item, value: item.count * item.price.USD }))
    .sort((a, b) => b.value - a.value)
    .slice(0, TOP_HOLDINGS)
    .map(({ item }) => ({
      coinId: item.coin.identifier,
      symbol: item.coin.symbol,
      price: priceOf(item.price),
      currency,
      change24h: item.coin.priceChange24h,
      fetchedAt: holdings.fetchedAt,
      stale: now - holdings.fetchedAt > TRAY_STALE_AFTER_MS,
    }));
}
