import { createStore } from 'zustand/vanilla';
import type { Api, Input } from '../../../shared/contract';
import type { ChartRange, Holding } from '../../../shared/domain/portfolio';
import type { ChartUnit } from '../lib/chart-units';
import { distinct, type OpeningCall } from './opening';
import { paidResource } from './resource';

// The coin page (#coin/<coinId>): the coin's price and chart, what the user holds of it across their portfolios
// (the "All portfolios" holdings, which Portfolios reads too, so it is often answered by the cache) and that
// coin's transactions. The coin is in the address, not here: Back and a reload show the page again.

export interface CoinUi {
  range: ChartRange;
  unit: ChartUnit;
}

/** How many of a coin's transactions the page lists: the contract's page size, newest first. */
export const COIN_TX_LIMIT = 100;

export function createCoinStores(api: Api) {
  // Another coin's figures never stand in for this one's while a read fails (resource.ts settleAbout).
  const ofCoin = (q: { coinId?: string | undefined }) => q.coinId ?? null;
  return {
    ui: createStore<CoinUi>()(() => ({ range: '1m', unit: 'base' })),
    coin: paidResource(
      api,
      'coins:get',
      (q) => api.coins.get(q),
      (q) => [q.coinId, q.currency ?? null],
    ),
    chart: paidResource(api, 'coins:chart', (q) => api.coins.chart(q), ofCoin),
    holdings: paidResource(
      api,
      'portfolio:coins',
      (q) => api.portfolio.coins(q),
      (q) => q.currency ?? null,
    ),
    transactions: paidResource(
      api,
      'portfolio:transactions',
      (q) => api.portfolio.transactions(q),
      (q) => [q.coinId ?? null, q.currency ?? null],
    ),
  };
}

export type CoinStores = ReturnType<typeof createCoinStores>;

/** What the page reads for `coinId`: one list, so opening it is priced with the very reads it makes. */
export function coinQueries(coinId: string, range: ChartRange, currency: string) {
  return {
    coin: { coinId, currency } satisfies Input<'coins:get'>,
    chart: { coinId, range } satisfies Input<'coins:chart'>,
    // No portfolioId: every own portfolio at once, as "All portfolios" reads it.
    holdings: { currency } satisfies Input<'portfolio:coins'>,
    transactions: { coinId, currency, limit: COIN_TX_LIMIT } satisfies Input<'portfolio:transactions'>,
  };
}

export function coinOpeningCalls(stores: CoinStores, coinId: string, currency: string): OpeningCall[] {
  const q = coinQueries(coinId, stores.ui.getState().range, currency);
  return distinct([
    { channel: 'coins:get', input: q.coin },
    { channel: 'coins:chart', input: q.chart },
    { channel: 'portfolio:coins', input: q.holdings },
    { channel: 'portfolio:transactions', input: q.transactions },
  ]);
}

export function loadCoin(stores: CoinStores, coinId: string, currency: string): Promise<unknown> {
  const q = coinQueries(coinId, stores.ui.getState().range, currency);
  return Promise.all([
    stores.coin.load(q.coin),
    stores.chart.load(q.chart),
    stores.holdings.load(q.holdings),
    stores.transactions.load(q.transactions),
  ]);
}

/** Reads the page again: through the cache on data:changed, live for the user's Refresh. */
export function reloadCoin(stores: CoinStores, live: { refresh?: boolean } = {}): Promise<unknown> {
  return Promise.all(
    [stores.coin, stores.chart, stores.holdings, stores.transactions].map((s) => s.reload(live)),
  );
}

/** Shows another range of the chart; the unit needs no read (each point carries USD, BTC and ETH). */
export function chooseCoinRange(stores: CoinStores, coinId: string, range: ChartRange): Promise<void> {
  stores.ui.setState({ range });
  return stores.chart.load({ coinId, range });
}

/**
 * What the user holds of the coin across their portfolios: its row among the "All portfolios" holdings, or null
 * when it is not among them (never held, or sold out and no longer listed).
 */
export function heldCoin(holdings: readonly Holding[] | null, coinId: string): Holding | null {
  return holdings?.find((h) => h.coinId === coinId) ?? null;
}
