import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  portfolioCoinsResponse,
  portfolioTransactionsResponse,
  toHoldings,
  toPortfolioTransactions,
} from '../../../src/main/api/schemas/portfolio';
import type { Holding, PortfolioTransaction } from '../../../src/shared/domain/portfolio';
import { allocationShares } from '../../../src/renderer/src/views/portfolios/holding-figures';
import {
  coinsOf,
  filterTransactions,
  NO_FILTER,
  pageSpan,
  typesOf,
} from '../../../src/renderer/src/views/portfolios/transaction-filters';

// Per-coin figures of the holdings (the service's, in the shown currency, and each coin's share) and the
// search, filters and pages over the transactions read.

const docs = (name: string) =>
  (
    JSON.parse(readFileSync(join(import.meta.dirname, '../../fixtures/service-docs', name), 'utf8')) as {
      example: unknown;
    }
  ).example;

const holding = (coinId: string, value: number): Holding =>
  ({ coinId, value, symbol: coinId.toUpperCase(), name: coinId }) as Holding;

describe('per-coin figures of the documented holdings answer', () => {
  const wire = portfolioCoinsResponse.parse(docs('portfolio-coins.json'));

  it('reads 24h, unrealized and realized P/L and the 1h/7d change as the service sends them', () => {
    const [eth] = toHoldings(wire, 'USD', 1);
    expect(eth).toMatchObject({
      coinId: 'ethereum',
      icon: 'https://static.coinstats.app/coins/1650455629727.png',
      priceChange1h: 0.1,
      priceChange24h: -5.74,
      priceChange7d: 1.12,
      profit24h: -11770.04265107636,
      profit24hPercent: -11770.04265107636,
      profitUnrealized: 64875.375139922,
      profitRealized: 18844.785945298,
    });
    // The stored page ends before averageSell: not sent, so not shown.
    expect(eth?.averageSell).toBeNull();
  });

  it('converts P/L by the USD rate, and takes BTC figures from the service rather than converting', () => {
    const [eur] = toHoldings(wire, 'EUR', 0.5);
    expect(eur?.profit24h).toBeCloseTo(-11770.04265107636 / 2, 9);
    expect(eur?.profitUnrealized).toBeCloseTo(64875.375139922 / 2, 9);
    const [btc] = toHoldings(wire, 'BTC', 1);
    expect(btc?.profitRealized).toBe(-0.46237401135664413);
    // Percentages are not converted.
    expect(eur?.profit24hPercent).toBe(-11770.04265107636);
  });

  it('leaves a period the service did not send empty, never zero', () => {
    const bare = portfolioCoinsResponse.parse({
      result: [
        {
          count: 1,
          coin: { identifier: 'x', symbol: 'X', name: 'X', icon: null },
          price: { USD: 2, BTC: 0, ETH: 0 },
          profit: { allTime: { USD: 1, BTC: 0, ETH: 0 } },
        },
      ],
    });
    expect(toHoldings(bare, 'USD', 1)[0]).toMatchObject({
      priceChange24h: null,
      priceChange7d: null,
      profit24h: null,
      profitUnrealized: null,
      profitRealized: null,
      profitAllTime: 1,
    });
  });
});

describe('allocation shares', () => {
  it('gives each holding its share of the total value, summing to 100', () => {
    const shares = allocationShares([holding('a', 300), holding('b', 100), holding('c', 600)]);
    expect(Object.fromEntries(shares)).toEqual({ a: 30, b: 10, c: 60 });
  });

  it('gives no share to a holding worth nothing or less, and leaves it out of the total', () => {
    const shares = allocationShares([holding('a', 50), holding('b', 0), holding('c', -50), holding('d', 50)]);
    expect(Object.fromEntries(shares)).toEqual({ a: 50, b: null, c: null, d: 50 });
  });

  it('gives no shares at all when nothing is worth anything', () => {
    expect([...allocationShares([holding('a', 0)]).values()]).toEqual([null]);
    expect(allocationShares([]).size).toBe(0);
  });
});

describe('transactions: search, filters and pages', () => {
  const documented = toPortfolioTransactions(
    portfolioTransactionsResponse.parse(docs('portfolio-transactions.json')),
    1,
  );
  const tx = (
    id: string,
    type: string,
    coinId: string | null,
    note: string | null = null,
  ): PortfolioTransaction => ({
    id,
    type,
    date: '2026-11-01T00:00:00Z',
    coinId,
    symbol: coinId?.slice(0, 3).toUpperCase() ?? null,
    count: 1,
    totalWorth: 1,
    profitLoss: null,
    note,
    addresses: [],
  });
  const rows = [
    tx('1', 'Buy', 'bitcoin', 'DCA November'),
    tx('2', 'Sell', 'bitcoin'),
    tx('3', 'Buy', 'ethereum', 'from Kraken'),
    tx('4', 'Received', 'solana'),
    tx('5', 'Buy', null),
    ...documented,
  ];
  const ids = (list: PortfolioTransaction[]) => list.map((t) => t.id);

  it('reads the addresses the documented transaction names, so a search finds it by one', () => {
    expect(documented[0]?.addresses).toEqual([
      '0x8ac77cbf06b44ec918e4ed99698e83a0be222e0e',
      '0x42382d7853beb8d0ec968de4184a6a3c89cf6b5f',
    ]);
    expect(ids(filterTransactions(rows, { ...NO_FILTER, search: '0X42382D' }))).toEqual([documented[0]?.id]);
  });

  it('searches coin symbol and id and the note, case-insensitively', () => {
    expect(ids(filterTransactions(rows, { ...NO_FILTER, search: 'BIT' }))).toEqual(['1', '2']);
    expect(ids(filterTransactions(rows, { ...NO_FILTER, search: 'kraken' }))).toEqual(['3']);
    expect(ids(filterTransactions(rows, { ...NO_FILTER, search: 'pepe' }))).toEqual([documented[0]?.id]);
    expect(ids(filterTransactions(rows, { ...NO_FILTER, search: '  ' }))).toHaveLength(rows.length);
  });

  it('filters by type and coin together with the search', () => {
    expect(ids(filterTransactions(rows, { ...NO_FILTER, type: 'Buy' }))).toEqual(['1', '3', '5']);
    expect(ids(filterTransactions(rows, { ...NO_FILTER, type: 'Buy', coin: 'bitcoin' }))).toEqual(['1']);
    expect(ids(filterTransactions(rows, { search: 'dca', type: 'Sell', coin: 'bitcoin' }))).toEqual([]);
  });

  it('offers the types and coins present', () => {
    expect(typesOf(rows)).toEqual(['Buy', 'Received', 'Roll In', 'Sell']);
    expect(coinsOf(rows).map((c) => c.symbol)).toEqual(['BIT', 'ETH', 'PEPE', 'SOL']);
  });

  it('pages what matches, clamping a page past the end to the last', () => {
    expect(pageSpan(60, 1, 25)).toEqual({ page: 1, pages: 3, from: 0, to: 25 });
    expect(pageSpan(60, 3, 25)).toEqual({ page: 3, pages: 3, from: 50, to: 60 });
    expect(pageSpan(60, 9, 25)).toEqual({ page: 3, pages: 3, from: 50, to: 60 });
    expect(pageSpan(0, 2, 25)).toEqual({ page: 1, pages: 1, from: 0, to: 0 });
  });
});
