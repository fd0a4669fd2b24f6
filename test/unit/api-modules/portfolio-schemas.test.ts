import { describe, expect, it } from 'vitest';
import {
  portfolioChartResponse,
  portfolioCoinsResponse,
  portfolioListResponse,
  portfolioValueResponse,
  toChartPoints,
  toHoldings,
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

  it('refuses a point with a missing currency column', () => {
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
    expect(portfolioListResponse.parse([item])).toEqual([item]);
    expect(portfolioListResponse.parse({ result: [item] })).toEqual([item]);
  });
  it('refuses a type outside the reference list', () => {
    expect(portfolioListResponse.safeParse([{ ...item, portfolioType: 'spaceship' }]).success).toBe(false);
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
