import { createStore } from 'zustand/vanilla';
import type { Api, Input } from '../../../shared/contract';
import { watchedCoinsQuery } from '../../../shared/contract/watchlist';
import type { RwaAssetDetail } from '../../../shared/domain/rwa';
import type { AppError, Envelope, Meta } from '../../../shared/envelope';
import { joinMeta } from '../../../shared/join-meta';
import { distinct, type OpeningCall } from './opening';
import type { RwaStores } from './rwa';
import { createResource, NO_QUERY, withRefresh } from './resource';

// The Watchlist view's stores: the watched coins (local, free), their prices (one coins list read of the watched
// ids, the very request the tray's Refresh sends), the watched RWA assets' prices (one detail read each) and the
// coin search (a coins list read by name). The RWA asset ids themselves are the RWA stores' watchlist.

export type CoinPricesQuery = ReturnType<typeof watchedCoinsQuery>;
export type CoinSearchQuery = Input<'coins:list'> & { name: string };

export interface AssetPricesQuery {
  rwaIds: string[];
  currency: string;
}

/** One watched asset's detail read, with its own age and source (each asset is read on its own). */
export interface WatchedAsset {
  rwaId: string;
  detail: RwaAssetDetail | null;
  meta: Meta | null;
  error: AppError | null;
}

/**
 * The meta of answers read together: live if any was, stale if any is, as old as the oldest, charging what all
 * charged. Each answer's own error and skipped rows stay on its row, so the joined meta carries neither.
 */
export function joinMetas(metas: readonly Meta[], fallback: Meta): Meta {
  const [first, ...rest] = metas;
  if (!first) return fallback;
  const { source, fetchedAt, stale, credits, demo } = joinMeta(first, rest);
  return { source, fetchedAt, stale, credits, demo };
}

async function readAssets(
  api: Api,
  q: AssetPricesQuery,
  refresh: boolean,
): Promise<Envelope<WatchedAsset[]>> {
  const answers = await Promise.all(
    assetInputs(q).map((input) => api.rwa.asset(withRefresh(input, refresh))),
  );
  const rows = q.rwaIds.map((rwaId, i): WatchedAsset => {
    const answer = answers[i];
    if (!answer) return { rwaId, detail: null, meta: null, error: null };
    return answer.ok
      ? { rwaId, detail: answer.value, meta: answer.meta, error: answer.meta.error ?? null }
      : { rwaId, detail: null, meta: null, error: answer.error };
  });
  const metas = rows.flatMap((row) => (row.meta ? [row.meta] : []));
  // Every asset failing is the read failing: the card says why, as any card does.
  const failed = rows.find((row) => row.error !== null && row.meta === null);
  if (metas.length === 0 && failed?.error) return { ok: false, error: failed.error };
  const none: Meta = { source: 'cache', fetchedAt: Date.now(), stale: false, credits: 0, demo: false };
  return { ok: true, value: rows, meta: joinMetas(metas, none) };
}

export function createWatchlistStores(api: Api) {
  return {
    coins: createResource((_: typeof NO_QUERY) => api.watchlist.coins({})),
    prices: createResource(
      (q: CoinPricesQuery, refresh: boolean) => api.coins.list(withRefresh(q, refresh)),
      { channel: 'coins:list', confirm: api.credits.confirm },
    ),
    assets: createResource((q: AssetPricesQuery, refresh: boolean) => readAssets(api, q, refresh)),
    // Kept apart from the resources a mode switch reads again: a search is asked for by the user, and paid.
    lookup: { search: createResource((q: CoinSearchQuery) => api.coins.list(q)) },
    /** The coin whose add or remove is on its way, and why the last one failed. */
    change: createStore<{ pending: string | null; error: AppError | null }>()(() => ({
      pending: null,
      error: null,
    })),
  };
}

export type WatchlistStores = ReturnType<typeof createWatchlistStores>;

/** The prices' queries for the lists as they are now; null for an empty list (nothing to read). */
export const coinPricesQuery = (coinIds: readonly string[], currency: string): CoinPricesQuery | null =>
  coinIds.length > 0 ? watchedCoinsQuery(coinIds, currency) : null;

export const assetPricesQuery = (rwaIds: readonly string[], currency: string): AssetPricesQuery | null =>
  rwaIds.length > 0 ? { rwaIds: [...rwaIds], currency } : null;

/** The detail read of each watched asset: the assets store reads these, and the opening price names them. */
export const assetInputs = (q: AssetPricesQuery): Input<'rwa:asset'>[] =>
  q.rwaIds.map((rwaId) => ({ rwaId, currency: q.currency }));

/** What the view loads for the lists as they are (watchlist-view.tsx), each null when there is nothing to read. */
export const watchlistQueries = (
  coinIds: readonly string[],
  rwaIds: readonly string[],
  currency: string,
) => ({
  prices: coinPricesQuery(coinIds, currency),
  assets: assetPricesQuery(rwaIds, currency),
});

/** A query's reads: one coins list read of the watched coins, one detail read per watched asset. */
const pricesCalls = (q: CoinPricesQuery | null): OpeningCall[] =>
  q ? [{ channel: 'coins:list', input: q }] : [];
const assetsCalls = (q: AssetPricesQuery | null): OpeningCall[] =>
  q ? assetInputs(q).map((input) => ({ channel: 'rwa:asset', input })) : [];

/**
 * Every read opening the Watchlist view sends (watchlist-view.tsx loads, and coming back to it, reloadWatchlist):
 * the two local lists, the prices of what they hold now, and the reloads of the prices it showed, each once.
 * null while either list is not known: what the view prices depends on it (the lists are local and read early,
 * for free, so this is brief).
 */
export function watchlistOpeningCalls(
  stores: WatchlistStores,
  rwa: Pick<RwaStores, 'watchlist'>,
  currency: string,
): OpeningCall[] | null {
  const coins = stores.coins.getState().value;
  const rwaIds = rwa.watchlist.getState().value;
  if (coins === null || rwaIds === null) return null;
  const q = watchlistQueries(
    coins.map((c) => c.coinId),
    rwaIds,
    currency,
  );
  return distinct([
    { channel: 'watchlist:coins', input: {} },
    { channel: 'rwa:watchlist', input: {} },
    ...pricesCalls(q.prices),
    ...assetsCalls(q.assets),
    ...pricesCalls(stores.prices.getState().query),
    ...assetsCalls(stores.assets.getState().query),
  ]);
}

/** Re-reads what the view shows (a push, the user's Refresh); the search is the user's own and stays. */
export function reloadWatchlist(
  stores: WatchlistStores,
  options: { refresh?: boolean } = {},
): Promise<unknown> {
  return Promise.all([stores.coins.reload(), stores.prices.reload(options), stores.assets.reload(options)]);
}
