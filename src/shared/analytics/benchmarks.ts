// BTC and ETH as benchmarks, at no extra read: each value-chart point gives the portfolio's worth in USD and in BTC
// (and ETH), so USD per BTC at that instant is usd / btc. A point with no BTC column, or a zero worth, says nothing
// about the price and is skipped.
import type { ValuePoint } from '../domain/portfolio';
import type { SubPeriod } from './twr';
import { orderedPoints } from './value-lookup';

export type BenchmarkCoin = 'btc' | 'eth';

/** USD price of the coin at a chart point: portfolio value in USD / the same value in the coin; null if unknown. */
export function impliedPrice(point: ValuePoint, coin: BenchmarkCoin): number | null {
  const inCoin = point[coin];
  if (inCoin === null || !Number.isFinite(inCoin) || inCoin <= 0 || !(point.usd > 0)) return null;
  return point.usd / inCoin;
}

export interface BenchmarkReturn {
  coin: BenchmarkCoin;
  /** Price change over the range (0.1 = +10 %); null when fewer than two points carry the price. */
  value: number | null;
  startPrice: number | null;
  endPrice: number | null;
  startAt: number | null;
  endAt: number | null;
  formula: string;
}

/** The coin's return between the first and last chart points in [from, to] that carry its price. */
export function benchmarkReturn(
  points: readonly ValuePoint[],
  coin: BenchmarkCoin,
  from: number | null,
  to: number,
): BenchmarkReturn {
  const chart = orderedPoints(points);
  let first: { at: number; price: number } | null = null;
  let last: { at: number; price: number } | null = null;
  for (const p of chart) {
    if ((from !== null && p.t < from) || p.t > to) continue;
    const price = impliedPrice(p, coin);
    if (price === null) continue;
    first ??= { at: p.t, price };
    last = { at: p.t, price };
  }
  const both = first && last && last.at > first.at;
  return {
    coin,
    value: both && first && last ? last.price / first.price - 1 : null,
    startPrice: first?.price ?? null,
    endPrice: last?.price ?? null,
    startAt: first?.at ?? null,
    endAt: last?.at ?? null,
    formula: `price = value in USD / value in ${coin.toUpperCase()}; return = end price / start price - 1`,
  };
}

export interface OverlayPoint {
  t: number;
  /** Each line's change since the first point (0 = the start); null where its figure is unknown. */
  portfolio: number | null;
  btc: number | null;
  eth: number | null;
}

/**
 * The portfolio against BTC and ETH, all starting at 0 %. The portfolio's line is its chained time-weighted return
 * when the sub-periods are given (deposits do not lift it), else its value's change, which deposits do lift.
 */
export function overlaySeries(
  points: readonly ValuePoint[],
  periods?: readonly SubPeriod[],
): { basis: 'twr' | 'value'; points: OverlayPoint[] } {
  const chart = orderedPoints(points);
  const basePrice = { btc: null as number | null, eth: null as number | null };
  const firstValue = chart.find((p) => p.usd > 0)?.usd ?? null;
  const ends = periods ? [...periods].sort((a, b) => a.end - b.end) : null;
  let period = -1;
  let started = false;
  const out: OverlayPoint[] = [];
  for (const p of chart) {
    const line = (coin: BenchmarkCoin) => {
      const price = impliedPrice(p, coin);
      if (price === null) return null;
      basePrice[coin] ??= price;
      return price / basePrice[coin] - 1;
    };
    let portfolio: number | null;
    if (ends) {
      // The cumulative return of the last sub-period ended by this point; 0 before the first one ends.
      while ((ends[period + 1]?.end ?? Infinity) <= p.t) period++;
      portfolio = period >= 0 ? (ends[period]?.cumulative ?? null) : 0;
    } else {
      started ||= p.usd > 0;
      portfolio = started && firstValue !== null ? p.usd / firstValue - 1 : null;
    }
    out.push({ t: p.t, portfolio, btc: line('btc'), eth: line('eth') });
  }
  return { basis: ends ? 'twr' : 'value', points: out };
}
