import { copyFileSync, existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { ensurePrivateFile, ensurePrivateFolder } from './private-files';
import { inspectFile, type Db } from './schema-file';

// Copies of the user's database, in <data folder>/backups: one before each migration and one a day (the newest
// few kept). A copy is written by SQLite itself (VACUUM INTO, a consistent snapshot) under a temporary name, so a
// half copy is never taken for a good one, and is 0600 like the database.

const KEEP_DAILY = 7;
const KEEP_BEFORE_UPGRADE = 3;

export interface Copy {
  path: string;
  /** When the copy was taken (epoch ms). */
  at: number;
  reason: 'daily' | `before-v${number}`;
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
  const pattern = new RegExp(`^${stem(dbPath).replace(/[^\w-]/g, '\\$&')}-(\\w+)-(daily|before-v\\d+)\\.db$`);
  const copies: Copy[] = [];
  for (const name of readdirSync(folder)) {
    const m = pattern.exec(name);
    const at = m?.[1] ? timeOf(m[1]) : null;
    if (!m || at === null) continue;
    copies.push({ path: join(folder, name), at, reason: m[2] as Copy['reason'] });
  }
  return copies.sort((a, b) => b.at - a.at);
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

/**
 * Today's copy of a file that is closed and known to be as a clean close left it (cache/clean-close.ts), unless
 * one was taken today: a plain file copy, which is consistent because nothing has the file open.
 */
export function dailyCopyOfClosedFile(dbPath: string, now: number): string | null {
  const today = new Date(now).toISOString().slice(0, 10);
  const taken = listCopies(dbPath).some(
    (c) => c.reason === 'daily' && new Date(c.at).toISOString().slice(0, 10) === today,
  );
  if (taken) return null;
  ensurePrivateFolder(copiesFolder(dbPath));
  const target = join(copiesFolder(dbPath), `${stem(dbPath)}-${stampOf(now)}-daily.db`);
  const temporary = `${target}.tmp`;
  rmSync(temporary, { force: true });
  ensurePrivateFile(temporary);
  copyFileSync(dbPath, temporary);
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

function prune(dbPath: string): void {
  const copies = listCopies(dbPath);
  const daily = copies.filter((c) => c.reason === 'daily').slice(KEEP_DAILY);
  const before = copies.filter((c) => c.reason !== 'daily').slice(KEEP_BEFORE_UPGRADE);
  for (const old of [...daily, ...before]) rmSync(old.path, { force: true });
}

/**
 * Puts the newest copy that passes SQLite's check (and that this version can read) in place of the database.
 * The copy itself stays. Returns the copy used, or null when there is none.
 */
export function restoreNewestGoodCopy(dbPath: string, knownVersion: number): Copy | null {
  for (const copy of listCopies(dbPath)) {
    const inspected = inspectFile(copy.path);
    if ('problem' in inspected || inspected.version > knownVersion) continue;
    const temporary = `${dbPath}.restoring`;
    rmSync(temporary, { force: true });
    copyFileSync(copy.path, temporary);
    ensurePrivateFile(temporary);
    renameSync(temporary, dbPath);
    return copy;
  }
  return null;
}
