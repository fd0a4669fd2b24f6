import type { Migration } from '../migration';

// What the user entered: settings (one row per setting, the value as JSON, so a new setting needs no migration;
// the keychain presence flags too, booleans only), the wallets and shared portfolios they follow, and the RWA
// watchlist. The same columns as the single-file layout had, so legacy-import.ts copies rows as they are.
// Share tokens and passcodes are never here: they live in the keychain under share-token:<id> / passcode:<id>.
export const migration001: Migration = {
  name: 'settings, followed wallets, shared portfolios, rwa watchlist',
  up(db) {
    db.exec(`
      CREATE TABLE settings (
        key TEXT PRIMARY KEY NOT NULL,
        value TEXT NOT NULL
      ) STRICT;

      CREATE TABLE followed_wallets (
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
      ) STRICT;
    `);
  },
};
