import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SyncProgress } from '../../../src/shared/domain/wallet';
import { createApp, type App } from '../../../src/main/app';
import { silentLogger } from '../../../src/main/lib/effects';
import { createMemoryStore } from '../../../src/main/secrets/memory-store';
import { fakeClock, type FakeClock } from '../../unit/api/fake-clock';

// Demo mode's in-process sandbox keeps pace with the app's clock: its data is dated at the app's now, and a
// wallet sync finishes as time passes. The clock here is fake and moves by the sync's own poll waits.

const TODAY = Date.parse('2027-03-14T08:30:00Z');

let app: App;
let dir: string;
let clock: FakeClock;
let events: SyncProgress[];
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'folio-demo-clock-'));
  clock = fakeClock(TODAY);
  events = [];
  app = await createApp({
    fetch: () => Promise.reject(new Error('live fetch must not be used in demo mode')),
    secrets: createMemoryStore(),
    dataDir: dir,
    log: silentLogger,
    clock,
  });
  app.subscribe((name, payload) => {
    if (name === 'sync:progress') events.push(payload as SyncProgress);
  });
});
afterEach(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Resolves with the sync's first finished state (the test's own timeout bounds the wait). */
const finished = (syncId: string) =>
  new Promise<SyncProgress>((resolve) => {
    const unsubscribe = app.subscribe((name, payload) => {
      const progress = payload as SyncProgress;
      if (name === 'sync:progress' && progress.syncId === syncId && progress.state !== 'syncing') {
        unsubscribe();
        resolve(progress);
      }
    });
  });

describe('demo mode over time', () => {
  it('finishes a wallet sync, then reads the transactions it made readable', async () => {
    const wallet = await app.handlers['wallet:add']({
      address: '0x7777777777777777777777777777777777777777',
      connectionId: 'ethereum',
    });
    if (!wallet.ok) throw new Error(wallet.error.message);
    const before = await app.handlers['wallet:transactions']({ walletIds: [wallet.value.id] });
    expect(!before.ok && before.error.code).toBe('not_synced');

    const started = await app.handlers['wallet:sync']({ walletIds: [wallet.value.id] });
    if (!started.ok) throw new Error(started.error.message);
    const done = finished(started.value.syncId);
    const final = await done;

    expect(final.state).toBe('synced');
    expect(events.some((e) => e.syncId === started.value.syncId && e.state === 'syncing')).toBe(true);
    const after = await app.handlers['wallet:transactions']({ walletIds: [wallet.value.id] });
    expect(after.ok).toBe(true);
  });

  it("dates demo data at the app's now", async () => {
    const chart = await app.handlers['portfolio:chart']({ range: '24h' });
    if (!chart.ok) throw new Error(chart.error.message);
    const last = chart.value.points.at(-1);
    expect(last).toBeDefined();
    expect(Math.abs((last?.t ?? 0) - clock.now())).toBeLessThan(24 * 60 * 60 * 1000);
  });
});
