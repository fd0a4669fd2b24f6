import type { Migration } from '../migration';

// The request ledger (every call, live or answered from the cache), the last /usage/credits answer the meter is
// reconciled with, and the generic store of cached service answers that read-through serves offline.
// Parameters in the ledger are stored only after every secret has been stripped (src/main/api/redact.ts).
export const migration002: Migration = {
  name: 'request ledger, credit meter, cached answers',
  up(db) {
    db.exec(`
      CREATE TABLE request_ledger (
        id INTEGER PRIMARY KEY,
        at INTEGER NOT NULL,
        method TEXT NOT NULL,
        endpoint TEXT NOT NULL,
        params TEXT NOT NULL,
        status INTEGER,
        credits INTEGER NOT NULL CHECK (credits >= 0),
        latency_ms INTEGER NOT NULL,
        request_id TEXT,
        source TEXT NOT NULL CHECK (source IN ('live', 'cache'))
      ) STRICT;
      CREATE INDEX request_ledger_at ON request_ledger (at);

      CREATE TABLE credit_usage (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        plan TEXT NOT NULL,
        total_credits INTEGER NOT NULL,
        used_credits INTEGER NOT NULL,
        remaining_credits INTEGER NOT NULL,
        reconciled_at INTEGER NOT NULL,
        ledger_id INTEGER NOT NULL
      ) STRICT;

      CREATE TABLE cached_answers (
        key TEXT PRIMARY KEY NOT NULL,
        kind TEXT NOT NULL,
        value TEXT NOT NULL,
        fetched_at INTEGER NOT NULL,
        request_id TEXT,
        bytes INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX cached_answers_fetched_at ON cached_answers (fetched_at);
    `);
  },
};
