import { createStore } from 'zustand/vanilla';
import type { Api, Input } from '../../../shared/contract';
import { distinct, shownCalls, type OpeningCall } from './opening';
import { createResource, NO_QUERY } from './resource';

export type AssetsQuery = Input<'rwa:assets'>;
export type TokensQuery = Input<'rwa:tokens'>;
export type MarketsQuery = Input<'rwa:markets'>;

export interface RwaUi {
  /** The asset whose detail, tokens, markets and history are open; null = the list. */
  selectedId: string | null;
}

export function createRwaStores(api: Api) {
  return {
    ui: createStore<RwaUi>()(() => ({ selectedId: null })),
    overview: createResource((q: Input<'rwa:overview'>) => api.rwa.overview(q)),
    assets: createResource((q: AssetsQuery) => api.rwa.assets(q)),
    asset: createResource((q: Input<'rwa:asset'>) => api.rwa.asset(q)),
    tokens: createResource((q: TokensQuery) => api.rwa.tokens(q)),
    markets: createResource((q: MarketsQuery) => api.rwa.markets(q)),
    history: createResource((q: Input<'rwa:history'>) => api.rwa.history(q)),
    assetHistory: createResource((q: Input<'rwa:assetHistory'>) => api.rwa.assetHistory(q)),
    watchlist: createResource((_: typeof NO_QUERY) => api.rwa.watchlist({})),
  };
}

export type RwaStores = ReturnType<typeof createRwaStores>;

export const defaultAssetsQuery = (currency: string): AssetsQuery => ({
  currency,
  assetType: 'all',
  sortBy: 'tokenizedMarketCap',
  sortDirection: 'desc',
  page: 1,
  limit: 25,
});

/**
 * What opening the view loads (rwa-view.tsx): the overview, and the history and the list as the user left them,
 * or their first pages when the view is new or the currency changed (null: the one loaded stays).
 */
export function rwaOpening(stores: RwaStores, currency: string) {
  const history = stores.history.getState().query;
  const assets = stores.assets.getState().query;
  return {
    overview: { currency } satisfies Input<'rwa:overview'>,
    history:
      history?.currency === currency
        ? null
        : ({ currency, range: '30d', metric: 'marketCap' } satisfies Input<'rwa:history'>),
    assets: assets?.currency === currency ? null : defaultAssetsQuery(currency),
  };
}

/**
 * What opening one asset loads (asset-detail.tsx): its figures, the tokens that track it and the markets that trade
 * them as the service first sorts them, and a month of its price. The Assets list, the overview's leaders, the
 * watchlist's chips and the palette price opening an asset with these very reads (assetOpeningCalls).
 */
export function assetOpening(rwaId: string, currency: string) {
  return {
    asset: { rwaId, currency } satisfies Input<'rwa:asset'>,
    tokens: { rwaId, currency, sortBy: 'marketCap', sortDirection: 'desc' } satisfies TokensQuery,
    markets: { rwaId, currency, sortBy: 'volume', sortDirection: 'desc' } satisfies MarketsQuery,
    history: { rwaId, currency, range: '1m', metric: 'price' } satisfies Input<'rwa:assetHistory'>,
  };
}

/** The reads opening one asset sends (assetOpening), each a channel and its input. */
export function assetOpeningCalls(rwaId: string, currency: string): OpeningCall[] {
  const opening = assetOpening(rwaId, currency);
  return [
    { channel: 'rwa:asset', input: opening.asset },
    { channel: 'rwa:assetHistory', input: opening.history },
    { channel: 'rwa:tokens', input: opening.tokens },
    { channel: 'rwa:markets', input: opening.markets },
  ];
}

/**
 * Every read opening the view sends: its own loads, the open asset's (the view opens on the asset left open, or on
 * `selectedId`, the one a palette entry opens), and, coming back to it, the reloads of whatever it showed
 * (reloadRwa), each once. The navigation and the palette price these before the click (components/view-costs.tsx).
 */
export function rwaOpeningCalls(
  stores: RwaStores,
  currency: string,
  selectedId: string | null = stores.ui.getState().selectedId,
): OpeningCall[] {
  const opening = rwaOpening(stores, currency);
  const calls: OpeningCall[] = [
    { channel: 'rwa:overview', input: opening.overview },
    { channel: 'rwa:watchlist', input: {} },
  ];
  if (opening.history) calls.push({ channel: 'rwa:history', input: opening.history });
  if (opening.assets) calls.push({ channel: 'rwa:assets', input: opening.assets });
  if (selectedId !== null) calls.push(...assetOpeningCalls(selectedId, currency));
  return distinct([...calls, ...shownCalls(rwaReads(stores))]);
}

/** The view's reads, each store with its channel: what reloadRwa reads again (with the local watchlist). */
const rwaReads = (stores: RwaStores) =>
  [
    ['rwa:overview', stores.overview],
    ['rwa:assets', stores.assets],
    ['rwa:asset', stores.asset],
    ['rwa:tokens', stores.tokens],
    ['rwa:markets', stores.markets],
    ['rwa:history', stores.history],
    ['rwa:assetHistory', stores.assetHistory],
  ] as const;

export function reloadRwa(stores: RwaStores): Promise<unknown> {
  return Promise.all([...rwaReads(stores).map(([, store]) => store.reload()), stores.watchlist.reload()]);
}
