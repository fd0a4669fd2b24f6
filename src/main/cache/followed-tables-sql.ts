// The tables of what the user follows, as cache migration 3 created them and user migration 1 created them again
// when the user's data moved to its own file: the same text, so legacy-import.ts copies rows as they are. Both
// migrations have run on users' databases: this text never changes; a new column is a new migration.

export const FOLLOWED_TABLES_SQL = `      CREATE TABLE followed_wallets (
        id TEXT PRIMARY KEY NOT NULL,
        address TEXT NOT NULL,
        connection_id TEXT NOT NULL,
        label TEXT NOT NULL,
        added_at INTEGER NOT NULL,
        UNIQUE (connection_id, address)
      ) STRICT;

      CREATE TABLE shared_portfolios (
        id TEXT PRIMARY KEY NOT NULL,
        name TEXT NOT NULL,
        has_passcode INTEGER NOT NULL CHECK (has_passcode IN (0, 1)),
        added_at INTEGER NOT NULL
      ) STRICT;

      CREATE TABLE rwa_watchlist (
        rwa_id TEXT PRIMARY KEY NOT NULL,
        added_at INTEGER NOT NULL
      ) STRICT;`;
