import { createStore } from 'zustand/vanilla';
import type { Api, Input } from '../../../shared/contract';
import type { ChartRange, PlInterval } from '../../../shared/domain/portfolio';
import { createResource, NO_QUERY, withRefresh } from './resource';

export type ChartUnit = 'usd' | 'btc' | 'eth';

/** P/L history asks either for a range or for an explicit from/to window. */
export type PlWindow = { kind: 'range'; range: ChartRange } | { kind: 'dates'; from: string; to: string };

export interface PortfolioUi {
  /** undefined = "All portfolios" aggregated. */
  selectedId: string | undefined;
  range: ChartRange;
  /** Switching the unit re-reads the points already loaded: each point carries usd, btc and eth. */
  unit: ChartUnit;
  plInterval: PlInterval;
  plWindow: PlWindow;
}

export function plQuery(ui: PortfolioUi, currency: string): Input<'portfolio:plHistory'> {
  const base = { portfolioId: ui.selectedId, currency, interval: ui.plInterval };
  return ui.plWindow.kind === 'range'
    ? { ...base, range: ui.plWindow.range }
    : { ...base, from: ui.plWindow.from, to: ui.plWindow.to };
}

export function createPortfolioStores(api: Api) {
  const ui = createStore<PortfolioUi>()(() => ({
    selectedId: undefined,
    range: '1m',
    unit: 'usd',
    plInterval: 'daily',
    plWindow: { kind: 'range', range: '1m' },
  }));
  const stores = {
    ui,
    list: createResource((_: typeof NO_QUERY, refresh) => api.portfolio.list(withRefresh({}, refresh))),
    value: createResource((q: Input<'portfolio:value'>, refresh) =>
      api.portfolio.value(withRefresh(q, refresh)),
    ),
    chart: createResource((q: Input<'portfolio:chart'>, refresh) =>
      api.portfolio.chart(withRefresh(q, refresh)),
    ),
    pl: createResource((q: Input<'portfolio:plHistory'>, refresh) =>
      api.portfolio.plHistory(withRefresh(q, refresh)),
    ),
    coins: createResource((q: Input<'portfolio:coins'>, refresh) =>
      api.portfolio.coins(withRefresh(q, refresh)),
    ),
    transactions: createResource((q: Input<'portfolio:transactions'>, refresh) =>
      api.portfolio.transactions(withRefresh(q, refresh)),
    ),
  };
  return stores;
}

export type PortfolioStores = ReturnType<typeof createPortfolioStores>;

/** Loads everything the selected portfolio shows, in the user's base currency. */
export function loadPortfolio(stores: PortfolioStores, currency: string): Promise<unknown> {
  const state = stores.ui.getState();
  const portfolioId = state.selectedId;
  return Promise.all([
    stores.value.load({ portfolioId, currency }),
    stores.chart.load({ portfolioId, range: state.range }),
    stores.pl.load(plQuery(state, currency)),
    stores.coins.load({ portfolioId, currency }),
    stores.transactions.load({ portfolioId, currency, limit: 100 }),
  ]);
}

/**
 * Reads the view again: on data:changed through the cache; for the Refresh button (`refresh: true`) every read
 * asks the service, whatever the cache holds.
 */
export function reloadPortfolio(stores: PortfolioStores, live: { refresh?: boolean } = {}): Promise<unknown> {
  return Promise.all([
    stores.list.reload(live),
    stores.value.reload(live),
    stores.chart.reload(live),
    stores.pl.reload(live),
    stores.coins.reload(live),
    stores.transactions.reload(live),
  ]);
}
