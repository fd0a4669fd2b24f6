import { describe, expect, it } from 'vitest';
import type { Holding, PortfolioTransaction } from '../../../../../src/shared/domain/portfolio';
import { allocationShares } from '../../../../../src/renderer/src/views/portfolios/holding-figures';
import {
  coinsOf,
  filterTransactions,
  NO_FILTER,
  pageSpan,
  typesOf,
} from '../../../../../src/renderer/src/lib/transaction-filters';

// Per-coin figures of the holdings (the service's, in the shown currency, and each coin's share) and the
// search, filters and pages over the transactions read.

const holding = (coinId: string, value: number): Holding =>
  ({ coinId, value, symbol: coinId.toUpperCase(), name: coinId }) as Holding;

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
  // As the documented example reads (test/unit/api-modules/portfolio-coin-figures.test.ts): a PEPE roll-in.
  const documented: PortfolioTransaction[] = [
    {
      id: '1:0:2025-08-28T08:35:50.384Z',
      type: 'Roll In',
      date: '2025-08-28T08:35:50.384Z',
      coinId: 'pepe',
      symbol: 'PEPE',
      count: 596062,
      totalWorth: 6.06791116,
      profitLoss: -0.21637050600000052,
      note: null,
      addresses: ['0x8ac77cbf06b44ec918e4ed99698e83a0be222e0e', '0x42382d7853beb8d0ec968de4184a6a3c89cf6b5f'],
    },
  ];
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

  it('finds a transaction by one of its addresses', () => {
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
