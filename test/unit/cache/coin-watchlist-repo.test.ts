import Database from 'better-sqlite3';
import { closeSync, openSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createCoinWatchlistRepo,
  MAX_WATCHED_COINS,
  WatchlistFullError,
} from '../../../src/main/cache/coin-watchlist-repo';
import { openDatabase, userPathOf, type Db } from '../../../src/main/cache/db';
import { createSettingsRepo } from '../../../src/main/cache/settings-repo';
import { migration001 } from '../../../src/main/cache/user-migrations/001-user-data';
import { migration002 } from '../../../src/main/cache/user-migrations/002-gateway-authorizations';
import { fixedClock, recordingLogger, tempDir } from './helpers';

// The coin watchlist lives in the user's database (folio-user.db), beside the RWA watchlist: it is what the user
// chose, so it outlives a restart, an upgrade from the tray setting it replaces, and a damaged cache file.

let dir: string;
let remove: () => void;
let db: Db | null = null;
const path = () => join(dir, 'folio.db');
const open = () => {
  db = openDatabase(path(), { log: recordingLogger(), clock: fixedClock }).db;
  return db;
};
const close = () => {
  db?.close();
  db = null;
};
const ids = (repo: ReturnType<typeof createCoinWatchlistRepo>) => repo.list().map((c) => c.coinId);

beforeEach(() => {
  ({ dir, remove } = tempDir());
});
afterEach(() => {
  close();
  remove();
});

describe('the coin watchlist', () => {
  it('starts a new user with the coins the tray used to show, named before any read (offline, "Bitcoin BTC")', () => {
    expect(createCoinWatchlistRepo(open()).list()).toEqual([
      { coinId: 'bitcoin', symbol: 'BTC', name: 'Bitcoin', addedAt: 0 },
      { coinId: 'ethereum', symbol: 'ETH', name: 'Ethereum', addedAt: 1 },
    ]);
  });

  it('adds a coin once, keeps the order added, and removes it', () => {
    const repo = createCoinWatchlistRepo(open());
    repo.add({ coinId: 'solana', symbol: 'SOL', name: 'Solana' }, 100);
    repo.add({ coinId: 'cardano', symbol: 'ADA', name: 'Cardano' }, 200);
    const again = repo.add({ coinId: 'solana', symbol: 'SOL', name: 'Solana' }, 300);
    expect(again.map((c) => c.coinId)).toEqual(['bitcoin', 'ethereum', 'solana', 'cardano']);
    expect(again.find((c) => c.coinId === 'solana')).toEqual({
      coinId: 'solana',
      symbol: 'SOL',
      name: 'Solana',
      addedAt: 100,
    });
    expect(repo.remove('solana').map((c) => c.coinId)).toEqual(['bitcoin', 'ethereum', 'cardano']);
    // Removing what is not there is no error and changes nothing.
    expect(repo.remove('solana').map((c) => c.coinId)).toEqual(['bitcoin', 'ethereum', 'cardano']);
  });

  it('learns the name of a carried-over coin when it is added again, and never blanks a known one', () => {
    const repo = createCoinWatchlistRepo(open());
    repo.add({ coinId: 'bitcoin', symbol: 'BTC', name: 'Bitcoin' }, 5);
    repo.add({ coinId: 'bitcoin', symbol: ' ', name: null }, 6);
    expect(repo.list()[0]).toEqual({ coinId: 'bitcoin', symbol: 'BTC', name: 'Bitcoin', addedAt: 0 });
  });

  it(`holds at most ${MAX_WATCHED_COINS} coins, and says so rather than dropping one`, () => {
    const repo = createCoinWatchlistRepo(open());
    for (let i = ids(repo).length; i < MAX_WATCHED_COINS; i += 1) {
      repo.add({ coinId: `coin-${i}`, symbol: null, name: null }, i);
    }
    expect(() => repo.add({ coinId: 'one-more', symbol: null, name: null }, 99)).toThrow(WatchlistFullError);
    expect(ids(repo)).toHaveLength(MAX_WATCHED_COINS);
    expect(ids(repo)).not.toContain('one-more');
    // A coin already watched can still be "added" (its name refreshed) when the list is full.
    expect(() => repo.add({ coinId: 'bitcoin', symbol: 'BTC', name: 'Bitcoin' }, 99)).not.toThrow();
  });

  it('survives a restart', () => {
    createCoinWatchlistRepo(open()).add({ coinId: 'solana', symbol: 'SOL', name: 'Solana' }, 100);
    createCoinWatchlistRepo(db as Db).remove('bitcoin');
    close();
    expect(ids(createCoinWatchlistRepo(open()))).toEqual(['ethereum', 'solana']);
  });

  it('is kept when the cache file is damaged and moved aside', () => {
    createCoinWatchlistRepo(open()).add({ coinId: 'solana', symbol: 'SOL', name: 'Solana' }, 100);
    close();
    const fd = openSync(path(), 'r+');
    writeSync(fd, Buffer.alloc(4096, 0xab), 0, 4096, 0);
    closeSync(fd);
    const reopened = openDatabase(path(), { log: recordingLogger(), clock: fixedClock });
    db = reopened.db;
    expect(reopened.notices.join(' ')).toContain('could not be read');
    expect(ids(createCoinWatchlistRepo(db))).toEqual(['bitcoin', 'ethereum', 'solana']);
  });

  it("takes over the tray's coins from the old setting when the user database is upgraded", () => {
    // A user database as the previous release left it (version 2), with the tray's coins in its settings.
    const old = new Database(userPathOf(path()));
    migration001.up(old);
    migration002.up(old);
    old.pragma('user_version = 2');
    old.prepare("INSERT INTO settings (key, value) VALUES ('watchedCoins', ?)").run('["solana","cardano"]');
    old.prepare("INSERT INTO settings (key, value) VALUES ('theme', ?)").run('"dark"');
    old.close();

    const repo = createCoinWatchlistRepo(open());
    expect(ids(repo)).toEqual(['solana', 'cardano']);
    const left = (db as Db).prepare('SELECT key FROM settings').pluck().all();
    expect(left).toEqual(['theme']);
    expect(createSettingsRepo(db as Db, recordingLogger()).get().theme).toBe('dark');
  });

  it('drops an unreadable old setting and starts with the starter coins', () => {
    const old = new Database(userPathOf(path()));
    migration001.up(old);
    migration002.up(old);
    old.pragma('user_version = 2');
    old.prepare("INSERT INTO settings (key, value) VALUES ('watchedCoins', ?)").run('"bitcoin');
    old.close();
    expect(ids(createCoinWatchlistRepo(open()))).toEqual(['bitcoin', 'ethereum']);
    expect((db as Db).prepare('SELECT count(*) FROM settings').pluck().get()).toBe(0);
  });
});
