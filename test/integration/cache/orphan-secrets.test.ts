import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../../src/main/app';
import { dispatch } from '../../../src/main/ipc/registry';
import { silentLogger } from '../../../src/main/lib/effects';
import { createMemoryStore } from '../../../src/main/secrets/memory-store';
import type { SecretStore } from '../../../src/main/secrets/secret-store';

// A damaged database that lost its rows leaves keychain secrets without an owner: they are removed at start, the
// API key still in the keychain is taken back, and a user who never stored a secret never touches the keychain.

let dir: string;
let now: number;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'folio-orphans-'));
  now = Date.UTC(2026, 10, 20, 9, 0);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const start = (secrets: SecretStore): Promise<App> =>
  createApp({
    fetch: () => Promise.reject(new TypeError('fetch failed')),
    secrets,
    dataDir: dir,
    log: silentLogger,
    clock: { now: () => now, sleep: async (ms) => void (now += Math.ceil(ms)) },
  });

async function call<T>(app: App, channel: string, input: unknown = {}): Promise<T> {
  const answer = await dispatch(app.handlers, channel, input, silentLogger);
  if (!answer.ok) throw new Error(`${channel}: ${answer.error.message}`);
  return answer.value as T;
}

describe('secrets at start', () => {
  it('removes a share token and passcode whose portfolio is gone, and takes the API key back', async () => {
    const secrets = createMemoryStore();
    const first = await start(secrets);
    await call(first, 'settings:setApiKey', { apiKey: 'user-api-key-1234' });
    const added = await call<{ portfolioId: string }>(first, 'portfolio:addShared', {
      name: "Sam's",
      shareToken: 'share-token-of-sam',
      passcode: '2468',
    });
    await first.close();
    const id = added.portfolioId.replace('shared:', '');
    expect(await secrets.get(`share-token:${id}`)).toBe('share-token-of-sam');

    // The worst case: the user database is damaged and there is no copy to restore.
    rmSync(join(dir, 'backups'), { recursive: true, force: true });
    const fd = openSync(join(dir, 'folio-user.db'), 'r+');
    writeSync(fd, Buffer.alloc(4096, 0xab), 0, 4096, 0);
    closeSync(fd);

    const second = await start(secrets);
    const status = await call<{ notices: string[] }>(second, 'app:status');
    expect(status.notices.join(' ')).toMatch(/no good copy to restore/);
    await second.close();
    expect(await secrets.get(`share-token:${id}`)).toBeNull();
    expect(await secrets.get(`passcode:${id}`)).toBeNull();
    expect(await secrets.get('api-key')).toBe('user-api-key-1234');

    const third = await start(secrets);
    try {
      expect(await call(third, 'settings:keyStatus')).toMatchObject({
        apiKey: { present: true, last4: '1234' },
      });
      expect((await call<{ mode: string }>(third, 'app:status')).mode).toBe('live');
    } finally {
      await third.close();
    }
  });

  it('keeps the secrets that have their owners', async () => {
    const secrets = createMemoryStore();
    const first = await start(secrets);
    await call(first, 'settings:setApiKey', { apiKey: 'user-api-key-1234' });
    await call(first, 'portfolio:addShared', {
      name: 'Kept',
      shareToken: 'share-token-kept',
      passcode: '1357',
    });
    await first.close();
    const before = await secrets.accounts?.();

    const second = await start(secrets);
    await second.close();
    expect(await secrets.accounts?.()).toEqual(before);
    expect(before).toHaveLength(3);
  });

  it('never asks the keychain of a user who stored nothing there', async () => {
    const inner = createMemoryStore();
    const asked: string[] = [];
    const counting: SecretStore = {
      get: (account) => (asked.push(`get ${account}`), inner.get(account)),
      set: (account, value) => inner.set(account, value),
      delete: (account) => (asked.push(`delete ${account}`), inner.delete(account)),
      accounts: () => (asked.push('accounts'), inner.accounts?.() ?? Promise.resolve([])),
    };
    const app = await start(counting);
    await call(app, 'wallet:add', {
      address: '0x2222222222222222222222222222222222222222',
      connectionId: 'ethereum',
    });
    await app.close();
    const again = await start(counting);
    await again.close();
    expect(asked).toEqual([]);
  });
});
