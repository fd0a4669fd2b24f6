import type { Coin } from '../../../shared/domain/market';
import { assetQuote, type WatchedCoin } from '../../../shared/domain/watchlist';
import type { AppError, Meta } from '../../../shared/envelope';
import type { WatchedAsset } from './watchlist';

// One row of either watchlist as the view and the CSV export show it: the entry, its price and 24h change in the
// currency asked for, and the meta (as-of, source, stale) of the answer its price came from; null meta when no
// answer has priced it yet.

export interface WatchRow {
  kind: 'coin' | 'rwa';
  id: string;
  name: string;
  symbol: string | null;
  /** The coin's icon address from the prices answer; null for an asset, or a coin it did not price. */
  icon: string | null;
  currency: string;
  price: number | null;
  /** Percent units as the service sends them. */
  change24h: number | null;
  meta: Meta | null;
  error: AppError | null;
}

/** The watched coins in the user's order, priced from the coins list answer when it has them. */
export function coinRows(
  watched: readonly WatchedCoin[],
  prices: { value: readonly Coin[] | null; meta: Meta | null; currency: string },
): WatchRow[] {
  return watched.map((w) => {
    const coin = prices.value?.find((c) => c.id === w.coinId);
    return {
      kind: 'coin',
      id: w.coinId,
      name: coin?.name ?? w.name ?? w.coinId,
      symbol: coin?.symbol ?? w.symbol,
      icon: coin?.icon ?? null,
      currency: prices.currency,
      price: coin?.price ?? null,
      change24h: coin?.priceChange1d ?? null,
      meta: coin ? prices.meta : null,
      error: null,
    };
  });
}

/** The watched RWA assets in the user's order, each priced from its own detail read. */
export function assetRows(
  rwaIds: readonly string[],
  assets: readonly WatchedAsset[] | null,
  currency: string,
): WatchRow[] {
  return rwaIds.map((rwaId) => {
    const read = assets?.find((a) => a.rwaId === rwaId);
    const detail = read?.detail ?? null;
    const quote = assetQuote(detail, currency);
    return {
      kind: 'rwa',
      id: rwaId,
      ...quote,
      icon: null,
      name: quote.name ?? rwaId,
      meta: detail ? (read?.meta ?? null) : null,
      error: read?.error ?? null,
    };
  });
}
