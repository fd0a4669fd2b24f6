import { describe, expect, it } from 'vitest';
import type { ValuePoint } from '../../../../src/shared/domain/portfolio';
import { benchmarkReturn, impliedPrice, overlaySeries } from '../../../../src/shared/analytics/benchmarks';
import { timeWeightedReturn } from '../../../../src/shared/analytics/twr';

const at = (iso: string) => Date.parse(iso);
const point = (iso: string, usd: number, btc: number | null, eth: number | null): ValuePoint => ({
  t: at(iso),
  usd,
  btc,
  eth,
});

// A portfolio of 10,000 USD on 1 Jan: 0.25 BTC worth (BTC at 40,000) and 5 ETH worth (ETH at 2,000).
// On 1 Feb it is 12,000 USD = 0.24 BTC (BTC at 50,000, +25 %) = 4 ETH (ETH at 3,000, +50 %).
// On 15 Feb 10,000 USD more goes in: 22,000 USD = 0.44 BTC (50,000) = 7.333.. ETH (3,000).
const chart: ValuePoint[] = [
  point('2025-01-01T00:00:00Z', 10_000, 0.25, 5),
  point('2025-02-01T00:00:00Z', 12_000, 0.24, 4),
  point('2025-02-15T00:00:00Z', 12_000, 0.24, 4),
  point('2025-02-16T00:00:00Z', 22_000, 0.44, 22_000 / 3_000),
];

describe('BTC and ETH benchmarks from the value chart', () => {
  it("derives each coin's USD price as value in USD / value in the coin", () => {
    expect(impliedPrice(chart[0] as ValuePoint, 'btc')).toBe(40_000);
    expect(impliedPrice(chart[1] as ValuePoint, 'eth')).toBe(3_000);
    expect(impliedPrice(point('2025-01-01T00:00:00Z', 0, 0, 0), 'btc')).toBeNull();
    expect(impliedPrice(point('2025-01-01T00:00:00Z', 10, null, null), 'eth')).toBeNull();
  });

  it("gives the range's BTC and ETH returns, unmoved by the deposit", () => {
    const btc = benchmarkReturn(chart, 'btc', at('2025-01-01T00:00:00Z'), at('2025-02-16T00:00:00Z'));
    const eth = benchmarkReturn(chart, 'eth', null, at('2025-02-16T00:00:00Z'));
    // 50,000 / 40,000 - 1 = 0.25; 3,000 / 2,000 - 1 = 0.5
    expect(btc.value).toBeCloseTo(0.25, 12);
    expect(eth.value).toBeCloseTo(0.5, 12);
    expect(btc.formula).toContain('value in USD / value in BTC');
    expect(benchmarkReturn(chart.slice(0, 1), 'btc', null, at('2025-03-01T00:00:00Z')).value).toBeNull();
  });

  it('overlays portfolio, BTC and ETH from 0 %, the portfolio by its time-weighted return when given', () => {
    const byValue = overlaySeries(chart);
    expect(byValue.basis).toBe('value');
    expect(byValue.points[0]).toEqual({ t: at('2025-01-01T00:00:00Z'), portfolio: 0, btc: 0, eth: 0 });
    // By value, the deposit lifts the line: 22,000 / 10,000 - 1 = 1.2.
    expect(byValue.points[3]?.portfolio).toBeCloseTo(1.2, 12);

    const twr = timeWeightedReturn({
      range: 'all',
      now: at('2025-02-16T00:00:00Z'),
      plPoints: [
        { date: '2025-01-01T00:00:00Z', profitLoss: 2_000, profitLossPercent: 20 },
        { date: '2025-02-01T00:00:00Z', profitLoss: 0, profitLossPercent: 0 },
        { date: '2025-02-15T00:00:00Z', profitLoss: 0, profitLossPercent: 0 },
      ],
      valuePoints: chart,
    });
    const byTwr = overlaySeries(chart, twr.periods);
    expect(byTwr.basis).toBe('twr');
    // By TWR it stays at +20 % (2,000 / 10,000): the deposit is no gain.
    expect(byTwr.points.map((p) => p.portfolio)).toEqual(
      [0, 0.2, 0.2, 0.2].map((x) => expect.closeTo(x, 12)),
    );
    expect(byTwr.points[3]?.btc).toBeCloseTo(0.25, 12);
    expect(byTwr.points[3]?.eth).toBeCloseTo(0.5, 12);
  });
});
