// Sampling one history per chart range (src/sandbox/data/value-history.ts): a range shows at most its number of
// points but never drops the series' highest or lowest point, its first or its last; and the grid is the same
// for every range of a portfolio.
import { describe, expect, it } from 'vitest';
import { valueUsdAt } from '../../../src/sandbox/data/portfolio-math';
import { gridFor, gridTimes, keepExtremes, valuesAt } from '../../../src/sandbox/data/value-history';
import { createWorld } from '../../../src/sandbox/data/world';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A wavy series with one sharp spike and one sharp dip that an evenly spaced sample would miss. */
function series(length: number): { at: number; value: number }[] {
  return Array.from({ length }, (_, i) => ({
    at: i * HOUR,
    value: 100 + 10 * Math.sin(i / 17) + (i === 1234 ? 50 : 0) - (i === 2345 ? 40 : 0),
  }));
}

describe('keepExtremes', () => {
  it('keeps at most the limit, oldest first, with the first, the last, the peak and the trough', () => {
    const points = series(4000);
    const kept = keepExtremes(points, 183);
    expect(kept.length).toBeLessThanOrEqual(183);
    expect(kept.length).toBeGreaterThan(150);
    expect(kept.map((p) => p.at)).toEqual([...kept.map((p) => p.at)].sort((a, b) => a - b));
    expect(kept[0]).toEqual(points[0]);
    expect(kept.at(-1)).toEqual(points.at(-1));
    expect(kept).toContainEqual(points[1234]);
    expect(kept).toContainEqual(points[2345]);
    // An evenly spaced sample of the same size misses both.
    const even = points.filter((_, i) => i % 22 === 0);
    expect(even).not.toContainEqual(points[1234]);
  });

  it('returns a short series whole', () => {
    const points = series(50);
    expect(keepExtremes(points, 183)).toEqual(points);
  });
});

describe('the grid', () => {
  it('is hourly, then every 5 minutes over the last day, ending at now, whatever the range', () => {
    const now = Date.parse('2026-11-24T13:07:30Z');
    const grid = gridFor(12, 700 * DAY);
    expect(grid).toEqual({ coarse: HOUR, fine: 5 * 60_000 });
    const week = gridTimes(now - 7 * DAY, now, grid);
    const year = gridTimes(now - 365 * DAY, now, grid);
    expect(week.at(-1)).toBe(now);
    expect(year.slice(-week.length)).toEqual(week);
    expect(week.filter((t) => t < now - DAY).every((t) => t % HOUR === 0)).toBe(true);
  });

  it('is coarser for a portfolio of very many coins, the same for all its ranges', () => {
    const grid = gridFor(1000, 365 * DAY);
    expect(grid.coarse).toBeGreaterThan(HOUR);
    expect(grid.fine).toBeGreaterThan(5 * 60_000);
    expect(1000 * ((365 * DAY) / grid.coarse)).toBeLessThanOrEqual(400_000);
  });
});

describe('valuesAt', () => {
  it("gives at every instant of a chart what the portfolio's value gives there, across its trades", () => {
    const start = Date.parse('2026-11-20T12:00:00Z');
    const world = createWorld(7, start);
    for (const portfolio of world.portfolios.slice(0, 4)) {
      const txs = portfolio.transactions;
      // Each trade's own minute and the hours around it, then a week of the grid up to now.
      const around = txs.flatMap((tx) => [tx.date - HOUR, tx.date, tx.date + 1, tx.date + HOUR]);
      const times = [...new Set([...around, ...gridTimes(start - 7 * DAY, start, gridFor(5, 400 * DAY))])]
        .filter((at) => at <= start)
        .sort((a, b) => a - b);
      const values = valuesAt(world, txs, times);
      expect(values).toEqual(times.map((at) => valueUsdAt(world, txs, at)));
      expect(values.some((value) => value > 0)).toBe(true);
    }
  });
});
