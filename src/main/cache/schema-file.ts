import Database from 'better-sqlite3';
import { closeSync, existsSync, fsyncSync, openSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Logger } from '../lib/effects';
import type { Migration } from './migration';
import { ensurePrivateFile } from './private-files';
import { isDiskFull } from './storage-errors';

// One SQLite file with one schema history: look at it without writing, open it with the pragmas, bring it up to
// date in one transaction after a copy. db.ts puts two of these together (the user's data and the cache).

export type Db = Database.Database;

export const BUSY_TIMEOUT_MS = 5000;

export class DatabaseTooNewError extends Error {
  constructor(path: string, found: number, known: number) {
    super(
      `The database ${path} was written by a newer Folio Desk (schema version ${found}; this version knows ` +
        `up to ${known}). Update Folio Desk to open it. The file was left unchanged.`,
    );
    this.name = 'DatabaseTooNewError';
  }
}

export class MigrationFailedError extends Error {
  constructor(path: string, version: number, name: string, detail: string, backup: string | null) {
    super(
      `Folio Desk could not upgrade its database ${path}: migration ${version} ("${name}") failed ` +
        `(${detail}). Nothing in the database was changed` +
        (backup ? `; a copy from before the upgrade is at ${backup}.` : '.') +
        ' Please report this problem.',
    );
    this.name = 'MigrationFailedError';
  }
}

export type Inspected =
  { exists: false; version: 0 } | { exists: true; version: number } | { problem: string };

/**
 * Runs `look` on a read-only connection to an existing file. Such a connection to a WAL file still creates its
 * -wal and -shm; empty ones made here are removed again, so a file that is only looked at (or refused) is left
 * as it was. Ones that were there before belong to someone else and stay.
 */
export function lookReadOnly<T>(path: string, look: (db: Db) => T): T {
  const logs = [`${path}-wal`, `${path}-shm`].filter((file) => !existsSync(file));
  let db: Db | undefined;
  try {
    db = new Database(path, { readonly: true, fileMustExist: true, timeout: BUSY_TIMEOUT_MS });
    return look(db);
  } finally {
    db?.close();
    const wal = `${path}-wal`;
    if (logs.includes(wal) && existsSync(wal) && statSync(wal).size === 0) {
      for (const file of logs) rmSync(file, { force: true });
    }
  }
}

/**
 * Reads an existing file's schema version and runs quick_check, read-only, so that nothing is written into a file
 * that turns out to be damaged or from a newer version (a read-write connection would also replay or delete its
 * write-ahead log on close).
 */
export function inspectFile(path: string): Inspected {
  if (!existsSync(path)) return { exists: false, version: 0 };
  try {
    return lookReadOnly(path, (db) => {
      const result = db.pragma('quick_check', { simple: true });
      return result === 'ok'
        ? { exists: true, version: userVersion(db) }
        : { problem: `integrity check: ${String(result)}` };
    });
  } catch (error) {
    // Only damage is handled here; a locked file or a missing permission is a different problem that moving the
    // file would not solve, so it is reported as it is.
    if (error instanceof Database.SqliteError && isDamage(error.code)) return { problem: error.message };
    throw error;
  }
}

const isDamage = (code: string) => code === 'SQLITE_NOTADB' || code.startsWith('SQLITE_CORRUPT');

/** Moves a damaged file (and its log files, which belong to it) to `<path>.corrupt-<time>`; returns where. */
export function moveAside(path: string, now: number): string {
  const stamp = new Date(now).toISOString().replace(/[:.]/g, '-');
  let target = `${path}.corrupt-${stamp}`;
  for (let n = 2; existsSync(target); n += 1) target = `${path}.corrupt-${stamp}-${n}`;
  renameSync(path, target);
  // Left behind they would be replayed into the new file.
  for (const suffix of ['-wal', '-shm']) {
    if (existsSync(path + suffix)) renameSync(path + suffix, target + suffix);
  }
  return target;
}

export const userVersion = (db: Db, schema = 'main') =>
  Number(db.pragma(`${schema}.user_version`, { simple: true }));

/**
 * Opens the file read-write (created 0600 when new) with the pragmas set. The busy timeout is the constructor's
 * `timeout`. `asLeft`: the file is as this app's last clean close left it (clean-close.ts): private, and in WAL
 * mode, which SQLite keeps in the file itself; so neither is set again (WAL is the dearest of the pragmas).
 * A file created here holds nothing yet: the switch to WAL and the migrations run unsynced, and upgrade() syncs
 * the finished file once (a dozen waits for the disk fewer at a first start). A crash before that leaves a file
 * the next start finds empty or damaged and builds again; nothing is lost, as nothing was in it.
 */
export function openFile(path: string, options: { asLeft?: boolean } = {}): Db {
  const created = !options.asLeft && !existsSync(path);
  if (!options.asLeft) ensurePrivateFile(path);
  const db = new Database(path, { timeout: BUSY_TIMEOUT_MS });
  try {
    if (created) {
      db.exec('PRAGMA synchronous = OFF; PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON');
      return db;
    }
    if (!options.asLeft) db.pragma('journal_mode = WAL');
    // In WAL mode NORMAL keeps the file consistent after a crash; only the last commits before a power loss may go.
    // One exec, not a statement object each: this runs before the first cached answer of every start.
    db.exec('PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON');
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}

/**
 * A file openFile created, its schema written unsynced: into the file, onto the disk, then synced as usual. Only
 * openFile turns syncing off, and only for a file it created, so the connection itself says which it is.
 */
function syncCreated(db: Db, path: string): void {
  if (db.pragma('synchronous', { simple: true }) !== 0) return;
  db.pragma('wal_checkpoint(TRUNCATE)');
  for (const target of [path, dirname(path)]) {
    const fd = openSync(target, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  }
  db.exec('PRAGMA synchronous = NORMAL');
}

export interface UpgradeOptions {
  migrations: readonly Migration[];
  log: Logger;
  /** Writes a copy of the file as it is now and returns its path; called only when there is something to keep. */
  copy: (db: Db, version: number) => string;
}

/** Runs every pending migration in one transaction, after a copy; a failure changes nothing. */
export function upgrade(db: Db, path: string, options: UpgradeOptions): void {
  const { migrations, log } = options;
  const from = userVersion(db);
  if (from >= migrations.length) return syncCreated(db, path);
  const hasSchema = Number(db.prepare('SELECT count(*) FROM sqlite_schema').pluck().get()) > 0;
  const backup = hasSchema ? options.copy(db, from) : null;
  let version = from;
  const applyAll = db.transaction(() => {
    for (const migration of migrations.slice(from)) {
      version += 1;
      migration.up(db);
      // PRAGMA takes no bound parameters; version is an integer counted here.
      db.pragma(`user_version = ${version}`);
    }
  });
  try {
    applyAll.immediate();
  } catch (error) {
    // A full disk is not a broken migration: it is said as what it is (storage-errors.ts).
    if (isDiskFull(error)) throw error;
    const detail = error instanceof Error ? error.message : String(error);
    throw new MigrationFailedError(path, version, migrations[version - 1]?.name ?? '?', detail, backup);
  }
  syncCreated(db, path);
  log.info('database upgraded', { path, from, to: migrations.length, backup });
}
