import { describe, expect, it } from 'vitest';
import { countedHoldings, countedTotal } from '../../../../src/shared/analytics/likely-spam';
import type { Holding } from '../../../../src/shared/domain/portfolio';

const holding = (coinId: string, value: number, isFake?: boolean): Holding => ({
  coinId,
  symbol: coinId.toUpperCase(),
  name: coinId,
  icon: null,
  count: 1,
  price: value,
  value,
  priceChange24h: 1,
  priceChange1h: null,
  priceChange7d: null,
  profitAllTime: null,
  profitAllTimePercent: null,
  profit24h: null,
  profit24hPercent: null,
  profitUnrealized: null,
  profitRealized: null,
  averageBuy: null,
  averageSell: null,
  isFiat: false,
  ...(isFake === undefined ? {} : { isFake }),
});

// 1,000 in BTC, 3.50 in an airdropped look-alike the service flags, and an answer cached before the flag was kept.
const held = [holding('btc', 1000, false), holding('bonus', 3.5, true), holding('old', 20)];

describe('likely spam in the totals', () => {
  it('counts while the user keeps it in: nothing left out, the service total as it is', () => {
    const counted = countedHoldings(held, true);
    expect(counted.holdings.map((h) => h.coinId)).toEqual(['btc', 'bonus', 'old']);
    expect(counted).toMatchObject({ leftOut: [], leftOutValue: 0, flagged: 1 });
    expect(countedTotal(1023.5, counted)).toBe(1023.5);
  });

  it('leaves the flagged coins out, and their value out of the total, when the user chooses so', () => {
    const counted = countedHoldings(held, false);
    expect(counted.holdings.map((h) => h.coinId)).toEqual(['btc', 'old']);
    expect(counted.leftOut.map((h) => h.coinId)).toEqual(['bonus']);
    expect(countedTotal(1023.5, counted)).toBe(1020);
  });

  it('keeps the total unknown while it is, and whole while the holdings are not read', () => {
    expect(countedTotal(null, countedHoldings(held, false))).toBeNull();
    expect(countedTotal(1023.5, null)).toBe(1023.5);
  });
});
