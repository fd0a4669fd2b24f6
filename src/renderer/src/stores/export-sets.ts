import type { JournalEntry } from '../../../shared/domain/credits';
import type { Holding, PlPoint, PortfolioTransaction } from '../../../shared/domain/portfolio';
import type { WatchedCoin, WatchedPrice } from '../../../shared/domain/watchlist';
import { headersIn, type CsvColumn } from '../../../shared/csv';
import type { Stores } from './folio-context';
import { assetRows, coinRows, type WatchRow } from './watch-rows';
import { correctionMarks, type RowMark } from '../lib/corrections';
import { unsigned } from '../lib/worth';
import { returnsExportSets } from './returns-export';
import { col, provenance, type ExportId, type ExportSet, type PortfolioOf } from './export-set';
import type { ResourceState } from './resource';

export type { ExportId, ExportSet } from './export-set';

// What can be exported, read from what the stores hold (an export asks the service nothing and costs nothing).
// Every row carries the time its data is "as of" and whether it came live from the service or from the cache.

/** A watchlist's columns: every row with the as-of time and source of the answer that priced it. */
const watchColumns = (what: 'csv.coin' | 'csv.asset', currency: string): CsvColumn<WatchRow>[] => [
  col(what, 'text', (r) => r.id),
  col('csv.name', 'text', (r) => r.name),
  col('csv.symbol', 'text', (r) => r.symbol),
  col(['csv.priceIn', { currency }], 'number', (r) => r.price),
  col('csv.change24hPercent', 'number', (r) => r.change24h),
  col('csv.asOf', 'time', (r) => r.meta?.fetchedAt ?? null),
  col('csv.source', 'text', (r) => r.meta?.source ?? null),
];

/** A correction Folio Desk wrote, or the entry it reverses, as the Transactions table marks them. */
const markWords = (mark: RowMark | undefined): string | null => {
  if (!mark) return null;
  if (mark.kind === 'correction') return 'Correction';
  return mark.by === 'edit' ? 'Edited (reversed by a correction)' : 'Reversed (by a correction)';
};

/** Both watchlists' newest cached prices (watchlist:prices), asked for in `currency`. */
export interface CachedPrices {
  currency: string;
  prices: readonly WatchedPrice[];
}

/**
 * A watchlist row no view has priced (the Watchlist view not opened since a start or a mode switch), priced from
 * the newest answer the cache holds for it instead: an export still sends nothing.
 */
export function withCachedPrice(row: WatchRow, cached: CachedPrices | null): WatchRow {
  if (row.meta) return row;
  const hit = cached?.prices.find((p) => p.kind === row.kind && p.id === row.id);
  if (!hit || hit.fetchedAt === null || hit.price === null || hit.currency !== row.currency) return row;
  return {
    ...row,
    name: row.name === row.id ? (hit.name ?? row.name) : row.name,
    symbol: row.symbol ?? hit.symbol,
    currency: hit.currency,
    price: hit.price,
    change24h: hit.change24h,
    meta: { source: 'cache', fetchedAt: hit.fetchedAt, stale: hit.stale, credits: 0, demo: false },
  };
}

// The portfolio sets: holdings, transactions and the P/L history, each named for the portfolio it answers for.

/** What a portfolio set takes from its store. */
type PortfolioRead<Row> = Pick<
  ResourceState<Row[], { portfolioId?: string | undefined; currency?: string | undefined }>,
  'value' | 'meta' | 'shownQuery'
>;

/** A list one portfolio read holds, in the currency it was asked in, with the as-of time and source of its answer. */
function portfolioListSet<Row>(
  read: PortfolioRead<Row>,
  portfolioOf: PortfolioOf,
  set: { id: ExportId; title: string },
  columns: (currency: string) => CsvColumn<Row>[],
): ExportSet<Row> {
  const currency = read.shownQuery?.currency ?? 'USD';
  return {
    ...set,
    of: portfolioOf(read.shownQuery),
    currency,
    view: 'Portfolios',
    rows: read.value ?? [],
    columns: [...columns(currency), ...provenance<Row>(read.meta)],
  };
}

function holdingsSet(stores: Stores, portfolioOf: PortfolioOf): ExportSet<Holding> {
  const set = { id: 'holdings', title: 'Holdings' } as const;
  return portfolioListSet(stores.portfolio.coins.getState(), portfolioOf, set, (currency) => [
    col('csv.coin', 'text', (h) => h.coinId),
    col('csv.symbol', 'text', (h) => h.symbol),
    col('csv.name', 'text', (h) => h.name),
    col('csv.amount', 'number', (h) => h.count),
    col(['csv.priceIn', { currency }], 'number', (h) => h.price),
    col(['csv.valueIn', { currency }], 'money', (h) => h.value),
    col('csv.change24hPercent', 'number', (h) => h.priceChange24h),
    col(['csv.allTimePlIn', { currency }], 'money', (h) => h.profitAllTime),
    col('csv.allTimePlPercent', 'number', (h) => h.profitAllTimePercent),
  ]);
}

function transactionsSet(stores: Stores, portfolioOf: PortfolioOf): ExportSet<PortfolioTransaction> {
  const transactions = stores.portfolio.transactions.getState();
  const marks = correctionMarks(transactions.value ?? []);
  const set = { id: 'transactions', title: 'Transactions' } as const;
  return portfolioListSet(transactions, portfolioOf, set, (currency) => [
    col('csv.date', 'time', (t) => t.date),
    col('csv.type', 'text', (t) => t.type),
    col('csv.coin', 'text', (t) => t.coinId),
    col('csv.symbol', 'text', (t) => t.symbol),
    col('csv.amount', 'number', (t) => t.count),
    // As the table shows it: the amount carries the direction (a sell's is negative), the value does not.
    col(['csv.valueThenIn', { currency }], 'money', (t) => unsigned(t.totalWorth)),
    col(['csv.plIn', { currency }], 'money', (t) => t.profitLoss),
    col('csv.transactionId', 'text', (t) => t.id),
    col('csv.note', 'text', (t) => t.note),
    col('csv.correction', 'text', (t) => markWords(marks.get(t.id))),
  ]);
}

function plSet(stores: Stores, portfolioOf: PortfolioOf): ExportSet<PlPoint> {
  const pl = stores.portfolio.pl.getState();
  return {
    id: 'pl-history',
    of: portfolioOf(pl.shownQuery),
    title: `Profit/loss history${pl.value ? ` (${pl.value.interval})` : ''}`,
    currency: pl.value?.currency ?? 'USD',
    view: 'Portfolios',
    rows: pl.value?.points ?? [],
    columns: [
      col('csv.periodStart', 'time', (p) => p.date),
      col(['csv.plIn', { currency: pl.value?.currency ?? 'USD' }], 'money', (p) => p.profitLoss),
      col('csv.plPercent', 'number', (p) => p.profitLossPercent),
      ...provenance<PlPoint>(pl.meta),
    ],
  };
}

/** Both watchlists' cached prices of one kind: what lists no view has read since the start are priced from. */
const cachedOf = (cached: CachedPrices | null, kind: WatchedPrice['kind']) =>
  cached?.prices.filter((p) => p.kind === kind) ?? [];

/**
 * The coin watchlist as the Watchlist view shows it: each row priced by the coins list read of the watched ids.
 * Lists no view has read since the start are the ones main priced from the cache.
 */
function coinWatchSet(stores: Stores, cached: CachedPrices | null): ExportSet<WatchRow> {
  const watchedCoins =
    stores.watchlist.coins.getState().value ??
    cachedOf(cached, 'coin').map((p): WatchedCoin => ({
      coinId: p.id,
      symbol: p.symbol,
      name: p.name,
      addedAt: 0,
    }));
  const prices = stores.watchlist.prices.getState();
  const currency = prices.shownQuery?.currency ?? cached?.currency ?? 'USD';
  return {
    id: 'coin-watchlist',
    title: 'Coin watchlist',
    currency,
    view: 'Watchlist',
    rows: coinRows(watchedCoins, { value: prices.value, meta: prices.meta, currency }).map((row) =>
      withCachedPrice(row, cached),
    ),
    columns: watchColumns('csv.coin', currency),
  };
}

/**
 * The RWA watchlist, each asset priced by its own detail read (the Watchlist view's) or, failing that, by the RWA
 * view's asset list when it holds the asset; an asset priced by neither has an empty price, as-of and source.
 */
function rwaWatchSet(stores: Stores, cached: CachedPrices | null): ExportSet<WatchRow> {
  const watched = stores.rwa.watchlist.getState().value ?? cachedOf(cached, 'rwa').map((p) => p.id);
  const details = stores.watchlist.assets.getState();
  const assets = stores.rwa.assets.getState();
  const currency = details.shownQuery?.currency ?? assets.shownQuery?.currency ?? cached?.currency ?? 'USD';
  const rows = assetRows(watched, details.value, currency).map((row): WatchRow => {
    const listed = assets.value?.items.find((item) => item.id === row.id);
    if (row.meta || !listed || assets.value?.currency !== row.currency) return withCachedPrice(row, cached);
    return {
      ...row,
      name: listed.name,
      symbol: listed.symbol,
      price: listed.tokenizedPrice,
      change24h: listed.change24h,
      meta: assets.meta,
    };
  });
  return {
    id: 'rwa-watchlist',
    title: 'RWA watchlist',
    currency,
    view: 'Watchlist',
    rows,
    columns: watchColumns('csv.asset', currency),
  };
}

function journalSet(stores: Stores): ExportSet<JournalEntry> {
  const journal = stores.credits.journal.getState();
  return {
    id: 'journal',
    title: 'Request journal',
    rows: journal.value ?? [],
    columns: [
      col('csv.time', 'time', (e) => e.at),
      col('csv.method', 'text', (e) => e.method),
      col('csv.endpoint', 'text', (e) => e.endpoint),
      col('csv.parameters', 'text', (e) => e.params),
      col('csv.status', 'number', (e) => e.status),
      col('csv.credits', 'number', (e) => e.credits),
      col('csv.latencyMs', 'number', (e) => e.latencyMs),
      col('csv.requestId', 'text', (e) => e.requestId),
      col('csv.source', 'text', (e) => e.source),
    ],
  };
}

/** A set of any row type, as the export dialog lists them. */
const anyRows = <Row>(set: ExportSet<Row>) => set as ExportSet;

/**
 * Only what is loaded can be exported: a set with no rows is left out. `cached`: both watchlists' cached prices
 * (watchlist:prices), for rows the stores hold unpriced.
 */
export function exportSets(stores: Stores, cached: CachedPrices | null = null): ExportSet[] {
  // The portfolio each portfolio set answers for (its shown query), by the name the picker gives it.
  const list = stores.portfolio.list.getState().value;
  const portfolioOf: PortfolioOf = (query) =>
    query?.portfolioId === undefined
      ? 'All portfolios'
      : (list?.find((p) => p.portfolioId === query.portfolioId)?.portfolioName ?? 'Portfolio');
  const sets = [
    anyRows(holdingsSet(stores, portfolioOf)),
    anyRows(transactionsSet(stores, portfolioOf)),
    anyRows(plSet(stores, portfolioOf)),
    ...returnsExportSets(stores, portfolioOf),
    anyRows(coinWatchSet(stores, cached)),
    anyRows(rwaWatchSet(stores, cached)),
    anyRows(journalSet(stores)),
  ];
  // The header row in the user's language; the cells keep their own format rules.
  const { t } = stores.i18n.getState().translator;
  return sets
    .filter((set) => (set.size ?? set.rows.length) > 0)
    .map((set) => ({ ...set, columns: headersIn(set.columns, t) }));
}
