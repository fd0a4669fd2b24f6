import type { Migration } from '../migration';

// One row per setting, the value as JSON, so a new setting needs no migration. The keychain presence flags live
// here too (a boolean only: never a key, never its last four characters).
export const migration001: Migration = {
  name: 'settings',
  up(db) {
    db.exec(`CREATE TABLE settings (
      key TEXT PRIMARY KEY NOT NULL,
      value TEXT NOT NULL
    ) STRICT`);
  },
};
