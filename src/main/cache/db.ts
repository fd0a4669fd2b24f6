import Database from 'better-sqlite3';
import { existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Clock, Logger } from '../lib/effects';
import { migrations as allMigrations, type Migration } from './migrations';

// Opens a cache database file (live and demo data each have their own): checks it, sets the pragmas, runs the
// pending migrations. A damaged file never stops the app: it is moved aside and the user is told where it went.

export type Db = Database.Database;

export interface OpenOptions {
  log: Logger;
  clock: Pick<Clock, 'now'>;
  /** The schema history; tests pass their own to exercise upgrades and failures. */
  migrations?: readonly Migration[];
}

export interface OpenedDatabase {
  db: Db;
  path: string;
  /** Sentences for the user about what opening had to do (e.g. a corrupt file moved aside). */
  notices: string[];
}

const BUSY_TIMEOUT_MS = 5000;

export class DatabaseTooNewError extends Error {
  constructor(path: string, found: number, known: number) {
    super(
      `The cache database ${path} was written by a newer Folio Desk (schema version ${found}; this version knows ` +
        `up to ${known}). Update Folio Desk, or move that file away to start with an empty cache. ` +
        'The file was left unchanged.',
    );
    this.name = 'DatabaseTooNewError';
  }
}

export class MigrationFailedError extends Error {
  constructor(path: string, version: number, name: string, detail: string, backup: string | null) {
    super(
      `Folio Desk could not upgrade its cache database ${path}: migration ${version} ("${name}") failed ` +
        `(${detail}). Nothing in the database was changed` +
        (backup ? `; a copy from before the upgrade is at ${backup}.` : '.') +
        ' Please report this problem.',
    );
    this.name = 'MigrationFailedError';
  }
}

export function openDatabase(path: string, options: OpenOptions): OpenedDatabase {
  const migrations = options.migrations ?? allMigrations;
  mkdirSync(dirname(path), { recursive: true });

  const notices: string[] = [];
  const inspected = inspect(path);
  if ('problem' in inspected) {
    const movedTo = moveAside(path, options.clock.now());
    options.log.warn('cache database unreadable; moved aside', { path, movedTo, problem: inspected.problem });
    notices.push(
      `The cache database could not be read (${inspected.problem}), so Folio Desk moved it to ${movedTo} and ` +
        'started with an empty cache. Settings are back to their defaults: if you had stored an API key or a ' +
        'wallet key, enter it again in Settings.',
    );
  } else if (inspected.version > migrations.length) {
    throw new DatabaseTooNewError(path, inspected.version, migrations.length);
  }

  const db = new Database(path, { timeout: BUSY_TIMEOUT_MS });
  try {
    applyPragmas(db);
    const version = userVersion(db);
    if (version < migrations.length) upgrade(db, path, version, migrations, options.log);
  } catch (error) {
    db.close();
    throw error;
  }
  return { db, path, notices };
}

/** Bytes the database occupies on disk, its write-ahead log included. */
export function databaseSizeBytes(path: string): number {
  return ['', '-wal'].reduce((sum, suffix) => {
    const file = path + suffix;
    return existsSync(file) ? sum + statSync(file).size : sum;
  }, 0);
}

/**
 * Reads an existing file's schema version and runs quick_check through a read-only connection, so that nothing
 * is written into a file that turns out to be damaged or from a newer version (a read-write connection would also
 * replay or delete its write-ahead log on close).
 */
function inspect(path: string): { version: number } | { problem: string } {
  if (!existsSync(path)) return { version: 0 };
  let db: Db | undefined;
  try {
    db = new Database(path, { readonly: true, fileMustExist: true, timeout: BUSY_TIMEOUT_MS });
    const result = db.pragma('quick_check', { simple: true });
    return result === 'ok' ? { version: userVersion(db) } : { problem: `integrity check: ${String(result)}` };
  } catch (error) {
    // Only damage is handled here; a locked file or a missing permission is a different problem that moving the
    // file would not solve, so it is reported as it is.
    if (error instanceof Database.SqliteError && isDamage(error.code)) return { problem: error.message };
    throw error;
  } finally {
    db?.close();
  }
}

const isDamage = (code: string) => code === 'SQLITE_NOTADB' || code.startsWith('SQLITE_CORRUPT');

function moveAside(path: string, now: number): string {
  const stamp = new Date(now).toISOString().replace(/[:.]/g, '-');
  let target = `${path}.corrupt-${stamp}`;
  for (let n = 2; existsSync(target); n += 1) target = `${path}.corrupt-${stamp}-${n}`;
  renameSync(path, target);
  // The log and shared-memory files belong to the old file; left behind they would be replayed into the new one.
  for (const suffix of ['-wal', '-shm']) {
    if (existsSync(path + suffix)) renameSync(path + suffix, target + suffix);
  }
  return target;
}

const userVersion = (db: Db) => Number(db.pragma('user_version', { simple: true }));

function applyPragmas(db: Db): void {
  db.pragma('journal_mode = WAL');
  // In WAL mode NORMAL keeps the file consistent after a crash; only the last commits before a power loss may go.
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
}

function upgrade(db: Db, path: string, from: number, migrations: readonly Migration[], log: Logger): void {
  const hasSchema = Number(db.prepare('SELECT count(*) FROM sqlite_schema').pluck().get()) > 0;
  const backup = hasSchema ? copyBeforeUpgrade(db, `${path}.bak-v${from}`) : null;
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
    const detail = error instanceof Error ? error.message : String(error);
    throw new MigrationFailedError(path, version, migrations[version - 1]?.name ?? '?', detail, backup);
  }
  log.info('cache database upgraded', { path, from, to: migrations.length, backup });
}

/** A consistent copy through SQLite itself, written under a temporary name so a half copy is never left. */
function copyBeforeUpgrade(db: Db, target: string): string {
  const temporary = `${target}.tmp`;
  rmSync(temporary, { force: true });
  db.prepare('VACUUM INTO ?').run(temporary);
  renameSync(temporary, target);
  return target;
}
