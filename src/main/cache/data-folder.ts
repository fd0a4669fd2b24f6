import { join } from 'node:path';
import type { Notice } from '../../shared/domain/common';
import type { Clock, Logger } from '../lib/effects';
import { keepDailyCopies } from './backups';
import { openDatabase, userPathOf, type Db, type OpenedDatabase } from './db';

// The app's data folder: each mode's data is two files (db.ts), <name>.db the cache and <name>-user.db what the
// user entered. The live pair opens at start (settings live in its user file); the demo pair when demo mode first
// reads.

/** How long after start the day's copy of the user database is taken (when opening left it): after the first view. */
const DAILY_COPY_DELAY_MS = 3_000;

export interface DataFolder {
  live: OpenedDatabase;
  /** Opens the demo pair; the mode manager calls it at most once. */
  openDemo(): Db;
  /** The demo files, which may own shared portfolios' keychain secrets too. */
  demoFiles: string[];
  /** Stops the daily copy's timer. */
  stopCopies(): void;
}

export function openDataFolder(
  dir: string,
  options: { log: Logger; clock: Pick<Clock, 'now'>; onNotice: (notice: Notice) => void },
): DataFolder {
  const { log, clock } = options;
  const live = openDatabase(join(dir, 'folio.db'), options);
  const demoPath = join(dir, 'folio-demo.db');
  const stopCopies = keepDailyCopies(
    live.db,
    live.userPath,
    () => clock.now(),
    (error) => log.warn('daily copy of the user database failed', { error: String(error) }),
    DAILY_COPY_DELAY_MS,
  );
  return {
    live,
    openDemo: () => openDatabase(demoPath, { log, clock }).db,
    demoFiles: [userPathOf(demoPath), demoPath],
    stopCopies,
  };
}
