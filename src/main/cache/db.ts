import type { Say } from '../../shared/envelope';
import { existsSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Clock, Logger } from '../lib/effects';
import { LAST_SINGLE_FILE_VERSION, migrations as cacheMigrations, type Migration } from './migrations';
import type { Notice } from '../../shared/domain/common';
import { copiesAtClose } from './backups';
import { noteCleanClose, takeCleanClose } from './clean-close';
import { ensurePrivateFile, ensurePrivateFolder } from './private-files';
import { DatabaseTooNewError, inspectFile, moveAside, openFile, upgrade, type Db } from './schema-file';
import { inDataFolder } from './storage-errors';
import { prepareUserFile, refuseNewerUserFile } from './user-db';
import { guardUserFile } from './user-file-guard';
import { userMigrations } from './user-migrations';

// Opens one mode's data (live and demo each have their own): two files in the data folder.
//   <name>.db       the cache: fetched answers, candles, the request ledger, gateway receipts. Re-fetchable.
//   <name>-user.db  what the user entered (user-db.ts), with its own copies in backups/.
// The cache connection attaches the user file as schema `user`, so a repository of either kind runs on the one
// handle it is given; the user tables exist only in the user file (cache migration 005 dropped the old ones), so
// their unqualified names resolve there. A damaged cache is moved aside and rebuilt: it is only cache.
// Files the app closed cleanly and nobody touched since open in one step (clean-close.ts): the checks and the
// upgrade run only when something may have changed.

export type { Db } from './schema-file';
export { DatabaseTooNewError, MigrationFailedError } from './schema-file';
export { DataFolderError, DiskFullAtStartError } from './storage-errors';

export interface OpenOptions {
  log: Logger;
  clock: Pick<Clock, 'now'>;
  /** The cache's schema history; tests pass their own to exercise upgrades and failures. */
  migrations?: readonly Migration[];
  /** Told when the user file had to be put back while the app ran (user-file-guard.ts). */
  onNotice?: (notice: Notice) => void;
}

export interface OpenedDatabase {
  /** The cache connection, with the user database attached as `user`. */
  db: Db;
  /** The cache file. */
  path: string;
  /** The user database file. */
  userPath: string;
  /** Sentences for the user about what opening had to do (e.g. a damaged file moved aside, a copy restored). */
  notices: string[];
  /** The notices as catalogue messages, index for index, for the user's language. */
  noticeSays: Say[];
  /** When the copy that replaced a damaged user database was taken (epoch ms), or null. */
  userDataRestoredFrom: number | null;
  /** Both files were found exactly as this app's last clean close left them: every row is as this app wrote it. */
  untouched: boolean;
  /** The cache keys the last session read first (its clean-close note), for the answers to read ahead. */
  firstReads: string[];
  /**
   * Closes the connection and notes the clean close, so the next start can skip the checks; `firstReads` are the
   * keys this session read first, noted with it.
   */
  close(firstReads?: readonly string[]): void;
}

/** folio.db -> folio-user.db, folio-demo.db -> folio-demo-user.db. */
export const userPathOf = (cachePath: string) => cachePath.replace(/(\.db)?$/, '-user.db');

export function openDatabase(path: string, options: OpenOptions): OpenedDatabase {
  const dir = dirname(path);
  return inDataFolder(dir, () => openBoth(path, dir, options));
}

/** What the user is told of a cache file that could not be read and was moved aside. */
function unreadableCacheNotice(
  userExisted: boolean,
  problem: string,
  movedTo: string,
): { message: string; say: Say } {
  if (userExisted) {
    return {
      message:
        `The cache could not be read (${problem}), so Folio Desk moved it to ${movedTo} and started a ` +
        'new one; it fills again as you use the app. Your settings, keys, wallets, shared portfolios and ' +
        'watchlist are kept apart from it and are unchanged.',
      say: { id: 'notices.cacheReplaced', values: { problem, movedTo } },
    };
  }
  // The file of an earlier release, which also held the user's data.
  return {
    message:
      `The database could not be read (${problem}), so Folio Desk moved it to ${movedTo} and started ` +
      'with an empty cache. Settings are back to their defaults: if you had stored an API key or a wallet ' +
      'key, enter it again in Settings.',
    say: { id: 'notices.databaseReplaced', values: { problem, movedTo } },
  };
}

function openBoth(path: string, dir: string, options: OpenOptions): OpenedDatabase {
  const migrations = options.migrations ?? cacheMigrations;
  const { log, clock } = options;
  const userPath = userPathOf(path);
  const versions = { cache: migrations.length, user: userMigrations.length };
  const closer = (db: Db) => {
    const guard = guardUserFile(db, userPath, options);
    return (firstReads: readonly string[] = []) => {
      // A user file removed or emptied since the last write is written again before the connection lets go.
      guard.check();
      guard.stop();
      db.close();
      noteCleanClose(path, userPath, versions, firstReads);
      // This session's copy, and the day's if none was taken: both files are closed now, so a file copy does.
      try {
        copiesAtClose(userPath, clock.now(), userMigrations);
      } catch (error) {
        log.warn('copy of the user database at close failed', { error: String(error) });
      }
    };
  };
  const noted = takeCleanClose(path, userPath, versions);
  const firstReads = noted?.firstReads ?? [];
  if (noted?.asLeft) {
    // The day's copy is not taken here, before the first view's cached answers: the app takes it a moment after
    // start through the connection (backups.ts keepDailyCopies), or closing does.
    const db = openAsLeft(path, userPath);
    if (db)
      return {
        db,
        path,
        userPath,
        notices: [],
        noticeSays: [],
        userDataRestoredFrom: null,
        untouched: true,
        firstReads,
        close: closer(db),
      };
  }
  ensurePrivateFolder(dir);
  const userExisted = existsSync(userPath);

  // A file from a newer version is refused before either file is touched.
  const cache = inspectFile(path);
  if (!('problem' in cache) && cache.version > migrations.length) {
    throw new DatabaseTooNewError(path, cache.version, migrations.length);
  }
  refuseNewerUserFile(userPath);

  const singleFile = 'exists' in cache && cache.exists && cache.version <= LAST_SINGLE_FILE_VERSION;
  const user = prepareUserFile(userPath, { log, clock, legacyPath: singleFile ? path : null });
  const notices = [...user.notices];
  const noticeSays = [...user.noticeSays];
  if ('problem' in cache) {
    const movedTo = moveAside(path, clock.now());
    log.warn('cache database unreadable; moved aside', { path, movedTo, problem: cache.problem });
    const notice = unreadableCacheNotice(userExisted, cache.problem, movedTo);
    notices.push(notice.message);
    noticeSays.push(notice.say);
  }

  const db = openFile(path);
  try {
    upgrade(db, path, {
      migrations,
      log,
      copy: (source, version) => copyBeside(source, `${path}.bak-v${version}`),
    });
    // ATTACH takes the file name as a bound value; the schema name is fixed here.
    db.prepare('ATTACH DATABASE ? AS user').run(userPath);
    db.pragma('user.synchronous = NORMAL');
  } catch (error) {
    db.close();
    throw error;
  }
  return {
    db,
    path,
    userPath,
    notices,
    noticeSays,
    userDataRestoredFrom: user.restoredFrom,
    untouched: false,
    firstReads,
    close: closer(db),
  };
}

/**
 * Both files as the last clean close left them (private, in WAL mode, at the versions the note names): one
 * connection; null to go the careful way.
 */
function openAsLeft(path: string, userPath: string): Db | null {
  let db: Db | null = null;
  try {
    db = openFile(path, { asLeft: true });
    // The start's fast path: one exec (the path as a quoted SQL literal) rather than two statement objects.
    db.exec(`ATTACH DATABASE ${sqlText(userPath)} AS user; PRAGMA user.synchronous = NORMAL`);
    return db;
  } catch {
    // Whatever went wrong, the careful path looks at it and says what it is.
    db?.close();
    return null;
  }
}

/** `text` as an SQL string literal: quoted, each quote inside doubled. */
const sqlText = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** Bytes the database occupies on disk, its write-ahead log included. */
export function databaseSizeBytes(path: string): number {
  return ['', '-wal'].reduce((sum, suffix) => {
    const file = path + suffix;
    return existsSync(file) ? sum + statSync(file).size : sum;
  }, 0);
}

/** A consistent copy through SQLite itself, 0600, written under a temporary name so a half copy is never left. */
function copyBeside(db: Db, target: string): string {
  const temporary = `${target}.tmp`;
  rmSync(temporary, { force: true });
  ensurePrivateFile(temporary);
  db.prepare('VACUUM INTO ?').run(temporary);
  renameSync(temporary, target);
  return target;
}
