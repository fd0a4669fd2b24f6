import type { Migration } from '../migration';

// The import journal (domains/import): each import of past trades and each row it sends, with the row's state
// written before the request ('sending') and after it ('sent', 'refused'), so that a crash never sends a row twice
// and a restart knows where it stopped. The user's own record of what was written to their portfolio: backed up,
// never emptied with the cache. A row keeps the body it sends in columns, so a resume needs no file.
export const migration005: Migration = {
  name: 'import journal',
  up(db) {
    db.exec(`
      CREATE TABLE import_jobs (
        id TEXT PRIMARY KEY NOT NULL,
        portfolio_id TEXT NOT NULL,
        currency TEXT NOT NULL,
        file_name TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        state TEXT NOT NULL CHECK (state IN ('planned', 'running', 'paused', 'done', 'cancelled')),
        stop_reason TEXT
      ) STRICT;

      CREATE TABLE import_rows (
        job_id TEXT NOT NULL REFERENCES import_jobs (id) ON DELETE CASCADE,
        line INTEGER NOT NULL,
        seq INTEGER NOT NULL,
        fingerprint TEXT NOT NULL,
        coin_id TEXT NOT NULL,
        count REAL NOT NULL,
        price REAL,
        currency TEXT NOT NULL,
        date INTEGER NOT NULL,
        notes TEXT,
        state TEXT NOT NULL CHECK (state IN ('pending', 'sending', 'sent', 'refused', 'unknown', 'cancelled')),
        reason TEXT,
        updated_at INTEGER NOT NULL,
        PRIMARY KEY (job_id, line)
      ) STRICT;
      CREATE INDEX import_rows_fingerprint ON import_rows (fingerprint);
      CREATE INDEX import_rows_next ON import_rows (job_id, state, seq);
    `);
  },
};
