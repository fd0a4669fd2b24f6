import { closeSync, openSync, readdirSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dailyCopy, listCopies } from '../../../src/main/cache/backups';
import { openDatabase } from '../../../src/main/cache/db';
import { createWalletsRepo } from '../../../src/main/cache/wallets-repo';
import { recordingLogger, tempDir } from './helpers';

// The user database's copies: one a day (a few kept), and on damage the newest copy that is itself sound.

let dir: string;
let remove: () => void;
beforeEach(() => ({ dir, remove } = tempDir()));
afterEach(() => remove());

const DAY = 24 * 60 * 60 * 1000;
const day = (n: number) => Date.UTC(2026, 10, n, 7, 15);
const open = (now: number) =>
  openDatabase(join(dir, 'folio.db'), { log: recordingLogger(), clock: { now: () => now } });
const damage = (file: string) => {
  const fd = openSync(file, 'r+');
  writeSync(fd, Buffer.alloc(4096, 0xab), 0, 4096, 0);
  closeSync(fd);
};

describe("the user database's copies", () => {
  it('are taken once a day, through the live connection too, and the last 7 are kept', () => {
    const opened = open(day(1));
    const userPath = opened.userPath;
    // A first start's file holds only defaults: the day's copy is taken after it opened (or at close).
    expect(listCopies(userPath)).toEqual([]);
    expect(dailyCopy(opened.db, 'user', userPath, day(1))).not.toBeNull();
    // Later the same day: nothing new.
    expect(dailyCopy(opened.db, 'user', userPath, day(1) + 5 * 60 * 60 * 1000)).toBeNull();
    for (let n = 2; n <= 12; n += 1) expect(dailyCopy(opened.db, 'user', userPath, day(n))).not.toBeNull();
    opened.db.close();
    const kept = listCopies(userPath);
    expect(kept).toHaveLength(7);
    expect(kept.map((c) => c.at)).toEqual([12, 11, 10, 9, 8, 7, 6].map(day));
    expect(readdirSync(join(dir, 'backups')).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('restore from the newest copy that is sound when the newest one is damaged too', () => {
    const first = open(day(1));
    createWalletsRepo(first.db).add({ address: '0x1', connectionId: 'ethereum', label: 'day one' }, day(1));
    first.db.close();
    const second = open(day(2)); // day 2's copy holds the day-one wallet
    createWalletsRepo(second.db).add({ address: '0x2', connectionId: 'ethereum', label: 'day two' }, day(2));
    second.db.close();
    const third = open(day(3)); // day 3's copy holds both wallets: damaged below
    third.db.close();

    const newest = listCopies(third.userPath)[0];
    expect(newest?.at).toBe(day(3));
    damage(newest?.path ?? 'missing');
    damage(third.userPath);

    const restored = open(day(3) + DAY);
    try {
      expect(restored.userDataRestoredFrom).toBe(day(2));
      expect(restored.notices.join(' ')).toMatch(/restored its copy from 2026-11-02 07:15 UTC/);
      expect(
        createWalletsRepo(restored.db)
          .list()
          .map((w) => w.label),
      ).toEqual(['day one']);
    } finally {
      restored.db.close();
    }
  });
});
