import { describe, expect, it } from 'vitest';
import { toColumns, type CandleWindow } from '../../../../src/shared/domain/candle-range';
import { mergeStretch, type LoadedRange } from '../../../../src/renderer/src/stores/candle-range-plan';
import { COLUMN_KEYS } from '../../../../src/renderer/src/stores/candle-columns';

// Scrolling back puts each older stretch in front of the held columns, in the room kept there (candle-columns.ts).
// Whatever way the stretches arrive, the chart must get exactly the candles one answer of the whole span would
// give, in order, once each; and a state already on screen must never change under a later merge.

const STEP = 300_000;
/** A candle whose every field says which candle it is, so a misplaced or repeated one shows. */
const candle = (i: number, mark = 0) => ({
  t: i * STEP,
  o: i + 0.1,
  h: i + 0.2,
  l: i - 0.1,
  c: i + mark,
  v: i * 2,
});
/** The answer for candles [from, to), by index. */
function stretch(from: number, to: number, mark = 0, hasOlder = from > 0): CandleWindow {
  const candles = Array.from({ length: Math.max(0, to - from) }, (_, k) => candle(from + k, mark));
  return {
    exchange: 'Binance',
    pair: 'BTC/USDT',
    interval: '5m',
    from: from * STEP,
    to: to * STEP,
    hasOlder,
    columns: toColumns(candles),
  };
}
const plain = (range: LoadedRange) =>
  Object.fromEntries(COLUMN_KEYS.map((k) => [k, Array.from(range.columns[k])]));

/** Merges older stretches of the given sizes in front of the newest [end - first, end). */
function browse(end: number, first: number, sizes: number[]): LoadedRange[] {
  const states = [mergeStretch(null, stretch(end - first, end))];
  let from = end - first;
  for (const size of sizes) {
    const held = states[states.length - 1] ?? null;
    states.push(mergeStretch(held, stretch(Math.max(0, from - size), from)));
    from = Math.max(0, from - size);
  }
  return states;
}

describe('held candle columns', () => {
  it('gives, after many scroll-back steps, exactly the candles of one answer for the whole span', () => {
    // Sizes past the room in front, so the held columns grow several times on the way.
    const sizes = [1000, 1, 3000, 7, 12_000, 500, 25_000, 50_000, 50_000, 7_492];
    const states = browse(150_000, 1000, sizes);
    const last = states[states.length - 1];
    if (!last) throw new Error('no state');
    const whole = mergeStretch(null, stretch(0, 150_000));
    expect(last.from).toBe(0);
    expect(last.hasOlder).toBe(false);
    expect(last.columns.t).toHaveLength(150_000);
    expect(plain(last)).toEqual(plain(whole));
  });

  it('leaves every earlier state as it was, even when a stretch is merged into an old one again', () => {
    const states = browse(20_000, 1000, [2000, 2000, 2000]);
    const expected = states.map(plain);
    // A second, different stretch in front of an earlier state (an answer for a state since replaced), small
    // enough to fit the room in front of it, which a later state already fills.
    const branch = mergeStretch(states[1] ?? null, stretch(16_000, 17_000, 5));
    for (const [i, state] of states.entries()) expect(plain(state)).toEqual(expected[i]);
    expect(branch.columns.t[0]).toBe(16_000 * STEP);
    expect(branch.columns.c[0]).toBe(16_005);
    expect(branch.columns.t).toHaveLength(4000);
    // And the newer state still grows in place after the branch took its own copy.
    const next = mergeStretch(states[3] ?? null, stretch(11_000, 13_000));
    expect(plain(next)).toEqual(plain(mergeStretch(null, stretch(11_000, 20_000))));
  });

  it('replaces the candles of a re-read span once each: the newest end refreshed, an overlapping older one', () => {
    const [, , held] = browse(10_000, 1000, [3000, 3000]);
    if (!held) throw new Error('no state');
    // The newest stretch re-read after a refresh, one candle longer and with new closes.
    const refreshed = mergeStretch(held, stretch(9000, 10_001, 0.5));
    expect(refreshed.columns.t).toHaveLength(7001);
    expect(refreshed.columns.c[0]).toBe(3000);
    expect(refreshed.columns.c[6000]).toBe(9000.5);
    expect(refreshed.columns.t[7000]).toBe(10_000 * STEP);
    // An older stretch that overlaps what is held replaces the overlap instead of repeating it.
    const overlapped = mergeStretch(refreshed, stretch(2000, 3500, 0.25));
    expect(overlapped.columns.t).toHaveLength(8001);
    expect(overlapped.columns.c[1499]).toBe(3499.25);
    expect(overlapped.columns.c[1500]).toBe(3500);
    const t = Array.from(overlapped.columns.t);
    expect(t.every((x, i) => i === 0 || x > (t[i - 1] ?? 0))).toBe(true);
  });
});
