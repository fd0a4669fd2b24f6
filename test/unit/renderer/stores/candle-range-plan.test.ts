import { describe, expect, it } from 'vitest';
import { toColumns } from '../../../../src/shared/domain/candle-range';
import {
  FIRST_COUNT,
  firstInput,
  mergeStretch,
  olderCount,
  olderInput,
  wantsOlder,
  type LoadedRange,
} from '../../../../src/renderer/src/stores/candle-range-plan';

// What the chart asks for as the user scrolls: the newest stretch first, then the stretch before the oldest one
// held, sized to the screen; and how each answer joins what is already drawn.

const STEP = 300_000;
const q = { exchange: 'Binance', pair: 'BTC/USDT', interval: '5m', range: '1y' } as const;
const candle = (t: number) => ({ t, o: 1, h: 2, l: 0.5, c: 1.5, v: 10 });
const stretch = (from: number, to: number, hasOlder = true) => ({
  exchange: 'Binance',
  pair: 'BTC/USDT',
  interval: '5m' as const,
  from,
  to,
  hasOlder,
  columns: toColumns(Array.from({ length: (to - from) / STEP }, (_, i) => candle(from + i * STEP))),
});

describe('range planning in the chart', () => {
  it('opens on the newest stretch: one credit of candles, more than a screen', () => {
    expect(firstInput(q)).toEqual({ ...q, count: FIRST_COUNT });
    expect(FIRST_COUNT).toBe(1000);
  });

  it('asks on scroll-back for the stretch before the oldest one held, four screens in whole credits', () => {
    const held: LoadedRange = mergeStretch(null, stretch(100 * STEP, 1100 * STEP));
    expect(olderInput(q, held, 150)).toEqual({ ...q, before: 100 * STEP, count: 1000 });
    expect(olderInput(q, held, 600)).toEqual({ ...q, before: 100 * STEP, count: 3000 });
    expect(olderCount(20_000)).toBe(50_000);
    // Deep in a long history a step is a quarter of what is loaded, so a million candles take dozens of steps.
    expect(olderCount(150, 20_000)).toBe(5_000);
    expect(olderCount(150, 400_000)).toBe(50_000);
  });

  it('loads older candles only when fewer than a screen lie to the left, and never past the start', () => {
    const held = mergeStretch(null, stretch(0, 1000 * STEP));
    expect(wantsOlder(held, 800, 150)).toBe(false);
    expect(wantsOlder(held, 120, 150)).toBe(true);
    expect(wantsOlder(held, 20, 10)).toBe(true);
    expect(wantsOlder({ ...held, hasOlder: false }, -5, 150)).toBe(false);
  });

  it('puts an older stretch in front of what is held, and takes its word on what is older still', () => {
    const newest = mergeStretch(null, stretch(1000 * STEP, 2000 * STEP));
    const both = mergeStretch(newest, stretch(0, 1000 * STEP, false));
    expect(both.from).toBe(0);
    expect(both.hasOlder).toBe(false);
    expect(both.columns.t).toHaveLength(2000);
    expect(both.columns.t.every((t, i) => i === 0 || t > (both.columns.t[i - 1] ?? 0))).toBe(true);
  });

  it('lets a re-read of the newest stretch replace its own span and keep the older candles', () => {
    const held = mergeStretch(mergeStretch(null, stretch(1000 * STEP, 2000 * STEP)), stretch(0, 1000 * STEP));
    const reread = stretch(1000 * STEP, 2001 * STEP);
    reread.columns.c = reread.columns.c.map(() => 9);
    const merged = mergeStretch(held, reread);
    expect(merged.from).toBe(0);
    expect(merged.hasOlder).toBe(true);
    expect(merged.columns.t).toHaveLength(2001);
    expect(merged.columns.c.slice(0, 1000).every((c) => c === 1.5)).toBe(true);
    expect(merged.columns.c.slice(1000).every((c) => c === 9)).toBe(true);
  });
});
