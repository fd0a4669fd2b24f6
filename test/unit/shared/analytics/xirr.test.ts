import { describe, expect, it } from 'vitest';
import { xirr, XIRR_MAX_ITERATIONS, type CashFlow } from '../../../../src/shared/analytics/xirr';
import {
  flowsFromTransactions,
  moneyWeightedReturn,
  moneyWeightedReturnOf,
  type FlowTransaction,
} from '../../../../src/shared/analytics/mwr';
import { valueUsdAt } from '../../../../src/sandbox/data/portfolio-math';
import { createWorld } from '../../../../src/sandbox/data/world';
import { seededStart } from '../../../../src/sandbox/core/clock';

const at = (iso: string) => Date.parse(iso);
const DAY = 86_400_000;

/**
 * A spreadsheet's XIRR, written here from its definition and nothing else: NPV(r) = sum of amount / (1 + r) ^
 * (days since the first flow / 365), and r found by halving [-0.99, 10] until NPV changes sign within 1e-13.
 */
function spreadsheetXirr(flows: readonly CashFlow[]): number {
  const first = Math.min(...flows.map((f) => f.at));
  const npv = (r: number) =>
    flows.reduce((s, f) => s + f.amount / (1 + r) ** ((f.at - first) / DAY / 365), 0);
  let lo = -0.99;
  let hi = 10;
  if (Math.sign(npv(lo)) === Math.sign(npv(hi))) throw new Error('the reference needs a sign change');
  while (hi - lo > 1e-13) {
    const mid = (lo + hi) / 2;
    if (Math.sign(npv(mid)) === Math.sign(npv(lo))) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

const rateOf = (flows: CashFlow[]) => {
  const result = xirr(flows);
  if (!result.ok) throw new Error(result.message);
  return result.rate;
};

describe('XIRR', () => {
  it('is 10 % for 100 in and 110 out a 365-day year later', () => {
    expect(
      rateOf([
        { at: at('2023-01-01T00:00:00Z'), amount: -100 },
        { at: at('2024-01-01T00:00:00Z'), amount: 110 },
      ]),
    ).toBeCloseTo(0.1, 12);
  });

  it('counts a leap year as 366/365 of a year', () => {
    // 2024 has 366 days: 110 = 100 x (1 + r) ^ (366 / 365), r = 1.1 ^ (365 / 366) - 1 = 0.0997...
    const rate = rateOf([
      { at: at('2024-01-01T00:00:00Z'), amount: -100 },
      { at: at('2025-01-01T00:00:00Z'), amount: 110 },
    ]);
    expect(rate).toBeCloseTo(1.1 ** (365 / 366) - 1, 12);
    expect(rate).toBeLessThan(0.1);
  });

  it('says why it cannot compute instead of showing a number', () => {
    expect(xirr([])).toMatchObject({ ok: false, reason: 'no-flows' });
    const oneWay = xirr([
      { at: 0, amount: -100 },
      { at: DAY, amount: -50 },
    ]);
    expect(oneWay).toMatchObject({ ok: false, reason: 'no-sign-change' });
    expect(!oneWay.ok && oneWay.message).toMatch(/all go one way/);
    // 100 out, 100 in a year later, 100 out the year after: 100 - 100v + 100v^2 > 0 for every v, so no rate.
    const none = xirr([
      { at: at('2023-01-01T00:00:00Z'), amount: 100 },
      { at: at('2024-01-01T00:00:00Z'), amount: -100 },
      { at: at('2025-01-01T00:00:00Z'), amount: 100 },
    ]);
    expect(none).toMatchObject({ ok: false, reason: 'no-convergence' });
    expect(none.iterations).toBeLessThanOrEqual(XIRR_MAX_ITERATIONS);
  });

  it('converges within 100 evaluations for 10,000 flows, to the rate they were built from', () => {
    // Flows with alternating deposits and withdrawals over ~27 years, closed by the value that makes NPV at 7 %
    // exactly 0: the rate must come back as 7 %.
    const start = at('2000-01-01T00:00:00Z');
    const target = 0.07;
    const flows: CashFlow[] = [];
    let npv = 0;
    for (let i = 0; i < 9_999; i++) {
      const amount = i % 3 === 2 ? 40 + (i % 7) : -(100 + (i % 11) * 10);
      const t = start + i * DAY;
      flows.push({ at: t, amount });
      npv += amount / (1 + target) ** ((t - start) / DAY / 365);
    }
    const endAt = start + 10_000 * DAY;
    flows.push({ at: endAt, amount: -npv * (1 + target) ** ((endAt - start) / DAY / 365) });
    const result = xirr(flows);
    expect(result.ok).toBe(true);
    expect(result.iterations).toBeLessThanOrEqual(XIRR_MAX_ITERATIONS);
    expect(result.ok && result.rate).toBeCloseTo(target, 9);
  });

  it('agrees with the spreadsheet definition to 1e-6 on the seeded manual portfolio', () => {
    // The sandbox's seeded Free manual portfolio: its buys and sells as the service lists them (sells with a
    // negative worth), and its value now as the sandbox computes it, independently of the app.
    const seed = 11;
    const now = seededStart(seed);
    const world = createWorld(seed, now);
    const portfolio = world.portfolios.find((p) => p.owner === 'free' && p.portfolioType === 'manual');
    if (!portfolio) throw new Error('no seeded manual portfolio');
    const txs: FlowTransaction[] = portfolio.transactions.map((tx) => ({
      id: tx.id,
      type: tx.type,
      date: new Date(tx.date).toISOString(),
      totalWorth: (tx.type === 'Sell' ? -1 : 1) * tx.count * tx.priceUsd,
    }));
    const endValue = valueUsdAt(world, portfolio.transactions, now);
    const mwr = moneyWeightedReturnOf(txs, { from: null, startValue: null, to: now, endValue });
    if (!mwr.ok) throw new Error(mwr.message);
    const reference = spreadsheetXirr([
      ...portfolio.transactions.map((tx) => ({
        at: tx.date,
        amount: (tx.type === 'Buy' ? -1 : 1) * tx.count * tx.priceUsd,
      })),
      { at: now, amount: endValue },
    ]);
    expect(Math.abs(mwr.annualRate - reference)).toBeLessThan(1e-6);
  });
});

describe('money-weighted return from transactions', () => {
  it('puts buys and transfers in as money in, sells and transfers out as money out, whatever the sign sent', () => {
    const txs: FlowTransaction[] = [
      { id: 'a', type: 'Buy', date: '2025-01-01T00:00:00Z', totalWorth: 100 },
      { id: 'b', type: 'Sell', date: '2025-02-01T00:00:00Z', totalWorth: -30 },
      { id: 'c', type: 'Received', date: '2025-03-01T00:00:00Z', totalWorth: 20 },
      { id: 'd', type: 'Sent', date: '2025-04-01T00:00:00Z', totalWorth: 10 },
      { id: 'e', type: 'Swap', date: '2025-05-01T00:00:00Z', totalWorth: 50 },
      { id: 'f', type: 'Buy', date: '2024-05-01T00:00:00Z', totalWorth: 50 },
    ];
    const read = flowsFromTransactions(txs, at('2025-01-01T00:00:00Z'), at('2025-12-31T00:00:00Z'));
    expect(read.flows.map((f) => [f.transactionId, f.amount])).toEqual([
      ['a', -100],
      ['b', 30],
      ['c', -20],
      ['d', 10],
    ]);
    expect(read.internal).toEqual([{ transactionId: 'e', type: 'Swap' }]);
  });

  it('refuses a buy without a worth, naming it', () => {
    const result = moneyWeightedReturnOf(
      [{ id: 'tx9', type: 'Buy', date: '2025-01-01T00:00:00Z', totalWorth: null }],
      { from: null, startValue: null, to: at('2025-06-01T00:00:00Z'), endValue: 10 },
    );
    expect(result).toMatchObject({ ok: false, reason: 'unpriced' });
    expect(!result.ok && result.message).toMatch(/tx9.*add their price/);
  });

  it('counts the value at the range start as money in, and gives the rate over the range too', () => {
    // 1,000 at the start of a 365-day range, nothing moved, 1,050 at the end: 5 % a year and over the range.
    const result = moneyWeightedReturn({
      flows: [],
      start: { at: at('2025-01-01T00:00:00Z'), value: 1000 },
      end: { at: at('2026-01-01T00:00:00Z'), value: 1050 },
    });
    expect(result.ok && result.annualRate).toBeCloseTo(0.05, 12);
    expect(result.ok && result.periodRate).toBeCloseTo(0.05, 12);
  });

  it('is -100 % when everything put in is gone, and says when there is nothing to compute', () => {
    const lost = moneyWeightedReturn({
      flows: [{ at: at('2025-01-01T00:00:00Z'), amount: -100 }],
      end: { at: at('2025-06-01T00:00:00Z'), value: 0 },
    });
    expect(lost).toMatchObject({ ok: true, annualRate: -1, periodRate: -1 });
    const nothing = moneyWeightedReturn({ flows: [], end: { at: at('2025-06-01T00:00:00Z'), value: 10 } });
    expect(nothing).toMatchObject({ ok: false, reason: 'no-flows' });
  });
});
