import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp, type App } from '../../../src/main/app';
import { dispatch } from '../../../src/main/ipc/registry';
import { silentLogger } from '../../../src/main/lib/effects';
import { createMemoryStore } from '../../../src/main/secrets/memory-store';
import type { AlertFired, AlertLogEntry, AlertRule } from '../../../src/shared/domain/alerts';
import type { Coin } from '../../../src/shared/domain/market';

// Alerts as createApp builds them, in demo mode: a read's answer reaching the cache is what judges the rules (no
// request of the alerts' own), the host's notification effect is called, and the push the page gets carries the
// privacy-safe text.

let app: App;
let dir: string;
const notified: { title: string; body: string; click: () => void }[] = [];
const pushed: AlertFired[] = [];
const opened: unknown[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'folio-alerts-'));
  app = await createApp({
    fetch: () => Promise.reject(new Error('live fetch must not be used in demo mode')),
    secrets: createMemoryStore(),
    dataDir: dir,
    log: silentLogger,
    host: { notify: (note, click) => notified.push({ ...note, click }) },
  });
  app.subscribe((event, payload) => {
    if (event === 'alerts:fired') pushed.push(payload as AlertFired);
    if (event === 'alerts:open') opened.push(payload);
  });
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const call = <T>(channel: string, input: unknown = {}) =>
  dispatch(app.handlers, channel, input, silentLogger) as Promise<{ ok: true; value: T } | { ok: false }>;

describe('alerts in the app', () => {
  it('fires on the price a coin read brings into the cache, and notifies through the host', async () => {
    const rule = await call<AlertRule>('alerts:create', {
      target: { kind: 'coin', id: 'bitcoin', label: 'Bitcoin (BTC)' },
      condition: { type: 'above', level: 1 },
      currency: 'USD',
    });
    expect(rule.ok).toBe(true);
    const coin = await call<Coin>('coins:get', { coinId: 'bitcoin', currency: 'USD', refresh: true });
    expect(coin.ok).toBe(true);
    const log = await call<AlertLogEntry[]>('alerts:log');
    expect(log.ok && log.value.map((e) => [e.target.id, e.valueSeen])).toEqual([
      ['bitcoin', coin.ok ? coin.value.price : NaN],
    ]);
    // The notification's words load when the first alert needs them (a few milliseconds).
    await vi.waitFor(() => expect(notified).toHaveLength(1));
    expect(pushed[0]?.shownByHost).toBe(true);
    notified[0]?.click();
    expect(opened).toEqual([{ kind: 'coin', id: 'bitcoin', label: 'Bitcoin (BTC)' }]);
  });

  it('judges a new rule at once on the price the cache already holds, watched coin or not', async () => {
    const coin = await call<Coin>('coins:get', { coinId: 'ethereum', currency: 'USD' });
    if (!coin.ok) throw new Error('coins:get failed');
    const rule = await call<AlertRule>('alerts:create', {
      target: { kind: 'coin', id: 'ethereum', label: 'Ethereum (ETH)' },
      condition: { type: 'above', level: coin.value.price * 2 },
      currency: 'USD',
    });
    expect(rule.ok && rule.value).toMatchObject({ state: 'armed', lastSeen: coin.value.price });
    const listed = await call<AlertRule[]>('alerts:list');
    expect(listed.ok && listed.value.find((r) => r.target.id === 'ethereum')?.lastSeen).toBe(
      coin.value.price,
    );
  });

  it("fires on an RWA asset's price from the asset read, judged as of the service's own publication time", async () => {
    const list = await call<{ items: { id: string; name: string; tokenizedPrice: number | null }[] }>(
      'rwa:assets',
      {
        currency: 'USD',
      },
    );
    const asset = list.ok ? list.value.items.find((a) => a.tokenizedPrice !== null) : undefined;
    expect(asset).toBeDefined();
    await call('alerts:create', {
      target: { kind: 'rwa', id: asset?.id, label: asset?.name },
      condition: { type: 'above', level: 0.000001 },
      currency: 'USD',
    });
    const detail = await call<{ updatedAt: string | null; isStale: boolean }>('rwa:asset', {
      rwaId: asset?.id,
      currency: 'USD',
      refresh: true,
    });
    expect(detail.ok && detail.value.isStale).toBe(false);
    const log = await call<AlertLogEntry[]>('alerts:log');
    const entry = log.ok ? log.value.find((e) => e.target.kind === 'rwa') : undefined;
    expect(entry?.target.id).toBe(asset?.id);
    const published = detail.ok && detail.value.updatedAt ? Date.parse(detail.value.updatedAt) : NaN;
    expect(entry?.asOf).toBe(published);
  });

  it('in privacy mode pushes and notifies without amounts', async () => {
    await call('settings:update', { privacyMode: true });
    await call('alerts:create', {
      target: { kind: 'coin', id: 'ethereum', label: 'Ethereum (ETH)' },
      condition: { type: 'above', level: 1 },
      currency: 'USD',
    });
    await call('coins:list', { coinIds: ['ethereum'], currency: 'USD', refresh: true });
    await vi.waitFor(() => expect(pushed.at(-1)?.entry.target.id).toBe('ethereum'));
    const last = pushed.at(-1);
    expect(last?.entry.target.id).toBe('ethereum');
    expect(`${last?.title} ${last?.body}`).not.toMatch(/\d/);
    expect(notified.at(-1)?.body).toBe('The price rose above your alert level.');
  });
});
