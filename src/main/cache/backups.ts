import Database from 'better-sqlite3';
import { chmodSync, copyFileSync, existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { Migration } from './migration';
import { ensurePrivateFile, ensurePrivateFolder, PRIVATE_FILE, PRIVATE_FOLDER } from './private-files';
import { lookReadOnly, userVersion, type Db } from './schema-file';

// Copies of the user's database, in <data folder>/backups: one at each clean close (the last few sessions), one a
// day (the last week), one before each migration. A copy is written under a temporary name, so a half copy is
// never taken for a good one, and is 0600 in a 0700 folder like the database.

const KEEP_SESSIONS = 3;
const KEEP_DAILY = 7;
const KEEP_BEFORE_UPGRADE = 3;

export interface Copy {
  path: string;
  /** When the copy was taken (epoch ms). */
  at: number;
  reason: 'session' | 'daily' | `before-v${number}`;
}

export const copiesFolder = (dbPath: string) => join(dirname(dbPath), 'backups');
const stem = (dbPath: string) => basename(dbPath).replace(/\.db$/, '');

/** 2026-11-23T09:30:00.000Z -> 20261123T093000000Z: sortable, and legal in every file system's names. */
const stampOf = (at: number) => new Date(at).toISOString().replace(/[-:.]/g, '');
const STAMP = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(\d{3})Z$/;
function timeOf(stamp: string): number | null {
  const m = STAMP.exec(stamp);
  if (!m) return null;
  const [, y, mo, d, h, mi, s, ms] = m.map(Number) as number[];
  return Date.UTC(y ?? 0, (mo ?? 1) - 1, d, h, mi, s, ms);
}

/** How a copy's time is told to the user. */
export const describeCopyTime = (at: number) =>
  `${new Date(at).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** The copies of this database, newest first. Files that do not follow the naming are not ours and are ignored. */
export function listCopies(dbPath: string): Copy[] {
  const folder = copiesFolder(dbPath);
  if (!existsSync(folder)) return [];
  const pattern = new RegExp(
    `^${stem(dbPath).replace(/[^\w-]/g, '\\$&')}-(\\w+)-(session|daily|before-v\\d+)\\.db$`,
  );
  const copies: Copy[] = [];
  for (const name of readdirSync(folder)) {
    const m = pattern.exec(name);
    const at = m?.[1] ? timeOf(m[1]) : null;
    if (!m || at === null) continue;
    copies.push({ path: join(folder, name), at, reason: m[2] as Copy['reason'] });
  }
  // At one instant a close comes after the open that took the day's copy: the session's copy is the newer.
  const rank = (c: Copy) => (c.reason === 'session' ? 0 : 1);
  return copies.sort((a, b) => b.at - a.at || rank(a) - rank(b));
}

/** Writes a copy of `schema` (the connection's `main`, or an attached name) and returns its path. */
export function writeCopy(
  db: Db,
  schema: string,
  dbPath: string,
  at: number,
  reason: Copy['reason'],
): string {
  // A schema name cannot be a bound parameter; only names this code uses get through.
  if (!/^(main|user)$/.test(schema)) throw new Error(`Not a schema name: ${JSON.stringify(schema)}`);
  ensurePrivateFolder(copiesFolder(dbPath));
  const target = join(copiesFolder(dbPath), `${stem(dbPath)}-${stampOf(at)}-${reason}.db`);
  const temporary = `${target}.tmp`;
  rmSync(temporary, { force: true });
  // VACUUM INTO accepts an existing empty file: creating it first makes the copy 0600 from its first byte.
  ensurePrivateFile(temporary);
  db.prepare(`VACUUM ${schema} INTO ?`).run(temporary);
  renameSync(temporary, target);
  prune(dbPath);
  return target;
}

/** Takes today's copy unless one was already taken today (UTC); returns its path, or null when none was due. */
export function dailyCopy(db: Db, schema: string, dbPath: string, now: number): string | null {
  const today = new Date(now).toISOString().slice(0, 10);
  const taken = listCopies(dbPath).some(
    (c) => c.reason === 'daily' && new Date(c.at).toISOString().slice(0, 10) === today,
  );
  return taken ? null : writeCopy(db, schema, dbPath, now, 'daily');
}

const dayOf = (at: number) => new Date(at).toISOString().slice(0, 10);
const dailyDue = (dbPath: string, now: number) =>
  !listCopies(dbPath).some((c) => c.reason === 'daily' && dayOf(c.at) === dayOf(now));

/**
 * The copies taken when the file has just been closed cleanly: this session's, and today's if none was taken yet.
 * A plain file copy is consistent because nothing has the file open; each is checked before it counts, so a file
 * damaged while the app ran never pushes a good copy out. Returns the session copy's path, or null.
 */
export function copiesAtClose(dbPath: string, now: number, migrations: readonly Migration[]): string | null {
  const session = copyClosedFile(dbPath, now, 'session', migrations);
  if (session && dailyDue(dbPath, now)) copyClosedFile(dbPath, now, 'daily', migrations);
  return session;
}

function copyClosedFile(
  dbPath: string,
  at: number,
  reason: Copy['reason'],
  migrations: readonly Migration[],
): string | null {
  ensurePrivateFolder(copiesFolder(dbPath));
  const target = join(copiesFolder(dbPath), `${stem(dbPath)}-${stampOf(at)}-${reason}.db`);
  const temporary = `${target}.tmp`;
  rmSync(temporary, { force: true });
  ensurePrivateFile(temporary);
  copyFileSync(dbPath, temporary);
  // A copy takes its source's mode: made private again whatever the source had.
  chmodSync(temporary, PRIVATE_FILE);
  if (!isGoodCopy(temporary, migrations)) {
    rmSync(temporary, { force: true });
    return null;
  }
  renameSync(temporary, target);
  prune(dbPath);
  return target;
}

const HOUR = 60 * 60 * 1000;

/**
 * Takes today's copy, if it is due, `firstAfterMs` after start (a start from a clean close leaves it to this, so
 * that it does not stand before the first view), then checks every hour for an app left running for days (in
 * the tray). On the live connection with the user database attached as `user`. Returns the function that stops it.
 */
export function keepDailyCopies(
  db: Db,
  userPath: string,
  now: () => number,
  onError: (error: unknown) => void,
  firstAfterMs = HOUR,
) {
  const check = () => {
    try {
      dailyCopy(db, 'user', userPath, now());
    } catch (error) {
      onError(error);
    }
  };
  let interval: ReturnType<typeof setInterval> | null = null;
  const first = setTimeout(() => {
    try {
      // A start from a clean close did not look at the copies: ones loosened since are tightened now.
      tightenCopies(userPath);
    } catch (error) {
      onError(error);
    }
    check();
    interval = setInterval(check, HOUR);
    interval.unref();
  }, firstAfterMs);
  // Never the reason the process stays alive.
  first.unref();
  return () => {
    clearTimeout(first);
    if (interval) clearInterval(interval);
  };
}

/** The backups folder 0700 and every copy in it 0600, whoever loosened them. */
export function tightenCopies(dbPath: string): void {
  const folder = copiesFolder(dbPath);
  const stat = statSync(folder, { throwIfNoEntry: false });
  if (!stat?.isDirectory()) return;
  if ((stat.mode & 0o777) !== PRIVATE_FOLDER) chmodSync(folder, PRIVATE_FOLDER);
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    const file = statSync(path, { throwIfNoEntry: false });
    if (file?.isFile() && (file.mode & 0o777) !== PRIVATE_FILE) chmodSync(path, PRIVATE_FILE);
  }
}

/** The last few sessions, the last week's daily copies, the last few upgrades: older ones go. */
function prune(dbPath: string): void {
  const copies = listCopies(dbPath);
  const kept = (reason: (c: Copy) => boolean, keep: number) => copies.filter(reason).slice(keep);
  const old = [
    ...kept((c) => c.reason === 'session', KEEP_SESSIONS),
    ...kept((c) => c.reason === 'daily', KEEP_DAILY),
    ...kept((c) => c.reason.startsWith('before-v'), KEEP_BEFORE_UPGRADE),
  ];
  for (const copy of old) rmSync(copy.path, { force: true });
}

/** The tables a database at `version` of this history has, built in memory (a copy is checked off the first view's path). */
function expectedTables(migrations: readonly Migration[], version: number): string[] {
  const db = new Database(':memory:');
  try {
    for (const migration of migrations.slice(0, version)) migration.up(db);
    return tableNames(db);
  } finally {
    db.close();
  }
}

const tableNames = (db: Db) =>
  db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table'").pluck().all() as string[];

/**
 * A copy worth restoring: it opens, passes SQLite's full integrity check, holds at least the first version of the
 * schema and no newer one than `migrations` knows, and has every table its version should have.
 */
export function isGoodCopy(path: string, migrations: readonly Migration[]): boolean {
  try {
    return lookReadOnly(path, (db) => {
      if (db.pragma('integrity_check', { simple: true }) !== 'ok') return false;
      const version = userVersion(db);
      if (version < 1 || version > migrations.length) return false;
      const present = new Set(tableNames(db));
      return expectedTables(migrations, version).every((name) => present.has(name));
    });
  } catch {
    // Not a database, or not readable: not a copy to restore.
    return false;
  }
}

/**
 * Puts the newest good copy (isGoodCopy) in place of the database, which must not exist (moved aside first).
 * The copy itself stays. Returns the copy used, or null when there is none.
 */
export function restoreNewestGoodCopy(dbPath: string, migrations: readonly Migration[]): Copy | null {
  for (const copy of listCopies(dbPath)) {
    if (!isGoodCopy(copy.path, migrations)) continue;
    const temporary = `${dbPath}.restoring`;
    rmSync(temporary, { force: true });
    copyFileSync(copy.path, temporary);
    chmodSync(temporary, PRIVATE_FILE);
    renameSync(temporary, dbPath);
    return copy;
  }
  return null;
}
