import { useStore } from 'zustand';
import type { Coin } from '../../../../../shared/domain/market';
import { useFolio } from '../../../stores/folio-context';

// The coin prices the app already holds, in the user's currency: the selected portfolio's holdings, the watchlist's
// prices and the coins a search in the form just found. The transaction form prefills its price from them and asks
// before saving a price far from them, without a read of its own (no credits spent for it).

export interface KnownPrice {
  price: number;
  /** When the service gave it, epoch ms. */
  fetchedAt: number;
}

export function useKnownPrices(
  currency: string,
  found: { coins: readonly Coin[]; at: number },
): (coinId: string) => KnownPrice | null {
  const { stores } = useFolio();
  const holdings = useStore(stores.portfolio.coins);
  const watched = useStore(stores.watchlist.prices);
  const known = new Map<string, KnownPrice>();
  const add = (coinId: string, price: number, fetchedAt: number) => {
    const had = known.get(coinId);
    if (price > 0 && Number.isFinite(price) && (!had || had.fetchedAt < fetchedAt)) {
      known.set(coinId, { price, fetchedAt });
    }
  };
  if (holdings.value && holdings.meta && holdings.shownQuery?.currency === currency) {
    for (const row of holdings.value) add(row.coinId, row.price, holdings.meta.fetchedAt);
  }
  if (watched.value && watched.meta && watched.shownQuery?.currency === currency) {
    for (const coin of watched.value) add(coin.id, coin.price, watched.meta.fetchedAt);
  }
  // A search answers now; its prices are in the currency it was asked in, the form's.
  for (const coin of found.coins) add(coin.id, coin.price, found.at);
  return (coinId) => known.get(coinId.trim()) ?? null;
}

/** How far a typed price is from the market's, as a fraction: 0.5 is half again, or half of it. */
export const offBy = (price: number, market: number): number => Math.abs(price - market) / market;

/** Beyond this the form asks before saving: a slip of a digit, or a price for another coin or currency. */
export const FAR_OFF = 0.5;

/** Only a price for a recent date is compared with today's: older ones may well have been far from it. */
export const RECENT_MS = 7 * 24 * 60 * 60 * 1000;

/** A price as the form's field shows it: plain digits, about ten significant ones. */
export const priceField = (price: number): string => String(Number(price.toPrecision(10)));

/**
 * The market price a recent trade's price is far from, or null when it is near it, not a trade, too old to compare
 * with today's price, or of a coin whose price the app does not hold.
 */
export function farFromMarket(
  draft: { kind: string; date: number; price?: number | undefined },
  market: KnownPrice | null,
  now: number,
): number | null {
  if (!market || draft.price === undefined) return null;
  if (draft.kind !== 'buy' && draft.kind !== 'sell') return null;
  if (draft.date < now - RECENT_MS) return null;
  return offBy(draft.price, market.price) > FAR_OFF ? market.price : null;
}
