import { FOLLOWED_TABLES_SQL } from '../followed-tables-sql';
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

${FOLLOWED_TABLES_SQL}
    `);
  },
};
