import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WalletRef } from '../../../src/shared/domain/wallet';
import { startHarness, until, type Harness } from './harness';

// Wallets against the sandbox over HTTP, and the sync flow end to end: 409 -> PATCH -> poll status while the
// sandbox clock stands still -> advance it -> synced -> the re-read is in the cache.

let h: Harness;
let eth: WalletRef;
let poly: WalletRef;

beforeAll(async () => {
  h = await startHarness({ key: 'sandbox-starter-key' });
  const a = await h.handlers['wallet:add']({
    address: '0x1111111111111111111111111111111111111111',
    connectionId: 'ethereum',
    label: 'Main',
  });
  const b = await h.handlers['wallet:add']({
    address: '0x2222222222222222222222222222222222222222',
    connectionId: 'polygon',
  });
  if (!a.ok || !b.ok) throw new Error('could not add wallets');
  eth = a.value;
  poly = b.value;
});
afterAll(async () => h.close());

describe('followed wallets', () => {
  it('lists, re-adds without duplicating, and removes', async () => {
    const again = await h.handlers['wallet:add']({
      address: eth.address,
      connectionId: 'ethereum',
      label: 'Renamed',
    });
    expect(again.ok && again.value.id).toBe(eth.id);
    const list = await h.handlers['wallet:list']({});
    expect(list.ok && list.value.map((w) => w.label)).toEqual(['Renamed', poly.label]);
    const temp = await h.handlers['wallet:add']({
      address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
      connectionId: 'bitcoin',
    });
    if (!temp.ok) throw new Error(temp.error.message);
    expect(await h.handlers['wallet:remove']({ walletId: temp.value.id })).toMatchObject({
      value: { removed: true },
    });
    expect(await h.handlers['wallet:remove']({ walletId: temp.value.id })).toMatchObject({
      value: { removed: false },
    });
  });

  it('reads chains, balances and the transaction types lookup', async () => {
    const chains = await h.handlers['wallet:blockchains']({});
    expect(chains.ok && chains.value.some((c) => c.connectionId === 'ethereum')).toBe(true);
    const balance = await h.handlers['wallet:balance']({ walletId: eth.id, currency: 'USD' });
    if (!balance.ok) throw new Error(balance.error.message);
    expect(balance.value.length).toBeGreaterThan(0);
    for (const b of balance.value) expect(b.value).toBeCloseTo(b.amount * b.price, 6);
    // Each coin's icon address, as the sandbox sends it in the documented imgUrl, for the balances table.
    for (const b of balance.value) expect(b.icon).toMatch(/^https:\/\/static\.coinstats\.app\/coins\//);
    expect(balance.meta.credits).toBe(40);
    const types = await h.handlers['wallet:transactionTypes']({});
    expect(types.ok && types.value.map((t) => t.name)).toEqual(expect.arrayContaining(['Sent', 'Received']));
  });

  it('answers an unknown wallet id with not_found and sends nothing', async () => {
    const spent = await h.spent();
    const r = await h.handlers['wallet:balance']({ walletId: 'w-not-followed' });
    expect(!r.ok && r.error.code).toBe('not_found');
    expect(await h.spent()).toBe(spent);
  });
});

describe('wallet sync', () => {
  it('turns 409 into not_synced, syncs two wallets in one PATCH, and re-reads once synced', async () => {
    const read = () => h.handlers['wallet:transactions']({ walletIds: [poly.id, eth.id], limit: 10 });
    const first = await read();
    expect(!first.ok && first.error).toMatchObject({ code: 'not_synced', status: 409 });

    const chargedBefore = (await h.charged()).length;
    // The whole sync (start, status checks, re-read) passes the threshold of 100: the user says yes first.
    const unconfirmed = await h.handlers['wallet:sync']({ walletIds: [eth.id, poly.id] });
    expect(!unconfirmed.ok && unconfirmed.error.code).toBe('confirmation_required');
    const started = await h.handlers['wallet:sync'](
      await h.confirmed('wallet:sync', { walletIds: [eth.id, poly.id] }),
    );
    if (!started.ok) throw new Error(started.error.message);
    const { syncId } = started.value;
    // The sandbox clock stands still, so the sync is still running after a few polls.
    await until(
      () => h.syncEvents().some((e) => e.syncId === syncId && e.state === 'syncing'),
      'a syncing poll',
    );
    await h.advance(10_000);
    const final = await h.settled(syncId);
    expect(final).toMatchObject({ state: 'synced', walletIds: [eth.id, poly.id].sort() });
    expect(final?.polls).toBeGreaterThanOrEqual(4);

    const states = h
      .syncEvents()
      .filter((e) => e.syncId === syncId)
      .map((e) => e.state);
    expect(states[0]).toBe('starting');
    expect(states.at(-1)).toBe('synced');

    // One PATCH for both wallets (50 x 2), 3 per status poll, then one re-read of the page that met 409 (30 x 2).
    const charged = (await h.charged()).slice(chargedBefore);
    expect(charged.filter((c) => c.path === '/v1/wallet/transactions').map((c) => c.credits)).toEqual([
      100, 80,
    ]);
    const polls = charged.filter((c) => c.path === '/v1/wallet/status');
    expect(polls.length).toBe(final?.polls);
    expect(polls.every((c) => c.credits === 3)).toBe(true);

    // The view's read now comes from the cache that the sync refreshed.
    const after = await read();
    if (!after.ok) throw new Error(after.error.message);
    expect(after.meta).toMatchObject({ source: 'cache', credits: 0 });
    expect(after.value.items.length).toBeGreaterThan(0);
    expect(h.events.some((e) => e.name === 'data:changed')).toBe(true);
  });

  it('filters by transaction type ids, and the records carry the display names', async () => {
    const types = await h.handlers['wallet:transactionTypes']({});
    if (!types.ok) throw new Error(types.error.message);
    const received = types.value.find((t) => t.name === 'Received');
    if (!received) throw new Error('no Received type');
    const page = await h.handlers['wallet:transactions']({ walletIds: [eth.id], types: [received.id] });
    if (!page.ok) throw new Error(page.error.message);
    expect(page.value.items.length).toBeGreaterThan(0);
    expect(new Set(page.value.items.map((t) => t.type))).toEqual(new Set(['Received']));
  });

  it('reads the fee of Fee and Approve rows, which carry nothing else, in the currency asked for', async () => {
    const types = await h.handlers['wallet:transactionTypes']({});
    if (!types.ok) throw new Error(types.error.message);
    const ids = types.value.filter((t) => t.name === 'Fee' || t.name === 'Approve').map((t) => t.id);
    const page = await h.handlers['wallet:transactions']({
      walletIds: [eth.id],
      types: ids,
      currency: 'USD',
    });
    if (!page.ok) throw new Error(page.error.message);
    expect(page.value.items.length).toBeGreaterThan(0);
    for (const row of page.value.items) {
      // Nothing moved but the fee: the row's own coin and value are unknown, its fee is not.
      expect(row).toMatchObject({ symbol: null, count: null, value: null, legs: [] });
      expect(row.fee?.symbol).toBe('ETH');
      expect(row.fee?.count).toBeGreaterThan(0);
      expect(row.fee?.worthThen).toBeGreaterThan(0);
    }
  });

  it('never syncs all networks without a confirmation, and syncs with one', async () => {
    const spent = await h.spent();
    const refused = await h.handlers['wallet:sync']({ walletIds: [eth.id], allNetworks: true });
    const preview = await h.handlers['credits:preview']({
      channel: 'wallet:sync',
      input: { walletIds: [eth.id], allNetworks: true },
    });
    // One price: the badge's figure is the one the refusal names (the start on every chain is 500 of it).
    expect(preview.ok && preview.value).toMatchObject({ needsConfirmation: true });
    expect(preview.ok && preview.value.credits).toBeGreaterThan(500);
    expect(!refused.ok && refused.error).toMatchObject({
      code: 'confirmation_required',
      cost: { credits: preview.ok ? preview.value.credits : NaN },
    });
    expect(await h.spent()).toBe(spent);

    const { token } = h.deps.guard.issue('wallet:sync', { walletIds: [eth.id], allNetworks: true });
    const started = await h.handlers['wallet:sync']({
      walletIds: [eth.id],
      allNetworks: true,
      confirmToken: token,
    });
    if (!started.ok) throw new Error(started.error.message);
    await until(() => h.syncEvents().some((e) => e.syncId === started.value.syncId && e.polls > 0), 'a poll');
    expect(await h.handlers['wallet:syncCancel']({ syncId: started.value.syncId })).toMatchObject({
      value: { cancelled: true },
    });
    expect(await h.settled(started.value.syncId)).toMatchObject({ state: 'cancelled' });
    // The token was spent: the same call needs a new confirmation.
    const reused = await h.handlers['wallet:sync']({
      walletIds: [eth.id],
      allNetworks: true,
      confirmToken: token,
    });
    expect(!reused.ok && reused.error.code).toBe('confirmation_required');
  });
});

describe('reading the transactions of several wallets', () => {
  it('asks for a confirmation above the threshold, reads with one, and serves the cached answer without', async () => {
    const more: WalletRef[] = [];
    for (const [address, connectionId] of [
      ['0x3333333333333333333333333333333333333333', 'ethereum'],
      ['0x4444444444444444444444444444444444444444', 'polygon'],
    ] as const) {
      const added = await h.handlers['wallet:add']({ address, connectionId });
      if (!added.ok) throw new Error(added.error.message);
      more.push(added.value);
    }
    const input = { walletIds: [eth.id, poly.id, ...more.map((w) => w.id)] };
    const sent = h.requests.length;

    // 40 credits x 4 wallets (the documented price), above the harness's threshold of 100.
    const refused = await h.handlers['wallet:transactions'](input);
    expect(!refused.ok && refused.error).toMatchObject({
      code: 'confirmation_required',
      cost: { credits: 160 },
    });
    expect(h.requests.length).toBe(sent);

    const read = h.deps.guard.issue('wallet:transactions', input);
    const first = await h.handlers['wallet:transactions']({ ...input, confirmToken: read.token });
    // Two of the wallets were never synced: the service was asked, and said so.
    expect(!first.ok && first.error.code).toBe('not_synced');
    expect(h.requests.length).toBe(sent + 1);

    const sync = h.deps.guard.issue('wallet:sync', input);
    const started = await h.handlers['wallet:sync']({ ...input, confirmToken: sync.token });
    if (!started.ok) throw new Error(started.error.message);
    await h.advance(10_000);
    expect(await h.settled(started.value.syncId)).toMatchObject({ state: 'synced' });

    // The re-read after the sync is in the cache: no confirmation, no request.
    const requests = h.requests.length;
    const cached = await h.handlers['wallet:transactions'](input);
    expect(cached.ok && cached.meta).toMatchObject({ source: 'cache', credits: 0 });
    expect(h.requests.length).toBe(requests);
  });

  it('after a Sync the view shows the transactions the sync read again, with no second paid read', async () => {
    // The Wallets view reads 100 rows of one synced wallet; the user then presses Sync.
    const view = { walletIds: [eth.id], limit: 100 };
    const shown = await h.handlers['wallet:transactions'](view);
    if (!shown.ok) throw new Error(shown.error.message);
    const chargedBefore = (await h.charged()).length;
    const started = await h.handlers['wallet:sync'](
      await h.confirmed('wallet:sync', { walletIds: [eth.id] }),
    );
    if (!started.ok) throw new Error(started.error.message);
    await h.advance(10_000);
    expect(await h.settled(started.value.syncId)).toMatchObject({ state: 'synced' });

    // On data:changed the view reads again: the answer the sync's re-read stored, not the one from before it.
    const requests = h.requests.length;
    const after = await h.handlers['wallet:transactions'](view);
    if (!after.ok) throw new Error(after.error.message);
    expect(after.meta).toMatchObject({ source: 'cache', credits: 0 });
    expect(after.meta.fetchedAt).toBeGreaterThan(shown.meta.fetchedAt);
    expect(h.requests.length).toBe(requests);
    // The PATCH, then one read of the transactions: 40 credits, as the Sync button's price said.
    const reads = (await h.charged())
      .slice(chargedBefore)
      .filter((c) => c.path === '/v1/wallet/transactions')
      .map((c) => c.credits);
    expect(reads).toEqual([50, 40]);
  });
});
