import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../../src/main/app';
import { dispatch } from '../../../src/main/ipc/registry';
import { silentLogger, type FetchLike } from '../../../src/main/lib/effects';
import { createMemoryStore } from '../../../src/main/secrets/memory-store';
import type { SecretStore } from '../../../src/main/secrets/secret-store';
import type { ConnectionState } from '../../../src/shared/domain/connection';
import { tempDir } from '../cache/helpers';

// The Service address and the connection check as the app wires them: which address requests go to, what is
// stored, what a restart keeps. The network is a scripted fetch that serves /usage/credits at /v1 only.

const KEY = 'sk-unit-app-7d2c41aa';
let dir: string;
let remove: () => void;
let secrets: SecretStore;
let asked: string[];
const apps: App[] = [];

/** Off: every request fails as with no network. */
let online = true;

const fetch: FetchLike = async (input) => {
  const url = String(input);
  asked.push(url);
  if (!online) throw Object.assign(new TypeError('fetch failed'), { cause: { code: 'ENETUNREACH' } });
  return url.endsWith('/v1/usage/credits')
    ? Response.json({ totalCredits: 100, usedCredits: 1, remainingCredits: 99, subscription: 'STARTER' })
    : Response.json({ statusCode: 404 }, { status: 404 });
};

async function start(apiBaseUrl?: string) {
  let now = Date.UTC(2026, 10, 24);
  const app = await createApp({
    fetch,
    secrets,
    dataDir: dir,
    log: silentLogger,
    // Whole milliseconds, as Date.now gives: waits with jitter are fractions.
    clock: { now: () => now, sleep: async (ms) => void (now += Math.ceil(ms)) },
    ...(apiBaseUrl ? { apiBaseUrl } : {}),
  });
  apps.push(app);
  const call = (channel: string, input?: unknown) => dispatch(app.handlers, channel, input, silentLogger);
  const state = async () => {
    const answer = await call('connection:status');
    if (!answer.ok) throw new Error(answer.error.message);
    return answer.value as ConnectionState;
  };
  return { app, call, state };
}

beforeEach(() => {
  ({ dir, remove } = tempDir());
  secrets = createMemoryStore();
  asked = [];
  online = true;
});
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
  remove();
});

describe('the Service address in the app', () => {
  it('starts at the documented host and checks nothing without a key', async () => {
    const { call, state } = await start();
    expect(await state()).toMatchObject({
      address: 'https://openapiv1.coinstats.app',
      source: 'default',
      defaultAddress: 'https://openapiv1.coinstats.app',
      check: null,
    });
    expect(await call('connection:check')).toMatchObject({
      ok: true,
      value: { check: { outcome: { kind: 'no-key' } } },
    });
    expect(asked).toEqual([]);
  });

  it('checks when a key is stored, adopts the form that answered and keeps it across a restart', async () => {
    const first = await start();
    expect((await first.call('settings:setApiKey', { apiKey: KEY })).ok).toBe(true);
    // The check asked the documented form, then the other (the credit meter's own read may come in between).
    expect(asked).toContain('https://openapiv1.coinstats.app/usage/credits');
    expect(asked).toContain('https://openapiv1.coinstats.app/v1/usage/credits');
    expect(await first.state()).toMatchObject({
      address: 'https://openapiv1.coinstats.app/v1',
      source: 'settings',
      check: {
        learnedFrom: 'https://openapiv1.coinstats.app',
        outcome: { kind: 'ok', plan: 'STARTER', creditsLeft: 99 },
      },
    });
    await first.app.close();
    apps.length = 0;
    const second = await start();
    expect(await second.state()).toMatchObject({
      address: 'https://openapiv1.coinstats.app/v1',
      source: 'settings',
    });
  });

  it('gives the plan the check read to the header meter, which had not learned it on its own', async () => {
    const { app, call } = await start('https://api.test/v1');
    const meters: unknown[] = [];
    app.subscribe((event, payload) => {
      if (event === 'credits:changed') meters.push(payload);
    });
    online = false;
    await call('settings:setApiKey', { apiKey: KEY });
    // The meter's own read at the key change failed with the network: the plan is not known.
    expect(await call('credits:meter')).toMatchObject({ ok: true, value: { plan: 'unknown' } });
    online = true;
    asked.length = 0;
    expect(await call('connection:check')).toMatchObject({
      ok: true,
      value: { check: { outcome: { kind: 'ok', plan: 'STARTER' } } },
    });
    // The meter knows what Settings shows, from the check's own answer, and the header is told.
    expect(asked).toContain('https://api.test/v1/usage/credits');
    expect(await call('credits:meter')).toMatchObject({
      ok: true,
      value: { plan: 'STARTER', totalCredits: 100, usedCredits: 1, remainingCredits: 99 },
    });
    expect(meters.at(-1)).toMatchObject({ plan: 'STARTER', remainingCredits: 99 });
  });

  it('sends the data session to a newly chosen address', async () => {
    const { call } = await start();
    await call('settings:setApiKey', { apiKey: KEY });
    await call('connection:setAddress', { address: 'http://127.0.0.1:8787/v1' });
    asked.length = 0;
    await call('credits:reconcile');
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((url) => url.startsWith('http://127.0.0.1:8787/v1/'))).toBe(true);
  });

  it('refuses plain http to another machine, changing nothing and asking nothing', async () => {
    const { call, state } = await start();
    await call('settings:setApiKey', { apiKey: KEY });
    const before = await state();
    asked.length = 0;
    const answer = await call('connection:setAddress', { address: 'http://api.example.com' });
    expect(answer).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    expect(!answer.ok && JSON.stringify(answer.error.issues)).toMatch(/must use https/);
    expect((await state()).address).toBe(before.address);
    expect(asked).toEqual([]);
  });

  it('holds a start option for this run only, until the user picks an address', async () => {
    const first = await start('http://127.0.0.1:9999/v1');
    expect(await first.state()).toMatchObject({
      address: 'http://127.0.0.1:9999/v1',
      source: 'start-option',
    });
    const chosen = await first.call('connection:setAddress', { address: 'https://example.test/' });
    expect(chosen).toMatchObject({
      ok: true,
      value: { address: 'https://example.test', source: 'settings' },
    });
    await first.app.close();
    apps.length = 0;
    // Nothing of the start option was written: the next run without it uses what the user chose.
    expect(await (await start()).state()).toMatchObject({
      address: 'https://example.test',
      source: 'settings',
    });
  });

  it('goes back to the default on request', async () => {
    const { call } = await start();
    await call('connection:setAddress', { address: 'https://example.test' });
    expect(await call('connection:setAddress', { address: null })).toMatchObject({
      ok: true,
      value: { address: 'https://openapiv1.coinstats.app', source: 'default' },
    });
  });
});
