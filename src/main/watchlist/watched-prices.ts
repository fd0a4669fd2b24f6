import { watchedCoinsQuery } from '../../shared/contract/watchlist';
import type { Coin } from '../../shared/domain/market';
import { assetQuote, type WatchedPrice } from '../../shared/domain/watchlist';
import { coinCalls } from '../api/coins';
import { rwaCalls } from '../api/rwa';
import { toCoin } from '../api/schemas/market';
import type { AnswersRepo } from '../cache/answers-repo';
import type { CoinWatchlistRepo } from '../cache/coin-watchlist-repo';
import type { RwaWatchlistRepo } from '../cache/rwa-watchlist-repo';
import { cachedAnswer } from './cached-answer';
import { listedAsset } from './listed-assets';

// Both watchlists with the newest price the cache holds for each entry: what the tray shows and what price alerts
// are checked against. Read from the answers table only: calling this sends nothing and costs nothing, so it may
// run as often as a menu opens or a timer fires.

/** The parts of a data session this reads (its cache and its two watchlists). */
export interface WatchSession {
  answers: AnswersRepo;
  coinWatchlist: Pick<CoinWatchlistRepo, 'list'>;
  rwaWatchlist: Pick<RwaWatchlistRepo, 'list'>;
}

export interface WatchedPriceOptions {
  /** The currency the prices are wanted in (the user's base currency): answers in another are not used. */
  currency: string;
  now: number;
  /** A cached price older than this is marked stale, per kind of entry (ms). */
  staleAfterMs: { coin: number; rwa: number };
}

/**
 * The watched coins in the user's order. Each price is the newest of the answers the app makes for them: the
 * watched-coins list read (the Watchlist view and the tray's Refresh) and a single-coin read. A coin with nothing
 * cached is listed with a null price, so the caller can say "no price yet" rather than leave it out.
 */
export function readWatchedCoins(session: WatchSession, options: WatchedPriceOptions): WatchedPrice[] {
  const { currency, now } = options;
  const watched = session.coinWatchlist.list();
  if (watched.length === 0) return [];
  const newest = new Map<string, { coin: Coin; fetchedAt: number }>();
  const offer = (coin: Coin, fetchedAt: number) => {
    const known = newest.get(coin.id);
    if (!known || known.fetchedAt < fetchedAt) newest.set(coin.id, { coin, fetchedAt });
  };
  const ids = watched.map((w) => w.coinId);
  const list = cachedAnswer(session.answers, coinCalls.list(watchedCoinsQuery(ids, currency)));
  for (const wire of list?.value ?? []) offer(toCoin(wire), list?.fetchedAt ?? 0);
  for (const id of ids) {
    const single = cachedAnswer(session.answers, coinCalls.get(id, currency));
    if (single) offer(toCoin(single.value), single.fetchedAt);
  }
  return watched.map((w) => {
    const hit = newest.get(w.coinId);
    return {
      kind: 'coin',
      id: w.coinId,
      symbol: hit?.coin.symbol ?? w.symbol,
      name: hit?.coin.name ?? w.name,
      currency,
      price: hit?.coin.price ?? null,
      change24h: hit?.coin.priceChange1d ?? null,
      fetchedAt: hit?.fetchedAt ?? null,
      stale: hit === undefined || now - hit.fetchedAt > options.staleAfterMs.coin,
    };
  });
}

/**
 * The watched RWA assets in the user's order, priced from their cached detail read (the Watchlist view's) or, with
 * none, from a cached list of assets that showed them (the RWA view's, where the star is).
 */
export function readWatchedRwa(session: WatchSession, options: WatchedPriceOptions): WatchedPrice[] {
  const { currency, now } = options;
  return session.rwaWatchlist.list().map((rwaId): WatchedPrice => {
    const detailed = detailPriced(session, rwaId, options);
    const listed = detailed.fetchedAt === null ? listedAsset(session.answers, rwaId, currency) : null;
    if (!listed) return detailed;
    const { fetchedAt, ...shown } = listed;
    return {
      kind: 'rwa',
      id: rwaId,
      ...shown,
      fetchedAt,
      stale: now - fetchedAt > options.staleAfterMs.rwa,
    };
  });
}

/** One asset priced from its own cached detail read alone (null price and stale when it was never read). */
function detailPriced(session: WatchSession, rwaId: string, options: WatchedPriceOptions): WatchedPrice {
  const { currency, now } = options;
  const hit = cachedAnswer(session.answers, rwaCalls.asset(rwaId, { currency }));
  return {
    kind: 'rwa',
    id: rwaId,
    ...assetQuote(hit?.value, currency),
    fetchedAt: hit?.fetchedAt ?? null,
    stale: hit === null || now - hit.fetchedAt > options.staleAfterMs.rwa,
  };
}

/** Both watchlists, coins first: the one function the tray and price alerts read prices through. */
export function readWatchedPrices(session: WatchSession, options: WatchedPriceOptions): WatchedPrice[] {
  return [...readWatchedCoins(session, options), ...readWatchedRwa(session, options)];
}

/**
 * The newest cached price of one coin or asset, watched or not: a coin's from the watched-coins list read when it
 * is on the watchlist, and from its own read (the coin's detail) either way; an asset's from its detail read.
 */
export function readCachedPrice(
  session: WatchSession,
  target: { kind: 'coin' | 'rwa'; id: string },
  options: WatchedPriceOptions,
): WatchedPrice | null {
  // Not from a cached list of assets: alerts judge this price, and a list row is stamped with its fetch time, not
  // the asset's publication time, so the asset's own read that follows would look older and go unjudged.
  if (target.kind === 'rwa') return detailPriced(session, target.id, options);
  const watched = session.coinWatchlist.list();
  const list = watched.some((w) => w.coinId === target.id)
    ? watched
    : [{ coinId: target.id, symbol: null, name: null, addedAt: 0 }];
  const priced = readWatchedCoins({ ...session, coinWatchlist: { list: () => list } }, options);
  return priced.find((p) => p.id === target.id) ?? null;
}
