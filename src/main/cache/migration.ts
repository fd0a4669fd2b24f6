import type { Database } from 'better-sqlite3';

// One step of a schema history (./migrations for the cache, ./user-migrations for the user's data). Apart from
// both lists, so that each migration file can name it without importing the list that holds it.

export interface Migration {
  /** Shown in the error when the migration fails. */
  name: string;
  /** Runs inside the one transaction that applies all pending migrations; must be synchronous. */
  up(db: Database): void;
}
