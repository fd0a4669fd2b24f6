import { createStore } from 'zustand/vanilla';
import type { Api, Input } from '../../../shared/contract';
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

export function reloadRwa(stores: RwaStores): Promise<unknown> {
  return Promise.all([
    stores.overview.reload(),
    stores.assets.reload(),
    stores.asset.reload(),
    stores.tokens.reload(),
    stores.markets.reload(),
    stores.history.reload(),
    stores.assetHistory.reload(),
    stores.watchlist.reload(),
  ]);
}
