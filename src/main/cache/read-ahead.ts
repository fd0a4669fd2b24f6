import type { Db } from './schema-file';

// A start's first view asks for the rows the last session asked for first. One select per read costs a trip into
// SQLite between the reads' own work; one statement for them all is cheaper. The clean-close note carries the
// keys (clean-close.ts); this module reads them.

/** How many first reads a session notes, and the next start reads ahead: a dashboard's worth. */
export const FIRST_READS_KEPT = 32;
/** Rows read ahead are handed out only this soon after (ms): the first view's reads, not later ones. */
const AHEAD_FOR_MS = 2_000;

export interface AheadRow {
  key: string;
  kind: string;
  value: string;
  fetched_at: number;
  request_id: string | null;
  checked: string | null;
}

export interface ReadAhead {
  /** The row for `key` if it was read ahead and is still to be handed out (each is handed out once). */
  take(key: string): AheadRow | undefined;
  /** A write or a cleared cache: what was read ahead may no longer be what the table holds. */
  drop(): void;
}

/**
 * The rows of `keys`, read in one statement at the first `take` (not at start: a start that shows no cached view
 * reads nothing). A failed read only means each read selects its own row.
 */
export function readAhead(db: Db, keys: readonly string[], now: () => number): ReadAhead {
  let pending = keys.length > 0 ? keys.slice(0, FIRST_READS_KEPT) : null;
  let rows: Map<string, AheadRow> | null = null;
  let readAt = 0;
  const fill = (wanted: readonly string[]) => {
    try {
      const found = db
        .prepare<[string], AheadRow>(
          `SELECT key, kind, value, fetched_at, request_id, checked FROM cached_answers
           WHERE key IN (SELECT value FROM json_each(?))`,
        )
        .all(JSON.stringify(wanted));
      rows = new Map(found.map((row) => [row.key, row]));
      readAt = now();
    } catch {
      rows = null;
    }
  };
  return {
    take(key) {
      if (pending) {
        fill(pending);
        pending = null;
      }
      if (!rows) return undefined;
      if (now() - readAt > AHEAD_FOR_MS) {
        rows = null;
        return undefined;
      }
      const row = rows.get(key);
      if (row) rows.delete(key);
      return row;
    },
    drop() {
      pending = null;
      rows = null;
    },
  };
}

/**
 * The first distinct keys a session reads, for the clean-close note. A session that read none (a demo-only run)
 * passes on the keys it was given; once the user cleared the cache, the keys read before name what was cleared
 * and are not passed on.
 */
export function firstReads(given: readonly string[]) {
  const keys: string[] = [];
  let carried: readonly string[] = given.slice(0, FIRST_READS_KEPT);
  return {
    saw(key: string) {
      if (keys.length < FIRST_READS_KEPT && !keys.includes(key)) keys.push(key);
    },
    cleared() {
      keys.length = 0;
      carried = [];
    },
    list: (): string[] => (keys.length > 0 ? [...keys] : [...carried]),
  };
}
