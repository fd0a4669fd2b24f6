import type { EndpointUse, JournalEntry } from '../../shared/domain/credits';
import type { RequestRecord } from '../api/http';
import type { Db } from '../cache/db';
import { lazily } from '../lib/lazy';

// The request ledger and the last /usage/credits answer, as plain statements over the injected handle. Every
// request is one row: live attempts with the credits charged, cache hits with 0. Params arrive already stripped.

export interface UsageSnapshot {
  plan: string;
  totalCredits: number;
  usedCredits: number;
  remainingCredits: number;
  reconciledAt: number;
  /** The last ledger row the service's figures already include. */
  ledgerId: number;
}

export interface LedgerRepo {
  insert(record: RequestRecord): number;
  /**
   * A line that charges nothing (a cache hit): written with the others of the same moment in one transaction
   * once the answers are out, and before anything reads the ledger.
   */
  insertLater(record: RequestRecord): void;
  /** Writes the lines insertLater holds now (the database is closing). */
  flush(): void;
  /** Newest first. */
  list(options: { limit: number; beforeId?: number }): JournalEntry[];
  /** Credits of live rows after `ledgerId`: what the service has charged since its figures were read. */
  creditsAfter(ledgerId: number): number;
  /** Live calls and credits per endpoint since `at` (epoch ms), most credits first. */
  perEndpointSince(at: number): EndpointUse[];
  creditsSince(at: number): number;
  lastId(): number;
  usage(): UsageSnapshot | null;
  saveUsage(snapshot: UsageSnapshot): void;
  /** Deletes rows older than `at`; returns how many. */
  pruneBefore(at: number): number;
}

/** The columns of a journal entry, named as the shared type names them. */
const ENTRY_COLUMNS =
  'id, at, method, endpoint, params, status, credits, latency_ms AS latencyMs, request_id AS requestId, source';

/** Every statement of the ledger, each prepared on first use: most starts read the ledger only later. */
function prepareLedger(db: Db) {
  const insert = lazily(() =>
    db.prepare<[number, string, string, string, number | null, number, number, string | null, string]>(
      `INSERT INTO request_ledger (at, method, endpoint, params, status, credits, latency_ms, request_id, source)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
  );
  const page = lazily(() =>
    db.prepare<[number, number], JournalEntry>(
      `SELECT ${ENTRY_COLUMNS} FROM request_ledger WHERE id < ? ORDER BY id DESC LIMIT ?`,
    ),
  );
  const after = lazily(() =>
    db
      .prepare<[number], number>(
        "SELECT coalesce(sum(credits), 0) FROM request_ledger WHERE id > ? AND source = 'live'",
      )
      .pluck(),
  );
  const since = lazily(() =>
    db
      .prepare<[number], number>(
        "SELECT coalesce(sum(credits), 0) FROM request_ledger WHERE at >= ? AND source = 'live'",
      )
      .pluck(),
  );
  const perEndpoint = lazily(() =>
    db.prepare<[number], EndpointUse>(
      `SELECT endpoint, count(*) AS calls, sum(credits) AS credits FROM request_ledger
     WHERE at >= ? AND source = 'live' GROUP BY endpoint ORDER BY credits DESC, endpoint`,
    ),
  );
  const prune = lazily(() => db.prepare<[number]>('DELETE FROM request_ledger WHERE at < ?'));
  const last = lazily(() =>
    db.prepare<[], number>('SELECT coalesce(max(id), 0) FROM request_ledger').pluck(),
  );
  const selectUsage = lazily(() =>
    db.prepare<[], UsageSnapshot>(
      `SELECT plan, total_credits AS totalCredits, used_credits AS usedCredits,
       remaining_credits AS remainingCredits, reconciled_at AS reconciledAt, ledger_id AS ledgerId
     FROM credit_usage WHERE id = 1`,
    ),
  );
  const upsertUsage = lazily(() =>
    db.prepare<[string, number, number, number, number, number]>(
      `INSERT INTO credit_usage (id, plan, total_credits, used_credits, remaining_credits, reconciled_at, ledger_id)
     VALUES (1, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (id) DO UPDATE SET plan = excluded.plan, total_credits = excluded.total_credits,
       used_credits = excluded.used_credits, remaining_credits = excluded.remaining_credits,
       reconciled_at = excluded.reconciled_at, ledger_id = excluded.ledger_id`,
    ),
  );
  return { insert, page, after, since, perEndpoint, prune, last, selectUsage, upsertUsage };
}

/** A record as the insert statement's parameters. */
const rowOf = (record: RequestRecord) =>
  [
    record.at,
    record.method,
    record.endpoint,
    JSON.stringify(record.params),
    record.status,
    Math.max(0, Math.round(record.credits)),
    Math.max(0, Math.round(record.latencyMs)),
    record.requestId,
    record.source,
  ] as const;

/**
 * Lines that charge nothing, held and written together in one transaction; `flush` writes them before any
 * other write or read of the ledger, so the ledger stays in the order things happened.
 */
function heldLines(db: Db, insert: () => ReturnType<LedgerStatements['insert']>) {
  let pending: RequestRecord[] = [];
  let writeAll: ((records: RequestRecord[]) => void) | null = null;
  const flush = () => {
    if (pending.length === 0) return;
    const records = pending;
    pending = [];
    writeAll ??= db.transaction((list: RequestRecord[]) => {
      for (const record of list) insert().run(...rowOf(record));
    });
    writeAll(records);
  };
  const flushSoon = () => {
    try {
      flush();
    } catch {
      // The database closed first (flush() ran there) or is failing: a cache hit's line is not worth an error.
    }
  };
  /** Every read sees the held lines: they are written first. */
  const read =
    <A extends unknown[], R>(f: (...args: A) => R) =>
    (...args: A): R => {
      flush();
      return f(...args);
    };
  return {
    flush,
    read,
    hold: (record: RequestRecord) => {
      if (pending.length === 0) setImmediate(flushSoon);
      pending.push(record);
    },
  };
}

type LedgerStatements = ReturnType<typeof prepareLedger>;

export function createLedgerRepo(db: Db): LedgerRepo {
  const { insert, page, after, since, perEndpoint, prune, last, selectUsage, upsertUsage } =
    prepareLedger(db);
  const held = heldLines(db, insert);
  const { flush, read } = held;

  return {
    insertLater: held.hold,
    flush,
    insert(record) {
      // In the order they happened.
      flush();
      const info = insert().run(...rowOf(record));
      return Number(info.lastInsertRowid);
    },
    list: read(({ limit, beforeId }: { limit: number; beforeId?: number }) =>
      page().all(beforeId ?? Number.MAX_SAFE_INTEGER, limit),
    ),
    creditsAfter: read((ledgerId: number) => Number(after().get(ledgerId))),
    perEndpointSince: read((at: number) => perEndpoint().all(at)),
    creditsSince: read((at: number) => Number(since().get(at))),
    lastId: read(() => Number(last().get())),
    usage: () => selectUsage().get() ?? null,
    pruneBefore: read((at: number) => prune().run(at).changes),
    saveUsage(s) {
      upsertUsage().run(
        s.plan,
        s.totalCredits,
        s.usedCredits,
        s.remainingCredits,
        s.reconciledAt,
        s.ledgerId,
      );
    },
  };
}
