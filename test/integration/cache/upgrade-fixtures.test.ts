import Database from 'better-sqlite3';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../../src/main/app';
import { DatabaseTooNewError, openDatabase } from '../../../src/main/cache/db';
import { migrations } from '../../../src/main/cache/migrations';
import { userTables } from '../../../src/main/cache/user-migrations';
import { dispatch } from '../../../src/main/ipc/registry';
import { silentLogger } from '../../../src/main/lib/effects';
import { createMemoryStore } from '../../../src/main/secrets/memory-store';
import type { SecretAccount } from '../../../src/main/secrets/secret-store';

// A data folder from each released schema, written by that release's code (test/fixtures/db),
// opened with today's code. Every row the user entered survives, a copy is made before anything changes, and a
// database from a newer version is refused and left as it was.

const FIXTURES = join(import.meta.dirname, '../../fixtures/db');
const releases = readdirSync(FIXTURES).filter((name) => existsSync(join(FIXTURES, name, 'folio.db')));

let dir: string;
let pristine: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'folio-upgrade-'));
  // Rows are read from a second copy: even a read-only look at a WAL file writes beside it, and the fixture
  // folder itself is never opened.
  pristine = mkdtempSync(join(tmpdir(), 'folio-pristine-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(pristine, { recursive: true, force: true });
});

type Rows = Record<string, unknown[]>;
/** Every row of the named tables that the file has, in a stable order. */
function rowsOf(file: string, tables: readonly string[], schema = 'main'): Rows {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const present = new Set(
      db.prepare<[], string>(`SELECT name FROM ${schema}.sqlite_schema WHERE type = 'table'`).pluck().all(),
    );
    return Object.fromEntries(
      tables.filter((t) => present.has(t)).map((t) => [t, db.prepare(`SELECT * FROM ${t} ORDER BY 1`).all()]),
    );
  } finally {
    db.close();
  }
}
const USER_TABLES = Object.keys(userTables);
/** The user's rows as today's file keeps them: the tray's coins moved from a setting to the coin watchlist. */
const withoutTrayCoins = (rows: Rows): Rows => ({
  ...rows,
  settings: (rows['settings'] ?? []).filter((row) => (row as { key: string }).key !== 'watchedCoins'),
});
const CACHE_TABLES = ['cached_answers', 'candles', 'candle_spans', 'request_ledger', 'gateway_receipts'];

describe.each(releases)('the data folder of release %s', (release) => {
  const source = join(FIXTURES, release);
  const entered = JSON.parse(readFileSync(join(source, 'entered.json'), 'utf8')) as {
    live: { settings: unknown; wallets: unknown[]; shared: { portfolioName: string }[]; watchlist: string[] };
  };
  const keychain = JSON.parse(readFileSync(join(source, 'secrets.json'), 'utf8')) as Record<
    SecretAccount,
    string
  >;

  it('opens with every row the user entered, a copy of the old file first, and the cache kept', async () => {
    cpSync(source, dir, { recursive: true });
    cpSync(source, pristine, { recursive: true });
    const userRows = rowsOf(join(pristine, 'folio.db'), USER_TABLES);
    const cacheRows = rowsOf(join(pristine, 'folio.db'), CACHE_TABLES);
    expect(userRows['followed_wallets']?.length).toBeGreaterThan(0);

    const secrets = createMemoryStore(keychain);
    // A test clock moves when the app sleeps (a frozen one would keep the rate limiter waiting forever).
    let now = Date.UTC(2026, 11, 1);
    const app = await createApp({
      fetch: () => Promise.reject(new TypeError('offline')),
      secrets,
      dataDir: dir,
      log: silentLogger,
      clock: { now: () => now, sleep: async (ms) => void (now += Math.ceil(ms)) },
    });
    const call = async (channel: string, input: unknown = {}) => {
      const answer = await dispatch(app.handlers, channel, input, silentLogger);
      if (!answer.ok) throw new Error(`${channel}: ${answer.error.message}`);
      return answer.value;
    };
    try {
      const { watchedCoins, ...settings } = entered.live.settings as { watchedCoins?: string[] };
      expect(await call('settings:get')).toMatchObject(settings);
      // That release's tray coins are the coin watchlist now (user migration 003), in the same order.
      const coins = (await call('watchlist:coins')) as { coinId: string }[];
      expect(coins.map((c) => c.coinId)).toEqual(watchedCoins ?? ['bitcoin', 'ethereum']);
      expect(await call('settings:keyStatus')).toMatchObject({
        apiKey: { present: true },
        walletKey: { present: true },
      });
      // Every wallet comes back; a name that release made up itself ("bitcoin bc1qfi…0000", the chain id before the
      // short address) is now shown as the short address alone, since the list names the chain beside it.
      const shown = (entered.live.wallets as { connectionId: string; label: string }[]).map((w) => ({
        ...w,
        label: w.label.startsWith(`${w.connectionId} `) ? w.label.slice(w.connectionId.length + 1) : w.label,
      }));
      expect(shown.map((w) => w.label)).toContain('bc1qfi…0000');
      expect(await call('wallet:list')).toEqual(shown);
      const portfolios = (await call('portfolio:list')) as { portfolioName: string; shared: boolean }[];
      expect(portfolios.filter((p) => p.shared).map((p) => p.portfolioName)).toEqual(
        entered.live.shared.map((p) => p.portfolioName),
      );
      expect(await call('rwa:watchlist')).toEqual(entered.live.watchlist);
      expect(((await call('app:status')) as { notices: string[] }).notices).toEqual([]);
    } finally {
      await app.close();
    }

    // Row for row: the user's tables now in the user file, the cache's still in the cache file.
    expect(rowsOf(join(dir, 'folio-user.db'), USER_TABLES)).toEqual(withoutTrayCoins(userRows));
    const cacheAfter = rowsOf(join(dir, 'folio.db'), [...CACHE_TABLES, ...USER_TABLES]);
    for (const table of ['candles', 'candle_spans', 'gateway_receipts']) {
      expect(cacheAfter[table], table).toEqual(cacheRows[table]);
    }
    // Cached answers gained the column that says what checked them (migration 007): none, for rows this old.
    expect(cacheAfter['cached_answers']).toEqual(
      (cacheRows['cached_answers'] ?? []).map((row) => ({ ...(row as object), checked: null })),
    );
    for (const table of USER_TABLES) expect(cacheAfter[table], `${table} left in the cache`).toBeUndefined();
    // The copy taken before the upgrade is the old file as it was, user rows included.
    const copy = join(dir, 'folio.db.bak-v4');
    const old = new Database(copy, { readonly: true });
    expect(old.pragma('user_version', { simple: true })).toBe(4);
    old.close();
    expect(rowsOf(copy, USER_TABLES)).toEqual(userRows);
    // Nothing the keychain held was lost (every secret has its owner).
    for (const [account, value] of Object.entries(keychain)) {
      expect(await secrets.get(account as SecretAccount), account).toBe(value);
    }
  });

  it('opens the demo file the same way', () => {
    cpSync(source, dir, { recursive: true });
    cpSync(source, pristine, { recursive: true });
    const userRows = rowsOf(join(pristine, 'folio-demo.db'), USER_TABLES);
    expect(userRows['followed_wallets']?.length).toBeGreaterThan(0);
    const opened = openDatabase(join(dir, 'folio-demo.db'), { log: silentLogger, clock: { now: Date.now } });
    opened.db.close();
    expect(opened.userPath).toBe(join(dir, 'folio-demo-user.db'));
    expect(rowsOf(opened.userPath, USER_TABLES)).toEqual(userRows);
    expect(existsSync(join(dir, 'folio-demo.db.bak-v4'))).toBe(true);
  });

  it('refuses a cache file from a newer version and changes nothing in the folder', () => {
    cpSync(source, dir, { recursive: true });
    cpSync(source, pristine, { recursive: true });
    const path = join(dir, 'folio.db');
    const newer = new Database(path);
    newer.pragma(`user_version = ${migrations.length + 1}`);
    newer.close();
    const before = readFileSync(path);
    const listing = readdirSync(dir).sort();

    expect(() => openDatabase(path, { log: silentLogger, clock: { now: Date.now } })).toThrow(
      DatabaseTooNewError,
    );
    expect(readFileSync(path).equals(before)).toBe(true);
    expect(readdirSync(dir).sort()).toEqual(listing);
  });

  it('refuses a user database from a newer version and leaves both files as they were', () => {
    cpSync(source, dir, { recursive: true });
    cpSync(source, pristine, { recursive: true });
    const userPath = join(dir, 'folio-user.db');
    const newer = new Database(userPath);
    newer.pragma('user_version = 99');
    newer.close();
    const cacheBefore = readFileSync(join(dir, 'folio.db'));
    const userBefore = readFileSync(userPath);

    const attempt = () =>
      openDatabase(join(dir, 'folio.db'), { log: silentLogger, clock: { now: Date.now } });
    expect(attempt).toThrow(/written by a newer Folio Desk \(schema version 99/);
    expect(readFileSync(join(dir, 'folio.db')).equals(cacheBefore)).toBe(true);
    expect(readFileSync(userPath).equals(userBefore)).toBe(true);
    expect(existsSync(join(dir, 'backups'))).toBe(false);
  });
});
