import { copyFileSync, existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listCopies } from '../../../src/main/cache/backups';
import { openDatabase } from '../../../src/main/cache/db';
import { migrations } from '../../../src/main/cache/migrations';
import { userMigrations } from '../../../src/main/cache/user-migrations';
import { createWalletsRepo } from '../../../src/main/cache/wallets-repo';
import { recordingLogger, tempDir } from './helpers';

// A first start creates both files of a mode (live, and demo's own pair) before its first view can answer. They
// are written without a wait for the disk at each step and synced once complete: the finished schema is in the
// database file itself, not only in its log, and the connection then syncs as usual.

let dir: string;
let remove: () => void;
beforeEach(() => ({ dir, remove } = tempDir()));
afterEach(() => remove());

const now = Date.UTC(2026, 10, 22, 9, 30);
const open = (at = now) =>
  openDatabase(join(dir, 'folio-demo.db'), { log: recordingLogger(), clock: { now: () => at } });

/** The tables and version a copy of the file alone holds, as a power cut would leave it without its log. */
function fileAlone(path: string): { version: number; tables: string[] } {
  const copy = join(dir, `alone-${path.split('/').pop() ?? 'db'}`);
  copyFileSync(path, copy);
  const db = new Database(copy, { readonly: true });
  try {
    const tables = db
      .prepare<[], string>("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name")
      .pluck()
      .all();
    return { version: Number(db.pragma('user_version', { simple: true })), tables };
  } finally {
    db.close();
  }
}

describe("a first start's new database files", () => {
  it('hold their whole schema in the file itself once open, and sync each commit as usual after', () => {
    const opened = open();
    try {
      expect(fileAlone(opened.path).version).toBe(migrations.length);
      expect(fileAlone(opened.path).tables).toContain('cached_answers');
      expect(fileAlone(opened.userPath).version).toBe(userMigrations.length);
      expect(fileAlone(opened.userPath).tables).toContain('settings');
      // NORMAL (1) in WAL mode, as every other start.
      expect(opened.db.pragma('synchronous', { simple: true })).toBe(1);
      expect(opened.db.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(opened.db.pragma('user.journal_mode', { simple: true })).toBe('wal');
    } finally {
      opened.close();
    }
  });

  it("copy the user's file at the first clean close, not of its defaults at open", () => {
    const opened = open();
    expect(listCopies(opened.userPath)).toEqual([]);
    createWalletsRepo(opened.db).add({ address: '0x1', connectionId: 'ethereum', label: 'first' }, now);
    opened.close();
    expect(listCopies(opened.userPath).map((copy) => copy.reason)).toEqual(
      expect.arrayContaining(['daily', 'session']),
    );
    // The next start finds the wallet, and takes no second copy the same day.
    const again = open(now + 60_000);
    try {
      expect(createWalletsRepo(again.db).list().map((wallet) => wallet.label)).toEqual(['first']);
      expect(listCopies(again.userPath).filter((copy) => copy.reason === 'daily')).toHaveLength(1);
    } finally {
      again.db.close();
    }
    expect(existsSync(join(dir, 'backups')) && statSync(join(dir, 'backups')).isDirectory()).toBe(true);
  });
});
