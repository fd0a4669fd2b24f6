import type { Migration } from '../migrations';
import { gatewayAuthorizationsMigration } from '../../gateway/authorizations-repo';
import { migration001 } from './001-user-data';

// The user database's schema history: same rules as ../migrations (one file per version, named for it, the list
// append-only), with its own version counter in the user file's PRAGMA user_version.
// Version 2, the gateway's signed authorizations and route stops, is defined in its own repository file: a record
// of money the user may have spent, kept (and backed up) with the user's data, never emptied with the cache.
export const userMigrations: readonly Migration[] = [migration001, gatewayAuthorizationsMigration];

/** The tables of the user database, which legacy-import.ts copies from a single-file install. */
export const userTables = {
  settings: ['key', 'value'],
  followed_wallets: ['id', 'address', 'connection_id', 'label', 'added_at'],
  shared_portfolios: ['id', 'name', 'has_passcode', 'added_at'],
  rwa_watchlist: ['rwa_id', 'added_at'],
} as const;
