import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../../src/main/app';
import { dispatch } from '../../../src/main/ipc/registry';
import { silentLogger } from '../../../src/main/lib/effects';
import { createMemoryStore } from '../../../src/main/secrets/memory-store';
import { KeychainUnavailableError, type SecretStore } from '../../../src/main/secrets/secret-store';
import { tempDir } from '../cache/helpers';
import { recording, startApp, type RecordingStore } from './helpers';

const API_KEY = 'sk-live-7f3a9c2e51b04d88QZXW';
const OTHER_KEY = 'sk-live-0000111122223333JKLM';
const WALLET_KEY = `0x${'ab12'.repeat(15)}9f8e`;

let dir: string;
let remove: () => void;
let store: RecordingStore;
let app: App;
let events: { event: string; payload: unknown }[];

beforeEach(async () => {
  ({ dir, remove } = tempDir());
  store = recording();
  ({ app, events } = await startApp(dir, store));
});
afterEach(async () => {
  await app.close();
  remove();
});

const call = (channel: string, input?: unknown) => dispatch(app.handlers, channel, input, silentLogger);

describe('the API key in settings', () => {
  it('is absent on a fresh install, and finding that out never asks the keychain', async () => {
    expect(await call('settings:keyStatus')).toMatchObject({
      ok: true,
      value: { apiKey: { present: false, last4: null }, walletKey: { present: false, last4: null } },
    });
    expect(await call('settings:clearApiKey')).toMatchObject({ ok: true, value: { present: false } });
    expect(await call('app:status')).toMatchObject({ ok: true, value: { mode: 'demo' } });
    expect(store.calls).toEqual([]);
  });

  it('is stored, replaced and cleared; the renderer only ever sees its last four characters', async () => {
    const saved = await call('settings:setApiKey', { apiKey: API_KEY });
    expect(saved).toMatchObject({ ok: true, value: { present: true, last4: 'QZXW' } });
    const dataChanges = () => events.filter((e) => e.event === 'data:changed');
    expect(dataChanges()).toEqual([{ event: 'data:changed', payload: { kinds: ['keys'] } }]);
    expect(await call('app:status')).toMatchObject({ value: { mode: 'live' } });

    const replaced = await call('settings:setApiKey', { apiKey: OTHER_KEY });
    expect(replaced).toMatchObject({ ok: true, value: { present: true, last4: 'JKLM' } });
    const status = await call('settings:keyStatus');
    expect(status).toMatchObject({ value: { apiKey: { present: true, last4: 'JKLM' } } });
    expect(await store.get('api-key')).toBe(OTHER_KEY);

    const cleared = await call('settings:clearApiKey');
    expect(cleared).toMatchObject({ ok: true, value: { present: false, last4: null } });
    expect(await store.get('api-key')).toBeNull();
    expect(dataChanges()).toHaveLength(3);
    expect(await call('app:status')).toMatchObject({ value: { mode: 'demo' } });

    for (const answer of [saved, replaced, status, cleared]) {
      expect(JSON.stringify(answer)).not.toContain(API_KEY.slice(0, -4));
      expect(JSON.stringify(answer)).not.toContain(OTHER_KEY.slice(0, -4));
    }
  });

  it('after clearing, stops asking the keychain', async () => {
    await call('settings:setApiKey', { apiKey: API_KEY });
    await call('settings:clearApiKey');
    const before = store.calls.length;
    await call('settings:keyStatus');
    await call('app:status');
    expect(store.calls.length).toBe(before);
  });

  it('never reaches the SQLite file, not even its last four characters', async () => {
    await call('settings:setApiKey', { apiKey: API_KEY });
    await call('settings:setWalletKey', { privateKey: WALLET_KEY });
    // Every file in the data folder: the cache, the user database, their logs and the user database's copies.
    const bytes = readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .map((name) => join(dir, name))
      .filter((file) => statSync(file).isFile())
      .map((file) => readFileSync(file).toString('latin1'))
      .join('');
    expect(bytes).toContain('keychain-present:api-key'); // the flag is there, so the search is meaningful
    expect(bytes).not.toContain('QZXW');
    expect(bytes).not.toContain(WALLET_KEY.slice(2, 14));
    expect(bytes.toLowerCase()).not.toContain('9f8e');
  });

  it('notices when the key was removed from the keychain behind the app, and stops asking', async () => {
    await call('settings:setApiKey', { apiKey: API_KEY });
    await store.delete('api-key');
    expect(await call('settings:keyStatus')).toMatchObject({ value: { apiKey: { present: false } } });
    const before = store.calls.length;
    await call('settings:keyStatus');
    expect(store.calls.length).toBe(before);
  });

  it('refuses a malformed key before it reaches the keychain', async () => {
    const answer = await call('settings:setApiKey', { apiKey: 'has spaces in it' });
    expect(answer).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    expect(JSON.stringify(answer)).not.toContain('has spaces in it');
    expect(store.calls).toEqual([]);
  });
});

describe('the wallet key in settings', () => {
  it('is stored and cleared without revealing any of its characters', async () => {
    const saved = await call('settings:setWalletKey', { privateKey: WALLET_KEY });
    expect(saved).toMatchObject({ ok: true, value: { present: true, last4: null } });
    const status = await call('settings:keyStatus');
    expect(status).toMatchObject({ value: { walletKey: { present: true, last4: null } } });
    expect(JSON.stringify([saved, status]).toLowerCase()).not.toContain('9f8e');
    const dataChanges = () => events.filter((e) => e.event === 'data:changed');
    expect(dataChanges()).toEqual([{ event: 'data:changed', payload: { kinds: ['keys'] } }]);

    expect(await call('settings:clearWalletKey')).toMatchObject({ ok: true, value: { present: false } });
    expect(await store.get('wallet-key')).toBeNull();
  });

  it('switches the app to the gateway only when the user chose it and the key is there', async () => {
    await call('settings:update', { accessRoute: 'gateway' });
    expect(await call('app:status')).toMatchObject({ value: { mode: 'demo' } });
    await call('settings:setWalletKey', { privateKey: WALLET_KEY });
    expect(await call('app:status')).toMatchObject({ value: { mode: 'gateway' } });
    await call('settings:update', { preferDemo: true });
    expect(await call('app:status')).toMatchObject({ value: { mode: 'demo' } });
  });

  it('moves a pay-per-request route with no wallet key to the API key once a key is stored', async () => {
    await call('settings:update', { accessRoute: 'gateway' });
    await call('settings:setApiKey', { apiKey: API_KEY });
    // Main now reads with the key; the route Settings shows must be the key's, not Pay per request.
    expect(await call('app:status')).toMatchObject({ value: { mode: 'live' } });
    expect(await call('settings:get')).toMatchObject({ value: { accessRoute: 'key' } });
  });

  it('keeps paying per request when a wallet key signs, whatever API key is stored', async () => {
    await call('settings:update', { accessRoute: 'gateway' });
    await call('settings:setWalletKey', { privateKey: WALLET_KEY });
    await call('settings:setApiKey', { apiKey: API_KEY });
    expect(await call('app:status')).toMatchObject({ value: { mode: 'gateway' } });
    expect(await call('settings:get')).toMatchObject({ value: { accessRoute: 'gateway' } });
  });
});

describe('without a Secret Service', () => {
  const unavailable: SecretStore = {
    get: async () => {
      throw new KeychainUnavailableError('Cannot autolaunch D-Bus without X11 $DISPLAY');
    },
    set: async () => {
      throw new KeychainUnavailableError('Cannot autolaunch D-Bus without X11 $DISPLAY');
    },
    delete: async () => {
      throw new KeychainUnavailableError('Cannot autolaunch D-Bus without X11 $DISPLAY');
    },
  };

  it('answers keychain_unavailable with what to install, and remembers no key', async () => {
    await app.close();
    const failing = recording(unavailable);
    ({ app, events } = await startApp(dir, failing));

    const answer = await call('settings:setApiKey', { apiKey: API_KEY });
    expect(answer).toMatchObject({ ok: false, error: { code: 'keychain_unavailable' } });
    expect(answer.ok ? '' : answer.error.message).toMatch(/gnome-keyring/);
    expect(JSON.stringify(answer)).not.toContain('QZXW');
    expect(events).toEqual([]);

    // Nothing claims a key is stored, so the keychain is not asked again just to show the status.
    expect(await call('settings:keyStatus')).toMatchObject({
      ok: true,
      value: { apiKey: { present: false } },
    });
    expect(failing.calls).toEqual([{ op: 'set', account: 'api-key' }]);
    expect(await call('app:status')).toMatchObject({ value: { mode: 'demo' } });
  });

  it('reports an unreachable keychain when a key is known to be stored', async () => {
    await call('settings:setApiKey', { apiKey: API_KEY });
    await app.close();
    ({ app, events } = await startApp(dir, unavailable));
    expect(await call('settings:keyStatus')).toMatchObject({
      ok: false,
      error: { code: 'keychain_unavailable' },
    });
  });
});

describe('a key store that keeps keys across restarts', () => {
  it('still knows the key after the app is restarted', async () => {
    const shared = createMemoryStore();
    await app.close();
    ({ app } = await startApp(dir, shared));
    await call('settings:setApiKey', { apiKey: API_KEY });
    await app.close();
    ({ app } = await startApp(dir, shared));
    expect(await call('settings:keyStatus')).toMatchObject({
      value: { apiKey: { present: true, last4: 'QZXW' } },
    });
  });
});
