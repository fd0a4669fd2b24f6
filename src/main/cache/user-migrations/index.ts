import type { Migration } from '../migration';
import { migration001 } from './001-user-data';
import { migration002 } from './002-gateway-authorizations';
import { migration003 } from './003-coin-watchlist';
import { migration004 } from './004-alerts';
import { migration005 } from './005-import-journal';

// The user database's schema history: same rules as ../migrations (one file per version, named for it, the list
// append-only), with its own version counter in the user file's PRAGMA user_version.
export const userMigrations: readonly Migration[] = [
  migration001,
  migration002,
  migration003,
  migration004,
  migration005,
];

/** The tables of the user database, which legacy-import.ts copies from a single-file install. */
export const userTables = {
  settings: ['key', 'value'],
  followed_wallets: ['id', 'address', 'connection_id', 'label', 'added_at'],
  shared_portfolios: ['id', 'name', 'has_passcode', 'added_at'],
  rwa_watchlist: ['rwa_id', 'added_at'],
} as const;
