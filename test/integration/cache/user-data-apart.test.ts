import {
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readdirSync,
  rmSync,
  truncateSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../../src/main/app';
import { dispatch } from '../../../src/main/ipc/registry';
import { silentLogger } from '../../../src/main/lib/effects';
import { createMemoryStore } from '../../../src/main/secrets/memory-store';
import type { SecretStore } from '../../../src/main/secrets/secret-store';

// The user's own data lives apart from the cache. A damaged cache file costs only cache; a
// damaged user database comes back from its newest good copy, and the user is told the copy's date. Both run the
// whole app through createApp, as a user restarting it would.

let dir: string;
let now: number;
let secrets: SecretStore;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'folio-apart-'));
  now = Date.UTC(2026, 10, 20, 9, 0);
  secrets = createMemoryStore();
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

async function start(): Promise<App> {
  return createApp({
    // Live reads fail as on a plane: everything below is local data, which needs no network.
    fetch: () => Promise.reject(new TypeError('fetch failed')),
    secrets,
    dataDir: dir,
    log: silentLogger,
    // Whole milliseconds, as Date.now gives (backoff waits can be fractional).
    clock: { now: () => now, sleep: async (ms) => void (now += Math.ceil(ms)) },
  });
}

async function call<T>(app: App, channel: string, input: unknown = {}): Promise<T> {
  const answer = await dispatch(app.handlers, channel, input, silentLogger);
  if (!answer.ok) throw new Error(`${channel}: ${answer.error.code} ${answer.error.message}`);
  return answer.value as T;
}

/** What a user sees of their own data: settings, key, wallets, shared portfolios, watchlist. */
async function userView(app: App) {
  const portfolios = await call<{ portfolioId: string; portfolioName: string; shared: boolean }[]>(
    app,
    'portfolio:list',
  );
  return {
    settings: await call(app, 'settings:get'),
    keys: await call(app, 'settings:keyStatus'),
    mode: (await call<{ mode: string }>(app, 'app:status')).mode,
    wallets: await call(app, 'wallet:list'),
    shared: portfolios.filter((p) => p.shared).map((p) => p.portfolioName),
    watchlist: await call(app, 'rwa:watchlist'),
    coins: await call(app, 'watchlist:coins'),
  };
}

async function enterDayOne(app: App): Promise<void> {
  await call(app, 'settings:setApiKey', { apiKey: 'user-api-key-1234' });
  await call(app, 'settings:update', { baseCurrency: 'EUR', theme: 'dark' });
  await call(app, 'watchlist:addCoin', { coinId: 'solana', symbol: 'SOL', name: 'Solana' });
  await call(app, 'wallet:add', {
    address: '0x2222222222222222222222222222222222222222',
    connectionId: 'ethereum',
  });
  await call(app, 'portfolio:addShared', {
    name: "Sam's",
    shareToken: 'share-token-of-sam',
    passcode: '2468',
  });
  await call(app, 'rwa:watch', { rwaId: 'gold', watched: true });
}

/** Overwrites the first page: SQLite no longer recognises the file. */
function damage(file: string): void {
  const fd = openSync(file, 'r+');
  writeSync(fd, Buffer.alloc(4096, 0xab), 0, 4096, 0);
  closeSync(fd);
}

describe('a damaged cache file', () => {
  it('is moved aside and rebuilt; every setting, key, wallet, shared portfolio and watch is intact', async () => {
    const first = await start();
    await enterDayOne(first);
    await call(first, 'coins:list', { limit: 3 }).catch(() => null);
    const before = await userView(first);
    await first.close();
    expect(before.wallets).toHaveLength(1);
    expect(before.shared).toEqual(["Sam's"]);

    damage(join(dir, 'folio.db'));
    now += 60_000;
    const second = await start();
    try {
      const after = await userView(second);
      expect(after).toEqual(before);
      expect(after.keys).toMatchObject({ apiKey: { present: true, last4: '1234' } });
      expect(after.mode).toBe('live');
      const status = await call<{ notices: string[]; userDataRestoredFrom?: string }>(second, 'app:status');
      expect(status.notices).toHaveLength(1);
      expect(status.notices[0]).toMatch(/cache could not be read.*moved it to .*folio\.db\.corrupt-/);
      expect(status.notices[0]).toMatch(
        /settings, keys, wallets, shared portfolios and watchlist .* unchanged/,
      );
      expect(status.userDataRestoredFrom).toBeUndefined();
      // The shared portfolio still opens with its token from the keychain.
      const list = await call<{ portfolioId: string; shared: boolean }[]>(second, 'portfolio:list');
      const sharedId = list.find((p) => p.shared)?.portfolioId.replace('shared:', '') ?? 'missing';
      expect(await secrets.get(`share-token:${sharedId}`)).toBe('share-token-of-sam');
    } finally {
      await second.close();
    }
    expect(readdirSync(dir).filter((name) => name.startsWith('folio.db.corrupt-'))).toHaveLength(1);
  });
});

describe('a damaged user database', () => {
  it("is replaced by the copy its last clean close took, and the notice names that copy's time", async () => {
    const first = await start();
    await enterDayOne(first);
    await first.close();

    // The next day the user adds a wallet; the day's copy is taken while the app runs, or as it closes.
    now = Date.UTC(2026, 10, 21, 8, 30);
    const second = await start();
    await call(second, 'wallet:add', {
      address: '0x3333333333333333333333333333333333333333',
      connectionId: 'base',
    });
    const dayTwoCopy = await userView(second);
    await second.close();
    // Later that day another wallet is added: the day's copy is taken, but each clean close takes one too.
    now = Date.UTC(2026, 10, 21, 18, 0);
    const evening = await start();
    await call(evening, 'wallet:add', {
      address: '0x4444444444444444444444444444444444444444',
      connectionId: 'base',
    });
    const eveningView = await userView(evening);
    await evening.close();
    const closedAt = new Date(now).toISOString();
    expect(eveningView.wallets).not.toEqual(dayTwoCopy.wallets);

    damage(join(dir, 'folio-user.db'));
    now = Date.UTC(2026, 10, 22, 10, 0);
    const third = await start();
    try {
      const restored = await userView(third);
      // The evening session's copy, taken as it closed: the wallet added that evening is back too.
      expect(restored).toEqual(eveningView);
      const status = await call<{ notices: string[]; userDataRestoredFrom?: string }>(third, 'app:status');
      expect(status.userDataRestoredFrom).toBe(closedAt);
      expect(status.notices).toHaveLength(1);
      expect(status.notices[0]).toMatch(
        new RegExp(`restored its copy from ${closedAt.slice(0, 16).replace('T', ' ')} UTC`),
      );
      expect(status.notices[0]).toMatch(/Anything you changed after that time is missing/);
      expect(status.notices[0]).toMatch(/moved to .*folio-user\.db\.corrupt-/);
    } finally {
      await third.close();
    }
    // The copy used is kept, and the damaged file is kept aside for the user to look at.
    expect(readdirSync(join(dir, 'backups')).some((name) => name.endsWith('-session.db'))).toBe(true);
    expect(readdirSync(dir).filter((name) => name.startsWith('folio-user.db.corrupt-'))).toHaveLength(1);
    expect(existsSync(join(dir, 'folio-user.db'))).toBe(true);
  });
});

describe('an emptied or removed user database', () => {
  it.each([
    ['emptied', (file: string) => truncateSync(file, 0)],
    ['removed', (file: string) => rmSync(file)],
  ])(
    '%s while closed: everything comes back from the last close, and the user is told once',
    async (_, lose) => {
      const first = await start();
      await enterDayOne(first);
      const before = await userView(first);
      await first.close();
      const closedAt = new Date(now).toISOString();

      lose(join(dir, 'folio-user.db'));
      now += 60_000;
      const second = await start();
      try {
        expect(await userView(second)).toEqual(before);
        const status = await call<{ notices: string[]; userDataRestoredFrom?: string }>(second, 'app:status');
        expect(status.userDataRestoredFrom).toBe(closedAt);
        expect(status.notices).toEqual([
          expect.stringMatching(
            new RegExp(
              `^Your settings and lists were restored from the copy of ${closedAt.slice(0, 16).replace('T', ' ')} UTC`,
            ),
          ),
        ]);
      } finally {
        await second.close();
      }
      now += 60_000;
      const third = await start();
      try {
        expect(await userView(third)).toEqual(before);
        const status = await call<{ notices: string[]; userDataRestoredFrom?: string }>(third, 'app:status');
        expect(status.notices).toEqual([]);
        expect(status.userDataRestoredFrom).toBeUndefined();
      } finally {
        await third.close();
      }
    },
  );

  it('removed while the app runs: the next write keeps everything, and the user is told', async () => {
    const first = await start();
    const pushed: unknown[] = [];
    first.subscribe((event, payload) => {
      if (event === 'app:notice') pushed.push(payload);
    });
    await enterDayOne(first);
    rmSync(join(dir, 'folio-user.db'));
    await call(first, 'wallet:add', {
      address: '0x5555555555555555555555555555555555555555',
      connectionId: 'base',
    });
    // The write checks arm on the start's next turn (no earlier write escapes them): the file is back by then.
    await new Promise<void>((resolve) => setImmediate(resolve));
    const before = await userView(first);
    expect(before.wallets).toHaveLength(2);
    expect(existsSync(join(dir, 'folio-user.db'))).toBe(true);
    expect(pushed).toEqual([
      {
        level: 'info',
        message: expect.stringMatching(/removed or emptied while Folio Desk ran.*nothing was lost/),
        say: { id: 'notices.userFileWritten' },
      },
    ]);
    await first.close();

    const second = await start();
    try {
      expect(await userView(second)).toEqual(before);
      expect((await call<{ notices: string[] }>(second, 'app:status')).notices).toEqual([]);
    } finally {
      await second.close();
    }
  });
});
