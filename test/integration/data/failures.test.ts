import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, until, type Harness } from './harness';
import { PRICED_FRESH } from '../../../src/main/reads/rows/row';

// When the service fails, the data rooms answer with what they have, marked stale with the reason, and nothing
// good in the cache is lost. Faults are scripted in the sandbox; the client's own retries run first.

const DAY = 86_400_000;
let h: Harness;
beforeEach(async () => {
  h = await startHarness({ key: 'sandbox-starter-key' });
});
afterEach(async () => h.close());

describe('failures', () => {
  it('shows stored candles marked stale when the missing day cannot be fetched, and fetches only that day later', async () => {
    const query = { exchange: 'Binance', pair: 'BTC/USDT', interval: '1d', range: '1y' } as const;
    const first = await h.handlers['candles:get'](query);
    if (!first.ok) throw new Error(first.error.message);
    await h.advance(DAY);
    await h.fault({ path: '/v1/ohlcv/candles', status: 503, count: 5 });

    const offline = await h.handlers['candles:get'](query);
    if (!offline.ok) throw new Error(offline.error.message);
    expect(offline.meta).toMatchObject({ stale: true, credits: 0, error: { code: 'unavailable' } });
    expect(offline.value.candles.at(-1)).toEqual(first.value.candles.at(-1));

    await fetch(`${h.sandboxUrl}/__sandbox/faults`, { method: 'DELETE' });
    const back = await h.handlers['candles:get'](query);
    expect(back.ok && back.meta).toMatchObject({ stale: false, credits: 1, source: 'live' });
    expect(back.ok && back.value.candles.at(-1)?.t).toBe((first.value.candles.at(-1)?.t ?? 0) + DAY);
  });

  it('shows candles it could not store, and asks for them again next time', async () => {
    const query = { exchange: 'Binance', pair: 'ETH/USDT', interval: '1d', range: '1mo' } as const;
    const first = await h.handlers['candles:get'](query);
    if (!first.ok) throw new Error(first.error.message);
    await h.advance(DAY);
    const db = h.deps.session().db;
    db.pragma('query_only = ON');
    const unstored = await h.handlers['candles:get'](query);
    db.pragma('query_only = OFF');
    if (!unstored.ok) throw new Error(unstored.error.message);
    expect(unstored.value.candles.at(-1)?.t).toBe((first.value.candles.at(-1)?.t ?? 0) + DAY);
    const again = await h.handlers['candles:get'](query);
    expect(again.ok && again.meta.credits).toBe(1);
    expect(again.ok && again.value.candles).toEqual(unstored.value.candles);
  });

  it('keeps the cached value when an answer fails validation, and says what was wrong', async () => {
    const good = await h.handlers['portfolio:value']({ currency: 'USD' });
    if (!good.ok) throw new Error(good.error.message);
    // Past the value's freshness (PRICED_FRESH in domains/reads/row.ts).
    await h.advance(PRICED_FRESH + 60_000);
    await h.fault({ path: '/v1/portfolio/value', body: 'schema-violation', count: 1 });

    // Cache first: the old value comes back at once, and its background refresh gets the bad answer.
    const valueReads = () => h.requests.filter((r) => r.url.startsWith('/v1/portfolio/value')).length;
    const before = valueReads();
    const old = await h.handlers['portfolio:value']({ currency: 'USD' });
    expect(old.ok && old.meta).toMatchObject({ source: 'cache', stale: true });
    await until(() => valueReads() > before, 'the background refresh');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const bad = await h.handlers['portfolio:value']({ currency: 'USD' });
    if (!bad.ok) throw new Error(bad.error.message);
    expect(bad.value).toEqual(good.value);
    expect(bad.meta).toMatchObject({ source: 'cache', stale: true, error: { code: 'bad_response' } });

    // The next good answer (the user's Refresh) replaces it; the bad one never did.
    const fresh = await h.handlers['portfolio:value']({ currency: 'USD', refresh: true });
    expect(fresh.ok && fresh.meta).toMatchObject({ source: 'live', stale: false });
  });

  it('refreshes what is on screen as soon as the service is back, not a minute later', async () => {
    const first = await h.handlers['portfolio:value']({ currency: 'USD' });
    if (!first.ok) throw new Error(first.error.message);
    await h.advance(PRICED_FRESH + 60_000);
    // The connection drops: the old value is shown, its refresh fails, and the app goes offline.
    await h.fault({ path: '/v1/portfolio/value', body: 'drop', count: 1 });
    const offline = await h.handlers['portfolio:value']({ currency: 'USD' });
    expect(offline.ok && offline.meta).toMatchObject({ source: 'cache', stale: true });
    const connectivity = h.deps.session().client.connectivity;
    await until(() => !connectivity.state().online, 'the app going offline');

    // Seconds later the service answers again: Retry now brings the app back and announces new data.
    const back = await connectivity.retryNow();
    expect(back.online).toBe(true);
    expect(h.events.some((e) => e.name === 'data:changed')).toBe(true);
    // The view reads again (on that data:changed): the old value at once, and this time its refresh is sent.
    const valueReads = () => h.requests.filter((r) => r.url.startsWith('/v1/portfolio/value')).length;
    const before = valueReads();
    const again = await h.handlers['portfolio:value']({ currency: 'USD' });
    expect(again.ok && again.meta).toMatchObject({ stale: true });
    await until(() => valueReads() > before, 'the refresh once the service is back');
    await until(async () => {
      const now = await h.handlers['portfolio:value']({ currency: 'USD' });
      return now.ok && !now.meta.stale;
    }, 'a fresh value');
  });

  it('still lists shared portfolios when the own list cannot be read', async () => {
    await h.handlers['portfolio:addShared']({ name: 'Friend', shareToken: 'sandbox-share-premium' });
    await h.fault({ path: '/v1/portfolio/list', status: 500, count: 5 });
    const list = await h.handlers['portfolio:list']({});
    if (!list.ok) throw new Error(list.error.message);
    expect(list.value.map((p) => p.portfolioName)).toEqual(['Friend']);
    expect(list.meta).toMatchObject({ stale: true, error: { code: 'server_error' } });
  });

  it('reports a sync as failed when the status cannot be read', async () => {
    const added = await h.handlers['wallet:add']({
      address: '0x4444444444444444444444444444444444444444',
      connectionId: 'ethereum',
    });
    if (!added.ok) throw new Error(added.error.message);
    await h.fault({ path: '/v1/wallet/status', status: 500, count: 10 });
    const input = await h.confirmed('wallet:sync', { walletIds: [added.value.id] });
    const started = await h.handlers['wallet:sync'](input);
    if (!started.ok) throw new Error(started.error.message);
    const final = await h.settled(started.value.syncId);
    expect(final?.state).toBe('failed');
    expect(final?.message).toMatch(/status 500|failed/i);
    expect(
      h
        .syncEvents()
        .filter((e) => e.syncId === started.value.syncId)
        .at(-1)?.state,
    ).toBe('failed');
  });
});
