import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAnswersRepo } from '../../../src/main/cache/answers-repo';
import { openDatabase, type Db } from '../../../src/main/cache/db';
import { clearCache } from '../../../src/main/settings/clear-cache';
import { fixedClock, recordingLogger, tempDir } from '../cache/helpers';

let dir: string;
let remove: () => void;
let db: Db;
const path = () => join(dir, 'folio.db');

beforeEach(() => {
  ({ dir, remove } = tempDir());
  db = openDatabase(path(), { log: recordingLogger(), clock: fixedClock }).db;
  db.exec('CREATE TABLE prices (coin TEXT NOT NULL, price REAL NOT NULL, note TEXT NOT NULL)');
  db.exec('CREATE TABLE followed (id TEXT PRIMARY KEY)');
  const insert = db.prepare('INSERT INTO prices VALUES (?, ?, ?)');
  db.transaction(() => {
    for (let i = 0; i < 5000; i += 1) insert.run(`coin-${i}`, i, 'x'.repeat(100));
  })();
  db.prepare("INSERT INTO followed VALUES ('wallet-1')").run();
  db.prepare("INSERT INTO settings VALUES ('theme', '\"dark\"')").run();
});
afterEach(() => {
  db.close();
  remove();
});

const count = (table: string) => db.prepare(`SELECT count(*) FROM ${table}`).pluck().get();

describe('clearCache', () => {
  it('empties only the listed tables and gives the space back', () => {
    const freed = clearCache(db, path(), ['prices'], createAnswersRepo(db));
    expect(count('prices')).toBe(0);
    expect(count('followed')).toBe(1);
    expect(count('settings')).toBe(1);
    expect(freed).toBeGreaterThan(400_000);
  });

  it('refuses a table name that is not a plain identifier, before deleting anything', () => {
    expect(() =>
      clearCache(db, path(), ['prices', 'followed; DROP TABLE settings'], createAnswersRepo(db)),
    ).toThrow(/Not a table name/);
    expect(count('prices')).toBe(5000);
    expect(count('settings')).toBe(1);
  });
});
