import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDING_SHARED_ID } from '../../../src/shared/domain/portfolio';
import { startHarness, type Harness } from './harness';

// The portfolio room against the sandbox over HTTP: what each read returns, what it costs, and what the cache
// saves.

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ key: 'sandbox-starter-key' });
});
afterAll(async () => h.close());

describe('portfolio reads', () => {
  it('lists own portfolios and, after adding one by share token, the shared one marked shared', async () => {
    const before = await h.handlers['portfolio:list']({});
    expect(before.ok && before.value.length).toBeGreaterThan(0);
    expect(before.ok && before.value.every((p) => !p.shared)).toBe(true);

    const added = await h.handlers['portfolio:addShared']({
      name: 'Friend',
      shareToken: 'sandbox-share-premium',
    });
    expect(added.ok && added.value).toMatchObject({
      portfolioName: 'Friend',
      shared: true,
      hasPasscode: false,
    });
    const after = await h.handlers['portfolio:list']({});
    expect(after.ok && after.value.filter((p) => p.shared).map((p) => p.portfolioName)).toEqual(['Friend']);
    // The own list came from the cache the second time.
    expect(after.ok && after.meta).toMatchObject({ source: 'cache', credits: 0 });
  });

  it('prices the reads of a shared portfolio about to be added as the reads of the new one cost, and never reads it', async () => {
    const reads = [
      ['portfolio:chart', { range: '1m' }],
      ['portfolio:plHistory', { interval: 'daily', range: '1m' }],
      ['portfolio:transactions', { limit: 100 }],
    ] as const;
    const priced = await Promise.all(
      reads.map(([channel, input]) =>
        h.handlers['credits:preview']({ channel, input: { ...input, portfolioId: ADDING_SHARED_ID } }),
      ),
    );
    const credits = priced.map((p) => (p.ok ? p.value.credits : null));
    expect(credits.every((c) => c !== null && c > 0)).toBe(true);
    // Nothing is sent for it: its token is not stored.
    const sent = h.requests.length;
    const read = await h.handlers['portfolio:chart']({ portfolioId: ADDING_SHARED_ID, range: '1m' });
    expect(read.ok).toBe(false);
    expect(h.requests.length).toBe(sent);

    const added = await h.handlers['portfolio:addShared']({
      name: 'Priced',
      shareToken: 'sandbox-share-premium',
    });
    if (!added.ok) throw new Error(added.error.message);
    const portfolioId = added.value.portfolioId;
    const spent: number[] = [];
    for (const [channel, input] of reads) {
      const before = h.requests.reduce((sum, r) => sum + r.credits, 0);
      const answer = await (h.handlers[channel] as (i: unknown) => Promise<{ ok: boolean }>)({
        ...input,
        portfolioId,
      });
      expect(answer.ok).toBe(true);
      spent.push(h.requests.reduce((sum, r) => sum + r.credits, 0) - before);
    }
    expect(spent).toEqual(credits);
  });

  it('keeps share tokens and passcodes in the keychain only, and removes them with the portfolio', async () => {
    const added = await h.handlers['portfolio:addShared']({
      name: 'Locked',
      shareToken: 'sandbox-share-locked',
      passcode: '2468',
    });
    if (!added.ok) throw new Error(added.error.message);
    const id = added.value.portfolioId.replace('shared:', '');
    expect(await h.deps.secrets.get(`share-token:${id}`)).toBe('sandbox-share-locked');
    expect(await h.deps.secrets.get(`passcode:${id}`)).toBe('2468');
    const dump = JSON.stringify(h.deps.session().db.prepare('SELECT * FROM shared_portfolios').all());
    expect(dump).not.toContain('sandbox-share-locked');
    expect(dump).not.toContain('2468');

    const value = await h.handlers['portfolio:value']({ portfolioId: added.value.portfolioId });
    expect(value.ok && value.value.totalValue).toBeGreaterThan(0);
    // The value read when adding is the one shown: no second request.
    expect(value.ok && value.meta).toMatchObject({ source: 'cache', credits: 0 });

    expect(
      await h.handlers['portfolio:removeShared']({ portfolioId: added.value.portfolioId }),
    ).toMatchObject({
      ok: true,
      value: { removed: true },
    });
    expect(await h.deps.secrets.get(`share-token:${id}`)).toBeNull();
    expect(await h.deps.secrets.get(`passcode:${id}`)).toBeNull();
  });

  it('refuses to add a locked portfolio without its passcode, saying a passcode is needed', async () => {
    const added = await h.handlers['portfolio:addShared']({
      name: 'No code',
      shareToken: 'sandbox-share-locked',
    });
    expect(!added.ok && added.error).toMatchObject({ code: 'forbidden', status: 403 });
    expect(!added.ok && added.error.message).toMatch(/not added.*passcode/i);
    const list = await h.handlers['portfolio:list']({});
    expect(list.ok && list.value.some((p) => p.portfolioName === 'No code')).toBe(false);
  });

  it("refuses a free account's share token, naming the owner's plan", async () => {
    const added = await h.handlers['portfolio:addShared']({
      name: 'Free owner',
      shareToken: 'sandbox-share-free',
    });
    expect(!added.ok && added.error.code).toBe('forbidden');
    expect(!added.ok && added.error.message).toMatch(/premium|plan/i);
  });

  it('aggregates all portfolios without an id, reads one with its id, and serves a repeat from the cache', async () => {
    const list = await h.handlers['portfolio:list']({});
    const own = list.ok ? list.value.find((p) => !p.shared) : undefined;
    if (!own) throw new Error('no own portfolio');
    const all = await h.handlers['portfolio:value']({ currency: 'USD' });
    const one = await h.handlers['portfolio:value']({ portfolioId: own.portfolioId, currency: 'USD' });
    expect(all.ok && one.ok).toBe(true);
    if (!all.ok || !one.ok) return;
    expect(all.value.totalValue).toBeGreaterThan(one.value.totalValue ?? Infinity);
    expect(all.meta).toMatchObject({ source: 'live', credits: 10 });

    const spent = await h.spent();
    const again = await h.handlers['portfolio:value']({ currency: 'USD' });
    expect(again.ok && again.meta).toMatchObject({ source: 'cache', credits: 0, stale: false });
    expect(await h.spent()).toBe(spent);
  });

  it('charts in USD, BTC and ETH from one request, with epoch-millisecond times in order', async () => {
    const chart = await h.handlers['portfolio:chart']({ range: '1m' });
    if (!chart.ok) throw new Error(chart.error.message);
    const points = chart.value.points;
    expect(points.length).toBeGreaterThan(10);
    for (const p of points) {
      expect(p.usd).toBeGreaterThan(0);
      expect(p.btc).toBeGreaterThan(0);
      expect(p.eth).toBeGreaterThan(0);
    }
    expect(points.map((p) => p.t)).toEqual([...points.map((p) => p.t)].sort((a, b) => a - b));
    const last = points.at(-1)?.t ?? 0;
    expect(Math.abs(last - h.clock.now())).toBeLessThan(2 * 86_400_000);
  });

  it('reads P/L history by range or by from/to, each period on its own', async () => {
    const byRange = await h.handlers['portfolio:plHistory']({ interval: 'daily', range: '1w' });
    const byDates = await h.handlers['portfolio:plHistory']({
      interval: 'daily',
      from: '2026-11-01',
      to: '2026-11-08',
    });
    expect(byRange.ok && byRange.value.points.length).toBeGreaterThan(3);
    expect(byDates.ok && byDates.value.points.map((p) => p.date.slice(0, 10))).toEqual([
      '2026-11-01',
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
      '2026-11-05',
      '2026-11-06',
      '2026-11-07',
    ]);
    expect(byDates.ok && byDates.meta.credits).toBe(25);
  });

  it('prices holdings in another currency without a second holdings request', async () => {
    const usd = await h.handlers['portfolio:coins']({ currency: 'USD' });
    const eur = await h.handlers['portfolio:coins']({ currency: 'EUR' });
    const rates = await h.handlers['coins:currencies']({});
    if (!usd.ok || !eur.ok || !rates.ok) throw new Error('read failed');
    const eurRate = rates.value.find((r) => r.code === 'EUR')?.rate ?? NaN;
    expect(eur.value[0]?.value).toBeCloseTo((usd.value[0]?.value ?? NaN) * eurRate, 6);
    // EUR cost only the currency list (1 credit), not a second holdings read (8).
    expect(eur.meta.credits).toBe(1);
    expect(eur.meta.source).toBe('live');
  });

  it('dates figures converted with the currency list by their own read, not by the older list', async () => {
    const rates = await h.handlers['coins:currencies']({});
    if (!rates.ok) throw new Error('read failed');
    // Ten minutes on, the list is still fresh (an hour) and serves the conversion from the cache.
    await h.advance(10 * 60_000);
    const value = await h.handlers['portfolio:value']({ currency: 'EUR', refresh: true });
    const coins = await h.handlers['portfolio:coins']({ currency: 'EUR', refresh: true });
    if (!value.ok || !coins.ok) throw new Error('read failed');
    // Read now, they say so, and as read after the user's change rather than before it.
    for (const meta of [value.meta, coins.meta]) {
      expect(meta.source).toBe('live');
      expect(meta.fetchedAt - rates.meta.fetchedAt).toBeGreaterThanOrEqual(10 * 60_000);
    }
  });

  it('lists transactions and refuses a page past the last safe offset without asking the service', async () => {
    const tx = await h.handlers['portfolio:transactions']({ limit: 5 });
    expect(tx.ok && tx.value.length).toBe(5);
    const spent = await h.spent();
    const bad = await h.handlers['portfolio:transactions']({ page: Number.MAX_SAFE_INTEGER, limit: 100 });
    expect(!bad.ok && bad.error.code).toBe('invalid_input');
    expect(await h.spent()).toBe(spent);
  });
});
