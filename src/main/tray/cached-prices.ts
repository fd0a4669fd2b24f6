import type { Coin } from '../../shared/domain/market';
import { coinCalls } from '../api/coins';
import { portfolioCalls } from '../api/portfolio';
import { cacheKeyOf } from '../api/http';
import type { ApiCall } from '../api/schemas/common';
import { toCoin } from '../api/schemas/market';
import type { AnswersRepo } from '../cache/answers-repo';
import type { CachedPrice } from './menu-model';

// The watched coins' prices as the cache holds them, read straight from the answers table: no read-through, so
// no request, no credit and no journal line. Opening the tray menu must never cost anything.

/** A tray price older than this is marked stale: a glance should say when the number is no longer today's. */
export const TRAY_STALE_AFTER_MS = 15 * 60_000;

/** The request coins:list builds for Refresh's input (the watched ids, the base currency): its cached answer. */
const watchedCoinsCall = (watched: readonly string[], currency: string) =>
  coinCalls.list({ currency, coinIds: watched });

function cachedValue<T>(answers: AnswersRepo, call: ApiCall<T>): { value: T; fetchedAt: number } | null {
  const row = answers.get(cacheKeyOf(call.request));
  if (!row) return null;
  // A row written by an older version may not pass today's schema: then it counts as absent.
  const parsed = call.schema.safeParse(row.value);
  return parsed.success ? { value: parsed.data, fetchedAt: row.fetchedAt } : null;
}

/**
 * The newest cached price of each watched coin, from either the watched list read or a single-coin read, in the
 * base currency. Coins with no cached answer are left out; the menu says so for each of them.
 */
export function readCachedPrices(
  answers: AnswersRepo,
  watched: readonly string[],
  currency: string,
  now: number,
): CachedPrice[] {
  const newest = new Map<string, { coin: Coin; fetchedAt: number }>();
  const offer = (coin: Coin, fetchedAt: number) => {
    const known = newest.get(coin.id);
    if (!known || known.fetchedAt < fetchedAt) newest.set(coin.id, { coin, fetchedAt });
  };
  if (watched.length > 0) {
    const list = cachedValue(answers, watchedCoinsCall(watched, currency));
    for (const wire of list?.value ?? []) offer(toCoin(wire), list?.fetchedAt ?? 0);
  }
  for (const id of watched) {
    const single = cachedValue(answers, coinCalls.get(id, currency));
    if (single) offer(toCoin(single.value), single.fetchedAt);
  }
  return watched.flatMap((id) => {
    const hit = newest.get(id);
    if (!hit) return [];
    return [
      {
        coinId: id,
        symbol: hit.coin.symbol,
        price: hit.coin.price,
        currency,
        change24h: hit.coin.priceChange1d,
        fetchedAt: hit.fetchedAt,
        stale: now - hit.fetchedAt > TRAY_STALE_AFTER_MS,
      },
    ];
  });
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
  const holdings = cachedValue(answers, portfolioCalls.coins({ kind: 'all' }));
  if (!holdings) return [];
  const direct = currency === 'USD' || currency === 'BTC' || currency === 'ETH';
  const usdRate = direct ? 1 : cachedValue(answers, coinCalls.currencies())?.value.result[currency];
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
