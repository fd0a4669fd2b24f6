import type { AnswersRepo } from '../cache/answers-repo';
import type { Db } from '../cache/db';
import { databaseSizeBytes } from '../cache/db';

const TABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * Empties the tables of fetched data in one transaction, then gives the space back to the disk. Returns the bytes
 * freed. Settings, keychain presence flags and what the user chose to follow are not in `tables` and stay.
 * `answers` is the connection's repository: it forgets what it read of the rows that went.
 */
export function clearCache(
  db: Db,
  path: string,
  tables: readonly string[],
  answers: Pick<AnswersRepo, 'cacheCleared'>,
): number {
  for (const table of tables) {
    // Table names cannot be bound as parameters; these come from code, and are checked anyway.
    if (!TABLE_NAME.test(table)) throw new Error(`Not a table name: ${JSON.stringify(table)}`);
  }
  const before = databaseSizeBytes(path);
  const empty = tables.map((table) => db.prepare(`DELETE FROM "${table}"`));
  db.transaction(() => empty.forEach((statement) => statement.run()))();
  answers.cacheCleared();
  db.exec('VACUUM');
  // VACUUM in WAL mode writes the compacted pages to the log; the checkpoint moves them into the file.
  db.pragma('wal_checkpoint(TRUNCATE)');
  return Math.max(0, before - databaseSizeBytes(path));
}
