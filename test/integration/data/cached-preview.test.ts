import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channels, type ChannelName } from '../../../src/shared/contract';
import { DAILY_FRESH, PRICED_FRESH } from '../../../src/main/reads/rows/row';
import { startHarness, until, type Harness } from './harness';

// The price shown before a read against what the read then costs, over the sandbox: a fresh cached answer is
// free and the preview says so; Refresh (refresh: true) asks the service and costs what its badge said; once the
// cached answer is old the preview shows the full price again.

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ key: 'sandbox-starter-key' });
});
afterAll(async () => h.close());

/** credits:preview's figure, for the input parsed as the IPC registry parses it. */
function preview(channel: ChannelName, input: unknown) {
  return h.price(channel, channels[channel].input.parse(input)).cost;
}

const HOUR = 60 * 60_000;

/** Sends a read as the IPC registry would: parsed with its channel's schema, then handed to its handler. */
function send(
  channel: 'portfolio:list' | `portfolio:${'value' | 'coins' | 'transactions' | 'plHistory'}`,
  input: object,
) {
  // The registry's own cast: the input was parsed with this channel's schema.
  const handler = h.handlers[channel] as (parsed: unknown) => Promise<unknown>;
  return handler(channels[channel].input.parse(input));
}

describe('cache-aware cost preview', () => {
  it('prices a chart at full cost, then 0 while cached, Refresh at full cost, and full again once stale', async () => {
    const input = { range: '1m' } as const;
    expect(preview('portfolio:chart', input).credits).toBe(10);

    let spent = await h.spent();
    const first = await h.handlers['portfolio:chart'](input);
    expect(first.ok && first.meta).toMatchObject({ source: 'live', credits: 10 });
    expect((await h.spent()) - spent).toBe(10);

    const cached = preview('portfolio:chart', input);
    expect(cached).toEqual({
      credits: 0,
      explanation: 'cached (updated just now); Refresh costs 10',
      // The same sentence by its message, for the user's language.
      explanationSays: [{ id: 'prices.cachedJustNow', values: { credits: 10 } }],
    });
    spent = await h.spent();
    const again = await h.handlers['portfolio:chart'](input);
    expect(again.ok && again.meta).toMatchObject({ source: 'cache', credits: 0 });
    expect(await h.spent()).toBe(spent);

    const refresh = { ...input, refresh: true };
    expect(preview('portfolio:chart', refresh).credits).toBe(10);
    const refreshed = await h.handlers['portfolio:chart'](refresh);
    expect(refreshed.ok && refreshed.meta).toMatchObject({ source: 'live', credits: 10 });
    expect((await h.spent()) - spent).toBe(10);

    await h.advance(20 * 60_000);
    expect(preview('portfolio:chart', input).explanation).toBe(
      'cached (updated 20 min ago); Refresh costs 10',
    );
    // A month's chart (daily points) is fresh for a working day (its row in domains/reads/portfolio-reads.ts).
    await h.advance(12 * HOUR);
    expect(preview('portfolio:chart', input).credits).toBe(10);
  });

  it('prices the portfolio Refresh badge as what pressing Refresh spends', async () => {
    const reads = [
      ['portfolio:list', {}],
      ['portfolio:value', { currency: 'USD' }],
      ['portfolio:coins', { currency: 'USD' }],
      ['portfolio:transactions', { currency: 'USD', limit: 100 }],
      ['portfolio:plHistory', { currency: 'USD', interval: 'daily', range: '1m' }],
    ] as const;
    for (const [channel, input] of reads) await send(channel, input);
    for (const [channel, input] of reads) expect(preview(channel, input).credits).toBe(0);

    const badge = reads.reduce(
      (sum, [channel, input]) => sum + preview(channel, { ...input, refresh: true }).credits,
      0,
    );
    expect(badge).toBe(5 + 10 + 8 + 4 + 25);
    const spent = await h.spent();
    for (const [channel, input] of reads) {
      await send(channel, { ...input, refresh: true });
    }
    expect((await h.spent()) - spent).toBe(badge);
  });

  it('tells the refresh policy how long each Portfolios figure stays fresh, and the cache keeps to it', async () => {
    const reads = [
      ['portfolio:list', {}],
      ['portfolio:value', { currency: 'USD' }],
      ['portfolio:coins', { currency: 'USD' }],
      ['portfolio:transactions', { currency: 'USD', limit: 100 }],
      ['portfolio:plHistory', { currency: 'USD', interval: 'daily', range: '1m' }],
    ] as const;
    for (const [channel, input] of reads) await send(channel, { ...input, refresh: true });
    const freshFor = (channel: ChannelName, input: object) =>
      h.price(channel, channels[channel].input.parse(input)).freshForMs;
    // The monthly figure beside the setting counts with these (components/refresh-cost.tsx).
    expect(reads.map(([channel, input]) => freshFor(channel, input))).toEqual([
      DAILY_FRESH,
      PRICED_FRESH,
      PRICED_FRESH,
      DAILY_FRESH,
      DAILY_FRESH,
    ]);
    const credits = () => reads.map(([channel, input]) => preview(channel, input).credits);
    await h.advance(PRICED_FRESH - 60_000);
    expect(credits()).toEqual([0, 0, 0, 0, 0]);
    // Past it: the value and the holdings cost again, what is kept a working day does not.
    await h.advance(2 * 60_000);
    expect(credits()).toEqual([0, 10, 8, 0, 0]);
    await h.advance(DAILY_FRESH - PRICED_FRESH);
    expect(credits()).toEqual([5, 10, 8, 4, 25]);
  });

  it('prices a wallet balance by its own wallet: 0 while cached, the full price for Refresh, spent as shown', async () => {
    const added = await h.handlers['wallet:add']({
      address: '0x3333333333333333333333333333333333333333',
      connectionId: 'ethereum',
    });
    if (!added.ok) throw new Error(added.error.message);
    const input = { walletId: added.value.id, currency: 'USD' };
    const full = preview('wallet:balance', input).credits;
    expect(full).toBeGreaterThan(0);
    await h.handlers['wallet:balance'](input);
    expect(preview('wallet:balance', input)).toEqual({
      credits: 0,
      explanation: `cached (updated just now); Refresh costs ${full}`,
      explanationSays: [{ id: 'prices.cachedJustNow', values: { credits: full } }],
    });
    expect(preview('wallet:balance', { ...input, refresh: true }).credits).toBe(full);
    const spent = await h.spent();
    await h.handlers['wallet:balance']({ ...input, refresh: true });
    expect((await h.spent()) - spent).toBe(full);
    // A wallet no longer followed: the read is refused before anything is sent, so it costs nothing, and says why.
    expect(preview('wallet:balance', { walletId: 'gone' })).toMatchObject({
      credits: 0,
      explanation: expect.stringContaining('no longer followed'),
    });
  });

  it('prices Follow as the balance read that follows it, and 0 for a wallet whose balance is cached', async () => {
    const wallet = { address: '0x4444444444444444444444444444444444444444', connectionId: 'ethereum' };
    const follow = preview('wallet:add', wallet);
    expect(follow.credits).toBe(40);
    expect(follow.explanation).toBe(
      'following is free; its balance is read next: 40 credits for GET /wallet/balance',
    );
    const added = await h.handlers['wallet:add'](wallet);
    if (!added.ok) throw new Error(added.error.message);
    const spent = await h.spent();
    await h.handlers['wallet:balance']({ walletId: added.value.id, currency: 'USD' });
    // What the view spends once the wallet is followed: the price Follow showed.
    expect((await h.spent()) - spent).toBe(follow.credits);
    // Removed and followed again while its balance is fresh: the read comes from the cache.
    await h.handlers['wallet:remove']({ walletId: added.value.id });
    expect(preview('wallet:add', wallet).credits).toBe(0);
  });

  it('builds the same request as each handler: every planned read, once read, previews at 0', async () => {
    const reads = [
      ['rwa:overview', {}],
      ['rwa:assets', { assetType: 'commodity', sortBy: 'name', page: 1, limit: 10 }],
      ['rwa:asset', { rwaId: 'gold' }],
      ['rwa:tokens', { rwaId: 'gold', sortBy: 'price' }],
      ['rwa:markets', { rwaId: 'gold' }],
      ['rwa:assetHistory', { rwaId: 'gold', range: '1w' }],
      ['coins:list', { limit: 5 }],
      ['portfolio:plHistory', { interval: 'weekly', from: '2026-10-01', to: '2026-11-01' }],
    ] as const;
    for (const [channel, input] of reads) {
      const handler = h.handlers[channel] as (parsed: unknown) => Promise<{ ok: boolean }>;
      expect((await handler(channels[channel].input.parse(input))).ok, channel).toBe(true);
      expect(preview(channel, input), channel).toMatchObject({ credits: 0 });
      expect(preview(channel, { ...input, refresh: true }).credits, channel).toBeGreaterThan(0);
    }
  });

  it('knows the cache of RWA and coin reads too, whatever the default currency was', async () => {
    expect(preview('rwa:history', {}).credits).toBeGreaterThan(0);
    await h.handlers['rwa:history']({});
    expect(preview('rwa:history', { currency: 'USD', range: '7d' }).credits).toBe(0);
    expect(preview('rwa:history', { range: '30d' }).credits).toBeGreaterThan(0);

    await h.handlers['coins:get']({ coinId: 'bitcoin' });
    expect(preview('coins:get', { coinId: 'bitcoin' }).credits).toBe(0);
    expect(preview('coins:get', { coinId: 'bitcoin', refresh: true }).credits).toBe(1);
  });
});

describe('cost preview under "Every few minutes"', () => {
  it('prices holdings and the currency list as the read judges them: older than the interval is paid again', async () => {
    const every = await startHarness({ key: 'sandbox-starter-key', refreshEveryMs: 2 * 60_000 });
    try {
      const price = (input: object) =>
        every.price('portfolio:coins', channels['portfolio:coins'].input.parse(input)).cost.credits;
      const input = { currency: 'EUR' };
      const read = every.handlers['portfolio:coins'] as (parsed: unknown) => Promise<unknown>;
      await read(channels['portfolio:coins'].input.parse(input));
      expect(price(input)).toBe(0);
      // Past the interval, well within the holdings' own freshness (hours) and the currency list's (an hour).
      await every.advance(3 * 60_000);
      const shown = price(input);
      const before = await every.spent();
      // The cached holdings show at once, marked stale; the refresh the policy asks for is sent behind them.
      await read(channels['portfolio:coins'].input.parse(input));
      await until(async () => (await every.spent()) > before, 'the background refresh');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect((await every.spent()) - before).toBe(shown);
      expect(shown).toBe(8 + 1);
    } finally {
      await every.close();
    }
  });
});

describe('an old cached answer under a low threshold', () => {
  it('is shown marked stale, and its refresh is not sent until the user says yes', async () => {
    const input = { currency: 'USD' } as const;
    const live = await send('portfolio:value', { ...input, refresh: true });
    // Holdings are a read of their own (every page, priced by the pages last found).
    const holdings = await send('portfolio:coins', { ...input, refresh: true });
    // A balance is priced in USD: in euros the currency list (cached an hour) joins the read.
    const added = await h.handlers['wallet:add']({
      address: '0x4444444444444444444444444444444444444444',
      connectionId: 'ethereum',
    });
    if (!added.ok) throw new Error(added.error.message);
    const inEuros = { walletId: added.value.id, currency: 'EUR' };
    const balance = await h.handlers['wallet:balance']({ ...inEuros, refresh: true });
    h.setThreshold(0);
    try {
      await h.advance(PRICED_FRESH + 60_000);
      const before = await h.spent();
      const old = await send('portfolio:value', input);
      expect(old).toMatchObject({ ok: true, meta: { source: 'cache', stale: true, credits: 0 } });
      expect((old as { value: unknown }).value).toEqual((live as { value: unknown }).value);
      const oldHoldings = await send('portfolio:coins', input);
      expect(oldHoldings).toMatchObject({ ok: true, meta: { source: 'cache', stale: true } });
      expect((oldHoldings as { value: unknown }).value).toEqual((holdings as { value: unknown }).value);
      const oldBalance = await h.handlers['wallet:balance'](inEuros);
      expect(oldBalance).toMatchObject({ ok: true, meta: { source: 'cache', stale: true } });
      expect(oldBalance.ok && oldBalance.value).toEqual(balance.ok && balance.value);
      // The hit's bookkeeping turn, and time for a refresh to land had one gone out.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await h.spent()).toBe(before);
      // Refresh is the user's own ask, and it asks first.
      const refresh = await send('portfolio:value', { ...input, refresh: true });
      expect(refresh).toMatchObject({ ok: false, error: { code: 'confirmation_required' } });
      expect(await h.spent()).toBe(before);
    } finally {
      h.setThreshold(100);
    }
    // Under the threshold again, the old answers' refreshes go behind them (10 credits and one page of 8).
    const before = await h.spent();
    await send('portfolio:value', input);
    await send('portfolio:coins', input);
    await until(async () => (await h.spent()) - before === 10 + 8, 'the background refreshes');
  });
});
