import { chmodSync, cpSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../../src/main/app';
import { dailyCopy } from '../../../src/main/cache/backups';
import { DataFolderError, openDatabase } from '../../../src/main/cache/db';
import { silentLogger } from '../../../src/main/lib/effects';
import { createMemoryStore } from '../../../src/main/secrets/memory-store';
import { fixedClock, recordingLogger, tempDir } from './helpers';

// The data folder holds holdings and wallet addresses: other local users must not read it (0700 folder, 0600
// files, logs and copies included). A folder Folio Desk cannot write is named, with what to do about it.

let dir: string;
let remove: () => void;
beforeEach(() => ({ dir, remove } = tempDir()));
afterEach(() => {
  chmodSync(dir, 0o700);
  remove();
});

const modeOf = (path: string) => statSync(path).mode & 0o777;
const options = () => ({ log: recordingLogger(), clock: fixedClock });

describe('the data folder', () => {
  it('is created 0700, and every database file, log and copy in it 0600', () => {
    const data = join(dir, 'Folio Desk');
    const { db, userPath } = openDatabase(join(data, 'folio.db'), options());
    try {
      // The day's copy, which the app takes a moment after start.
      dailyCopy(db, 'user', userPath, fixedClock.now());
      db.prepare("INSERT INTO settings (key, value) VALUES ('theme', '\"dark\"')").run();
      db.prepare(
        'INSERT INTO cached_answers (key, kind, value, fetched_at, bytes) VALUES (?, ?, ?, ?, ?)',
      ).run('k', 'coins', '{}', 1, 2);
      expect(modeOf(data)).toBe(0o700);
      expect(modeOf(join(data, 'backups'))).toBe(0o700);
      const files = [
        ...readdirSync(data).filter((name) => name.startsWith('folio')),
        ...readdirSync(join(data, 'backups')).map((name) => join('backups', name)),
      ];
      // While open: both databases with their -wal and -shm, and the user database's daily copy.
      expect(files.sort()).toEqual([
        expect.stringMatching(/^backups\/folio-user-\w+-daily\.db$/),
        'folio-user.db',
        'folio-user.db-shm',
        'folio-user.db-wal',
        'folio.db',
        'folio.db-shm',
        'folio.db-wal',
      ]);
      for (const file of files) expect(modeOf(join(data, file)), file).toBe(0o600);
    } finally {
      db.close();
    }
  });

  it('tightens the folder and files of an earlier release (0755 / 0644), and its copies are 0600', () => {
    cpSync(join(import.meta.dirname, '../../fixtures/db/v4-1db7d2b'), dir, { recursive: true });
    chmodSync(dir, 0o755);
    chmodSync(join(dir, 'folio.db'), 0o644);
    openDatabase(join(dir, 'folio.db'), options()).db.close();
    expect(modeOf(dir)).toBe(0o700);
    expect(modeOf(join(dir, 'folio.db'))).toBe(0o600);
    expect(modeOf(join(dir, 'folio.db.bak-v4'))).toBe(0o600);
    expect(modeOf(join(dir, 'folio-user.db'))).toBe(0o600);
    for (const copy of readdirSync(join(dir, 'backups')))
      expect(modeOf(join(dir, 'backups', copy))).toBe(0o600);
  });

  it('that cannot be created is named, with what to do, instead of "unable to open database file"', async () => {
    // A file where a folder should be: mkdir fails the same way for every user, root included.
    writeFileSync(join(dir, 'not-a-folder'), 'a file');
    const data = join(dir, 'not-a-folder', 'Folio Desk');
    const start = () =>
      createApp({
        fetch: () => Promise.reject(new Error('unused')),
        secrets: createMemoryStore(),
        dataDir: data,
        log: silentLogger,
      });
    await expect(start()).rejects.toThrow(DataFolderError);
    await expect(start()).rejects.toThrow(`cannot use its data folder ${data}`);
    await expect(start()).rejects.toThrow(/chmod u\+rwx .*--data-dir/);
  });

  it.skipIf(process.getuid?.() === 0)('that is not writable is named, with what to do', () => {
    // Root may write anywhere, so this case runs for ordinary users only; the case above runs for everyone.
    const data = join(dir, 'locked');
    mkdirSync(data);
    chmodSync(data, 0o500);
    try {
      expect(() => openDatabase(join(data, 'folio.db'), options())).toThrow(
        `cannot use its data folder ${data}`,
      );
    } finally {
      chmodSync(data, 0o700);
    }
  });
});
