import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { mergeSpans, missingSpans } from '../../../src/main/cache/candle-spans';
import { createCandlesRepo, type SeriesKey } from '../../../src/main/cache/candles-repo';
import { migration003 } from '../../../src/main/cache/migrations/003-followed-and-candles';

describe('candle spans', () => {
  it('joins overlapping and touching spans', () => {
    expect(
      mergeSpans([
        { from: 10, to: 20, fetchedAt: 1 },
        { from: 0, to: 5, fetchedAt: 1 },
        { from: 5, to: 8, fetchedAt: 2 },
        { from: 15, to: 30, fetchedAt: 3 },
      ]),
    ).toEqual([
      { from: 0, to: 8, fetchedAt: 2 },
      { from: 10, to: 30, fetchedAt: 3 },
    ]);
  });

  it('lets an empty check at the end of a span refresh its fetch time, and drops one that touches nothing', () => {
    expect(
      mergeSpans([
        { from: 0, to: 10, fetchedAt: 1 },
        { from: 10, to: 10, fetchedAt: 5 },
        { from: 20, to: 20, fetchedAt: 9 },
      ]),
    ).toEqual([{ from: 0, to: 10, fetchedAt: 5 }]);
  });

  it('keeps the fetch time of the newest end when an older stretch is joined in front later', () => {
    // The tail was checked at 100; the user scrolled back at 900 and an older stretch came in.
    expect(
      mergeSpans([
        { from: 100, to: 200, fetchedAt: 100 },
        { from: 50, to: 100, fetchedAt: 900 },
      ]),
    ).toEqual([{ from: 50, to: 200, fetchedAt: 100 }]);
    // A fetch that reaches as far as the stored end checked it too.
    expect(
      mergeSpans([
        { from: 100, to: 200, fetchedAt: 100 },
        { from: 150, to: 200, fetchedAt: 900 },
      ]),
    ).toEqual([{ from: 100, to: 200, fetchedAt: 900 }]);
  });

  it('finds the head, the gaps and the tail that are not covered', () => {
    const covered = [
      { from: 10, to: 20 },
      { from: 30, to: 40 },
    ];
    expect(missingSpans({ from: 0, to: 50 }, covered)).toEqual([
      { from: 0, to: 10 },
      { from: 20, to: 30 },
      { from: 40, to: 50 },
    ]);
    expect(missingSpans({ from: 12, to: 18 }, covered)).toEqual([]);
    expect(missingSpans({ from: 12, to: 35 }, covered)).toEqual([{ from: 20, to: 30 }]);
    expect(missingSpans({ from: 0, to: 5 }, [])).toEqual([{ from: 0, to: 5 }]);
    expect(
      missingSpans({ from: 0, to: 50 }, [
        { from: 30, to: 45 },
        { from: 5, to: 35 },
      ]),
    ).toEqual([
      { from: 0, to: 5 },
      { from: 45, to: 50 },
    ]);
  });
});

describe('candles repository', () => {
  let db: Database.Database;
  afterEach(() => db.close());
  const series: SeriesKey = { exchange: 'Binance', pair: 'BTC/USDT', interval: '1d' };
  const candle = (t: number, c = 1) => ({ t, o: 1, h: 2, l: 0.5, c, v: 10 });

  const open = () => {
    db = new Database(':memory:');
    migration003.up(db);
    return createCandlesRepo(db);
  };

  it('keeps a stored closed candle as it was and merges the covered spans', () => {
    const repo = open();
    repo.store(series, [candle(0, 1), candle(10, 1)], { from: 0, to: 20, fetchedAt: 100 });
    repo.store(series, [candle(10, 99), candle(20, 1)], { from: 10, to: 30, fetchedAt: 200 });
    expect(repo.range(series, 0, 100).map((c) => [c.t, c.c])).toEqual([
      [0, 1],
      [10, 1],
      [20, 1],
    ]);
    expect(repo.spans(series)).toEqual([{ from: 0, to: 30, fetchedAt: 200 }]);
  });

  it('keeps series apart', () => {
    const repo = open();
    repo.store(series, [candle(0)], { from: 0, to: 10, fetchedAt: 1 });
    expect(repo.range({ ...series, interval: '1h' }, 0, 100)).toEqual([]);
    expect(repo.spans({ ...series, pair: 'ETH/USDT' })).toEqual([]);
  });

  it('reads a range through the primary key, not a scan', () => {
    open();
    const plan = db
      .prepare(
        `EXPLAIN QUERY PLAN SELECT t FROM candles WHERE exchange = ? AND pair = ? AND interval = ? AND t >= ? AND t < ?`,
      )
      .all('a', 'b', '1d', 0, 1) as { detail: string }[];
    expect(plan.map((p) => p.detail).join(' ')).toMatch(/SEARCH candles USING PRIMARY KEY/);
  });
});
