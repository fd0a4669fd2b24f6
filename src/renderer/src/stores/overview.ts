import { createStore } from 'zustand/vanilla';
import type { Api, Input } from '../../../shared/contract';
import type { ReturnRange } from '../../../shared/analytics';
import type { ChartRange, PortfolioSummary } from '../../../shared/domain/portfolio';
import { fail, ok, type Envelope, type Meta } from '../../../shared/envelope';
import type { ChartUnit } from '../lib/chart-units';
import { distinct, shownCalls, type OpeningCall } from './opening';
import { createResource, NO_QUERY, paidResource, withRefresh } from './resource';
import { createReturnsStores, returnsOpeningCalls } from './returns';

// Overview: every own portfolio added up, read through the same channels (and so the same cached answers) as
// Portfolios' "All portfolios". Its own stores, so that a portfolio chosen on Portfolios never changes the home
// screen's total.

export type AllocationBy = 'coin' | 'portfolio';

export interface OverviewUi {
  range: ChartRange;
  unit: ChartUnit;
  allocationBy: AllocationBy;
}

/** One portfolio's total, for the allocation by portfolio; null when its read failed. */
export interface PortfolioWorth {
  portfolioId: string;
  portfolioName: string;
  value: number | null;
}

export interface WorthQuery {
  portfolioIds: string[];
  currency: string;
}

/** The portfolios whose totals make up the aggregate: own ones, not groups (they repeat their members). */
export function ownPortfolios(list: readonly PortfolioSummary[] | null): PortfolioSummary[] {
  return (list ?? []).filter((p) => !p.shared && p.portfolioType !== 'parent');
}

/**
 * Each portfolio's value, read one by one through the cache, as one answer: its age is the oldest of them, stale if
 * any is. A portfolio whose read failed stays in the list without a value; only when every read fails does the
 * answer fail, with the first error.
 */
export function combineWorths(
  ids: readonly string[],
  names: ReadonlyMap<string, string>,
  envelopes: readonly Envelope<{ totalValue: number | null }>[],
): Envelope<PortfolioWorth[]> {
  const metas: Meta[] = [];
  const worths = ids.map((portfolioId, i) => {
    const envelope = envelopes[i];
    if (envelope?.ok) metas.push(envelope.meta);
    const value = envelope?.ok ? envelope.value.totalValue : null;
    return { portfolioId, portfolioName: names.get(portfolioId) ?? portfolioId, value };
  });
  const first = metas[0];
  if (!first) {
    const failed = envelopes.find((e) => !e.ok);
    return failed && !failed.ok ? failed : fail({ code: 'internal', message: 'No portfolio to show.' });
  }
  const oldest = metas.reduce((a, b) => (b.fetchedAt < a.fetchedAt ? b : a), first);
  return ok(worths, {
    ...oldest,
    stale: metas.some((m) => m.stale),
    credits: metas.reduce((sum, m) => sum + m.credits, 0),
  });
}

export function createOverviewStores(api: Api) {
  const ui = createStore<OverviewUi>()(() => ({ range: '1m', unit: 'base', allocationBy: 'coin' }));
  const list = createResource((q: typeof NO_QUERY, refresh) => api.portfolio.list(withRefresh(q, refresh)), {
    channel: 'portfolio:list',
    confirm: api.credits.confirm,
  });
  const worths = createResource(async (q: WorthQuery, refresh): Promise<Envelope<PortfolioWorth[]>> => {
    const names = new Map((list.getState().value ?? []).map((p) => [p.portfolioId, p.portfolioName]));
    const envelopes = await Promise.all(
      q.portfolioIds.map((portfolioId) =>
        api.portfolio.value(withRefresh({ portfolioId, currency: q.currency }, refresh)),
      ),
    );
    return combineWorths(q.portfolioIds, names, envelopes);
  });
  // The returns of every portfolio together, with their own range: a portfolio chosen on Portfolios never moves
  // them. Their reads are also listed flat, so a mode switch and the key check reach them with the rest.
  const returns = createReturnsStores(api);
  return {
    ui,
    list,
    value: paidResource(api, 'portfolio:value', (q) => api.portfolio.value(q)),
    chart: paidResource(api, 'portfolio:chart', (q) => api.portfolio.chart(q)),
    coins: paidResource(api, 'portfolio:coins', (q) => api.portfolio.coins(q)),
    worths,
    returns,
    returnsPl: returns.pl,
    returnsChart: returns.chart,
    returnsTransactions: returns.transactions,
    returnsRwa: returns.rwa,
  };
}

export type OverviewStores = ReturnType<typeof createOverviewStores>;

/** What Overview reads, the aggregate of every own portfolio (no portfolioId), as Portfolios' "All portfolios". */
export function overviewQueries(ui: OverviewUi, currency: string) {
  return {
    value: { portfolioId: undefined, currency } satisfies Input<'portfolio:value'>,
    chart: { portfolioId: undefined, range: ui.range } satisfies Input<'portfolio:chart'>,
    coins: { portfolioId: undefined, currency } satisfies Input<'portfolio:coins'>,
  };
}

/** Each portfolio's value, the reads "By portfolio" sends: priced on its switch before the press. */
export function worthCalls(list: readonly PortfolioSummary[] | null, currency: string): OpeningCall[] {
  return ownPortfolios(list).map((p) => ({
    channel: 'portfolio:value',
    input: { portfolioId: p.portfolioId, currency },
  }));
}

/** Whose returns Overview shows: every own portfolio together (no portfolioId), as its total. */
export const overviewReturnsScope = (currency: string) => ({ portfolioId: undefined, currency });

/**
 * What Overview reads for `ui`: the list, the aggregate's value, chart and holdings, each portfolio's value once
 * "By portfolio" has been asked for (`worths`, its last query), and the returns card's reads for its range.
 */
export function overviewCalls(
  ui: OverviewUi,
  currency: string,
  list: readonly PortfolioSummary[] | null,
  worths: WorthQuery | null,
  returnsRange: ReturnRange | null = null,
): OpeningCall[] {
  const q = overviewQueries(ui, currency);
  return distinct([
    { channel: 'portfolio:list', input: {} },
    { channel: 'portfolio:value', input: q.value },
    { channel: 'portfolio:chart', input: q.chart },
    { channel: 'portfolio:coins', input: q.coins },
    ...(worths === null ? [] : worthCalls(list, worths.currency)),
    ...(returnsRange === null
      ? []
      : returnsOpeningCalls({ range: returnsRange, panel: null }, overviewReturnsScope(currency))),
  ]);
}

/** Every read opening Overview sends, each once: the navigation prices these before the click. */
export function overviewOpeningCalls(stores: OverviewStores, currency: string): OpeningCall[] {
  const calls = overviewCalls(
    stores.ui.getState(),
    currency,
    stores.list.getState().value,
    stores.worths.getState().query,
    stores.returns.ui.getState().range,
  );
  return distinct([...calls, ...shownCalls(figureReads(stores))]);
}

const figureReads = (stores: OverviewStores) =>
  [
    ['portfolio:value', stores.value],
    ['portfolio:chart', stores.chart],
    ['portfolio:coins', stores.coins],
  ] as const;

/** Loads what Overview shows, in the user's base currency. */
export function loadOverview(stores: OverviewStores, currency: string): Promise<unknown> {
  const q = overviewQueries(stores.ui.getState(), currency);
  const jobs: Promise<unknown>[] = [
    stores.value.load(q.value),
    stores.chart.load(q.chart),
    stores.coins.load(q.coins),
  ];
  if (stores.list.getState().query === null) jobs.push(stores.list.load(NO_QUERY));
  return Promise.all(jobs);
}

/** Reads Overview again: through the cache on data:changed, live for the user's Refresh. */
export function reloadOverview(stores: OverviewStores, live: { refresh?: boolean } = {}): Promise<unknown> {
  return Promise.all([
    stores.list.reload(live),
    stores.value.reload(live),
    stores.chart.reload(live),
    stores.coins.reload(live),
    stores.worths.reload(live),
    stores.returns.pl.reload(live),
    stores.returns.chart.reload(live),
    stores.returns.transactions.reload(live),
  ]);
}

/** What Refresh reads, every read live (reloadOverview with refresh): priced beside the button. */
export const refreshCalls = (calls: readonly OpeningCall[]): OpeningCall[] =>
  calls.map((call) => ({ ...call, input: { ...call.input, refresh: true } }) as OpeningCall);
