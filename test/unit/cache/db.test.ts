import Database from 'better-sqlite3';
import {
  closeSync,
  existsSync,
  openSync,
  readdirSync,
  readFileSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  DatabaseTooNewError,
  MigrationFailedError,
  openDatabase,
  type OpenOptions,
} from '../../../src/main/cache/db';
import { migrations, type Migration } from '../../../src/main/cache/migrations';
import { fixedClock, recordingLogger, tempDir } from './helpers';

const [migration001] = migrations;
if (!migration001) throw new Error('migration 001 is missing');

const addNotes: Migration = {
  name: 'notes',
  up: (db) => db.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL)'),
};
const failing: Migration = {
  name: 'half-done',
  up(db) {
    db.exec('CREATE TABLE partial (id INTEGER PRIMARY KEY)');
    throw new Error('disk said no');
  },
};

let dir: string;
let remove: () => void;
let path: string;
beforeEach(() => {
  ({ dir, remove } = tempDir());
  path = join(dir, 'folio.db');
});
afterEach(() => remove());

const options = (list: readonly Migration[] = migrations): OpenOptions => ({
  log: recordingLogger(),
  clock: fixedClock,
  migrations: list,
});

/** Opens the file outside the code under test, to look at what is really on disk. */
function inspect(file: string) {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return {
      version: Number(db.pragma('user_version', { simple: true })),
      tables: db
        .prepare<[], string>("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name")
        .pluck()
        .all(),
    };
  } finally {
    db.close();
  }
}

describe('openDatabase', () => {
  it('creates a fresh database with every migration applied and the pragmas set', () => {
    const { db, notices } = openDatabase(join(dir, 'nested', 'folio.db'), options());
    expect(db.pragma('user_version', { simple: true })).toBe(migrations.length);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.pragma('synchronous', { simple: true })).toBe(1); // NORMAL
    expect(Number(db.pragma('busy_timeout', { simple: true }))).toBeGreaterThan(0);
    expect(notices).toEqual([]);
    db.close();
    expect(inspect(join(dir, 'nested', 'folio.db')).tables).toContain('cached_answers');
    // The user's data is in its own file, which the cache connection sees as schema `user`.
    expect(inspect(join(dir, 'nested', 'folio-user.db')).tables).toContain('settings');
    // A fresh file has nothing worth keeping, so no copy is made.
    expect(readdirSync(join(dir, 'nested')).filter((name) => name.includes('.bak'))).toEqual([]);
  });

  it('upgrades an existing database after copying it to <path>.bak-v<old>', () => {
    const first = openDatabase(path, options([migration001]));
    first.db.prepare("INSERT INTO settings (key, value) VALUES ('theme', '\"dark\"')").run();
    first.db.close();

    const second = openDatabase(path, options([migration001, addNotes]));
    second.db.close();

    expect(inspect(path)).toEqual({ version: 2, tables: ['notes', 'settings'] });
    const backup = `${path}.bak-v1`;
    expect(inspect(backup)).toEqual({ version: 1, tables: ['settings'] });
    const copy = new Database(backup, { readonly: true });
    expect(copy.prepare('SELECT value FROM settings WHERE key = ?').pluck().get('theme')).toBe('"dark"');
    copy.close();
  });

  it('opens an up-to-date database as it is: no copy, no migration run again', () => {
    let runs = 0;
    const counted: Migration = { name: 'counted', up: () => void (runs += 1) };
    openDatabase(path, options([migration001, counted])).db.close();
    const { db, notices } = openDatabase(path, options([migration001, counted]));
    db.close();
    expect(runs).toBe(1);
    expect(notices).toEqual([]);
    expect(readdirSync(dir).filter((name) => name !== 'backups')).toEqual(['folio-user.db', 'folio.db']);
  });

  it('finds a setting through the primary key, not a scan', () => {
    const { db } = openDatabase(path, options());
    const plan = db.prepare('EXPLAIN QUERY PLAN SELECT value FROM settings WHERE key = ?').all('theme');
    db.close();
    expect(JSON.stringify(plan)).toMatch(/USING INDEX sqlite_autoindex_settings_1 \(key=\?\)/);
  });

  it('refuses a database written by a newer version and leaves the file byte for byte', () => {
    openDatabase(path, options([migration001, addNotes])).db.close();
    const before = readFileSync(path);

    expect(() => openDatabase(path, options([migration001]))).toThrow(DatabaseTooNewError);
    expect(() => openDatabase(path, options([migration001]))).toThrow(/newer Folio Desk.*version 2.*up to 1/);
    expect(readFileSync(path).equals(before)).toBe(true);
    expect(existsSync(`${path}.bak-v2`)).toBe(false);
  });

  it('applies nothing of a fresh set of migrations when one of them fails', () => {
    expect(() => openDatabase(path, options([migration001, failing]))).toThrow(MigrationFailedError);
    expect(inspect(path)).toEqual({ version: 0, tables: [] });
  });

  it('keeps an existing database at its old version when an upgrade fails, and says where the copy is', () => {
    openDatabase(path, options([migration001])).db.close();

    const attempt = () => openDatabase(path, options([migration001, addNotes, failing]));
    expect(attempt).toThrow(/migration 3 \("half-done"\) failed \(disk said no\).*bak-v1/);

    expect(inspect(path)).toEqual({ version: 1, tables: ['settings'] });
  });

  it('moves a file that is not a database aside, with its log files, and says where it went', () => {
    writeFileSync(path, 'these are not the bytes of a database, '.repeat(200));
    writeFileSync(`${path}-wal`, 'stale log');
    const { db, notices } = openDatabase(path, options());

    const movedTo = `${path}.corrupt-2026-11-22T01-02-03-456Z`;
    expect(readFileSync(movedTo, 'utf8')).toMatch(/^these are not the bytes/);
    expect(readFileSync(`${movedTo}-wal`, 'utf8')).toBe('stale log');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toContain(movedTo);
    expect(notices[0]).toMatch(/empty cache/);
    // The fresh database is usable.
    db.prepare("INSERT INTO settings (key, value) VALUES ('theme', '\"dark\"')").run();
    db.close();
    expect(inspect(path).version).toBe(migrations.length);
  });

  it('moves a database with damaged pages aside (it fails quick_check)', () => {
    const { db } = openDatabase(path, options());
    db.exec('CREATE TABLE filler (text TEXT)');
    const insert = db.prepare('INSERT INTO filler (text) VALUES (?)');
    db.transaction(() => {
      for (let i = 0; i < 2000; i += 1) insert.run(`row ${i}`);
    })();
    db.close();
    const fd = openSync(path, 'r+');
    writeSync(fd, Buffer.alloc(4096, 0xab), 0, 4096, 4096 * 3);
    closeSync(fd);

    const reopened = openDatabase(path, options());
    reopened.db.close();
    expect(reopened.notices).toHaveLength(1);
    const moved = readdirSync(dir).filter((name) => /^folio\.db\.corrupt-[\dT-]+Z$/.test(name));
    expect(moved).toHaveLength(1);
    expect(reopened.notices[0]).toContain(join(dir, moved[0] ?? 'missing'));
    const fresh = inspect(path);
    expect(fresh.version).toBe(migrations.length);
    expect(fresh.tables).not.toContain('filler');
  });
});
