import { describe, expect, it } from 'vitest';
import {
  portfolioChartResponse,
  portfolioCoinsResponse,
  portfolioListResponse,
  portfolioTransactionsResponse,
  portfolioValueResponse,
  toChartPoints,
  toHoldings,
  toPortfolioTransactions,
  toPortfolioValue,
} from '../../../src/main/api/schemas/portfolio';

describe('portfolio chart timestamps', () => {
  const sec = 1_755_864_000; // 2025-08-22 in seconds
  const ms = sec * 1000;

  it('reads a seconds timestamp and a milliseconds timestamp as the same instant', () => {
    const fromSeconds = toChartPoints(portfolioChartResponse.parse({ result: [[sec, 100, 0.001, 0.03]] }));
    const fromMs = toChartPoints(portfolioChartResponse.parse({ result: [[ms, 100, 0.001, 0.03]] }));
    expect(fromSeconds[0]?.t).toBe(ms);
    expect(fromMs[0]?.t).toBe(ms);
    expect(new Date(fromSeconds[0]?.t ?? 0).toISOString()).toBe('2025-08-22T12:00:00.000Z');
  });

  it('reads the guide page’s [timestamp, value] points as USD, with no BTC or ETH figures', () => {
    // coinstats.app/docs/portfolio/portfolio-chart (also coinstats.app/api-docs/portfolio/portfolio-chart): "each
    // sub-array contains [timestamp, value]"; the first four points of its example, as stored (the copy is cut).
    // The API reference (get-portfolio-chart) shows four columns; the app reads either.
    const guide = {
      result: [
        [1701388800000, 125430.52],
        [1701475200000, 128945.76],
        [1701561600000, 126780.44],
        [1701648000000, 130205.18],
      ],
    };
    const points = toChartPoints(portfolioChartResponse.parse(guide));
    expect(points[0]).toEqual({ t: 1701388800000, usd: 125430.52, btc: null, eth: null });
    expect(points.map((p) => p.usd)).toEqual([125430.52, 128945.76, 126780.44, 130205.18]);
    // One column is not a point.
    expect(portfolioChartResponse.safeParse({ result: [[1701388800000]] }).success).toBe(false);
  });

  it('keeps USD, BTC and ETH of every point, oldest first', () => {
    const points = toChartPoints(
      portfolioChartResponse.parse({
        result: [
          [ms + 60_000, 2, 0.2, 0.02],
          [ms, 1, 0.1, 0.01],
        ],
      }),
    );
    expect(points).toEqual([
      { t: ms, usd: 1, btc: 0.1, eth: 0.01 },
      { t: ms + 60_000, usd: 2, btc: 0.2, eth: 0.02 },
    ]);
  });

  it('refuses a point with one currency column missing: neither documented form', () => {
    expect(portfolioChartResponse.safeParse({ result: [[ms, 1, 2]] }).success).toBe(false);
  });
});

describe('portfolio value', () => {
  it('requires the three percentages and leaves missing amounts null', () => {
    expect(portfolioValueResponse.safeParse({ totalValue: 5 }).success).toBe(false);
    const wire = portfolioValueResponse.parse({
      unrealizedProfitLossPercent: 12.5,
      realizedProfitLossPercent: 5,
      allTimeProfitLossPercent: 17.5,
      totalValue: 12500.75,
      addedLater: 'tolerated',
    });
    const value = toPortfolioValue(wire, 'EUR');
    expect(value.currency).toBe('EUR');
    expect(value.totalValue).toBe(12500.75);
    expect(value.defiValue).toBeNull();
    expect(value.allTimeProfitLossPercent).toBe(17.5);
  });
});

describe('portfolio list', () => {
  const item = { portfolioId: 'p1', portfolioName: 'Main', portfolioType: 'manual' };
  it('accepts a bare array and the result envelope', () => {
    const read = { rows: [item], skipped: 0, issues: [] };
    expect(portfolioListResponse.parse([item])).toEqual(read);
    expect(portfolioListResponse.parse({ result: [item] })).toEqual(read);
    // Cached answers are stored parsed and parsed again when served.
    expect(portfolioListResponse.parse(read)).toEqual(read);
  });
  it('reads a type the app does not know as itself: the set is open', () => {
    expect(portfolioListResponse.parse([{ ...item, portfolioType: 'defi-vault' }]).rows).toEqual([
      { ...item, portfolioType: 'defi-vault' },
    ]);
  });
});

describe('portfolio holdings', () => {
  const wire = portfolioCoinsResponse.parse({
    result: [
      {
        count: 2,
        coin: { identifier: 'bitcoin', symbol: 'BTC', name: 'Bitcoin', icon: null, priceChange24h: 1.5 },
        price: { USD: 50_000, BTC: 1, ETH: 20 },
        profit: { allTime: { USD: 10_000, BTC: 0.2, ETH: 4 } },
        profitPercent: { allTime: { USD: 11, BTC: 0, ETH: 0 } },
      },
    ],
  });

  it('prices holdings in BTC and ETH from the service and in other currencies by the USD rate', () => {
    expect(toHoldings(wire, 'USD', 1)[0]).toMatchObject({
      price: 50_000,
      value: 100_000,
      profitAllTime: 10_000,
    });
    expect(toHoldings(wire, 'BTC', 1)[0]).toMatchObject({ price: 1, value: 2, profitAllTime: 0.2 });
    expect(toHoldings(wire, 'EUR', 0.9)[0]).toMatchObject({
      price: 45_000,
      value: 90_000,
      profitAllTime: 9_000,
    });
    expect(toHoldings(wire, 'EUR', 0.9)[0]?.profitAllTimePercent).toBe(11);
  });
});

describe('lists read row by row', () => {
  const row = (id: string, count: unknown = 1) => ({
    count,
    coin: { identifier: id, symbol: id.toUpperCase(), name: id, icon: null, priceChange24h: 0 },
    price: { USD: 10, BTC: 0.001, ETH: 0.01 },
    averageBuy: { allTime: { USD: 8, BTC: 0.0008, ETH: 0.008 } },
  });

  it('drops a malformed row, keeps the others and counts it with its issue', () => {
    const wire = portfolioCoinsResponse.parse({ result: [row('a'), row('b', 'lots'), row('c')] });
    expect(toHoldings(wire, 'USD', 1).map((h) => h.coinId)).toEqual(['a', 'c']);
    expect(wire.result.skipped).toBe(1);
    expect(wire.result.issues).toEqual([{ path: '1.count', message: expect.stringContaining('number') }]);
  });

  it('keeps the count when the cached answer is parsed again', () => {
    const first = portfolioCoinsResponse.parse({ result: [row('a'), { coin: null }] });
    const again = portfolioCoinsResponse.parse(JSON.parse(JSON.stringify(first)));
    expect(again).toEqual(first);
    expect(again.result.skipped).toBe(1);
  });

  it('refuses an answer that is entirely wrong: not a list, no result, or no row readable', () => {
    expect(portfolioCoinsResponse.safeParse({ result: 'none' }).success).toBe(false);
    expect(portfolioCoinsResponse.safeParse({ data: [row('a')] }).success).toBe(false);
    expect(portfolioCoinsResponse.safeParse({ result: [{ count: 'x' }, { count: 'y' }] }).success).toBe(
      false,
    );
    expect(portfolioCoinsResponse.parse({ result: [] }).result).toEqual({ rows: [], skipped: 0, issues: [] });
  });

  it('reads the average buy price in the shown currency', () => {
    const wire = portfolioCoinsResponse.parse({ result: [row('a')] });
    expect(toHoldings(wire, 'EUR', 0.5)[0]).toMatchObject({ averageBuy: 4, averageSell: null });
  });
});

describe('portfolio transaction notes', () => {
  const tx = { transactionType: 'Buy', date: '2025-08-28T08:35:50.384Z' };
  it('reads the documented object form { name, icon } and the older string form', () => {
    const wire = portfolioTransactionsResponse.parse({
      data: [
        { ...tx, note: { name: 'DCA', icon: 'https://static.coinstats.app/x.png' } },
        { ...tx, note: 'plain' },
        tx,
      ],
    });
    expect(toPortfolioTransactions(wire, 1).map((t) => t.note)).toEqual(['DCA', 'plain', null]);
  });
});
