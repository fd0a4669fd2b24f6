import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Api, ChannelName, Input } from '../../../shared/contract';
import type { ReturnRange } from '../../../shared/analytics';
import type { ChartRange, PortfolioTransaction } from '../../../shared/domain/portfolio';
import type { Envelope, Meta } from '../../../shared/envelope';
import { choicesOf } from '../lib/choices';
import { openGainsClient } from '../lib/gains-client';
import { createGainsStore } from './gains';
import type { OpeningCall } from './opening';
import { createResource, NOTHING_READ, type ResourceState } from './resource';

// The reads behind the returns: the daily P/L history and the value chart for the chosen range (and for all time,
// for the period table), every page of the transactions, and an RWA asset's prices when one is picked as a
// benchmark. Each is an existing cached read, priced before it is sent; the figures are computed from them in
// lib/returns-model.ts.

export type ReturnsPanel = 'table' | 'gains' | null;

export interface ReturnsUi {
  range: ReturnRange;
  /** The RWA asset shown as a benchmark; null for none. */
  rwaId: string | null;
  /** The panel open under the card: the period table or the realized-gains report. */
  panel: ReturnsPanel;
}

export const RETURN_RANGES = choicesOf<ReturnRange>(['1m', '3m', 'ytd', '1y', 'all']);

/** The service's range that covers a return range: the year to date lies inside the last year. */
export const chartRangeOf = (range: ReturnRange): ChartRange => (range === 'ytd' ? '1y' : range);

/** Transactions are read 100 to a page, the most the service gives. */
export const PAGE_SIZE = 100;

type Scope = { portfolioId: string | undefined; currency: string };

/** The reads a range's figures need, in the channels' own inputs (the P/L card's default read is the 1M one). */
export function returnsQueries(range: ReturnRange, scope: Scope) {
  const { portfolioId, currency } = scope;
  return {
    pl: {
      portfolioId,
      currency,
      interval: 'daily',
      range: chartRangeOf(range),
    } satisfies Input<'portfolio:plHistory'>,
    chart: { portfolioId, range: chartRangeOf(range) } satisfies Input<'portfolio:chart'>,
  };
}

/** A page of transactions as the Portfolios view reads its first one, so that page is the same cached answer. */
export const pageInput = (scope: Scope, page: number): Input<'portfolio:transactions'> =>
  page === 1 ? { ...scope, limit: PAGE_SIZE } : { ...scope, page, limit: PAGE_SIZE };

export const rwaInput = (rwaId: string, range: ReturnRange): Input<'rwa:assetHistory'> => ({
  rwaId,
  currency: 'USD',
  range: chartRangeOf(range),
  metric: 'price',
});

/** Every page read so far, and whether the last one was short (no page after it). */
export interface TransactionPages {
  rows: PortfolioTransaction[];
  pages: number;
  complete: boolean;
}

export interface PagedStore extends StoreApi<ResourceState<TransactionPages, Scope>> {
  load(scope: Scope): Promise<void>;
  /** Reads the page after the last one read. */
  next(): Promise<void>;
  reload(options?: { refresh?: boolean }): Promise<void>;
  clear(): void;
}

/** The oldest and most doubtful of the pages' metas speaks for them all. */
function joinMeta(a: Meta | null, b: Meta): Meta {
  if (!a) return b;
  return { ...a, fetchedAt: Math.min(a.fetchedAt, b.fetchedAt), stale: a.stale || b.stale };
}

function createPagedTransactions(api: Api): PagedStore {
  const store = createStore<ResourceState<TransactionPages, Scope>>()(() => ({ ...NOTHING_READ }));
  let sequence = 0;
  const read = async (scope: Scope, page: number, refresh: boolean) => {
    const input = pageInput(scope, page);
    return api.portfolio
      .transactions(refresh ? { ...input, refresh: true } : input)
      .catch((reason: unknown): Envelope<PortfolioTransaction[]> => ({
        ok: false,
        error: { code: 'internal', message: `The app could not reach its back end: ${String(reason)}` },
      }));
  };
  /** Reads pages `from`..`to` (a reload reads again those already shown), keeping what was read before. */
  const pages = async (scope: Scope, upTo: number, refresh: boolean, keep: TransactionPages | null) => {
    sequence += 1;
    const mine = sequence;
    store.setState({ loading: true, query: scope });
    let value: TransactionPages = keep ?? { rows: [], pages: 0, complete: false };
    let meta = keep ? store.getState().meta : null;
    for (let page = value.pages + 1; page <= upTo; page++) {
      const answer = await read(scope, page, refresh);
      if (mine !== sequence) return;
      if (!answer.ok) {
        store.setState({ error: answer.error, loading: false });
        return;
      }
      meta = joinMeta(meta, answer.meta);
      value = {
        rows: [...value.rows, ...answer.value],
        pages: page,
        complete: answer.value.length < PAGE_SIZE,
      };
      if (value.complete) break;
    }
    store.setState({ value, meta, error: meta?.error ?? null, loading: false, shownQuery: scope });
  };
  return {
    ...store,
    load: (scope) => pages(scope, 1, false, null),
    next: async () => {
      const { query, value } = store.getState();
      if (query === null || value === null || value.complete) return;
      await pages(query, value.pages + 1, false, value);
    },
    reload: async (options = {}) => {
      const { query, value } = store.getState();
      if (query === null) return;
      await pages(query, Math.max(1, value?.pages ?? 1), options.refresh ?? false, null);
    },
    clear: () => {
      sequence += 1;
      store.setState({ value: null, meta: null, error: null, loading: false, shownQuery: null });
    },
  };
}

export function createReturnsStores(api: Api) {
  const spendable = (channel: ChannelName) => ({ channel, confirm: api.credits.confirm });
  const whose = (q: { portfolioId?: string | undefined; currency?: string | undefined }) => [
    q.portfolioId ?? null,
    q.currency ?? null,
  ];
  const pl = (q: Input<'portfolio:plHistory'>, refresh: boolean) =>
    api.portfolio.plHistory(refresh ? { ...q, refresh: true } : q);
  const chart = (q: Input<'portfolio:chart'>, refresh: boolean) =>
    api.portfolio.chart(refresh ? { ...q, refresh: true } : q);
  return {
    ui: createStore<ReturnsUi>()(() => ({ range: '1m', rwaId: null, panel: null })),
    pl: createResource(pl, spendable('portfolio:plHistory'), whose),
    chart: createResource(chart, spendable('portfolio:chart'), whose),
    /** For the period table: the whole history, whatever range the card shows. */
    tablePl: createResource(pl, spendable('portfolio:plHistory'), whose),
    tableChart: createResource(chart, spendable('portfolio:chart'), whose),
    transactions: createPagedTransactions(api),
    rwa: createResource(
      (q: Input<'rwa:assetHistory'>, refresh: boolean) =>
        api.rwa.assetHistory(refresh ? { ...q, refresh: true } : q),
      spendable('rwa:assetHistory'),
    ),
    /** The realized-gains report of the transactions read, made off the screen's thread. */
    gains: createGainsStore(openGainsClient),
  };
}

export type ReturnsStores = ReturnType<typeof createReturnsStores>;

/** What the Returns card reads for a range: priced on the range buttons before a press sends them. */
export function returnsCalls(range: ReturnRange, scope: Scope): OpeningCall[] {
  const q = returnsQueries(range, scope);
  return [
    { channel: 'portfolio:plHistory', input: q.pl },
    { channel: 'portfolio:chart', input: q.chart },
  ];
}

/**
 * What the Returns section reads when Portfolios opens on a portfolio, or one is chosen there: the card's range,
 * the first page of transactions, and the period table's all-time reads while it is open. Part of the price of
 * that click (portfolio.ts portfolioOpeningCalls, the picker's openCalls).
 */
export function returnsOpeningCalls(ui: Pick<ReturnsUi, 'range' | 'panel'>, scope: Scope): OpeningCall[] {
  return [
    ...returnsCalls(ui.range, scope),
    { channel: 'portfolio:transactions', input: pageInput(scope, 1) },
    ...(ui.panel === 'table' ? returnsCalls('all', scope) : []),
  ];
}

/** Loads the card's reads for the range, and the first page of transactions (the view's own, cached). */
export function loadReturns(stores: ReturnsStores, scope: Scope): Promise<unknown> {
  const q = returnsQueries(stores.ui.getState().range, scope);
  const tx = stores.transactions.getState().query;
  const sameTx = tx !== null && tx.portfolioId === scope.portfolioId && tx.currency === scope.currency;
  return Promise.all([
    stores.pl.load(q.pl),
    stores.chart.load(q.chart),
    sameTx ? Promise.resolve() : stores.transactions.load(scope),
  ]);
}

/** Loads the period table's reads: the history and chart for all time. */
export function loadPeriodTable(stores: ReturnsStores, scope: Scope): Promise<unknown> {
  const q = returnsQueries('all', scope);
  return Promise.all([stores.tablePl.load(q.pl), stores.tableChart.load(q.chart)]);
}
