import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';

// The RWA endpoints, the local watchlist, coins, currencies and token risk against the sandbox over HTTP.

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ key: 'sandbox-starter-key' });
});
afterAll(async () => h.close());

describe('RWA', () => {
  it('reads the overview, a page of assets and one asset, each at its listed price', async () => {
    const overview = await h.handlers['rwa:overview']({});
    expect(overview.ok && overview.meta.credits).toBe(1);
    expect(overview.ok && overview.value.leaders.length).toBeGreaterThan(0);
    const assets = await h.handlers['rwa:assets']({
      assetType: 'commodity',
      limit: 5,
      sortBy: 'name',
      sortDirection: 'asc',
    });
    if (!assets.ok) throw new Error(assets.error.message);
    expect(assets.meta.credits).toBe(2);
    expect(assets.value.items.every((a) => a.assetType === 'commodity')).toBe(true);
    const names = assets.value.items.map((a) => a.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const detail = await h.handlers['rwa:asset']({ rwaId: 'gold' });
    expect(detail.ok && detail.value).toMatchObject({ id: 'gold', assetType: 'commodity' });
    expect(detail.ok && detail.meta.credits).toBe(1);
  });

  it('filters tokens by an issuer taken from the answer, and markets by a token id', async () => {
    const tokens = await h.handlers['rwa:tokens']({ rwaId: 'gold' });
    if (!tokens.ok) throw new Error(tokens.error.message);
    expect(tokens.meta.credits).toBe(2);
    const issuer = tokens.value.filters.issuers[0];
    if (!issuer) throw new Error('no issuer filter');
    const byIssuer = await h.handlers['rwa:tokens']({ rwaId: 'gold', issuer: issuer.id });
    expect(byIssuer.ok && byIssuer.value.items.every((t) => t.issuer?.id === issuer.id)).toBe(true);

    const token = tokens.value.items[0];
    if (!token) throw new Error('no token');
    const markets = await h.handlers['rwa:markets']({ rwaId: 'gold', token: token.id });
    if (!markets.ok) throw new Error(markets.error.message);
    expect(markets.meta.credits).toBe(3);
    expect(markets.value.items.every((m) => m.tokenId === token.id)).toBe(true);
  });

  it('reads aggregate and per-asset history as millisecond points', async () => {
    const agg = await h.handlers['rwa:history']({ range: '30d', metric: 'volume' });
    if (!agg.ok) throw new Error(agg.error.message);
    expect(agg.value).toMatchObject({ range: '30d', metric: 'volume' });
    expect(agg.value.points.length).toBeLessThanOrEqual(500);
    expect(agg.value.points[0]?.t).toBeGreaterThan(1e12);
    const one = await h.handlers['rwa:assetHistory']({ rwaId: 'gold', range: '1w' });
    if (!one.ok) throw new Error(one.error.message);
    expect(one.value).toMatchObject({ rwaId: 'gold', range: '1w', metric: 'price' });
    expect(one.value.points.length).toBeGreaterThan(0);
  });

  it('names the unknown asset in a not_found error', async () => {
    const r = await h.handlers['rwa:asset']({ rwaId: 'no-such-asset' });
    expect(!r.ok && r.error).toMatchObject({ code: 'not_found', status: 404 });
    expect(!r.ok && r.error.message).toContain('no-such-asset');
  });

  it('refuses a page whose offset is not a safe integer without spending credits', async () => {
    const spent = await h.spent();
    for (const call of [
      () => h.handlers['rwa:tokens']({ rwaId: 'gold', page: Number.MAX_SAFE_INTEGER }),
      () => h.handlers['rwa:assets']({ page: Number.MAX_SAFE_INTEGER, limit: 2 }),
      () => h.handlers['rwa:markets']({ rwaId: 'gold', page: 2 ** 52, limit: 3 }),
    ]) {
      const r = await call();
      expect(!r.ok && r.error.code).toBe('invalid_input');
    }
    expect(await h.spent()).toBe(spent);
  });

  it('keeps a local watchlist that costs nothing', async () => {
    const spent = await h.spent();
    expect((await h.handlers['rwa:watch']({ rwaId: 'gold', watched: true })).ok).toBe(true);
    expect(await h.handlers['rwa:watch']({ rwaId: 'apple', watched: true })).toMatchObject({
      value: ['gold', 'apple'],
    });
    expect(await h.handlers['rwa:watch']({ rwaId: 'gold', watched: false })).toMatchObject({
      value: ['apple'],
    });
    expect(await h.handlers['rwa:watchlist']({})).toMatchObject({ value: ['apple'], meta: { credits: 0 } });
    expect(await h.spent()).toBe(spent);
  });
});

describe('coins', () => {
  it('lists coins, reads one and the currency list', async () => {
    const list = await h.handlers['coins:list']({ limit: 3, currency: 'EUR' });
    expect(list.ok && list.value.map((c) => c.id)).toHaveLength(3);
    const some = await h.handlers['coins:list']({ coinIds: ['ethereum', 'bitcoin'] });
    expect(some.ok && some.value.map((c) => c.id).sort()).toEqual(['bitcoin', 'ethereum']);
    const btc = await h.handlers['coins:get']({ coinId: 'bitcoin' });
    expect(btc.ok && btc.value.symbol).toBe('BTC');
    const rates = await h.handlers['coins:currencies']({});
    expect(rates.ok && rates.value.find((r) => r.code === 'USD')?.rate).toBe(1);
  });

  it('finds a coin by ticker, and a small coin by name beyond the first page', async () => {
    const btc = await h.handlers['coins:list']({ symbol: 'BTC', currency: 'USD', limit: 10 });
    expect(btc.ok && btc.value.map((c) => c.id)).toEqual(['bitcoin']);
    // "BTC" is in no coin's name: only the ticker finds Bitcoin.
    const byName = await h.handlers['coins:list']({ name: 'BTC', currency: 'USD', limit: 10 });
    expect(byName.ok && byName.value).toEqual([]);
    const small = await h.handlers['coins:get']({ coinId: 'long-tail-0500' });
    if (!small.ok) throw new Error(small.error.message);
    const first = await h.handlers['coins:list']({ currency: 'USD', limit: 100 });
    expect(first.ok && first.value.map((c) => c.id)).not.toContain('long-tail-0500');
    const found = await h.handlers['coins:list']({ name: small.value.name, currency: 'USD', limit: 10 });
    expect(found.ok && found.value.map((c) => c.id)).toContain('long-tail-0500');
  });

  it('asks before spending 5000 credits on token risk, and serves the answer from the cache afterwards', async () => {
    const spent = await h.spent();
    const refused = await h.handlers['coins:tokenRisk']({ coinId: 'tether' });
    expect(!refused.ok && refused.error).toMatchObject({
      code: 'confirmation_required',
      cost: { credits: 5000 },
    });
    expect(await h.spent()).toBe(spent);

    const { token } = h.deps.guard.issue('coins:tokenRisk', { coinId: 'tether' });
    const risk = await h.handlers['coins:tokenRisk']({ coinId: 'tether', confirmToken: token });
    if (!risk.ok) throw new Error(risk.error.message);
    expect(risk.meta.credits).toBe(5000);
    expect(risk.value.coinId).toBe('tether');
    expect(risk.value.results.every((r) => r.name.length > 0)).toBe(true);
    expect(await h.spent()).toBe(spent + 5000);

    // Cached: no confirmation, no credits.
    const again = await h.handlers['coins:tokenRisk']({ coinId: 'tether' });
    expect(again.ok && again.meta).toMatchObject({ source: 'cache', credits: 0 });
    expect(await h.spent()).toBe(spent + 5000);
  });
});
