// Sampling one history per chart range (src/sandbox/data/value-history.ts): a range shows at most its number of
// points but never drops the series' highest or lowest point, its first or its last; and the grid is the same
// for every range of a portfolio.
import { describe, expect, it } from 'vitest';
import { gridFor, gridTimes, keepExtremes } from '../../../src/sandbox/data/value-history';

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
