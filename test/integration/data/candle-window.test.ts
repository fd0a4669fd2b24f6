import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candleWindowSchema } from '../../../src/shared/contract/candle-range';
import { startHarness, type Harness } from './harness';

// The chart's read by visible range, against the sandbox over HTTP: the newest stretch first, then older ones on
// scroll-back, each the stretch just before the last; a stretch already stored is served without a request.

const HOUR = 3_600_000;
const q = { exchange: 'Binance', pair: 'ETH/USDT', interval: '1h', range: '1y' } as const;

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ key: 'sandbox-starter-key' });
});
afterAll(async () => h.close());

const charges = async () => (await h.charged()).filter((c) => c.path === '/v1/ohlcv/candles');
async function window(input: Record<string, unknown>) {
  const answer = await h.handlers['candles:window']({ ...q, ...input } as never);
  if (!answer.ok) throw new Error(answer.error.message);
  expect(candleWindowSchema.safeParse(answer.value).success).toBe(true);
  return answer;
}

describe('candles:window', () => {
  it('answers the newest stretch as columns, for one credit', async () => {
    const first = await window({ count: 500 });
    const { columns, from, to, hasOlder } = first.value;
    expect(to - from).toBe(500 * HOUR);
    expect(columns.t.length).toBeGreaterThanOrEqual(499);
    expect(columns.t.every((t) => t >= from && t < to)).toBe(true);
    expect(hasOlder).toBe(true);
    expect(first.meta).toMatchObject({ source: 'live', credits: 1 });
    expect(await charges()).toHaveLength(1);
  });

  it('on scroll-back asks only for the stretch before the oldest one held, then serves both from the store', async () => {
    const first = await window({ count: 500 });
    expect(first.meta).toMatchObject({ source: 'cache', credits: 0 });
    const preview = await h.handlers['credits:preview']({
      channel: 'candles:window',
      input: { ...q, count: 2000, before: first.value.from },
    });
    expect(preview.ok && preview.value.credits).toBe(2);
    const older = await window({ count: 2000, before: first.value.from });
    expect(older.value.to).toBe(first.value.from);
    expect(older.value.to - older.value.from).toBe(2000 * HOUR);
    expect(older.value.columns.t.at(-1)).toBeLessThan(first.value.columns.t[0] ?? 0);
    expect(older.meta.credits).toBe(2);
    const sent = await charges();
    expect(sent).toHaveLength(2);

    // Scrolling over the same stretches again, or re-opening the chart, sends nothing.
    const again = await window({ count: 2000, before: first.value.from });
    expect(again.meta).toMatchObject({ source: 'cache', credits: 0 });
    expect(again.value.columns).toEqual(older.value.columns);
    const whole = await window({ count: 2500 });
    expect(whole.meta.credits).toBe(0);
    expect(whole.value.columns.t.length).toBe(older.value.columns.t.length + first.value.columns.t.length);
    expect(await charges()).toHaveLength(2);
  });

  it('stops at the start of the range: the last stretch says nothing older is left', async () => {
    const rangeStart = (await window({ count: 1 })).value.to - 365 * 24 * HOUR;
    const last = await window({ count: 100, before: rangeStart + 50 * HOUR });
    // The harness clock runs in real time: the range's start moves on by the milliseconds between the calls.
    expect(Math.abs(last.value.from - rangeStart)).toBeLessThan(1000);
    expect(last.value.hasOlder).toBe(false);
  });

  it('stops at the start of a pair`s history for `all`: an older stretch that comes back empty ends it', async () => {
    const listed = Date.parse('2017-08-17T00:00:00Z');
    const all = { range: 'all', interval: '1d' };
    const before = await window({ ...all, count: 100, before: listed + 10 * 24 * HOUR });
    expect(before.value.columns.t[0]).toBe(listed);
    expect(before.value.hasOlder).toBe(true);
    const empty = await window({ ...all, count: 100, before: before.value.from });
    expect(empty.value.columns.t).toEqual([]);
    expect(empty.value.hasOlder).toBe(false);
  });

  it('a chart shown again after a 5-minute boundary brings the candle that closed at it, priced first', async () => {
    const MIN = 60_000;
    const five = { pair: 'BTC/USDT', interval: '5m', range: '24h', count: 100 };
    const first = await window(five);
    const newest = first.value.columns.t.at(-1) ?? 0;
    expect(first.meta.source).toBe('live');
    // The harness starts at 12:02:30: the newest closed candle opened at 11:55; the one open at 12:00 closes
    // at 12:05, within the recheck pause after this check.
    await h.advance(2.5 * MIN + 10_000);
    const preview = await h.handlers['credits:preview']({
      channel: 'candles:window',
      input: { ...q, ...five },
    });
    expect(preview.ok && preview.value.credits).toBe(1);
    const again = await window(five);
    expect(again.value.columns.t.at(-1)).toBe(newest + 5 * MIN);
    expect(again.meta).toMatchObject({ source: 'live', credits: 1 });
  });
});
