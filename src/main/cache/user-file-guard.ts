import { chmodSync, copyFileSync, renameSync, rmSync, statSync } from 'node:fs';
import type { Notice } from '../../shared/domain/common';
import type { Clock, Logger } from '../lib/effects';
import { describeCopyTime, isGoodCopy, listCopies, type Copy } from './backups';
import { ensurePrivateFile, PRIVATE_FILE } from './private-files';
import { openFile, type Db } from './schema-file';
import { setAside, upgradeUserFile } from './user-db';
import { userMigrations } from './user-migrations';

// The user's file removed or emptied while the app runs: SQLite goes on answering "ok" from its open handle (a
// removed file lives on as long as the handle) while nothing reaches the disk. Every write to a user table passes
// a check of the file (a TEMP trigger calling back here, one stat), and so does a slow timer and the close; when
// the file is not the one opened, it is written again from what the connection holds (VACUUM INTO, checked), or,
// when the connection cannot read it either (emptied under it), from the newest good copy; then re-attached.

const FUNCTION = 'folio_user_file_check';
const CHECK_EVERY_MS = 5_000;

export interface UserFileGuard {
  /** Looks at the file now and puts it back if it is gone; safe between statements only. */
  check(): void;
  stop(): void;
}

export interface GuardOptions {
  log: Logger;
  clock: Pick<Clock, 'now'>;
  /** Told once per repair, in words for the user. */
  onNotice?: (notice: Notice) => void;
  checkEveryMs?: number;
}

interface Identity {
  dev: number;
  ino: number;
  size: number;
}

const identityOf = (path: string): Identity | null => {
  const stat = statSync(path, { throwIfNoEntry: false });
  return stat ? { dev: stat.dev, ino: stat.ino, size: stat.size } : null;
};

/** Watches the file attached as `user` on `db` for the connection's life. */
export function guardUserFile(db: Db, userPath: string, options: GuardOptions): UserFileGuard {
  let opened = identityOf(userPath);
  let queued = false;
  let stopped = false;
  /** The write triggers are in (a repair puts them in on the file it attaches). */
  let armed = false;

  // The same file as attached, and no shorter: the user file never shrinks (no auto_vacuum), so a shorter one was
  // truncated under the app.
  const intact = () => {
    const now = identityOf(userPath);
    if (!now || !opened || now.dev !== opened.dev || now.ino !== opened.ino || now.size < opened.size)
      return false;
    opened = now;
    return true;
  };

  const check = () => {
    if (stopped || !db.open || intact()) return;
    try {
      repair(db, userPath, options);
      opened = identityOf(userPath);
      armed = true;
    } catch (error) {
      // A statement still running (DETACH refuses) or a full disk: the next write, the timer or the close try again.
      options.log.warn('user database could not be put back yet', { error: String(error) });
    }
  };

  // Called inside a write statement, where the connection cannot be used: the repair runs right after it, and the
  // write, already in the connection's view of the file, goes into the file written again.
  db.function(FUNCTION, { deterministic: false }, () => {
    if (!queued && !stopped && !intact()) {
      queued = true;
      queueMicrotask(() => {
        queued = false;
        check();
      });
    }
    return null;
  });
  // The triggers (three dozen statements of DDL, about half a millisecond) go in once the first view's cached
  // answers are out: a start reads, it does not write the user's tables. A write before then is seen by the check
  // that runs with them, which puts the file back from the connection as the trigger's would. The check goes
  // first: a file emptied since the open cannot even list its tables, and nothing here may throw out of the loop.
  const arm = () => {
    if (stopped || !db.open || armed) return;
    try {
      installTriggers(db);
      armed = true;
    } catch (error) {
      options.log.warn('user database write checks not armed yet', { error: String(error) });
    }
  };
  const arming = setImmediate(() => {
    check();
    arm();
  });

  const timer = setInterval(
    () => (db.open ? (check(), arm()) : stop()),
    options.checkEveryMs ?? CHECK_EVERY_MS,
  );
  timer.unref();
  const stop = () => {
    stopped = true;
    clearImmediate(arming);
    clearInterval(timer);
  };
  return { check, stop };
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The tables of an attached schema (a name this file chose, never input). */
const tablesOf = (db: Db, schema: 'user' | 'rescue') =>
  db
    .prepare(`SELECT name FROM ${schema}.sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite%'`)
    .pluck()
    .all() as string[];

/** A trigger before every insert, update and delete on each user table. TEMP: only this connection has them. */
function installTriggers(db: Db): void {
  const sql = tablesOf(db, 'user').flatMap((table) =>
    ['INSERT', 'UPDATE', 'DELETE'].map((op) => {
      const name = quote(`folio_guard_${table}_${op.toLowerCase()}`);
      // A TEMP trigger outlives a DETACH but no longer fires on the file attached next: made again each time.
      return (
        `DROP TRIGGER IF EXISTS temp.${name}; ` +
        `CREATE TEMP TRIGGER ${name} BEFORE ${op} ON user.${quote(table)} BEGIN SELECT ${FUNCTION}(); END;`
      );
    }),
  );
  db.exec(sql.join('\n'));
}

/** Writes the user file again, from the connection or else from the newest good copy, and attaches it anew. */
function repair(db: Db, userPath: string, options: GuardOptions): void {
  const { log, clock, onNotice } = options;
  const rescued = `${userPath}.rescued`;
  let made: { copy: Copy | null; lost: string[] };
  try {
    made = wholeFromConnection(db, rescued, log)
      ? { copy: null, lost: [] }
      : fromCopy(db, userPath, rescued, options);
    db.exec('DETACH DATABASE user');
  } catch (error) {
    rmSync(rescued, { force: true });
    throw error;
  }
  const movedTo = setAside(userPath, clock.now());
  renameSync(rescued, userPath);
  db.prepare('ATTACH DATABASE ? AS user').run(userPath);
  db.exec('PRAGMA user.journal_mode = WAL; PRAGMA user.synchronous = NORMAL');
  installTriggers(db);
  const { copy, lost } = made;
  log.warn('user database replaced while running; written again', {
    userPath,
    movedTo,
    from: copy?.path ?? 'connection',
    fromCopyOnly: lost,
  });
  const what = 'The file with your settings and lists was removed or emptied while Folio Desk ran.';
  onNotice?.(
    copy && lost.length > 0
      ? {
          level: 'warning',
          message:
            `${what} It was rebuilt from what Folio Desk still held and the copy of ` +
            `${describeCopyTime(copy.at)}; some changes made after that time may be missing.`,
          say: { id: 'notices.userFileRebuilt', values: { copyTime: describeCopyTime(copy.at) } },
        }
      : {
          level: 'info',
          message: `${what} It was written again from what Folio Desk still held, so nothing was lost.`,
          say: { id: 'notices.userFileWritten' },
        },
  );
}

/** The whole file as the connection sees it, if every page still reads (a removed file lives on in its handle). */
function wholeFromConnection(db: Db, rescued: string, log: Logger): boolean {
  rmSync(rescued, { force: true });
  ensurePrivateFile(rescued);
  try {
    db.prepare('VACUUM user INTO ?').run(rescued);
    if (isGoodCopy(rescued, userMigrations)) return true;
  } catch (error) {
    // Emptied under the connection: the pages it had not kept read as nothing.
    log.warn('user database could not be read back whole from the connection', { error: String(error) });
  }
  rmSync(rescued, { force: true });
  return false;
}

/**
 * The newest good copy, brought up to this version, with every table the connection can still read in full put
 * over the copy's rows (those hold this session's writes, the one that noticed the loss included). Returns the
 * copy and the tables that only the copy could give.
 */
function fromCopy(
  db: Db,
  userPath: string,
  rescued: string,
  { log, clock }: GuardOptions,
): { copy: Copy; lost: string[] } {
  const copy = listCopies(userPath).find((c) => isGoodCopy(c.path, userMigrations));
  if (!copy) throw new Error(`the user database ${userPath} is gone and no good copy is left to restore`);
  copyFileSync(copy.path, rescued);
  chmodSync(rescued, PRIVATE_FILE);
  const file = openFile(rescued);
  try {
    upgradeUserFile(file, rescued, userPath, { log, clock });
  } finally {
    file.close();
  }
  const lost: string[] = [];
  db.prepare('ATTACH DATABASE ? AS rescue').run(rescued);
  try {
    for (const table of tablesOf(db, 'rescue')) {
      const columns = (db.pragma(`rescue.table_info(${quote(table)})`) as { name: string }[])
        .map((c) => quote(c.name))
        .join(', ');
      const t = quote(table);
      try {
        db.transaction(() => {
          db.exec(
            `DELETE FROM rescue.${t}; INSERT INTO rescue.${t} (${columns}) SELECT ${columns} FROM user.${t}`,
          );
        })();
      } catch {
        // A page of it is gone with the file: the copy's rows stay.
        lost.push(table);
      }
    }
  } finally {
    db.exec('DETACH DATABASE rescue');
  }
  return { copy, lost };
}
