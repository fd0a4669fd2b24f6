import type { Database } from 'better-sqlite3';
import { migration001 } from './001-settings';
import { migration002 } from './002-ledger-and-answers';
import { migration010 } from './010-followed-and-candles';
import { migration020 } from './020-gateway-receipts';
import { gatewayAuthorizationsMigration } from '../../gateway/authorizations-repo';

// The schema's history. A new migration is one new file plus one line at the END of `migrations` below. A
// migration's position in the list is its schema version (1, 2, 3, ... stored in PRAGMA user_version), so the list
// is append-only and a released migration is never edited, moved or removed: databases that ran it keep its result.

export interface Migration {
  /** Shown in the error when the migration fails. */
  name: string;
  /** Runs inside the one transaction that applies all pending migrations; must be synchronous. */
  up(db: Database): void;
}

export const migrations: readonly Migration[] = [
  migration001,
  migration002,
  migration010,
  migration020,
  gatewayAuthorizationsMigration,
];

/**
 * Tables that hold only data fetched from the service, which settings:clearCache empties. Settings, the keychain
 * presence flags and anything the user typed stay. Each room that adds a cache table lists it here.
 */
export const cacheTables: readonly string[] = ['cached_answers', 'candles', 'candle_spans'];
