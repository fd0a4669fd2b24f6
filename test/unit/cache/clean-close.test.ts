import Database from 'better-sqlite3';
import {
  chmodSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  statSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepDailyCopies, listCopies } from '../../../src/main/cache/backups';
import { openDatabase } from '../../../src/main/cache/db';
import { createWalletsRepo } from '../../../src/main/cache/wallets-repo';
import { recordingLogger, tempDir } from './helpers';

// A start after a clean close skips the whole-file checks (cache/clean-close.ts). What must still hold: damage
// done after the close is found, the day's copy of the user's data is still taken, and nothing is lost.

let dir: string;
let remove: () => void;
beforeEach(() => ({ dir, remove } = tempDir()));
afterEach(() => remove());

const DAY = 24 * 60 * 60 * 1000;
const day = (n: number) => Date.UTC(2026, 10, n, 7, 15);
const open = (now: number) =>
  openDatabase(join(dir, 'folio.db'), { log: recordingLogger(), clock: { now: () => now } });
/** The labels of the followed wallets a connection finds. */
const labelsIn = (db: Parameters<typeof createWalletsRepo>[0]) =>
  createWalletsRepo(db)
    .list()
    .map((w) => w.label);
/** When the daily copies were taken (each clean close also takes a copy of its own: 'session'). */
const dailies = (userPath: string) =>
  listCopies(userPath)
    .filter((c) => c.reason === 'daily')
    .map((c) => c.at);

describe('a start after a clean close', () => {
  it('keeps every row and takes the new day’s copy of the user’s data, which holds them too', () => {
    const first = open(day(1));
    createWalletsRepo(first.db).add({ address: '0x1', connectionId: 'ethereum', label: 'kept' }, day(1));
    first.close();
    expect(existsSync(join(dir, 'folio.db.closed'))).toBe(true);

    const second = open(day(2));
    try {
      // The note is used up: a crash from here on leaves none, and the next start checks in full.
      expect(existsSync(join(dir, 'folio.db.closed'))).toBe(false);
      expect(second.notices).toEqual([]);
      expect(labelsIn(second.db)).toEqual(['kept']);
      // The copy does not stand before the first view: the app takes it a moment later, or closing does.
      expect(dailies(second.userPath)).toEqual([day(1)]);
    } finally {
      second.close();
    }
    const copies = listCopies(second.userPath).filter((c) => c.reason === 'daily');
    expect(copies.map((c) => c.at)).toEqual([day(2), day(1)]);
    // The day's copy is a sound database with the user's rows in it.
    const copy = new Database(copies[0]?.path ?? 'missing', { readonly: true, fileMustExist: true });
    try {
      expect(copy.pragma('quick_check', { simple: true })).toBe('ok');
      expect(copy.prepare('SELECT label FROM followed_wallets').pluck().all()).toEqual(['kept']);
    } finally {
      copy.close();
    }
    expect(readdirSync(join(dir, 'backups')).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('takes the day’s copy through the open connection once the app’s moment after start has passed', () => {
    vi.useFakeTimers();
    try {
      open(day(1)).close();
      const second = open(day(2));
      const stop = keepDailyCopies(
        second.db,
        second.userPath,
        () => day(2),
        () => undefined,
        3_000,
      );
      vi.advanceTimersByTime(2_999);
      expect(dailies(second.userPath)).toEqual([day(1)]);
      vi.advanceTimersByTime(1);
      expect(dailies(second.userPath)).toEqual([day(2), day(1)]);
      stop();
      second.close(); // already taken today: closing takes no second daily one
      expect(dailies(second.userPath)).toEqual([day(2), day(1)]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('still finds a file damaged after the close, and moves it aside', () => {
    const first = open(day(1));
    first.db.exec('CREATE TABLE filler (text TEXT)');
    const insert = first.db.prepare('INSERT INTO filler (text) VALUES (?)');
    first.db.transaction(() => {
      for (let i = 0; i < 2000; i += 1) insert.run(`row ${i}`);
    })();
    first.close();
    // Another program writes over a page in the middle: same size, but not as the app left it.
    const fd = openSync(join(dir, 'folio.db'), 'r+');
    writeSync(fd, Buffer.alloc(4096, 0xab), 0, 4096, 4096 * 3);
    closeSync(fd);

    const reopened = open(day(1) + DAY);
    reopened.db.close();
    expect(reopened.notices).toHaveLength(1);
    expect(readdirSync(dir).filter((name) => /^folio\.db\.corrupt-/.test(name))).toHaveLength(1);
  });

  it('opens the file in WAL mode with the busy timeout set, though it does not set the mode again', () => {
    open(day(1)).close();
    const second = open(day(2));
    try {
      expect(second.db.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(Number(second.db.pragma('busy_timeout', { simple: true }))).toBe(5000);
      expect(second.db.pragma('foreign_keys', { simple: true })).toBe(1);
    } finally {
      second.close();
    }
  });

  it('tightens a folder or file opened up since the close, as the careful start does', () => {
    open(day(1)).close();
    chmodSync(dir, 0o755);
    open(day(2)).close();
    expect(statSync(dir).mode & 0o777).toBe(0o700);

    chmodSync(join(dir, 'folio-user.db'), 0o644);
    open(day(3)).close();
    expect(statSync(join(dir, 'folio-user.db')).mode & 0o777).toBe(0o600);
  });
});

describe('a start after a clean close, in a folder whose path has a quote in it', () => {
  it('takes the fast path and finds the user’s rows (the path is quoted as SQL text, not cut at the quote)', () => {
    const quoted = join(dir, "it's here; DETACH DATABASE main --");
    mkdirSync(quoted, { mode: 0o700 });
    const openHere = () =>
      openDatabase(join(quoted, 'folio.db'), { log: recordingLogger(), clock: { now: () => day(1) } });
    const first = openHere();
    createWalletsRepo(first.db).add({ address: '0x1', connectionId: 'ethereum', label: 'kept' }, day(1));
    first.close();
    const second = openHere();
    try {
      expect(second.untouched).toBe(true);
      expect(
        second.db.prepare('SELECT file FROM pragma_database_list WHERE name = ?').pluck().get('user'),
      ).toBe(join(quoted, 'folio-user.db'));
      expect(labelsIn(second.db)).toEqual(['kept']);
    } finally {
      second.close();
    }
  });
});

describe('the opened database', () => {
  it('says whether both files were found as the last clean close left them', () => {
    const first = open(day(1));
    expect(first.untouched).toBe(false);
    first.close();
    const second = open(day(1));
    expect(second.untouched).toBe(true);
    second.close();
    // The files changed after the close (copied, restored): the careful start vouches for nothing.
    chmodSync(join(dir, 'folio.db'), 0o644);
    const third = open(day(1));
    expect(third.untouched).toBe(false);
    third.close();
  });

  it('keeps its shortcut after a read-only reader looked at the files between two starts', () => {
    const first = open(day(1));
    createWalletsRepo(first.db).add({ address: '0x1', connectionId: 'ethereum', label: 'kept' }, day(1));
    first.close();
    // A backup tool or the sqlite3 shell, reading only: SQLite leaves an empty log and its index beside the files.
    const reader = new Database(join(dir, 'folio.db'), { readonly: true, fileMustExist: true });
    reader.prepare('ATTACH DATABASE ? AS user').run(join(dir, 'folio-user.db'));
    expect(reader.prepare('SELECT label FROM user.followed_wallets').pluck().all()).toEqual(['kept']);
    reader.close();
    expect(statSync(join(dir, 'folio.db-wal')).size).toBe(0);

    const second = open(day(2));
    try {
      expect(second.untouched).toBe(true);
      expect(labelsIn(second.db)).toEqual(['kept']);
    } finally {
      second.close();
    }
  });

  it('vouches for nothing when a log beside a file has something in it', () => {
    open(day(1)).close();
    writeFileSync(join(dir, 'folio-user.db-wal'), Buffer.alloc(64, 0x5a), { mode: 0o600 });
    const second = open(day(2));
    expect(second.untouched).toBe(false);
    second.close();
  });
});
