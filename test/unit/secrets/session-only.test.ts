import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../../src/main/app';
import { dispatch } from '../../../src/main/ipc/registry';
import { silentLogger } from '../../../src/main/lib/effects';
import { KeychainUnavailableError, type SecretStore } from '../../../src/main/secrets/secret-store';
import { tempDir } from '../cache/helpers';
import { recording, startApp, type RecordingStore } from '../settings/helpers';

// No OS keychain. The refusal names what was being stored and offers "this session only";
// accepted, the secret lives in main's memory until the app closes: no keychain entry, no flag, no file holds it.

const API_KEY = 'sk-live-session-only-9Q4R';
const WALLET_KEY = `0x${'cd34'.repeat(16)}`;
const noKeychain = (): RecordingStore => {
  const refuse = async (): Promise<never> => {
    throw new KeychainUnavailableError('Cannot autolaunch D-Bus without X11 $DISPLAY');
  };
  return recording({ get: refuse, set: refuse, delete: refuse } satisfies SecretStore);
};

let dir: string;
let remove: () => void;
let store: RecordingStore;
let app: App;
beforeEach(async () => {
  ({ dir, remove } = tempDir());
  store = noKeychain();
  ({ app } = await startApp(dir, store));
});
afterEach(async () => {
  await app.close();
  remove();
});

const call = (channel: string, input?: unknown) => dispatch(app.handlers, channel, input, silentLogger);
const messageOf = (answer: Awaited<ReturnType<typeof call>>) => (answer.ok ? '' : answer.error.message);

function filesHolding(secret: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && readFileSync(join(entry.parentPath, entry.name)).includes(secret))
    .map((entry) => entry.name);
}

describe('without an OS keychain', () => {
  it('names what it could not store, and offers this session only', async () => {
    const apiKey = await call('settings:setApiKey', { apiKey: API_KEY });
    expect(messageOf(apiKey)).toMatch(/cannot store the API key safely/);
    expect(messageOf(apiKey)).toMatch(/for this session only/);
    const walletKey = await call('settings:setWalletKey', { privateKey: WALLET_KEY });
    expect(messageOf(walletKey)).toMatch(/cannot store the wallet key for pay-per-request/);
    const shared = await call('portfolio:addShared', { name: 'Friend', shareToken: 'sandbox-share-premium' });
    expect(messageOf(shared)).toMatch(/cannot store the shared portfolio's share token/);
    expect(JSON.stringify([apiKey, walletKey, shared])).not.toContain('session-only-9Q4R');
  });

  it('keeps the refused key in memory when asked: stored, checked, live, and on no disk', async () => {
    await call('settings:setApiKey', { apiKey: API_KEY });
    expect(await call('settings:keepSecretsForSession')).toMatchObject({
      ok: true,
      value: { kept: ['the API key'] },
    });
    expect(await call('settings:keyStatus')).toMatchObject({
      ok: true,
      value: { apiKey: { present: true, last4: '9Q4R', sessionOnly: true } },
    });
    expect(await call('app:status')).toMatchObject({ value: { mode: 'live' } });
    // The connection check ran with it (the test fetch refuses, so it reports a network failure).
    expect(await call('connection:status')).toMatchObject({
      value: { check: { outcome: { kind: 'network' } } },
    });
    expect(filesHolding(API_KEY)).toEqual([]);
    // Later secrets of this session go to memory without asking the keychain again.
    const writes = store.calls.filter((c) => c.op === 'set').length;
    expect((await call('settings:setWalletKey', { privateKey: WALLET_KEY })).ok).toBe(true);
    expect(store.calls.filter((c) => c.op === 'set').length).toBe(writes);
    expect(filesHolding(WALLET_KEY.slice(2))).toEqual([]);
  });

  it('adds a shared portfolio after the offer is taken, keeping its token in memory', async () => {
    expect(
      (await call('portfolio:addShared', { name: 'Friend', shareToken: 'sandbox-share-premium' })).ok,
    ).toBe(false);
    // The portfolio was not added, so nothing of it was held: the user adds it again.
    expect(await call('settings:keepSecretsForSession')).toMatchObject({ value: { kept: [] } });
    const added = await call('portfolio:addShared', { name: 'Friend', shareToken: 'sandbox-share-premium' });
    expect(added.ok).toBe(true);
    expect(filesHolding('sandbox-share-premium')).toEqual([]);
  });

  it('keeps only the secret refused last: an API key refused earlier, and left unanswered, is not kept', async () => {
    // Seen in the browser: the API key refused in Settings, then "Use for this session only" under the shared
    // portfolio form said "Kept in memory: the API key" and went live with the old key.
    await call('settings:setApiKey', { apiKey: API_KEY });
    await call('portfolio:addShared', { name: 'Friend', shareToken: 'sandbox-share-premium' });
    expect(await call('settings:keepSecretsForSession')).toMatchObject({ value: { kept: [] } });
    expect(await call('settings:keyStatus')).toMatchObject({
      value: { apiKey: { present: false } },
    });
  });

  it('forgets session-only keys when the app closes, and never probes the keychain for them after', async () => {
    await call('settings:setApiKey', { apiKey: API_KEY });
    await call('settings:keepSecretsForSession');
    await app.close();
    store = noKeychain();
    ({ app } = await startApp(dir, store));
    expect(await call('settings:keyStatus')).toMatchObject({
      ok: true,
      value: { apiKey: { present: false, last4: null } },
    });
    expect(await call('app:status')).toMatchObject({ value: { mode: 'demo' } });
    expect(store.calls).toEqual([]);
  });

  it('clears a session-only key without asking the keychain', async () => {
    await call('settings:setApiKey', { apiKey: API_KEY });
    await call('settings:keepSecretsForSession');
    const before = store.calls.length;
    expect(await call('settings:clearApiKey')).toMatchObject({ ok: true, value: { present: false } });
    expect(store.calls.length).toBe(before);
    expect(await call('app:status')).toMatchObject({ value: { mode: 'demo' } });
  });
});
