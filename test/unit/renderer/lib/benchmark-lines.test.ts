import { describe, expect, it } from 'vitest';
import { benchmarkReturn } from '../../../../src/shared/analytics';
import type { ValuePoint } from '../../../../src/shared/domain/portfolio';
import { benchmarkLines } from '../../../../src/renderer/src/lib/benchmark-lines';

// Worked by hand: BTC at 50,000, then 60,000, then 44,000 USD (usd / btc); ETH at 2,000, 2,400, 2,200.
const points: ValuePoint[] = [
  { t: 1_000, usd: 1000, btc: 0.02, eth: 0.5 },
  { t: 2_000, usd: 1200, btc: 0.02, eth: 0.5 },
  { t: 3_000, usd: 1100, btc: 0.025, eth: 0.5 },
];
const values = (line: { value: number }[]) => line.map((p) => p.value);

describe('benchmarkLines', () => {
  it('draws the first value held in BTC and in ETH, in USD', () => {
    const lines = benchmarkLines(points, 'usd', 1);
    expect(values(lines.value)).toEqual([1000, 1200, 1100]);
    expect(values(lines.btc).map((v) => Math.round(v * 100) / 100)).toEqual([1000, 1200, 880]);
    expect(values(lines.eth).map((v) => Math.round(v * 100) / 100)).toEqual([1000, 1200, 1100]);
    expect(lines.change.value).toBeCloseTo(0.1, 10);
    expect(lines.change.btc).toBeCloseTo(-0.12, 10);
    expect(lines.change.eth).toBeCloseTo(0.1, 10);
    // The same figure analytics gives for BTC's return over the range.
    expect(lines.change.btc).toBeCloseTo(benchmarkReturn(points, 'btc', null, 3_000).value ?? NaN, 10);
  });

  it('draws in the base currency at its rate, and in BTC with BTC flat', () => {
    const eur = benchmarkLines(points, 'base', 0.9);
    expect(values(eur.value).map((v) => Math.round(v * 100) / 100)).toEqual([900, 1080, 990]);
    expect(values(eur.btc).map((v) => Math.round(v * 100) / 100)).toEqual([900, 1080, 792]);
    const inBtc = benchmarkLines(points, 'btc', null);
    expect(values(inBtc.value)).toEqual([0.02, 0.02, 0.025]);
    expect(values(inBtc.btc).map((v) => Math.round(v * 1e6) / 1e6)).toEqual([0.02, 0.02, 0.02]);
    // ETH in BTC: 0.04, 0.04, then 0.05 BTC per ETH.
    expect(values(inBtc.eth).map((v) => Math.round(v * 1e6) / 1e6)).toEqual([0.02, 0.02, 0.025]);
  });

  it('starts the lines at the first point worth something, and draws none without the coin columns', () => {
    const empty = benchmarkLines([{ t: 500, usd: 0, btc: 0, eth: 0 }, ...points], 'usd', 1);
    expect(empty.value).toHaveLength(4);
    expect(empty.btc[0]).toEqual({ t: 1_000, value: 1000 });
    expect(empty.change.value).toBeCloseTo(0.1, 10);
    const usdOnly = points.map((p) => ({ ...p, btc: null, eth: null }));
    const lines = benchmarkLines(usdOnly, 'usd', 1);
    expect(values(lines.value)).toEqual([1000, 1200, 1100]);
    expect(lines.btc).toEqual([]);
    expect(lines.eth).toEqual([]);
    // No rate for the base currency: nothing drawn rather than USD labelled as it.
    expect(benchmarkLines(points, 'base', null).value).toEqual([]);
  });
});
