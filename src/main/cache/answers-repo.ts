import type { DataKind } from '../../shared/domain/common';
import { lazyObject } from '../lib/lazy';
import type { Db } from './db';
import { nodeCrypto } from '../lib/node-crypto';
import { firstReads, readAhead, type AheadRow } from './read-ahead';

// Cached service answers, one row per request identity, written in one statement and only once validated, so a bad
// answer never leaves a half-written or invalid row. A row sealed by this build over unchanged text reports what
// checked it (`checkedBy`) so the reader may skip checking again; any other row reads with `checkedBy: null`.
// One repository per connection, made with it and handed to every session on it (mode-manager.ts).

export interface CachedAnswer {
  key: string;
  kind: DataKind;
  value: unknown;
  fetchedAt: number;
  requestId: string | null;
  /**
   * Written: what checked `value` before it was stored (omit when nothing did). Read: the same, when this build
   * wrote the row and its text is unchanged since; null otherwise.
   */
  checkedBy?: string | null;
}

export interface AnswersRepoOptions {
  /** Names this build (its version): a row another build sealed reads as unchecked. */
  build?: string;
  /**
   * The rows are known to be as this app wrote them (the files were found as the last clean close left them), so a
   * seal's digest need not be checked. Default false.
   */
  untouched?: boolean;
  /** The keys the last session read first (its clean-close note): read in one statement at the first read. */
  readAhead?: readonly string[];
  /** Milliseconds on a monotonic clock; tests pass their own. */
  now?: () => number;
}

/**
 * Answers that never change and were paid for: a past day's snapshot. Eviction (by age or size) leaves keys with
 * this prefix; only the user's Clear cache drops them.
 */
export const KEPT_FOR_GOOD = 'GET /portfolio/snapshot/items?';
/** Above every key with a given prefix (keys are ASCII paths and parameters). */
const ABOVE_PREFIX = '\uffff';

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
  /** The keys that start with `prefix`, in order (the kept past days, for instance). */
  keysWithPrefix(prefix: string): string[];
  /** The user emptied the cache on this connection (outside the repository): the answers it parsed go too. */
  cacheCleared(): void;
  /** The first keys this session read, for the next start to read ahead (read-ahead.ts). */
  firstReads(): string[];
}

/** Parsed answers kept for reuse: a few views' worth. */
const PARSED_KEPT = 64;

type Row = AheadRow;

/** The seal's digest binds the build, the checker and the exact text together. */
const digestOf = (build: string, checkedBy: string, text: string) =>
  nodeCrypto().hash('sha256', `${build}\n${checkedBy}\n${text}`, 'base64url');

/** `<build>\n<checkedBy>\n<digest>`: what the `checked` column holds. */
const sealOf = (build: string, checkedBy: string, text: string) =>
  `${build}\n${checkedBy}\n${digestOf(build, checkedBy, text)}`;

/**
 * The checker a seal names, if this build made it over exactly this text; else null. `untouched`: the text is
 * known to be the one the seal was made over, so its digest is not computed again.
 */
function openSeal(build: string, seal: string | null, text: string, untouched: boolean): string | null {
  const prefix = `${build}\n`;
  if (seal === null || !seal.startsWith(prefix)) return null;
  const end = seal.lastIndexOf('\n');
  if (end < prefix.length) return null;
  const checkedBy = seal.slice(prefix.length, end);
  return untouched || seal.slice(end + 1) === digestOf(build, checkedBy, text) ? checkedBy : null;
}

/** The statements a start that only reads cached answers never runs. */
function prepareLater(db: Db) {
  return {
    upsert: db.prepare<[string, string, string, number, string | null, number, string | null]>(
      `INSERT INTO cached_answers (key, kind, value, fetched_at, request_id, bytes, checked)
       VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (key) DO UPDATE SET kind = excluded.kind, value = excluded.value,
         fetched_at = excluded.fetched_at, request_id = excluded.request_id, bytes = excluded.bytes,
         checked = excluded.checked`,
    ),
    remove: db.prepare<[string]>('DELETE FROM cached_answers WHERE key = ?'),
    removeOlder: db.prepare<[number, string, string]>(
      'DELETE FROM cached_answers WHERE fetched_at < ? AND NOT (key >= ? AND key < ?)',
    ),
    total: db.prepare<[], number>('SELECT coalesce(sum(bytes), 0) FROM cached_answers').pluck(),
    oldest: db.prepare<[string, string], { key: string; bytes: number }>(
      'SELECT key, bytes FROM cached_answers WHERE NOT (key >= ? AND key < ?) ORDER BY fetched_at ASC',
    ),
    prefixed: db
      .prepare<[string, string], string>(
        'SELECT key FROM cached_answers WHERE key >= ? AND key < ? ORDER BY key',
      )
      .pluck(),
  };
}

/** Drops the oldest answers (never the kept ones) until the rest total at most `maxBytes`, in one transaction. */
function evictToSizeRun(db: Db, statements: ReturnType<typeof prepareLater>) {
  return db.transaction((maxBytes: number) => {
    const { total, oldest, remove } = statements;
    let bytes = Number(total.get());
    // Deleting while iterating the same table is not allowed: collect the keys first.
    const keys: string[] = [];
    for (const row of oldest.iterate(KEPT_FOR_GOOD, KEPT_FOR_GOOD + ABOVE_PREFIX)) {
      if (bytes <= maxBytes) break;
      bytes -= row.bytes;
      keys.push(row.key);
    }
    for (const key of keys) remove.run(key);
    return keys.length;
  });
}

/**
 * A read looks at its row twice (its price, then its answer) and a view's reads come back together: the JSON
 * last parsed for a key is kept with its text and seal, and reused while both are the same. They are compared,
 * not trusted, so a row written meanwhile (another connection included) is parsed and its seal opened afresh.
 */
function parsedMemo(build: string, untouched: boolean) {
  const parsed = new Map<
    string,
    { text: string; seal: string | null; value: unknown; checkedBy: string | null }
  >();
  const parse = (row: Row) => {
    const known = parsed.get(row.key);
    if (known && known.text === row.value && known.seal === row.checked) return known;
    const value = JSON.parse(row.value) as unknown;
    const fresh = {
      text: row.value,
      seal: row.checked,
      value,
      checkedBy: openSeal(build, row.checked, row.value, untouched),
    };
    if (parsed.size >= PARSED_KEPT) parsed.delete(parsed.keys().next().value as string);
    parsed.set(row.key, fresh);
    return fresh;
  };
  return { parse, clear: () => parsed.clear() };
}

export function createAnswersRepo(db: Db, options: AnswersRepoOptions = {}): AnswersRepo {
  const build = options.build ?? '';
  const untouched = options.untouched ?? false;
  const select = db.prepare<[string], Row>(
    'SELECT key, kind, value, fetched_at, request_id, checked FROM cached_answers WHERE key = ?',
  );
  // Only `select` runs at start (a view's cached answers); the rest are prepared when first needed.
  const statements = lazyObject(() => prepareLater(db));
  const evictToSize = lazyObject(() => ({ run: evictToSizeRun(db, statements) }));

  const { parse, clear: clearParsed } = parsedMemo(build, untouched);
  const ahead = readAhead(db, options.readAhead ?? [], options.now ?? (() => performance.now()));
  const first = firstReads(options.readAhead ?? []);

  const read = (key: string): CachedAnswer | null => {
    first.saw(key);
    const row = ahead.take(key) ?? select.get(key);
    if (!row) return null;
    try {
      const { value, checkedBy } = parse(row);
      return {
        key: row.key,
        kind: row.kind as DataKind,
        value,
        fetchedAt: row.fetched_at,
        requestId: row.request_id,
        checkedBy,
      };
    } catch {
      return null;
    }
  };

  // A read looks at its row twice in one go (its price, then its answer): one select serves both. Kept only until
  // the synchronous run ends, and dropped by every write here, so a write anywhere is seen by the next turn.
  const thisRun = new Map<string, CachedAnswer | null>();
  const forget = () => thisRun.clear();
  /** A write here: neither this run's rows nor those read ahead may be what the table now holds. */
  const wrote = () => {
    forget();
    ahead.drop();
  };
  const get = (key: string): CachedAnswer | null => {
    const seen = thisRun.get(key);
    if (seen !== undefined) return seen;
    if (thisRun.size === 0) queueMicrotask(forget);
    const answer = read(key);
    thisRun.set(key, answer);
    return answer;
  };

  return {
    get,
    put(answer) {
      wrote();
      const json = JSON.stringify(answer.value);
      statements.upsert.run(
        answer.key,
        answer.kind,
        json,
        answer.fetchedAt,
        answer.requestId,
        Buffer.byteLength(json),
        answer.checkedBy ? sealOf(build, answer.checkedBy, json) : null,
      );
    },
    delete(key) {
      wrote();
      statements.remove.run(key);
    },
    evictOlderThan: (before) => {
      wrote();
      return statements.removeOlder.run(before, KEPT_FOR_GOOD, KEPT_FOR_GOOD + ABOVE_PREFIX).changes;
    },
    evictToSize: (maxBytes) => {
      wrote();
      return evictToSize.run(maxBytes);
    },
    totalBytes: () => Number(statements.total.get()),
    keysWithPrefix: (prefix) => statements.prefixed.all(prefix, prefix + ABOVE_PREFIX),
    cacheCleared: () => {
      wrote();
      clearParsed();
      first.cleared();
    },
    firstReads: () => first.list(),
  };
}
