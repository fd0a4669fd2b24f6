import type { DataKind } from '../../shared/domain/common';
import { lazyObject } from '../lib/lazy';
import type { Db } from './db';

// Cached service answers, one row per request identity: the validated value as JSON with the time it was
// fetched. Only values that passed their schema are written, and each write is a single statement, so a failed
// or malformed answer can never leave a half-written or invalid row behind.

export interface CachedAnswer {
  key: string;
  kind: DataKind;
  value: unknown;
  fetchedAt: number;
  requestId: string | null;
}

export interface AnswersRepo {
  /** The cached answer, or null when there is none or its stored JSON is unreadable. */
  get(key: string): CachedAnswer | null;
  put(answer: CachedAnswer): void;
  delete(key: string): void;
  /** Drops answers fetched before `before` (epoch ms); returns how many went. */
  evictOlderThan(before: number): number;
  /** Drops the oldest answers until the stored JSON totals at most `maxBytes`; returns how many went. */
  evictToSize(maxBytes: number): number;
  totalBytes(): number;
}

/** Parsed answers kept for reuse: a few views' worth. */
const PARSED_KEPT = 64;

interface Row {
  key: string;
  kind: string;
  value: string;
  fetched_at: number;
  request_id: string | null;
}

export function createAnswersRepo(db: Db): AnswersRepo {
  const select = db.prepare<[string], Row>(
    'SELECT key, kind, value, fetched_at, request_id FROM cached_answers WHERE key = ?',
  );
  // Only `select` runs at start (a view's cached answers); the rest are prepared when first needed.
  const statements = lazyObject(() => ({
    upsert: db.prepare<[string, string, string, number, string | null, number]>(
      `INSERT INTO cached_answers (key, kind, value, fetched_at, request_id, bytes) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (key) DO UPDATE SET kind = excluded.kind, value = excluded.value,
         fetched_at = excluded.fetched_at, request_id = excluded.request_id, bytes = excluded.bytes`,
    ),
    remove: db.prepare<[string]>('DELETE FROM cached_answers WHERE key = ?'),
    removeOlder: db.prepare<[number]>('DELETE FROM cached_answers WHERE fetched_at < ?'),
    total: db.prepare<[], number>('SELECT coalesce(sum(bytes), 0) FROM cached_answers').pluck(),
    oldest: db.prepare<[], { key: string; bytes: number }>(
      'SELECT key, bytes FROM cached_answers ORDER BY fetched_at ASC',
    ),
  }));

  const evictToSize = lazyObject(() => ({
    run: db.transaction((maxBytes: number) => {
      const { total, oldest, remove } = statements;
      let bytes = Number(total.get());
      // Deleting while iterating the same table is not allowed: collect the keys first.
      const keys: string[] = [];
      for (const row of oldest.iterate()) {
        if (bytes <= maxBytes) break;
        bytes -= row.bytes;
        keys.push(row.key);
      }
      for (const key of keys) remove.run(key);
      return keys.length;
    }),
  }));

  // A read looks at its row twice (its price, then its answer) and a view's reads come back together: the JSON
  // last parsed for a key is kept with its text, and reused while the stored text is the same. The text is
  // compared, not trusted, so a row written meanwhile (another connection included) is parsed afresh.
  const parsed = new Map<string, { text: string; value: unknown }>();
  const parse = (key: string, text: string): unknown => {
    const known = parsed.get(key);
    if (known && known.text === text) return known.value;
    const value = JSON.parse(text) as unknown;
    if (parsed.size >= PARSED_KEPT) parsed.delete(parsed.keys().next().value as string);
    parsed.set(key, { text, value });
    return value;
  };

  return {
    get(key) {
      const row = select.get(key);
      if (!row) return null;
      try {
        return {
          key: row.key,
          kind: row.kind as DataKind,
          value: parse(row.key, row.value),
          fetchedAt: row.fetched_at,
          requestId: row.request_id,
        };
      } catch {
        return null;
      }
    },
    put(answer) {
      const json = JSON.stringify(answer.value);
      statements.upsert.run(
        answer.key,
        answer.kind,
        json,
        answer.fetchedAt,
        answer.requestId,
        Buffer.byteLength(json),
      );
    },
    delete(key) {
      statements.remove.run(key);
    },
    evictOlderThan: (before) => statements.removeOlder.run(before).changes,
    evictToSize: (maxBytes) => evictToSize.run(maxBytes),
    totalBytes: () => Number(statements.total.get()),
  };
}
