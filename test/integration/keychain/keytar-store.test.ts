import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../../src/main/app';
import { dispatch } from '../../../src/main/ipc/registry';
import { silentLogger } from '../../../src/main/lib/effects';
import { createKeytarStore } from '../../../src/main/secrets/keytar-store';

// The real keytar store against a real Secret Service. The test runner provides one through
// scripts/with-keyring.sh (a throw-away gnome-keyring on a private D-Bus session).

const ROOT = resolve(import.meta.dirname, '../../..');
const hasSession = Boolean(process.env.DBUS_SESSION_BUS_ADDRESS);
if (!hasSession) {
  console.warn(
    'Skipping the Secret Service round trip: DBUS_SESSION_BUS_ADDRESS is unset. ' +
      'Run it as: bash scripts/with-keyring.sh npx vitest run test/integration/keychain',
  );
}

// A service name of its own, so that even against a developer's real keyring the test never touches the app's keys.
const SERVICE = `Folio Desk (test ${process.pid})`;
const refuse = async (): Promise<Response> => {
  throw new Error('no network in this test');
};

describe.skipIf(!hasSession)('the keytar store with a Secret Service', () => {
  const store = createKeytarStore({ service: SERVICE });
  afterAll(async () => {
    await store.delete('api-key');
    await store.delete('wallet-key');
  });

  it('stores, reads, replaces and deletes a key', async () => {
    const first = `sk-${randomBytes(12).toString('hex')}`;
    const second = `sk-${randomBytes(12).toString('hex')}`;

    expect(await store.get('api-key')).toBeNull();
    await store.set('api-key', first);
    expect(await store.get('api-key')).toBe(first);

    await store.set('api-key', second);
    expect(await store.get('api-key')).toBe(second);
    // Another store (a restart of the app) finds the same value: it is in the keychain, not in this object.
    expect(await createKeytarStore({ service: SERVICE }).get('api-key')).toBe(second);

    expect(await store.delete('api-key')).toBe(true);
    expect(await store.get('api-key')).toBeNull();
    expect(await store.delete('api-key')).toBe(false);
  });

  it("lists the accounts filed under the app's name, without their values", async () => {
    const token = `tok-${randomBytes(8).toString('hex')}`;
    await store.set('share-token:listed', token);
    try {
      const accounts = await store.accounts?.();
      expect(accounts).toContain('share-token:listed');
      expect(JSON.stringify(accounts)).not.toContain(token);
    } finally {
      await store.delete('share-token:listed');
    }
    expect(await store.accounts?.()).not.toContain('share-token:listed');
  });

  it('holds the key the Settings screen saves, which the cache file never sees', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'folio-keyring-app-'));
    const apiKey = `sk-${randomBytes(12).toString('hex')}QZXW`;
    try {
      const app = await createApp({ fetch: refuse, secrets: store, dataDir, log: silentLogger });
      const saved = await dispatch(app.handlers, 'settings:setApiKey', { apiKey }, silentLogger);
      expect(saved).toMatchObject({ ok: true, value: { present: true, last4: 'QZXW' } });
      await app.close();

      expect(await createKeytarStore({ service: SERVICE }).get('api-key')).toBe(apiKey);
      for (const file of filesUnder(dataDir)) {
        expect(readFileSync(file).toString('latin1'), file).not.toContain('QZXW');
      }
      const restarted = await createApp({ fetch: refuse, secrets: store, dataDir, log: silentLogger });
      const status = await dispatch(restarted.handlers, 'settings:keyStatus', {}, silentLogger);
      expect(status).toMatchObject({ ok: true, value: { apiKey: { present: true, last4: 'QZXW' } } });
      await restarted.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('keeps accounts apart', async () => {
    await store.set('api-key', 'sk-api-value-1234');
    await store.set('wallet-key', `0x${'1'.repeat(64)}`);
    expect(await store.get('api-key')).toBe('sk-api-value-1234');
    expect(await store.get('wallet-key')).toBe(`0x${'1'.repeat(64)}`);
  });
});

describe('the keytar store without a Secret Service', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'folio-nokeyring-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('fails closed with what to install, and writes the key nowhere', async () => {
    const secret = `sk-${randomBytes(16).toString('hex')}QZXW`; // a last4 no binary file holds by chance
    const home = join(dir, 'home');
    const dataDir = join(dir, 'data');
    for (const folder of [home, dataDir]) mkdirSync(folder);
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', join(import.meta.dirname, 'fixtures', 'no-service-child.ts'), dataDir],
      {
        cwd: ROOT,
        env: {
          PATH: process.env.PATH,
          FOLIO_TEST_SECRET: secret,
          HOME: home,
          XDG_DATA_HOME: join(home, '.local', 'share'),
          XDG_CONFIG_HOME: join(home, '.config'),
          XDG_RUNTIME_DIR: join(dir, 'runtime'),
          DBUS_SESSION_BUS_ADDRESS: `unix:path=${join(dir, 'no-such-bus')}`,
        },
      },
    );
    const result = JSON.parse(stdout) as {
      direct: Record<string, unknown>;
      viaApp: Record<string, unknown>;
    };

    for (const op of ['set', 'get', 'delete']) {
      expect(result.direct[op]).toMatchObject({
        name: 'KeychainUnavailableError',
        message: expect.stringMatching(
          /gnome-keyring.*never stores keys in plain text|plain text.*gnome-keyring/s,
        ),
      });
    }
    expect(result.viaApp.set).toMatchObject({ ok: false, error: { code: 'keychain_unavailable' } });
    expect(result.viaApp.status).toMatchObject({
      ok: true,
      value: { apiKey: { present: false, last4: null } },
    });
    expect(stdout).not.toContain(secret);

    // Nothing under the process's home, config, data or runtime folders holds the key or any part of it.
    for (const file of filesUnder(dir)) {
      const text = readFileSync(file).toString('latin1');
      expect(text, file).not.toContain(secret.slice(3, 20));
      expect(text, file).not.toContain(secret.slice(-4));
    }
  });
});

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}
