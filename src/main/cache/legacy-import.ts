import Database from 'better-sqlite3';
import { BUSY_TIMEOUT_MS, type Db } from './schema-file';
import { userTables } from './user-migrations';

// Releases up to cache schema 4 kept the user's data in the cache file. On the first start of this version those
// rows are copied into the user database, once, in one transaction, before the cache migration that drops them
// runs. If the app stops in between, the next start copies again: rows already there are kept as they are.

/** Copies every user row of the single-file database at `legacyPath` into `user`; returns rows copied per table. */
export function importLegacyUserRows(legacyPath: string, user: Db): Record<string, number> {
  const legacy = new Database(legacyPath, { readonly: true, fileMustExist: true, timeout: BUSY_TIMEOUT_MS });
  try {
    const present = new Set(
      legacy.prepare<[], string>("SELECT name FROM sqlite_schema WHERE type = 'table'").pluck().all(),
    );
    const copied: Record<string, number> = {};
    const copyAll = user.transaction(() => {
      for (const [table, columns] of Object.entries(userTables)) {
        // Schema 1-2 files have settings only; the others came with schema 3.
        if (!present.has(table)) continue;
        // Table and column names come from this code, never from the file.
        const list = columns.join(', ');
        const rows = legacy.prepare<[], Record<string, unknown>>(`SELECT ${list} FROM ${table}`).all();
        const insert = user.prepare(
          `INSERT OR IGNORE INTO ${table} (${list}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`,
        );
        for (const row of rows) insert.run(row);
        copied[table] = rows.length;
      }
    });
    copyAll.immediate();
    return copied;
  } finally {
    legacy.close();
  }
}
