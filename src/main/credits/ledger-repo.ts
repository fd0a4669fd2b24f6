import type { EndpointUse, JournalEntry } from '../../shared/domain/credits';
import type { RequestRecord } from '../api/http';
import type { Db } from '../cache/db';

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

interface LedgerRow {
  id: number;
  at: number;
  method: string;
  endpoint: string;
  params: string;
  status: number | null;
  credits: number;
  latency_ms: number;
  request_id: string | null;
  source: 'live' | 'cache';
}

const toEntry = (row: LedgerRow): JournalEntry => ({
  id: row.id,
  at: row.at,
  method: row.method,
  endpoint: row.endpoint,
  params: row.params,
  status: row.status,
  credits: row.credits,
  latencyMs: row.latency_ms,
  requestId: row.request_id,
  source: row.source,
});

export function createLedgerRepo(db: Db): LedgerRepo {
  const insert = db.prepare<
    [number, string, string, string, number | null, number, number, string | null, string]
  >(
    `INSERT INTO request_ledger (at, method, endpoint, params, status, credits, latency_ms, request_id, source)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const page = db.prepare<[number, number], LedgerRow>(
    'SELECT * FROM request_ledger WHERE id < ? ORDER BY id DESC LIMIT ?',
  );
  const after = db
    .prepare<[number], number>(
      "SELECT coalesce(sum(credits), 0) FROM request_ledger WHERE id > ? AND source = 'live'",
    )
    .pluck();
  const since = db
    .prepare<[number], number>(
      "SELECT coalesce(sum(credits), 0) FROM request_ledger WHERE at >= ? AND source = 'live'",
    )
    .pluck();
  const perEndpoint = db.prepare<[number], EndpointUse>(
    `SELECT endpoint, count(*) AS calls, sum(credits) AS credits FROM request_ledger
     WHERE at >= ? AND source = 'live' GROUP BY endpoint ORDER BY credits DESC, endpoint`,
  );
  const prune = db.prepare<[number]>('DELETE FROM request_ledger WHERE at < ?');
  const last = db.prepare<[], number>('SELECT coalesce(max(id), 0) FROM request_ledger').pluck();
  const selectUsage = db.prepare<[], UsageSnapshot>(
    `SELECT plan, total_credits AS totalCredits, used_credits AS usedCredits,
       remaining_credits AS remainingCredits, reconciled_at AS reconciledAt, ledger_id AS ledgerId
     FROM credit_usage WHERE id = 1`,
  );
  const upsertUsage = db.prepare<[string, number, number, number, number, number]>(
    `INSERT INTO credit_usage (id, plan, total_credits, used_credits, remaining_credits, reconciled_at, ledger_id)
     VALUES (1, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (id) DO UPDATE SET plan = excluded.plan, total_credits = excluded.total_credits,
       used_credits = excluded.used_credits, remaining_credits = excluded.remaining_credits,
       reconciled_at = excluded.reconciled_at, ledger_id = excluded.ledger_id`,
  );

  return {
    insert(record) {
      const info = insert.run(
        record.at,
        record.method,
        record.endpoint,
        JSON.stringify(record.params),
        record.status,
        Math.max(0, Math.round(record.credits)),
        Math.max(0, Math.round(record.latencyMs)),
        record.requestId,
        record.source,
      );
      return Number(info.lastInsertRowid);
    },
    list: ({ limit, beforeId }) => page.all(beforeId ?? Number.MAX_SAFE_INTEGER, limit).map(toEntry),
    creditsAfter: (ledgerId) => Number(after.get(ledgerId)),
    perEndpointSince: (at) => perEndpoint.all(at),
    creditsSince: (at) => Number(since.get(at)),
    lastId: () => Number(last.get()),
    usage: () => selectUsage.get() ?? null,
    pruneBefore: (at) => prune.run(at).changes,
    saveUsage(s) {
      upsertUsage.run(s.plan, s.totalCredits, s.usedCredits, s.remainingCredits, s.reconciledAt, s.ledgerId);
    },
  };
}
