import type { Say } from '../../shared/envelope';
import type { Clock, Logger } from '../lib/effects';
import { existsSync, renameSync } from 'node:fs';
import {
  copiesFolder,
  dailyCopy,
  describeCopyTime,
  listCopies,
  restoreNewestGoodCopy,
  tightenCopies,
  writeCopy,
} from './backups';
import { adoptWatchedCoinsSetting } from './coin-watchlist-repo';
import { importLegacyUserRows } from './legacy-import';
import { DatabaseTooNewError, inspectFile, moveAside, openFile, upgrade, type Db } from './schema-file';
import { userMigrations } from './user-migrations';

// Readies the user's database (what they entered: settings, keys' presence flags, followed wallets, shared
// portfolios, watchlist) before the cache connection attaches it. A damaged file is replaced by the newest good
// copy from backups/ and the user is told which day that copy is from; nothing here is thrown away. So is an
// empty or missing file when backups/ holds copies: only a first start (no file, no copies) begins silently.

export interface UserFileOptions {
  log: Logger;
  clock: Pick<Clock, 'now'>;
  /** A single-file database of an earlier release whose user rows are to be copied in (legacy-import.ts). */
  legacyPath: string | null;
}

export interface PreparedUserFile {
  notices: string[];
  /** The notices as catalogue messages, index for index, for the user's language. */
  noticeSays: Say[];
  /** When the copy that replaced a damaged, empty or missing file was taken (epoch ms), or null. */
  restoredFrom: number | null;
}

/** Refuses a user database written by a newer version before anything on disk is changed. */
export function refuseNewerUserFile(path: string): void {
  const inspected = inspectFile(path);
  if (!('problem' in inspected) && inspected.version > userMigrations.length) {
    throw new DatabaseTooNewError(path, inspected.version, userMigrations.length);
  }
}

export function prepareUserFile(path: string, options: UserFileOptions): PreparedUserFile {
  const { log, clock } = options;
  const notices: string[] = [];
  const noticeSays: Say[] = [];
  let restoredFrom: number | null = null;
  const inspected = inspectFile(path);
  if ('problem' in inspected) {
    const movedTo = moveAside(path, clock.now());
    const copy = restoreNewestGoodCopy(path, userMigrations);
    log.warn('user database unreadable; moved aside', { path, movedTo, restoredFrom: copy?.path ?? null });
    if (copy) {
      restoredFrom = copy.at;
      notices.push(
        `Your own data (settings, followed wallets, shared portfolios, watchlist) could not be read ` +
          `(${inspected.problem}), so Folio Desk restored its copy from ${describeCopyTime(copy.at)}. ` +
          `Anything you changed after that time is missing. The damaged file was moved to ${movedTo}.`,
      );
      noticeSays.push({
        id: 'notices.userDataRestored',
        values: { problem: inspected.problem, copyTime: describeCopyTime(copy.at), movedTo },
      });
    } else {
      notices.push(
        `Your own data (settings, followed wallets, shared portfolios, watchlist) could not be read ` +
          `(${inspected.problem}) and there was no good copy to restore, so Folio Desk started with its ` +
          `defaults. The damaged file was moved to ${movedTo}.`,
      );
      noticeSays.push({ id: 'notices.userDataDefaults', values: { problem: inspected.problem, movedTo } });
    }
  } else if (inspected.version > userMigrations.length) {
    throw new DatabaseTooNewError(path, inspected.version, userMigrations.length);
  } else if (inspected.version === 0 && !options.legacyPath) {
    // Version 0 holds nothing the user entered (no migration ran): an emptied file, or none at all. A single-file
    // install (legacyPath) has none yet either, and its rows come from that file instead.
    const blank = restoreBlankFile(path, inspected.exists, options);
    restoredFrom = blank.restoredFrom;
    if (blank.notice) {
      notices.push(blank.notice.message);
      noticeSays.push(blank.notice.say);
    }
  }
  tightenCopies(path);

  // A first start's new file holds only defaults: its day's copy is taken when the app closes (backups.ts).
  const firstFile = !existsSync(path) && !options.legacyPath;
  const db = openFile(path);
  try {
    upgradeUserFile(db, path, path, { log, clock });
    if (options.legacyPath) {
      const copied = importLegacyUserRows(options.legacyPath, db);
      // That file's tray coins arrive as a setting, after migration 003 made the watchlist: moved in now.
      adoptWatchedCoinsSetting(db, { starters: false });
      log.info('user data copied out of the single-file database', { from: options.legacyPath, copied });
    }
    // Taken after a successful open, so every daily copy is one that opened and checked out.
    if (!firstFile) dailyCopy(db, 'main', path, clock.now());
  } finally {
    db.close();
  }
  return { notices, noticeSays, restoredFrom };
}

/** An empty or missing user file: the newest good copy takes its place when backups/ has one. */
function restoreBlankFile(
  path: string,
  exists: boolean,
  { log, clock }: UserFileOptions,
): { restoredFrom: number | null; notice: { message: string; say: Say } | null } {
  const copies = listCopies(path);
  // No copies: a first start (or one after the user emptied backups/ too), which begins with the defaults.
  if (copies.length === 0) return { restoredFrom: null, notice: null };
  const what = exists ? 'empty' : 'missing';
  // Whatever is there (the empty file, or a missing file's logs) is kept aside: left in place, a log would be
  // replayed into the restored copy.
  const movedTo = setAside(path, clock.now());
  const copy = restoreNewestGoodCopy(path, userMigrations);
  log.warn(`user database ${what}`, { path, movedTo, restoredFrom: copy?.path ?? null });
  if (!copy) {
    return {
      restoredFrom: null,
      notice: {
        message:
          `Your settings and lists could not be found (their file was ${what}) and none of the ${copies.length} ` +
          `copies in ${copiesFolder(path)} could be read, so Folio Desk started with its defaults.`,
        say: {
          id: 'notices.userFileNoCopy',
          values: { state: what, count: String(copies.length), folder: copiesFolder(path) },
        },
      },
    };
  }
  return {
    restoredFrom: copy.at,
    notice: {
      message:
        `Your settings and lists were restored from the copy of ${describeCopyTime(copy.at)} ` +
        `(their file was ${what}). Anything you changed after that time is missing.`,
      say: {
        id: 'notices.userFileCopyRestored',
        values: { copyTime: describeCopyTime(copy.at), state: what },
      },
    },
  };
}

/**
 * Brings a user file (`path`, perhaps a copy being restored) to the current version; the copy taken before each
 * migration is filed with the user database's own copies (`userPath`).
 */
export function upgradeUserFile(
  db: Db,
  path: string,
  userPath: string,
  { log, clock }: Pick<UserFileOptions, 'log' | 'clock'>,
): void {
  upgrade(db, path, {
    migrations: userMigrations,
    log,
    copy: (source, version) => writeCopy(source, 'main', userPath, clock.now(), `before-v${version}`),
  });
}

/** Moves the file and its logs out of the way (moveAside); for a missing file, the logs it left. */
export function setAside(path: string, now: number): string | null {
  if (existsSync(path)) return moveAside(path, now);
  const stamp = new Date(now).toISOString().replace(/[:.]/g, '-');
  let movedTo: string | null = null;
  for (const suffix of ['-wal', '-shm']) {
    if (!existsSync(path + suffix)) continue;
    movedTo = `${path}.orphan-${stamp}${suffix}`;
    renameSync(path + suffix, movedTo);
  }
  return movedTo;
}
