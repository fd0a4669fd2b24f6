import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';

// The coin page's reads against the sandbox over HTTP: the coin's price chart (GET /coins/{coinId}/charts, sent
// in seconds) and the transactions of one coin (the service's coinId filter).

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ key: 'sandbox-starter-key' });
});
afterAll(async () => h.close());

describe('coin page reads', () => {
  it('reads a coin chart at 3 credits as millisecond points in USD, BTC and ETH, then from the cache', async () => {
    const chart = await h.handlers['coins:chart']({ coinId: 'ethereum', range: '1w' });
    if (!chart.ok) throw new Error(chart.error.message);
    expect(chart.meta.credits).toBe(3);
    expect(chart.value).toMatchObject({ coinId: 'ethereum', range: '1w' });
    const { points } = chart.value;
    expect(points.length).toBeGreaterThan(100);
    const last = points[points.length - 1];
    // Seconds on the wire; a week's chart ends near the sandbox's now, in milliseconds.
    expect(last?.t).toBeGreaterThan(Date.parse('2026-11-19T00:00:00Z'));
    expect(last?.eth).toBeCloseTo(1, 6);
    expect(last?.btc).toBeGreaterThan(0);
    expect(points.every((p, i) => i === 0 || p.t > (points[i - 1]?.t ?? 0))).toBe(true);
    const again = await h.handlers['coins:chart']({ coinId: 'ethereum', range: '1w' });
    expect(again.ok && again.meta).toMatchObject({ source: 'cache', credits: 0 });
  });

  it('names the coin when the service knows no such coin', async () => {
    const chart = await h.handlers['coins:chart']({ coinId: 'no-such-coin', range: '1w' });
    expect(chart.ok).toBe(false);
    if (!chart.ok) expect(chart.error.message).toContain('no-such-coin');
  });

  it("lists one coin's transactions only when asked with its coinId", async () => {
    const all = await h.handlers['portfolio:transactions']({ limit: 100 });
    if (!all.ok) throw new Error(all.error.message);
    const coins = new Set(all.value.map((t) => t.coinId));
    expect(coins.size).toBeGreaterThan(1);
    const coinId = all.value.find((t) => t.coinId)?.coinId ?? '';
    const one = await h.handlers['portfolio:transactions']({ limit: 100, coinId });
    if (!one.ok) throw new Error(one.error.message);
    expect(one.value.length).toBeGreaterThan(0);
    expect(one.value.every((t) => t.coinId === coinId)).toBe(true);
  });
});
