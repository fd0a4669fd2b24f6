import { describe, expect, it } from 'vitest';
import type { PlPoint, ValuePoint } from '../../../../src/shared/domain/portfolio';
import { timeWeightedReturn } from '../../../../src/shared/analytics/twr';
import { moneyWeightedReturn } from '../../../../src/shared/analytics/mwr';
import { addUtcMonths, DAY_MS, rangeStart } from '../../../../src/shared/analytics/time';

const at = (iso: string) => Date.parse(iso);
const pl = (date: string, profitLoss: number, profitLossPercent = 0): PlPoint => ({
  date,
  profitLoss,
  profitLossPercent,
});
const v = (iso: string, usd: number, btc: number | null = null, eth: number | null = null): ValuePoint => ({
  t: at(iso),
  usd,
  btc,
  eth,
});

describe('time-weighted return', () => {
  it('takes a deposit mid-period out, where the money-weighted return has the other sign', () => {
    // 100 in on 1 Jan; it halves by 1 Jul (P/L -50). 1,000 more goes in on 2 Jul, and the 1,050 gains 10 %
    // (P/L +105) to 1,155 at the year's end.
    //   period 1: base 100 + 0 in, r1 = -50 / 100 = -0.5
    //   period 2: money in = 1155 - 50 - 105 = 1000, base 50 + 1000 = 1050, r2 = 105 / 1050 = +0.1
    //   TWR = (1 - 0.5) x (1 + 0.1) - 1 = -0.45
    // The money-weighted return is positive: 1,100 went in, 1,155 came back, most of it over the good half.
    const now = at('2026-01-01T00:00:00Z');
    const twr = timeWeightedReturn({
      range: 'all',
      now,
      plPoints: [pl('2025-01-01T00:00:00Z', -50), pl('2025-07-01T00:00:00Z', 105)],
      valuePoints: [
        v('2025-01-01T00:00:00Z', 100),
        v('2025-07-01T00:00:00Z', 50),
        v('2026-01-01T00:00:00Z', 1155),
      ],
    });
    expect(twr.value).toBeCloseTo(-0.45, 12);
    expect(twr.periods.map((p) => [p.base, p.inflow, p.return])).toEqual([
      [100, 0, -0.5],
      [1050, 1000, 0.1],
    ]);
    expect(twr.periods.at(-1)?.cumulative).toBeCloseTo(-0.45, 12);
    expect(twr.formula).toContain('(1 + r1) x (1 + r2)');

    const mwr = moneyWeightedReturn({
      flows: [
        { at: at('2025-01-01T00:00:00Z'), amount: -100 },
        { at: at('2025-07-02T00:00:00Z'), amount: -1000 },
      ],
      end: { at: now, value: 1155 },
    });
    expect(mwr.ok && mwr.annualRate).toBeGreaterThan(0);
  });

  it('shows a total loss as -100 %, and stays there', () => {
    // 100 -> 0 in the first period (r = -100 / 100 = -1); the next period has nothing at work and no profit (r = 0).
    const result = timeWeightedReturn({
      range: 'all',
      now: at('2025-05-03T00:00:00Z'),
      plPoints: [pl('2025-05-01', -100), pl('2025-05-02', 0)],
      valuePoints: [
        v('2025-05-01T00:00:00Z', 100),
        v('2025-05-02T00:00:00Z', 0),
        v('2025-05-03T00:00:00Z', 0),
      ],
    });
    expect(result.value).toBe(-1);
    expect(result.periods.map((p) => p.return)).toEqual([-1, 0]);
  });

  it('computes one day from one period', () => {
    // 1M on 10 Mar at noon; one P/L period from 00:00 of +2 on 100: r = 2 / 100 = 0.02.
    const result = timeWeightedReturn({
      range: '1m',
      now: at('2025-03-10T12:00:00Z'),
      plPoints: [pl('2025-03-10T00:00:00Z', 2)],
      valuePoints: [v('2025-03-10T00:00:00Z', 100), v('2025-03-10T12:00:00Z', 102)],
    });
    expect(result.value).toBeCloseTo(0.02, 12);
    expect(result.periods).toHaveLength(1);
    expect(result.periods[0]?.end).toBe(at('2025-03-10T12:00:00Z'));
    expect(result.annualized).toBeNull();
  });

  it('chains all 366 days of a leap year for YTD', () => {
    // +0.1 % a day on the day's start value, 366 days: TWR = 1.001^366 - 1.
    const start = at('2024-01-01T00:00:00Z');
    const plPoints: PlPoint[] = [];
    const valuePoints: ValuePoint[] = [];
    let value = 1000;
    for (let day = 0; day <= 366; day++) {
      valuePoints.push({ t: start + day * DAY_MS, usd: value, btc: null, eth: null });
      if (day < 366) plPoints.push(pl(new Date(start + day * DAY_MS).toISOString(), value * 0.001));
      value *= 1.001;
    }
    const result = timeWeightedReturn({
      range: 'ytd',
      now: at('2024-12-31T23:59:59Z'),
      plPoints,
      valuePoints,
    });
    expect(result.periods).toHaveLength(366);
    expect(result.from).toBe(start);
    // The last period ends at `now`, one second before the last chart point: its value is on the line between.
    expect(result.periods.at(-1)?.interpolated).toBe(true);
    // It still has the day's start value as its base (no money came in), so r = 0.001 like every other day.
    expect(result.value).toBeCloseTo(1.001 ** 366 - 1, 10);
  });

  it('counts a leap day in the ranges it falls in', () => {
    // One year back from 29 Feb 2024 is 28 Feb 2023; one month back from 31 Mar 2024 is 29 Feb 2024.
    expect(rangeStart('1y', at('2024-02-29T10:00:00Z'))).toBe(at('2023-02-28T00:00:00Z'));
    expect(rangeStart('1m', at('2024-03-31T10:00:00Z'))).toBe(at('2024-02-29T00:00:00Z'));
    expect(addUtcMonths(at('2023-03-31T00:00:00Z'), -1)).toBe(at('2023-02-28T00:00:00Z'));
  });

  it('reads a row the service repeated once, and refuses two different periods at one instant', () => {
    // The chart documentation's own example repeats a row; the same P/L row twice counts once (r = 5 / 100).
    const valuePoints = [
      v('2025-01-01T00:00:00Z', 100),
      v('2025-01-01T00:00:00Z', 100),
      v('2025-01-02T00:00:00Z', 105),
    ];
    const once = timeWeightedReturn({
      range: 'all',
      now: at('2025-01-02T00:00:00Z'),
      plPoints: [pl('2025-01-01', 5), pl('2025-01-01', 5)],
      valuePoints,
    });
    expect(once.value).toBeCloseTo(0.05, 12);
    const clash = timeWeightedReturn({
      range: 'all',
      now: at('2025-01-02T00:00:00Z'),
      plPoints: [pl('2025-01-01', 5), pl('2025-01-01', 7)],
      valuePoints,
    });
    expect(clash.value).toBeNull();
    expect(clash.reason).toMatch(/two different periods starting 2025-01-01.*read the history again/);
  });

  it("uses the service's percent where the chart does not reach, and says so", () => {
    const result = timeWeightedReturn({
      range: 'all',
      now: at('2025-01-03T00:00:00Z'),
      plPoints: [pl('2025-01-01', 3, 3), pl('2025-01-02', 1.03, 1)],
      valuePoints: [v('2025-01-02T00:00:00Z', 103), v('2025-01-03T00:00:00Z', 104.03)],
    });
    // (1 + 0.03) x (1 + 1.03 / 103) - 1 = 1.03 x 1.01 - 1 = 0.0403
    expect(result.periods.map((p) => p.source)).toEqual(['service-percent', 'values']);
    expect(result.value).toBeCloseTo(0.0403, 12);
  });

  it('says why when no period falls in the range', () => {
    const result = timeWeightedReturn({
      range: '1m',
      now: at('2025-06-01T00:00:00Z'),
      plPoints: [pl('2025-01-01', 3)],
      valuePoints: [],
      plFetchedAt: 123,
    });
    expect(result.value).toBeNull();
    expect(result.reason).toMatch(/no period in this range/);
    expect(result.inputs.plFetchedAt).toBe(123);
  });

  it('annualises a span longer than a year only', () => {
    // Two yearly periods of +21 % and 0 % over 2 years: TWR 0.21; per year sqrt(1.21) - 1 = 0.1 (730 days / 365).
    const result = timeWeightedReturn({
      range: 'all',
      now: at('2024-12-31T00:00:00Z'),
      plPoints: [pl('2023-01-01', 21), pl('2024-01-01', 0)],
      valuePoints: [
        v('2023-01-01T00:00:00Z', 100),
        v('2024-01-01T00:00:00Z', 121),
        v('2024-12-31T00:00:00Z', 121),
      ],
    });
    expect(result.value).toBeCloseTo(0.21, 12);
    expect(result.annualized).toBeCloseTo(1.21 ** (365 / 730) - 1, 12);
  });
});
