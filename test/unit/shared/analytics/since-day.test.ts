import { describe, expect, it } from 'vitest';
import { changeSince } from '../../../../src/shared/analytics/since-day';

// Hand-worked: on the past day 2 BTC at 30,000 (60,000) and 10 ETH at 2,000 (20,000) and 100 DOGE at 0.1 (10);
// today 3 BTC at 40,000 (120,000), 10 ETH at 1,500 (15,000), 50 SOL at 100 (5,000), no DOGE.
//   BTC: change 60,000 = price 2 x 10,000 = 20,000 + quantity 1 x 40,000 = 40,000
//   ETH: change -5,000 = price 10 x -500 = -5,000 + quantity 0
//   SOL: change 5,000 = price 0 + quantity 50 x 100 = 5,000
//   DOGE: change -10 = price 0 (no price today) + quantity -10

const then = [
  { symbol: 'BTC', quantity: 2, valueUsd: 60_000, priceUsd: 30_000 },
  { symbol: 'ETH', quantity: 10, valueUsd: 20_000, priceUsd: 0 },
  { symbol: 'DOGE', quantity: 100, valueUsd: 10, priceUsd: null },
];
const now = [
  { symbol: 'btc', count: 3, price: 40_000, value: 120_000 },
  { symbol: 'ETH', count: 10, price: 1_500, value: 15_000 },
  { symbol: 'SOL', count: 50, price: 100, value: 5_000 },
];

describe('changeSince', () => {
  it("splits each coin's change into its price move and its quantity move", () => {
    const result = changeSince(then, now);
    const by = Object.fromEntries(result.coins.map((c) => [c.symbol, c]));
    expect(by.BTC).toMatchObject({ change: 60_000, priceMove: 20_000, quantityMove: 40_000 });
    expect(by.ETH).toMatchObject({ change: -5_000, priceMove: -5_000, quantityMove: 0 });
    expect(by.SOL).toMatchObject({ change: 5_000, priceMove: 0, quantityMove: 5_000, quantityThen: 0 });
    expect(by.DOGE).toMatchObject({ change: -10, priceMove: 0, quantityMove: -10, quantityNow: 0 });
    expect(result.coins.map((c) => c.symbol)).toEqual(['BTC', 'ETH', 'SOL', 'DOGE']);
  });

  it('adds up: the moves make the change, then and now make the totals', () => {
    const result = changeSince(then, now);
    expect(result).toMatchObject({ valueThen: 80_010, valueNow: 140_000, change: 59_990 });
    expect(result.priceMove + result.quantityMove).toBeCloseTo(result.change, 9);
    expect(result.priceMove).toBe(15_000);
  });

  it("counts no quantity move for a coin whose amount did not change, though the service's figures are rounded", () => {
    // 17.284906 x 895.5 = 15,478.63, where the service says 15,479.50: the 0.87 belongs to no trade.
    const { coins } = changeSince(
      [{ symbol: 'BNB', quantity: 17.284906, valueUsd: 16_696.38, priceUsd: null }],
      [{ symbol: 'BNB', count: 17.284906, price: 895.5, value: 15_479.5 }],
    );
    expect(coins[0]?.quantityMove).toBe(0);
    expect(coins[0]?.priceMove).toBeCloseTo(-1_216.88, 2);
  });

  it('says nothing moved when nothing is held either day', () => {
    expect(changeSince([], [])).toEqual({
      coins: [],
      valueThen: 0,
      valueNow: 0,
      change: 0,
      quantityMove: 0,
      priceMove: 0,
    });
  });
});
