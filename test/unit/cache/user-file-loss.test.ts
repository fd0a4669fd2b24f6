import Database from 'better-sqlite3';
import {
  chmodSync,
  closeSync,
  existsSync,
  openSync,
  readdirSync,
  rmSync,
  statSync,
  truncateSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Notice } from '../../../src/shared/domain/common';
import { copiesFolder, isGoodCopy, keepDailyCopies, listCopies } from '../../../src/main/cache/backups';
import { userMigrations } from '../../../src/main/cache/user-migrations';
import { openDatabase } from '../../../src/main/cache/db';
import { createWalletsRepo } from '../../../src/main/cache/wallets-repo';
import { recordingLogger, tempDir } from './helpers';

// The user's file emptied, removed or damaged, with the app closed or while it runs: what was written before the
// last clean close comes back (each clean close takes a copy), the user is told once, a first start stays quiet.

let dir: string;
let remove: () => void;
beforeEach(() => ({ dir, remove } = tempDir()));
afterEach(() => remove());

const HOUR = 60 * 60 * 1000;
const day = (n: number) => Date.UTC(2026, 10, n, 7, 15);
const notices: Notice[] = [];
const open = (now: number) => {
  notices.length = 0;
  return openDatabase(join(dir, 'folio.db'), {
    log: recordingLogger(),
    clock: { now: () => now },
    onNotice: (notice) => notices.push(notice),
  });
};
const userFile = () => join(dir, 'folio-user.db');
const addWallet = (db: Database.Database, n: number, at: number) =>
  createWalletsRepo(db).add({ address: `0x${n}`, connectionId: 'ethereum', label: `wallet ${n}` }, at);
const labels = (db: Database.Database) =>
  createWalletsRepo(db)
    .list()
    .map((w) => w.label)
    .sort();
const damage = (file: string) => {
  const fd = openSync(file, 'r+');
  writeSync(fd, Buffer.alloc(4096, 0xab), 0, 4096, 0);
  closeSync(fd);
};
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Day one: five wallets entered in the first session ever, closed cleanly. */
function firstDay() {
  const first = open(day(1));
  for (let n = 1; n <= 5; n += 1) addWallet(first.db, n, day(1));
  first.close();
}
const FIVE = [1, 2, 3, 4, 5].map((n) => `wallet ${n}`);

describe('a user file lost while the app was closed', () => {
  it.each([
    ['emptied', () => truncateSync(userFile(), 0), 'empty'],
    ['removed', () => rmSync(userFile()), 'missing'],
  ])('%s: the last clean close’s rows come back, and the user is told once', (_, lose, what) => {
    firstDay();
    lose();
    const second = open(day(1) + HOUR);
    try {
      expect(labels(second.db)).toEqual(FIVE);
      expect(second.userDataRestoredFrom).toBe(day(1));
      expect(second.notices).toEqual([
        `Your settings and lists were restored from the copy of 2026-11-01 07:15 UTC (their file was ${what}). ` +
          'Anything you changed after that time is missing.',
      ]);
    } finally {
      second.close();
    }
    // Told once: the next start finds its file and says nothing.
    const third = open(day(1) + 2 * HOUR);
    third.close();
    expect(third.notices).toEqual([]);
    expect(third.userDataRestoredFrom).toBeNull();
  });

  it('damaged: comes back with the rows of the session that closed last, not the morning’s daily copy', () => {
    firstDay();
    damage(userFile());
    const second = open(day(1) + HOUR);
    try {
      expect(labels(second.db)).toEqual(FIVE);
      expect(second.notices.join(' ')).toMatch(/restored its copy from 2026-11-01 07:15 UTC/);
    } finally {
      second.close();
    }
  });

  it('skips a newest copy that is damaged, from a newer version or missing a table, for the next good one', () => {
    firstDay();
    const older = listCopies(userFile()).find((c) => c.reason === 'session')?.path ?? 'missing';
    const second = open(day(2));
    addWallet(second.db, 6, day(2));
    second.close();
    const newest = listCopies(userFile()).filter((c) => c.at === day(2));
    expect(newest.map((c) => c.reason).sort()).toEqual(['daily', 'session']);
    const [a, b] = newest.map((c) => new Database(c.path));
    a?.pragma('user_version = 99');
    b?.exec('DROP TABLE alert_rules');
    a?.close();
    b?.close();
    rmSync(userFile());

    const third = open(day(3));
    try {
      expect(labels(third.db)).toEqual(FIVE);
      expect(third.userDataRestoredFrom).toBe(day(1));
      expect(existsSync(older)).toBe(true);
    } finally {
      third.close();
    }
  });

  it('emptied with every copy damaged: starts with the defaults and says no copy could be read', () => {
    firstDay();
    const copies = listCopies(userFile());
    for (const copy of copies) damage(copy.path);
    truncateSync(userFile(), 0);
    const second = open(day(1) + HOUR);
    try {
      expect(labels(second.db)).toEqual([]);
      expect(second.userDataRestoredFrom).toBeNull();
      expect(second.notices).toEqual([
        `Your settings and lists could not be found (their file was empty) and none of the ${copies.length} ` +
          `copies in ${copiesFolder(userFile())} could be read, so Folio Desk started with its defaults.`,
      ]);
    } finally {
      second.close();
    }
  });

  it('a first start (no file, no copies) says nothing', () => {
    const first = open(day(1));
    first.close();
    expect(first.notices).toEqual([]);
    expect(first.userDataRestoredFrom).toBeNull();
  });
});

describe('a user file lost while the app runs', () => {
  it('damaged: the close files no copy of it, so the good ones stay', () => {
    firstDay();
    const second = open(day(2));
    damage(userFile());
    second.close();
    const copies = listCopies(userFile());
    expect(copies.filter((c) => !isGoodCopy(c.path, userMigrations)).map((c) => c.path)).toEqual([]);
    expect(copies.some((c) => c.reason === 'session' && c.at === day(1))).toBe(true);
  });

  it.each([
    // Removed, the whole file still reads through the connection; emptied, only what it had read or written
    // since (the wallets here), over the last clean close's copy for the rest.
    [
      'removed',
      () => rmSync(userFile()),
      /written again from what Folio Desk still held, so nothing was lost/,
    ],
    [
      'emptied',
      () => truncateSync(userFile(), 0),
      /rebuilt from what Folio Desk still held and the copy of 2026-11-01 07:15 UTC/,
    ],
  ])('%s: the next write puts the file back with every row, that write included', async (_, lose, told) => {
    firstDay();
    const running = open(day(2));
    addWallet(running.db, 6, day(2));
    lose();
    addWallet(running.db, 7, day(2));
    await settle();
    // On disk now, not only in the connection: another program reading the file finds all seven.
    const reader = new Database(userFile(), { readonly: true });
    try {
      expect(reader.prepare('SELECT label FROM followed_wallets ORDER BY label').pluck().all()).toEqual([
        ...FIVE,
        'wallet 6',
        'wallet 7',
      ]);
    } finally {
      reader.close();
    }
    expect(notices).toHaveLength(1);
    expect(notices[0]?.message).toMatch(told);
    addWallet(running.db, 8, day(2));
    running.close();

    const next = open(day(2) + HOUR);
    try {
      expect(labels(next.db)).toHaveLength(8);
      expect(next.notices).toEqual([]);
    } finally {
      next.close();
    }
  });

  it('removed once the start has settled: the next write puts it back before the timer would', async () => {
    firstDay();
    const running = open(day(2));
    // The write checks are armed after the start's first turn, which reads only.
    await settle();
    rmSync(userFile());
    addWallet(running.db, 6, day(2));
    await settle();
    const reader = new Database(userFile(), { readonly: true });
    try {
      expect(reader.prepare('SELECT count(*) FROM followed_wallets').pluck().get()).toBe(6);
    } finally {
      reader.close();
      running.close();
    }
  });

  it('emptied before the checks arm: the failed repair is logged and retried, not thrown out of the loop', async () => {
    firstDay();
    const log = recordingLogger();
    const running = openDatabase(join(dir, 'folio.db'), { log, clock: { now: () => day(2) } });
    // Nothing read or written since the open: the connection cannot even list the emptied file's tables. An
    // exception from the arming would end the app; the check must say it and leave it to the timer and the close.
    truncateSync(userFile(), 0);
    await settle();
    expect(log.lines.map((line) => `${line.level} ${line.message}`)).toContain(
      'warn user database could not be put back yet',
    );
    expect(() => running.close()).not.toThrow();
  });

  it('removed with no write after it: the close puts it back before letting go', () => {
    firstDay();
    const running = open(day(2));
    addWallet(running.db, 6, day(2));
    rmSync(userFile());
    running.close();
    const next = open(day(2) + HOUR);
    try {
      expect(labels(next.db)).toEqual([...FIVE, 'wallet 6']);
      expect(next.notices).toEqual([]);
    } finally {
      next.close();
    }
  });
});

describe('the copies', () => {
  it('keep the last 3 sessions and the last 7 days, each private in a private folder', () => {
    for (let n = 1; n <= 10; n += 1) {
      for (const session of [0, 1]) {
        const opened = open(day(n) + session * HOUR);
        addWallet(opened.db, n * 10 + session, day(n));
        opened.close();
      }
    }
    const copies = listCopies(userFile());
    expect(copies.filter((c) => c.reason === 'session').map((c) => c.at)).toEqual([
      day(10) + HOUR,
      day(10),
      day(9) + HOUR,
    ]);
    expect(copies.filter((c) => c.reason === 'daily').map((c) => c.at)).toEqual(
      [10, 9, 8, 7, 6, 5, 4].map(day),
    );
    const folder = join(dir, 'backups');
    expect(statSync(folder).mode & 0o777).toBe(0o700);
    for (const name of readdirSync(folder)) expect(statSync(join(folder, name)).mode & 0o777).toBe(0o600);
  });

  it('found loose at start are made private again, after a clean close too', () => {
    firstDay();
    const folder = join(dir, 'backups');
    chmodSync(folder, 0o755);
    for (const name of readdirSync(folder)) chmodSync(join(folder, name), 0o644);
    open(day(2)).close();
    expect(statSync(folder).mode & 0o777).toBe(0o700);
    for (const name of readdirSync(folder)) expect(statSync(join(folder, name)).mode & 0o777).toBe(0o600);
  });

  it('loosened inside a private folder after a clean close: made private a moment after the quick start', () => {
    firstDay();
    const folder = join(dir, 'backups');
    for (const name of readdirSync(folder)) chmodSync(join(folder, name), 0o644);
    vi.useFakeTimers();
    try {
      const second = open(day(2));
      const stop = keepDailyCopies(
        second.db,
        second.userPath,
        () => day(2),
        () => undefined,
        3_000,
      );
      vi.advanceTimersByTime(3_000);
      stop();
      second.close();
    } finally {
      vi.useRealTimers();
    }
    for (const name of readdirSync(folder)) expect(statSync(join(folder, name)).mode & 0o777).toBe(0o600);
  });
});
