import { describe, expect, it } from 'vitest';
import { realizedGains, type LotTransaction, type LotsReport } from '../../../../src/shared/analytics/lots';
import {
  DISPOSAL_COLUMNS,
  gainSummary,
  reconcileRealized,
} from '../../../../src/shared/analytics/lots-report';
import { toCsv } from '../../../../src/shared/csv';
import { positionsAt } from '../../../../src/sandbox/data/portfolio-math';
import { createWorld } from '../../../../src/sandbox/data/world';
import { seededStart } from '../../../../src/sandbox/core/clock';
import type { PortfolioTx } from '../../../../src/sandbox/data/portfolios';
import { parseCsv } from '../../../support/csv-parse';

const ok = (result: ReturnType<typeof realizedGains>): LotsReport => {
  if (!result.ok) throw new Error(result.message);
  return result;
};

/** A sandbox transaction as the client's domain type holds it: a sale's amount and worth negative. */
const asListed = (t: PortfolioTx): LotTransaction => {
  const sign = t.type === 'Buy' || t.type === 'Received' ? 1 : -1;
  return {
    id: t.id,
    type: t.type,
    date: new Date(t.date).toISOString(),
    coinId: t.coinId,
    count: sign * t.count,
    totalWorth: sign * t.count * t.priceUsd,
  };
};

/** FIFO written the plainest way, apart from the app: per coin a list of [count, unit price], sold from the front. */
function naiveFifo(txs: readonly PortfolioTx[]): number {
  const lots = new Map<string, [number, number][]>();
  let gain = 0;
  for (const t of [...txs].sort((a, b) => a.date - b.date)) {
    const list = lots.get(t.coinId) ?? [];
    lots.set(t.coinId, list);
    if (t.type === 'Buy') {
      list.push([t.count, t.priceUsd]);
      continue;
    }
    let left = t.count;
    while (left > 1e-12) {
      const first = list[0];
      if (!first) throw new Error('sold more than bought');
      const used = Math.min(first[0], left);
      gain += used * (t.priceUsd - first[1]);
      first[0] -= used;
      left -= used;
      if (first[0] <= 1e-12) list.shift();
    }
  }
  return gain;
}

function seededManual(seed: number) {
  const now = seededStart(seed);
  const world = createWorld(seed, now);
  const portfolio = world.portfolios.find((p) => p.owner === 'premium' && p.portfolioType === 'manual');
  if (!portfolio) throw new Error('no seeded manual portfolio');
  return { now, txs: portfolio.transactions };
}

describe('the realized-gains report', () => {
  const txs: LotTransaction[] = [
    { id: 'b1', type: 'Buy', date: '2023-03-01T00:00:00Z', coinId: 'bitcoin', count: 1, totalWorth: 100 },
    { id: 'b2', type: 'Buy', date: '2023-03-01T00:00:00Z', coinId: 'ethereum', count: 10, totalWorth: 1000 },
    { id: 's1', type: 'Sell', date: '2023-12-01T00:00:00Z', coinId: 'bitcoin', count: -0.5, totalWorth: -80 },
    { id: 's2', type: 'Sell', date: '2024-06-01T00:00:00Z', coinId: 'bitcoin', count: -0.5, totalWorth: -40 },
    { id: 's3', type: 'Sell', date: '2024-06-01T00:00:00Z', coinId: 'ethereum', count: -5, totalWorth: -700 },
  ];

  it('sums proceeds, cost and gain per year and per coin', () => {
    // 2023: s1 80 - 50 = +30 (short). 2024: s2 40 - 50 = -10 (long, 458 days), s3 700 - 500 = +200 (long).
    const summary = gainSummary(ok(realizedGains(txs, { method: 'fifo' })).disposals);
    expect(summary.byYear).toEqual([
      { year: 2023, proceeds: 80, costBasis: 50, gain: 30, shortGain: 30, longGain: 0, disposals: 1 },
      { year: 2024, proceeds: 740, costBasis: 550, gain: 190, shortGain: 0, longGain: 190, disposals: 2 },
    ]);
    expect(summary.byCoin.map((c) => [c.coinId, c.gain])).toEqual([
      ['bitcoin', 20],
      ['ethereum', 200],
    ]);
    expect(summary.total.gain).toBe(220);
  });

  it('exports one CSV row per disposal', () => {
    const report = ok(realizedGains(txs, { method: 'fifo' }));
    const rows = parseCsv(toCsv(DISPOSAL_COLUMNS, report.disposals, { style: 'iso', locale: 'en-US' }));
    expect(rows[0]).toEqual([
      'Transaction',
      'Coin',
      'Sold',
      'Acquired (first lot)',
      'Acquired (last lot)',
      'Amount',
      'Proceeds',
      'Cost basis',
      'Gain',
      'Term',
      'Fee',
    ]);
    expect(rows.slice(1).map((r) => [r[0], r[8], r[9]])).toEqual([
      ['s1', '30', 'short'],
      ['s2', '-10', 'long'],
      ['s3', '200', 'long'],
    ]);
  });

  it("explains a difference from the service's realized P/L rather than hiding it", () => {
    const report = ok(realizedGains(txs, { method: 'lifo' }));
    const averaged = gainSummary(ok(realizedGains(txs, { method: 'average' })).disposals).total.gain;
    const same = reconcileRealized(
      txs,
      { method: 'average' },
      ok(realizedGains(txs, { method: 'average' })),
      averaged,
    );
    expect(same).toMatchObject({ agrees: true, explanation: [] });
    // With the service 15 above the average-cost total: LIFO's share and a rest of -15 are both named.
    const apart = reconcileRealized(txs, { method: 'lifo' }, report, averaged + 15);
    expect(apart.agrees).toBe(false);
    expect(apart.difference).toBeCloseTo(apart.ours - averaged - 15, 9);
    expect(apart.explanation.join(' ')).toMatch(/-15\.00 remains with average cost/);
    // Two buys at 100 and 300, half sold for 250: FIFO cost 100 (gain 150), average cost 200 (gain 50); the
    // service's 50 is met by average cost, so the whole 100 is the method's.
    const two: LotTransaction[] = [
      { id: 'p1', type: 'Buy', date: '2024-01-01', coinId: 'bitcoin', count: 1, totalWorth: 100 },
      { id: 'p2', type: 'Buy', date: '2024-02-01', coinId: 'bitcoin', count: 1, totalWorth: 300 },
      { id: 'p3', type: 'Sell', date: '2024-03-01', coinId: 'bitcoin', count: -1, totalWorth: -250 },
    ];
    const byMethod = reconcileRealized(
      two,
      { method: 'fifo' },
      ok(realizedGains(two, { method: 'fifo' })),
      50,
    );
    expect(byMethod).toMatchObject({ ours: 150, averageCost: 50, difference: 100, agrees: false });
    expect(byMethod.explanation).toEqual([expect.stringMatching(/^The lot method accounts for 100\.00/)]);
  });

  it('agrees with a plain FIFO written apart from the app, to 1e-6, on the seeded manual portfolio', () => {
    const { txs: seeded } = seededManual(11);
    expect(seeded.some((t) => t.type === 'Sell')).toBe(true);
    const ours = gainSummary(ok(realizedGains(seeded.map(asListed), { method: 'fifo' })).disposals).total
      .gain;
    expect(Math.abs(ours - naiveFifo(seeded))).toBeLessThan(1e-6);
  });

  it("matches the sandbox's own average-cost realized P/L for the same portfolio", () => {
    const { now, txs: seeded } = seededManual(11);
    let service = 0;
    for (const position of positionsAt(seeded, now).values()) service += position.realized;
    const report = ok(realizedGains(seeded.map(asListed), { method: 'average' }));
    const check = reconcileRealized(seeded.map(asListed), { method: 'average' }, report, service, 1e-6);
    expect(check.agrees).toBe(true);
  });
});
