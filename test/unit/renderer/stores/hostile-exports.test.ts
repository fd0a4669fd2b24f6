import { describe, expect, it } from 'vitest';
import { separatorFor, toCsv, type NumberStyle } from '../../../../src/shared/csv';
import type { JournalEntry } from '../../../../src/shared/domain/credits';
import type { Coin } from '../../../../src/shared/domain/market';
import type {
  Holding,
  PlHistory,
  PortfolioSummary,
  PortfolioTransaction,
} from '../../../../src/shared/domain/portfolio';
import type { RwaAssetDetail } from '../../../../src/shared/domain/rwa';
import { exportSets, type ExportId } from '../../../../src/renderer/src/stores/export-sets';
import { createStores } from '../../../../src/renderer/src/stores/folio-context';
import { watchedCoinsQuery } from '../../../../src/shared/contract/watchlist';
import { parseCsv } from '../../../support/csv-parse';
import { fakeApi } from '../helpers/fake-api';
import { live, NOW } from '../helpers/fixtures';

// Every export the dialog offers, built from a service that sends a spreadsheet formula in every text field it
// owns (names, symbols, ids, dates, request ids...). Opened in a spreadsheet, no cell may run as a formula; the
// text must still be there, whole. Numbers the app formats from real numbers (a loss of -12.5) stay numbers.

const HOSTILE = [
  '=HYPERLINK("http://x","y")',
  "+cmd|' /C calc'!A0",
  '@SUM(1)',
  '-2+3',
  '\t=1+1',
  '\r=1+1',
  '  =1+1',
  '\u00a0-1+1',
  '\n@SUM(1)',
];

const ALL_EXPORTS: ExportId[] = [
  'holdings',
  'transactions',
  'pl-history',
  'coin-watchlist',
  'rwa-watchlist',
  'journal',
];

function hostileService(h: string) {
  const portfolio: PortfolioSummary = {
    portfolioId: 'p1',
    portfolioName: h,
    portfolioType: h,
    shared: false,
    hasPasscode: false,
  };
  const holding: Holding = {
    coinId: h,
    symbol: h,
    name: h,
    icon: h,
    count: -2.5,
    price: 3,
    value: -7.5,
    priceChange24h: -1.25,
    priceChange1h: null,
    priceChange7d: null,
    profitAllTime: -12.5,
    profitAllTimePercent: -4,
    profit24h: null,
    profit24hPercent: null,
    profitUnrealized: null,
    profitRealized: null,
    averageBuy: null,
    averageSell: null,
    isFiat: false,
  };
  const transaction: PortfolioTransaction = {
    id: h,
    type: h,
    date: h,
    coinId: h,
    symbol: h,
    count: -19.3139,
    totalWorth: -278.12,
    profitLoss: -5.25,
    note: h,
    addresses: [h],
  };
  const pl: PlHistory = {
    interval: 'daily',
    currency: h,
    points: [{ date: h, profitLoss: -12.5, profitLossPercent: -3 }],
  };
  const coin: Coin = {
    id: h,
    name: h,
    symbol: h,
    icon: h,
    rank: 1,
    price: 2,
    priceChange1h: null,
    priceChange1d: -2.5,
    priceChange1w: null,
    marketCap: null,
    volume: null,
  };
  const asset: RwaAssetDetail = {
    id: h,
    name: h,
    symbol: h,
    assetType: 'stock',
    currency: 'USD',
    updatedAt: h,
    isStale: false,
    price: {
      available: true,
      tokenizedPrice: 10,
      tokenizedMarketCap: null,
      tokenizedVolume24h: null,
      change24h: -0.5,
    },
    metadata: { available: false, description: h, imageUrl: null, website: null, issuers: [] },
    markets: { available: false, count: 0 },
    history: { available: false, availableFrom: h },
  };
  const entry: JournalEntry = {
    id: 1,
    at: NOW,
    method: h,
    endpoint: h,
    params: h,
    status: 200,
    credits: 2,
    latencyMs: 40,
    requestId: h,
    source: 'live',
  };
  return fakeApi({
    'portfolio:list': () => live([portfolio]),
    'portfolio:coins': () => live([holding]),
    'portfolio:transactions': () => live([transaction]),
    'portfolio:plHistory': () => live(pl),
    'watchlist:coins': () => live([{ coinId: h, symbol: h, name: h, addedAt: NOW }]),
    'coins:list': () => live([coin]),
    'rwa:watchlist': () => live([h]),
    'rwa:asset': () => live(asset),
    'credits:journal': () => live([entry]),
  });
}

async function loadedStores(h: string) {
  const stores = createStores(hostileService(h).api);
  const { portfolio, watchlist, rwa, credits } = stores;
  await portfolio.list.load({});
  await portfolio.coins.load({ portfolioId: 'p1', currency: 'USD' });
  await portfolio.transactions.load({ portfolioId: 'p1', currency: 'USD', limit: 100 });
  await portfolio.pl.load({ portfolioId: 'p1', currency: 'USD', interval: 'daily', range: '1m' });
  await watchlist.coins.load({});
  await watchlist.prices.load(watchedCoinsQuery([h], 'USD'));
  await rwa.watchlist.load({});
  await watchlist.assets.load({ rwaIds: [h], currency: 'USD' });
  await credits.journal.load({});
  return stores;
}

/** What a spreadsheet runs as a formula: =, +, -, @, a tab or a CR first, also after leading blanks. */
const RUNS_AS_FORMULA = /^\s*[=+\-@\t\r]/;

/** A number the app wrote from a real number: a spreadsheet reads it as that number, never as a formula. */
function isWrittenNumber(cell: string, style: NumberStyle, locale: string): boolean {
  if (style === 'iso') return /^-?\d+(\.\d+)?(e[+-]\d+)?$/.test(cell);
  const decimal = separatorFor({ style, locale }) === ';' ? ',' : '.';
  return new RegExp(`^-?\\d+(\\${decimal}\\d+)?$`).test(cell);
}

const LOCALES = ['en-US', 'de-DE', 'fr-FR', 'ar-EG', 'hi-IN'];

describe('every export, written from a service that sends formulas in every field', () => {
  it.each(HOSTILE.map((h) => [JSON.stringify(h), h]))(
    'has no cell a spreadsheet would run as a formula: %s',
    async (_, h) => {
      const stores = await loadedStores(h);
      const sets = exportSets(stores);
      expect(sets.map((s) => s.id).sort()).toEqual([...ALL_EXPORTS].sort());
      for (const set of sets) {
        for (const style of ['iso', 'locale'] as const) {
          for (const locale of LOCALES) {
            const options = { style, locale };
            const file = parseCsv(toCsv(set.columns, set.rows, options), separatorFor(options));
            const [header, ...body] = file;
            expect(body, `${set.id} ${style} ${locale}`).toHaveLength(set.rows.length);
            const live = [...(header ?? []), ...body.flat()].filter(
              (cell) => RUNS_AS_FORMULA.test(cell) && !isWrittenNumber(cell, style, locale),
            );
            expect(live, `${set.id} ${style} ${locale}`).toEqual([]);
            // Nothing the service sent is lost: each of its texts is there, whole, behind the quote mark.
            expect(body.flat().filter((cell) => cell === `'${h}`).length, set.id).toBeGreaterThan(0);
          }
        }
      }
    },
  );

  it('writes the service’s text whole in the date columns, and the app’s own negative numbers as numbers', async () => {
    const stores = await loadedStores('-2+3');
    const byId = (id: ExportId) => exportSets(stores).find((s) => s.id === id);
    const transactions = byId('transactions');
    const pl = byId('pl-history');
    if (!transactions || !pl) throw new Error('both exports are offered');
    const [, tx] = parseCsv(
      toCsv(transactions.columns, transactions.rows, { style: 'iso', locale: 'en-US' }),
    );
    expect(tx?.slice(0, 7)).toEqual(["'-2+3", "'-2+3", "'-2+3", "'-2+3", '-19.3139', '278.12', '-5.25']);
    const german = { style: 'locale', locale: 'de-DE' } as const;
    const [, point] = parseCsv(toCsv(pl.columns, pl.rows, german), ';');
    expect(point?.slice(0, 3)).toEqual(["'-2+3", '-12,5', '-3']);
  });
});
