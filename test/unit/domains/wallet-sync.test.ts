import { describe, expect, it } from 'vitest';
import type { SyncProgress, WalletRef } from '../../../src/shared/domain/wallet';
import { createSyncManager, type SyncTransport } from '../../../src/main/domains/wallet-sync';
import { steppingClock } from './fake-clock';

const w1: WalletRef = { id: 'w1', address: '0x1111', connectionId: 'ethereum', label: 'one' };
const w2: WalletRef = { id: 'w2', address: '0x2222', connectionId: 'polygon', label: 'two' };

/** A service that reports `syncing` for the first `syncingPolls` status reads of each wallet, then `synced`. */
function fakeService(syncingPolls: number, patchStatus = 'syncing') {
  const calls = { patches: [] as WalletRef[][], status: [] as string[], rereads: 0 };
  const seen = new Map<string, number>();
  const transport: SyncTransport = {
    async patch(wallets) {
      calls.patches.push([...wallets]);
      return { ok: true, value: patchStatus };
    },
    async status(wallet) {
      calls.status.push(wallet.id);
      const n = (seen.get(wallet.id) ?? 0) + 1;
      seen.set(wallet.id, n);
      return { ok: true, value: n > syncingPolls ? 'synced' : 'syncing' };
    },
    async reread() {
      calls.rereads += 1;
    },
  };
  return { transport, calls };
}

function setup(transport: SyncTransport) {
  const clock = steppingClock();
  const events: SyncProgress[] = [];
  let n = 0;
  const manager = createSyncManager({
    transport,
    clock,
    emit: (p) => events.push(p),
    newId: () => `sync-${++n}`,
    firstDelayMs: 1000,
    maxDelayMs: 8000,
    giveUpAfterMs: 60_000,
  });
  return { manager, clock, events };
}

describe('wallet sync', () => {
  it('sends one PATCH for several wallets, polls with growing waits until both are synced, then re-reads', async () => {
    const { transport, calls } = fakeService(2);
    const { manager, clock, events } = setup(transport);
    const started = await manager.start([w1, w2], false);
    expect(started).toEqual({ ok: true, value: { syncId: 'sync-1' } });
    const final = await manager.settled('sync-1');

    expect(calls.patches).toEqual([[w1, w2]]);
    expect(calls.status).toEqual(['w1', 'w2', 'w1', 'w2', 'w1', 'w2']);
    expect(clock.sleeps).toEqual([1000, 2000, 4000]);
    expect(calls.rereads).toBe(1);
    expect(final).toMatchObject({ state: 'synced', polls: 6, elapsedMs: 7000, walletIds: ['w1', 'w2'] });
    expect(events.map((e) => e.state)).toEqual(['starting', 'syncing', 'syncing', 'synced']);
    expect(events[0]?.message).toBe('Starting sync of 2 wallets.');
  });

  it('skips polling when the PATCH already answers synced', async () => {
    const { transport, calls } = fakeService(0, 'synced');
    const { manager, events } = setup(transport);
    await manager.start([w1], false);
    expect(await manager.settled('sync-1')).toMatchObject({ state: 'synced', polls: 0 });
    // Said as a sentence, not "1 wallet(s)".
    expect(events[0]?.message).toBe('Starting sync of one wallet.');
    expect(calls.status).toEqual([]);
    expect(calls.rereads).toBe(1);
  });

  it('reports a failed PATCH as the error and as a failed event, without polling', async () => {
    const { transport, calls } = fakeService(0);
    transport.patch = async () => ({ ok: false, error: { code: 'forbidden', message: 'plan' } });
    const { manager, events } = setup(transport);
    expect(await manager.start([w1], false)).toEqual({
      ok: false,
      error: { code: 'forbidden', message: 'plan' },
    });
    expect(events.map((e) => e.state)).toEqual(['starting', 'failed']);
    expect(calls.status).toEqual([]);
  });

  it('stops when cancelled and does not re-read', async () => {
    const { transport, calls } = fakeService(1000);
    const { manager } = setup(transport);
    const inner = transport.status;
    transport.status = async (w) => {
      if (calls.status.length === 2) manager.cancel('sync-1');
      return inner(w);
    };
    await manager.start([w1], false);
    expect(await manager.settled('sync-1')).toMatchObject({ state: 'cancelled', polls: 3 });
    expect(calls.rereads).toBe(0);
    expect(manager.cancel('sync-1')).toBe(false);
  });

  it('gives up after the time limit with a failed state', async () => {
    const { transport, calls } = fakeService(1000);
    const { manager } = setup(transport);
    await manager.start([w1], false);
    const final = await manager.settled('sync-1');
    expect(final?.state).toBe('failed');
    expect(final?.elapsedMs).toBeGreaterThanOrEqual(60_000);
    expect(calls.rereads).toBe(0);
  });

  it('does not start a second sync for a wallet that is already syncing', async () => {
    const { transport, calls } = fakeService(3);
    const { manager } = setup(transport);
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const inner = transport.status;
    transport.status = async (w) => {
      await gate;
      return inner(w);
    };
    await manager.start([w1], false);
    expect(await manager.start([w1], false)).toEqual({ ok: true, value: { syncId: 'sync-1' } });
    expect(calls.patches).toHaveLength(1);
    open();
    expect((await manager.settled('sync-1'))?.state).toBe('synced');
  });

  it('sends one PATCH when the same wallet is asked to sync twice while the first PATCH is in flight', async () => {
    const { transport, calls } = fakeService(0);
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const inner = transport.patch;
    transport.patch = async (wallets, all) => {
      await gate;
      return inner(wallets, all);
    };
    const { manager } = setup(transport);
    const first = manager.start([w1], false);
    const second = await manager.start([w1], false);
    release();
    expect(await first).toEqual({ ok: true, value: { syncId: 'sync-1' } });
    expect(second).toEqual({ ok: true, value: { syncId: 'sync-1' } });
    expect(calls.patches).toHaveLength(1);
  });
});
