import { describe, expect, it } from 'vitest';
import type { Holding } from '../../../../src/shared/domain/portfolio';
import {
  allocation,
  MOST_NAMED_SLICES,
  change24h,
  coinAllocation,
  portfolioAllocation,
  topMovers,
} from '../../../../src/shared/analytics/home';

const holding = (coinId: string, value: number, priceChange24h: number | null, isFiat = false): Holding => ({
  coinId,
  symbol: coinId.slice(0, 3).toUpperCase(),
  name: coinId,
  icon: null,
  count: 1,
  price: value,
  value,
  priceChange24h,
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
  isFiat,
});

describe('allocation', () => {
  it('combines the coins below the share into "other", largest first', () => {
    // Total 1,000: BTC 600 (60 %), ETH 370 (37 %), ADA 20 (2 %), DOT 10 (1 %); below 3 %: ADA and DOT -> other 30.
    const slices = coinAllocation(
      [
        holding('ethereum', 370, 1),
        holding('cardano', 20, 1),
        holding('bitcoin', 600, 1),
        holding('polkadot', 10, 1),
      ],
      0.03,
    );
    expect(slices.map((s) => [s.key, s.value, s.share])).toEqual([
      ['bitcoin', 600, 0.6],
      ['ethereum', 370, 0.37],
      ['other', 30, 0.03],
    ]);
    expect(slices[2]?.members).toEqual(['cardano', 'polkadot']);
  });

  it('keeps a lone small item by name, adds up the same coin, and leaves out worthless ones', () => {
    const slices = allocation(
      [
        { key: 'btc', label: 'BTC', value: 95 },
        { key: 'dust', label: 'DUST', value: 1 },
        { key: 'btc', label: 'BTC', value: 4 },
        { key: 'gone', label: 'GONE', value: 0 },
      ],
      0.02,
    );
    expect(slices.map((s) => [s.key, s.value])).toEqual([
      ['btc', 99],
      ['dust', 1],
    ]);
    expect(allocation([{ key: 'x', label: 'X', value: 0 }])).toEqual([]);
  });

  it('names at most eight slices, however many clear the share, so no two named slices share a colour', () => {
    // Twelve coins worth 12..1 (total 78): every one is at least 1 % of the total.
    const items = Array.from({ length: 12 }, (_, i) => ({ key: `c${i}`, label: `C${i}`, value: 12 - i }));
    const slices = allocation(items, 0.01);
    expect(MOST_NAMED_SLICES).toBe(8);
    expect(slices.map((s) => s.key)).toEqual(['c0', 'c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7', 'other']);
    expect(slices[8]?.members).toEqual(['c8', 'c9', 'c10', 'c11']);
    expect(slices[8]?.value).toBe(4 + 3 + 2 + 1);
    // Nine that clear the share: the ninth alone would be an "other" of one, so it keeps its name.
    expect(allocation(items.slice(0, 9), 0.01).map((s) => s.key)).toHaveLength(9);
    expect(allocation(items.slice(0, 9), 0.01).some((s) => s.key === 'other')).toBe(false);
  });

  it('by portfolio', () => {
    const slices = portfolioAllocation([
      { portfolioId: 'a', portfolioName: 'Long-term', value: 300 },
      { portfolioId: 'b', portfolioName: 'Binance', value: 100 },
      { portfolioId: 'c', portfolioName: 'Empty', value: null },
    ]);
    expect(slices.map((s) => [s.label, s.share])).toEqual([
      ['Long-term', 0.75],
      ['Binance', 0.25],
    ]);
  });
});

describe('top movers over 24 h', () => {
  it('lists the biggest gainers and losers among holdings, leaving out dust, fiat and unknown changes', () => {
    const movers = topMovers(
      [
        holding('bitcoin', 500, 2),
        holding('ethereum', 300, -4),
        holding('solana', 200, 9),
        holding('dogecoin', 0.5, 40),
        holding('FiatCoinUSD', 100, 0.1, true),
        holding('cardano', 50, null),
        holding('polkadot', 50, -1),
      ],
      2,
    );
    expect(movers.gainers.map((m) => [m.coinId, m.change])).toEqual([
      ['solana', 9],
      ['bitcoin', 2],
    ]);
    expect(movers.losers.map((m) => m.coinId)).toEqual(['ethereum', 'polkadot']);
  });
});

describe("the total's 24 h change", () => {
  it('divides each holding back to its value a day ago', () => {
    // BTC 110 after +10 %: 100 before. ETH 80 after -20 %: 100 before. Total 190 from 200: -10, -5 %.
    const change = change24h([holding('bitcoin', 110, 10), holding('ethereum', 80, -20)]);
    expect(change.total).toBe(190);
    expect(change.before).toBeCloseTo(200, 9);
    expect(change.money).toBeCloseTo(-10, 9);
    expect(change.percent).toBeCloseTo(-5, 9);
    expect(change.unknown).toEqual([]);
  });

  it('counts a coin without a change, or one that lost everything, as unchanged and names it', () => {
    // The -100 % coin is worth 0 now and there is no price to divide back to: counted as 0 before, named.
    const change = change24h([holding('bitcoin', 100, 0), holding('rug', 0, -100), holding('new', 50, null)]);
    expect(change.money).toBe(0);
    expect(change.percent).toBe(0);
    expect(change.unknown).toEqual(['rug', 'new']);
    expect(change24h([]).percent).toBeNull();
  });
});
