import type { Migration } from '../migration';
import { migration001 } from './001-settings';
import { migration002 } from './002-ledger-and-answers';
import { migration003 } from './003-followed-and-candles';
import { migration004 } from './004-gateway-receipts';
import { migration005 } from './005-user-data-moved-out';
import { migration006 } from './006-coin-icons';
import { migration007 } from './007-answer-checks';

// The cache database's schema history (the user's own data has its own: ../user-migrations). A new migration is
// one new file, named for its version (006-...), plus one line at the END of `migrations` below. A migration's
// position in the list is its schema version (1, 2, 3, ... stored in PRAGMA user_version), so the list is
// append-only and a released migration is never edited, moved or removed: databases that ran it keep its result.
// Versions 1-4 are the single-file layout of earlier releases, which also held the user's data.

export type { Migration } from '../migration';

export const migrations: readonly Migration[] = [
  migration001,
  migration002,
  migration003,
  migration004,
  migration005,
  migration006,
  migration007,
];

/** The last cache version whose file also held the user's data (legacy-import.ts copies it out). */
export const LAST_SINGLE_FILE_VERSION = 4;

/**
 * Tables that hold only data fetched from the service, which settings:clearCache empties. The ledger, the
 * receipts and everything in the user's database stay. Each room that adds a cache table lists it here.
 */
export const cacheTables: readonly string[] = ['cached_answers', 'candles', 'candle_spans', 'coin_icons'];
