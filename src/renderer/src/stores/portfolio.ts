import { createStore } from 'zustand/vanilla';
import type { Api, Input } from '../../../shared/contract';
import type { ChartRange, PlInterval, ValuePoint } from '../../../shared/domain/portfolio';
import { readPersisted, writePersisted } from '../lib/persisted';
import { windowInput } from '../lib/pl-window';
import { distinct, shownCalls, type OpeningCall } from './opening';
import { createResource, NO_QUERY, paidResource, withRefresh } from './resource';
import { returnsOpeningCalls, type ReturnsUi } from './returns';

/** 'base' is the user's base currency (EUR...), converted from the USD points with the service's rates. */
export type ChartUnit = 'base' | 'usd' | 'btc' | 'eth';

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

/** The window's `to` is the last day shown; the service's is exclusive, so the query asks up to the day after. */
export function plQuery(ui: PortfolioUi, currency: string): Input<'portfolio:plHistory'> {
  const base = { portfolioId: ui.selectedId, currency, interval: ui.plInterval };
  return ui.plWindow.kind === 'range'
    ? { ...base, range: ui.plWindow.range }
    : { ...base, ...windowInput(ui.plWindow.from, ui.plWindow.to) };
}

const SELECTED_KEY = 'selected-portfolio';
/** The writes noted by noteWrite, kept across a restart: main's cache still answers with the figures before them. */
const WRITTEN_KEY = 'written-portfolios';
/** A mark this old is dropped at start: any figure read since is newer, and one that is not was long refreshed. */
const WRITTEN_KEPT_MS = 30 * 24 * 60 * 60 * 1000;
const isWrittenMap = (value: unknown): value is Record<string, number> =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value as Record<string, unknown>).every(
    (at) => typeof at === 'number' && Number.isFinite(at),
  );

/** The marks kept by an earlier run, less those too old to matter. */
function restoredWrites(now: number): Record<string, number> {
  const kept = readPersisted(WRITTEN_KEY, isWrittenMap) ?? {};
  return Object.fromEntries(Object.entries(kept).filter(([, at]) => now - at < WRITTEN_KEPT_MS));
}
const isSelection = (value: unknown): value is { id: string } =>
  typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string';

export function createPortfolioStores(api: Api) {
  const ui = createStore<PortfolioUi>()(() => ({
    // The portfolio chosen last is chosen again after a reload.
    selectedId: readPersisted(SELECTED_KEY, isSelection)?.id,
    range: '1m',
    unit: 'base',
    plInterval: 'daily',
    plWindow: { kind: 'range', range: '1m' },
  }));
  ui.subscribe((state, prev) => {
    if (state.selectedId !== prev.selectedId) {
      writePersisted(SELECTED_KEY, state.selectedId === undefined ? undefined : { id: state.selectedId });
    }
  });
  // Whose figures a read is: another range of the same portfolio may stand in while a read fails (labelled by its
  // own range), another portfolio's or currency's may not (resource.ts settleAbout).
  const whose = (q: { portfolioId?: string | undefined; currency?: string | undefined }) => [
    q.portfolioId ?? null,
    q.currency ?? null,
  ];
  const newest = createStore<Record<string, ValuePoint>>()(() => ({}));
  /** When each portfolio (newestKey) last changed by a write of the user's: figures read before are out of date. */
  const written = createStore<Record<string, number>>()(() => restoredWrites(Date.now()));
  written.subscribe((state) =>
    writePersisted(WRITTEN_KEY, Object.keys(state).length > 0 ? state : undefined),
  );
  const stores = {
    ui,
    list: createResource((q: typeof NO_QUERY, refresh) => api.portfolio.list(withRefresh(q, refresh)), {
      channel: 'portfolio:list',
      confirm: api.credits.confirm,
    }),
    /** Units per USD, cached by main for an hour: the value chart in the base currency needs no other call. */
    rates: createResource((_: typeof NO_QUERY) => api.coins.currencies({})),
    value: paidResource(api, 'portfolio:value', (q) => api.portfolio.value(q), whose),
    chart: paidResource(api, 'portfolio:chart', (q) => api.portfolio.chart(q), whose),
    pl: paidResource(api, 'portfolio:plHistory', (q) => api.portfolio.plHistory(q), whose),
    coins: paidResource(api, 'portfolio:coins', (q) => api.portfolio.coins(q), whose),
    transactions: paidResource(api, 'portfolio:transactions', (q) => api.portfolio.transactions(q), whose),
  };
  // The newest point any range of a portfolio has shown (ranges are sampled apart, and a long one may end
  // earlier): the value chart extends an older end to it and says so.
  stores.chart.subscribe((state, prev) => {
    if (state.value === prev.value || !state.value) return;
    const last = state.value.points[state.value.points.length - 1];
    const key = newestKey(state.shownQuery?.portfolioId);
    const known = newest.getState()[key];
    if (last && (!known || last.t > known.t)) newest.setState({ [key]: last });
  });
  return { ...stores, newest, written };
}

/**
 * A write to `portfolioId` (a transaction, a connect, a delete, a sync) happened at `at`: the combined figures of
 * "All portfolios" and of every group changed with it, and main's cache still holds their older answers. They are
 * marked, not read again at once: a live read spends credits the user has not been shown. The marks outlast a
 * restart, since the cache does too: "fetched 14 min. ago" alone would pass the old totals for current.
 */
export function noteWrite(stores: PortfolioStores, portfolioId: string | null, at: number): void {
  const groups = (stores.list.getState().value ?? []).filter((p) => p.portfolioType === 'parent');
  const keys = [newestKey(undefined), ...(portfolioId === null ? [] : [portfolioId])];
  for (const group of groups) keys.push(group.portfolioId);
  stores.written.setState(Object.fromEntries(keys.map((key) => [key, at])));
}

export const newestKey = (portfolioId: string | undefined): string => portfolioId ?? '(all)';

export type PortfolioStores = ReturnType<typeof createPortfolioStores>;

/**
 * What the view reads to show `ui.selectedId`: one list, so the picker prices a portfolio with the very reads
 * choosing it makes.
 */
export function portfolioQueries(ui: PortfolioUi, currency: string) {
  const portfolioId = ui.selectedId;
  return {
    value: { portfolioId, currency } satisfies Input<'portfolio:value'>,
    chart: { portfolioId, range: ui.range } satisfies Input<'portfolio:chart'>,
    pl: plQuery(ui, currency),
    coins: { portfolioId, currency } satisfies Input<'portfolio:coins'>,
    transactions: { portfolioId, currency, limit: 100 } satisfies Input<'portfolio:transactions'>,
  };
}

/** Every read opening the Portfolios view sends, so the navigation can price the click (never below the spend). */
export function portfolioOpeningCalls(
  stores: PortfolioStores,
  currency: string,
  returns: Pick<ReturnsUi, 'range' | 'panel'>,
  selectedId: string | undefined = stores.ui.getState().selectedId,
): OpeningCall[] {
  const q = portfolioQueries({ ...stores.ui.getState(), selectedId }, currency);
  const calls: OpeningCall[] = [
    { channel: 'portfolio:list', input: {} },
    { channel: 'portfolio:value', input: q.value },
    { channel: 'portfolio:chart', input: q.chart },
    { channel: 'portfolio:plHistory', input: q.pl },
    { channel: 'portfolio:coins', input: q.coins },
    { channel: 'portfolio:transactions', input: q.transactions },
  ];
  return distinct([
    ...calls,
    ...returnsOpeningCalls(returns, { portfolioId: selectedId, currency }),
    ...shownCalls(selectedFigureReads(stores)),
  ]);
}

/** The selected portfolio's figures, each store with its channel: what reloadPortfolio reads again. */
const figureReads = (stores: PortfolioStores) =>
  [
    ['portfolio:value', stores.value],
    ['portfolio:chart', stores.chart],
    ['portfolio:plHistory', stores.pl],
    ['portfolio:coins', stores.coins],
    ['portfolio:transactions', stores.transactions],
  ] as const;

/**
 * figureReads, less a store whose last read was about another portfolio than the one selected: a mode switch
 * resets the selection (the new account has other portfolios), and reading the old one again on opening would
 * spend on figures never shown; the view loads the selected one itself.
 */
const selectedFigureReads = (stores: PortfolioStores) => {
  const { selectedId } = stores.ui.getState();
  return figureReads(stores).filter(([, store]) => {
    const query = store.getState().query;
    return query === null || query.portfolioId === selectedId;
  });
};

/** What opening the view reads again after a mode switch cleared it (folio-context.tsx readIfUnread). */
export function portfolioViewReloads(stores: PortfolioStores): { reload(): Promise<void> }[] {
  return [stores.list, stores.rates, ...selectedFigureReads(stores).map(([, store]) => store)];
}

/** Loads everything the selected portfolio shows, in the user's base currency. */
export function loadPortfolio(stores: PortfolioStores, currency: string): Promise<unknown> {
  const q = portfolioQueries(stores.ui.getState(), currency);
  return Promise.all([
    stores.value.load(q.value),
    stores.chart.load(q.chart),
    stores.pl.load(q.pl),
    stores.coins.load(q.coins),
    stores.transactions.load(q.transactions),
  ]);
}

/**
 * Reads the view again: on data:changed through the cache; for the Refresh button (`refresh: true`) every read
 * asks the service, whatever the cache holds.
 */
export function reloadPortfolio(
  stores: PortfolioStores,
  live: { refresh?: boolean } = {},
  what: { list?: boolean; figures?: boolean } = {},
): Promise<unknown> {
  return Promise.all([
    // A transaction changes the figures only, not which portfolios there are: its re-read leaves the list out.
    ...(what.list === false ? [] : [stores.list.reload(live)]),
    // A connect or a delete opens another portfolio next: the figures shown now would be read for nothing.
    ...(what.figures === false ? [] : figureReads(stores).map(([, store]) => store.reload(live))),
  ]);
}
