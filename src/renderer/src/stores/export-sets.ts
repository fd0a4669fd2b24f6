import type { JournalEntry } from '../../../shared/domain/credits';
import type { Holding, PlPoint, PortfolioTransaction } from '../../../shared/domain/portfolio';
import type { WatchedCoin, WatchedPrice } from '../../../shared/domain/watchlist';
import type { Meta } from '../../../shared/envelope';
import type { Stores } from './folio-context';
import type { CellValue, CsvColumn } from '../../../shared/csv';
import { assetRows, coinRows, type WatchRow } from './watch-rows';
import { correctionMarks, type RowMark } from '../lib/corrections';
import { unsigned } from '../lib/worth';
import { returnsExportSets } from './returns-export';

// What can be exported, read from what the stores hold (an export asks the service nothing and costs nothing).
// Every row carries the time its data is "as of" and whether it came live from the service or from the cache.

export type ExportId =
  | 'holdings'
  | 'transactions'
  | 'pl-history'
  | 'period-table'
  | 'realized-gains'
  | 'coin-watchlist'
  | 'rwa-watchlist'
  | 'journal';

export interface ExportSet<Row = unknown> {
  id: ExportId;
  title: string;
  /** Whose data it is ("Long-term holdings", "All portfolios"): in the file's name, so two exports differ. */
  of?: string;
  rows: readonly Row[];
  columns: readonly CsvColumn<Row>[];
  /** The currency of its money columns, as read (the base currency may have changed since). */
  currency?: string;
  /** The view that reads it again (in the base currency now set) when it opens. */
  view?: string;
}

const provenance = <Row>(meta: Meta | null): CsvColumn<Row>[] => [
  { header: 'As of', kind: 'time', get: () => meta?.fetchedAt ?? null },
  { header: 'Source', kind: 'text', get: () => meta?.source ?? null },
];

const col = <Row>(header: string, kind: CsvColumn<Row>['kind'], get: (row: Row) => CellValue) => ({
  header,
  kind,
  get,
});

/** A watchlist's columns: every row with the as-of time and source of the answer that priced it. */
const watchColumns = (what: string, currency: string): CsvColumn<WatchRow>[] => [
  col(what, 'text', (r) => r.id),
  col('Name', 'text', (r) => r.name),
  col('Symbol', 'text', (r) => r.symbol),
  col(`Price (${currency})`, 'number', (r) => r.price),
  col('24h change (%)', 'number', (r) => r.change24h),
  col('As of', 'time', (r) => r.meta?.fetchedAt ?? null),
  col('Source', 'text', (r) => r.meta?.source ?? null),
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

/**
 * Only what is loaded can be exported: a set with no rows is left out. `cached`: both watchlists' cached prices
 * (watchlist:prices), for rows the stores hold unpriced.
 */
export function exportSets(stores: Stores, cached: CachedPrices | null = null): ExportSet[] {
  const sets: ExportSet[] = [];
  const add = <Row>(set: ExportSet<Row>) => {
    if (set.rows.length > 0) sets.push(set as ExportSet);
  };

  // The portfolio each portfolio set answers for (its shown query), by the name the picker gives it.
  const list = stores.portfolio.list.getState().value;
  const portfolioOf = (query: { portfolioId?: string | undefined } | null) =>
    query?.portfolioId === undefined
      ? 'All portfolios'
      : (list?.find((p) => p.portfolioId === query.portfolioId)?.portfolioName ?? 'Portfolio');

  const coins = stores.portfolio.coins.getState();
  const coinCurrency = coins.shownQuery?.currency ?? 'USD';
  add<Holding>({
    id: 'holdings',
    title: 'Holdings',
    of: portfolioOf(coins.shownQuery),
    currency: coinCurrency,
    view: 'Portfolios',
    rows: coins.value ?? [],
    columns: [
      col('Coin', 'text', (h) => h.coinId),
      col('Symbol', 'text', (h) => h.symbol),
      col('Name', 'text', (h) => h.name),
      col('Amount', 'number', (h) => h.count),
      col(`Price (${coinCurrency})`, 'number', (h) => h.price),
      col(`Value (${coinCurrency})`, 'money', (h) => h.value),
      col('24h change (%)', 'number', (h) => h.priceChange24h),
      col(`All-time P/L (${coinCurrency})`, 'money', (h) => h.profitAllTime),
      col('All-time P/L (%)', 'number', (h) => h.profitAllTimePercent),
      ...provenance(coins.meta),
    ],
  });

  const transactions = stores.portfolio.transactions.getState();
  const txCurrency = transactions.shownQuery?.currency ?? 'USD';
  const marks = correctionMarks(transactions.value ?? []);
  add<PortfolioTransaction>({
    id: 'transactions',
    title: 'Transactions',
    of: portfolioOf(transactions.shownQuery),
    currency: txCurrency,
    view: 'Portfolios',
    rows: transactions.value ?? [],
    columns: [
      col('Date', 'time', (t) => t.date),
      col('Type', 'text', (t) => t.type),
      col('Coin', 'text', (t) => t.coinId),
      col('Symbol', 'text', (t) => t.symbol),
      col('Amount', 'number', (t) => t.count),
      // As the table shows it: the amount carries the direction (a sell's is negative), the value does not.
      col(`Value then (${txCurrency})`, 'money', (t) => unsigned(t.totalWorth)),
      col(`P/L (${txCurrency})`, 'money', (t) => t.profitLoss),
      col('Transaction id', 'text', (t) => t.id),
      col('Note', 'text', (t) => t.note),
      col('Correction', 'text', (t) => markWords(marks.get(t.id))),
      ...provenance(transactions.meta),
    ],
  });

  const pl = stores.portfolio.pl.getState();
  add<PlPoint>({
    id: 'pl-history',
    of: portfolioOf(pl.shownQuery),
    title: `Profit/loss history${pl.value ? ` (${pl.value.interval})` : ''}`,
    currency: pl.value?.currency ?? 'USD',
    view: 'Portfolios',
    rows: pl.value?.points ?? [],
    columns: [
      col('Period start', 'time', (p) => p.date),
      col(`P/L (${pl.value?.currency ?? 'USD'})`, 'money', (p) => p.profitLoss),
      col('P/L (%)', 'number', (p) => p.profitLossPercent),
      ...provenance(pl.meta),
    ],
  });
  for (const set of returnsExportSets(stores, portfolioOf)) add(set);

  // The coin watchlist as the Watchlist view shows it: each row priced by the coins list read of the watched ids.
  // Lists no view has read since the start are the ones main priced from the cache.
  const cachedOf = (kind: WatchedPrice['kind']) => cached?.prices.filter((p) => p.kind === kind) ?? [];
  const watchedCoins =
    stores.watchlist.coins.getState().value ??
    cachedOf('coin').map((p): WatchedCoin => ({ coinId: p.id, symbol: p.symbol, name: p.name, addedAt: 0 }));
  const prices = stores.watchlist.prices.getState();
  const priceCurrency = prices.shownQuery?.currency ?? cached?.currency ?? 'USD';
  add<WatchRow>({
    id: 'coin-watchlist',
    title: 'Coin watchlist',
    currency: priceCurrency,
    view: 'Watchlist',
    rows: coinRows(watchedCoins, { value: prices.value, meta: prices.meta, currency: priceCurrency }).map(
      (row) => withCachedPrice(row, cached),
    ),
    columns: watchColumns('Coin', priceCurrency),
  });

  // The RWA watchlist, each asset priced by its own detail read (the Watchlist view's) or, failing that, by the
  // RWA view's asset list when it holds the asset; an asset priced by neither has an empty price, as-of and source.
  const watched = stores.rwa.watchlist.getState().value ?? cachedOf('rwa').map((p) => p.id);
  const details = stores.watchlist.assets.getState();
  const assets = stores.rwa.assets.getState();
  const detailCurrency =
    details.shownQuery?.currency ?? assets.shownQuery?.currency ?? cached?.currency ?? 'USD';
  const assetRowsNow = assetRows(watched, details.value, detailCurrency).map((row): WatchRow => {
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
  add<WatchRow>({
    id: 'rwa-watchlist',
    title: 'RWA watchlist',
    currency: detailCurrency,
    view: 'Watchlist',
    rows: assetRowsNow,
    columns: watchColumns('Asset', detailCurrency),
  });

  const journal = stores.credits.journal.getState();
  add<JournalEntry>({
    id: 'journal',
    title: 'Request journal',
    rows: journal.value ?? [],
    columns: [
      col('Time', 'time', (e) => e.at),
      col('Method', 'text', (e) => e.method),
      col('Endpoint', 'text', (e) => e.endpoint),
      col('Parameters', 'text', (e) => e.params),
      col('Status', 'number', (e) => e.status),
      col('Credits', 'number', (e) => e.credits),
      col('Latency (ms)', 'number', (e) => e.latencyMs),
      col('Request id', 'text', (e) => e.requestId),
      col('Source', 'text', (e) => e.source),
    ],
  });
  return sets;
}
