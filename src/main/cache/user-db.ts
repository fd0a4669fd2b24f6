import type { Clock, Logger } from '../lib/effects';
import { dailyCopy, describeCopyTime, restoreNewestGoodCopy, writeCopy } from './backups';
import { adoptWatchedCoinsSetting } from './coin-watchlist-repo';
import { importLegacyUserRows } from './legacy-import';
import { DatabaseTooNewError, inspectFile, moveAside, openFile, upgrade } from './schema-file';
import { userMigrations } from './user-migrations';

// Readies the user's database (what they entered: settings, keys' presence flags, followed wallets, shared
// portfolios, watchlist) before the cache connection attaches it. A damaged file is replaced by the newest good
// copy from backups/ and the user is told which day that copy is from; nothing here is thrown away.

export interface UserFileOptions {
  log: Logger;
  clock: Pick<Clock, 'now'>;
  /** A single-file database of an earlier release whose user rows are to be copied in (legacy-import.ts). */
  legacyPath: string | null;
}

export interface PreparedUserFile {
  notices: string[];
  /** When the copy that replaced a damaged file was taken (epoch ms), or null. */
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
  let restoredFrom: number | null = null;
  const inspected = inspectFile(path);
  if ('problem' in inspected) {
    const movedTo = moveAside(path, clock.now());
    const copy = restoreNewestGoodCopy(path, userMigrations.length);
    log.warn('user database unreadable; moved aside', { path, movedTo, restoredFrom: copy?.path ?? null });
    if (copy) {
      restoredFrom = copy.at;
      notices.push(
        `Your own data (settings, followed wallets, shared portfolios, watchlist) could not be read ` +
          `(${inspected.problem}), so Folio Desk restored its copy from ${describeCopyTime(copy.at)}. ` +
          `Anything you changed after that time is missing. The damaged file was moved to ${movedTo}.`,
      );
    } else {
      notices.push(
        `Your own data (settings, followed wallets, shared portfolios, watchlist) could not be read ` +
          `(${inspected.problem}) and there was no good copy to restore, so Folio Desk started with its ` +
          `defaults. The damaged file was moved to ${movedTo}.`,
      );
    }
  } else if (inspected.version > userMigrations.length) {
    throw new DatabaseTooNewError(path, inspected.version, userMigrations.length);
  }

  const db = openFile(path);
  try {
    upgrade(db, path, {
      migrations: userMigrations,
      log,
      copy: (source, version) => writeCopy(source, 'main', path, clock.now(), `before-v${version}`),
    });
    if (options.legacyPath) {
      const copied = importLegacyUserRows(options.legacyPath, db);
      // That file's tray coins arrive as a setting, after migration 003 made the watchlist: moved in now.
      adoptWatchedCoinsSetting(db, { starters: false });
      log.info('user data copied out of the single-file database', { from: options.legacyPath, copied });
    }
    // Taken after a successful open, so every daily copy is one that opened and checked out.
    dailyCopy(db, 'main', path, clock.now());
  } finally {
    db.close();
  }
  return { notices, restoredFrom };
}
