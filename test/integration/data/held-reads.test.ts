import { afterEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';

// A read the service did not answer in time is held: a late answer may still have been charged, so it is not sent
// again by itself for a few minutes (read-through.ts). The user's own asks still send it: a Spend they confirmed
// (its token is spent on the way, so answering "held" would waste their yes) and Refresh, which Retry sends.

let h: Harness | null = null;
afterEach(async () => {
  await h?.close();
  h = null;
});

/** Requests to `path` the sandbox answered (one given up on after the timeout is not among them). */
const sentTo = (harness: Harness, path: string) =>
  harness.requests.filter((r) => r.url.startsWith(path)).length;

describe('a read held after a timeout', () => {
  it('is sent when the user confirms spending on it, and on Refresh, but not again by itself', async () => {
    h = await startHarness({ key: 'sandbox-starter-key', threshold: 1_000, timeoutMs: 300 });
    const list = await h.handlers['portfolio:list']({});
    if (!list.ok || !list.value[0]) throw new Error('the sandbox account has no portfolio');
    const input = { portfolioId: list.value[0].portfolioId, range: '1m' as const };
    await h.fault({ path: '/v1/portfolio/chart*', latencyMs: 1_500, count: 1 });
    h.setThreshold(1);

    const first = await h.handlers['portfolio:chart'](await h.confirmed('portfolio:chart', input));
    expect(first).toMatchObject({ ok: false, error: { code: 'timeout' } });
    const before = sentTo(h, '/v1/portfolio/chart');
    // The service is back: its free probe answers.
    const back = () => h?.deps.session().client.connectivity.retryNow();
    expect(await back()).toMatchObject({ online: true });

    // Read again by itself (the view opening again, below the threshold): held, nothing sent.
    h.setThreshold(1_000);
    const unasked = await h.handlers['portfolio:chart'](input);
    expect(unasked).toMatchObject({ ok: false, error: { code: 'held' } });
    expect(sentTo(h, '/v1/portfolio/chart')).toBe(before);

    // Above the threshold the user presses "Spend N credits": the confirmed read goes out and answers.
    h.setThreshold(1);
    const confirmed = await h.handlers['portfolio:chart'](await h.confirmed('portfolio:chart', input));
    expect(confirmed).toMatchObject({ ok: true, meta: { source: 'live' } });
    expect(sentTo(h, '/v1/portfolio/chart')).toBe(before + 1);

    // Refresh (which Retry sends on a held card) goes out too.
    await h.fault({ path: '/v1/portfolio/chart*', latencyMs: 1_500, count: 1 });
    h.setThreshold(1_000);
    await h.handlers['portfolio:chart']({ ...input, refresh: true });
    expect(await back()).toMatchObject({ online: true });
    const refreshed = await h.handlers['portfolio:chart']({ ...input, refresh: true });
    expect(refreshed).toMatchObject({ ok: true, meta: { source: 'live' } });
    expect(sentTo(h, '/v1/portfolio/chart')).toBe(before + 2);
  });
});
