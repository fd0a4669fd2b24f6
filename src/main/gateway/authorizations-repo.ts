import type { Db } from '../cache/db';

// Every EIP-3009 authorization the app signs for the pay-per-request gateway, written BEFORE it is signed (as a
// reservation against the caps) and updated with what the gateway made of it. This table, not the receipts, is
// what the caps count, so a gateway that never confirms a settlement still meets the daily cap. It holds what the
// user may see (nonce, amount, recipient, validity, path, times, outcome, transaction hash), never the key or the
// signature. Self-contained: nothing else reads or joins these tables (gateway_authorizations, gateway_stops).

/** What became of a signed authorization. */
export type AuthorizationOutcome =
  /** Signed and sent (or about to be); no answer seen yet, or the answer said nothing about it. */
  | 'reserved'
  /** The gateway's receipt says it settled. */
  | 'settled'
  /** The gateway served the data without a receipt: settlement is likely but unseen. Counted all its day. */
  | 'unconfirmed'
  /** The gateway answered the paid retry with 402 again. */
  | 'refused'
  /** The paid retry failed otherwise (an error status, the network). */
  | 'failed'
  /** Never signed: kept for the schema; such reservations are deleted (release), not kept. */
  | 'unsigned';

export interface NewAuthorization {
  gateway: string;
  path: string;
  nonce: string;
  amountAtomic: number;
  payTo: string;
  network: string;
  /** Unix seconds, as signed. */
  validAfter: number;
  validBefore: number;
  /** Epoch ms. */
  signedAt: number;
}

export interface AuthorizationRow extends NewAuthorization {
  id: number;
  outcome: AuthorizationOutcome;
  answeredAt: number | null;
  transaction: string | null;
  reason: string | null;
}

export interface RouteStop {
  at: number;
  reason: string;
}

/** Micro-USDC, split the way the ledger shows it. */
export interface Committed {
  settled: number;
  reserved: number;
}

export interface AuthorizationsRepo {
  /**
   * Runs `check(committed)` and, when it returns null, inserts the reservation, in one transaction: no other
   * reservation can slip in between the look at the caps and the row that takes its share of them.
   */
  reserve<R>(row: NewAuthorization, check: (committed: Committed) => R | null, dayStart: number): R | null;
  /** What counts against the daily cap at `now` for the day starting at `dayStart` (epoch ms). */
  committed(dayStart: number, now: number): Committed;
  /** Settled, and signed-but-unsettled that may still be or may have been paid, of what was signed since `from`. */
  committedSince(from: number): Committed;
  /** Drops a reservation that was never signed (no key, signing failed). */
  release(nonce: string): void;
  answer(
    nonce: string,
    outcome: AuthorizationOutcome,
    at: number,
    detail?: { transaction?: string; reason?: string },
  ): void;
  /** Newest first. */
  recent(limit: number): AuthorizationRow[];
  /** Signed, not settled, still counted at `now` (live, or served without a receipt today). */
  unsettled(dayStart: number, now: number): AuthorizationRow[];
  stop(gateway: string, at: number, reason: string): void;
  stopped(gateway: string): RouteStop | null;
  resume(gateway: string): void;
}

interface Row {
  id: number;
  gateway: string;
  path: string;
  nonce: string;
  amount_atomic: number;
  pay_to: string;
  network: string;
  valid_after: number;
  valid_before: number;
  signed_at: number;
  outcome: AuthorizationOutcome;
  answered_at: number | null;
  transaction_hash: string | null;
  reason: string | null;
}

const toRow = (r: Row): AuthorizationRow => ({
  id: r.id,
  gateway: r.gateway,
  path: r.path,
  nonce: r.nonce,
  amountAtomic: r.amount_atomic,
  payTo: r.pay_to,
  network: r.network,
  validAfter: r.valid_after,
  validBefore: r.valid_before,
  signedAt: r.signed_at,
  outcome: r.outcome,
  answeredAt: r.answered_at,
  transaction: r.transaction_hash,
  reason: r.reason,
});

// A signed authorization that is not known settled counts against the day it was signed in, whatever the
// gateway answered (refused, failed, no receipt, no answer), and after that day for as long as a gateway could
// still settle it (valid_before not passed). Folio Desk asks no chain, and a gateway may have settled a payment
// it then answered with an error or not at all: "not confirmed" is never "not paid", so the daily cap is a cap on
// what was signed. Only a reservation the wallet never signed ('unsigned') holds nothing.
const STILL_COUNTED = `outcome NOT IN ('settled', 'unsigned')
  AND (valid_before * 1000 > @now OR signed_at >= @dayStart)`;

export function createAuthorizationsRepo(db: Db): AuthorizationsRepo {
  const insert = db.prepare<NewAuthorization>(
    `INSERT INTO gateway_authorizations (gateway, path, nonce, amount_atomic, pay_to, network, valid_after,
       valid_before, signed_at, outcome)
     VALUES (@gateway, @path, @nonce, @amountAtomic, @payTo, @network, @validAfter, @validBefore, @signedAt,
       'reserved')`,
  );
  const settledSum = db
    .prepare<{ dayStart: number }, number>(
      `SELECT coalesce(sum(amount_atomic), 0) FROM gateway_authorizations
       WHERE outcome = 'settled' AND signed_at >= @dayStart`,
    )
    .pluck();
  const reservedSum = db
    .prepare<{ dayStart: number; now: number }, number>(
      `SELECT coalesce(sum(amount_atomic), 0) FROM gateway_authorizations WHERE ${STILL_COUNTED}`,
    )
    .pluck();
  const possiblySince = db
    .prepare<{ from: number }, number>(
      `SELECT coalesce(sum(amount_atomic), 0) FROM gateway_authorizations
       WHERE signed_at >= @from AND outcome NOT IN ('settled', 'unsigned')`,
    )
    .pluck();
  const answer = db.prepare<{
    nonce: string;
    outcome: string;
    at: number;
    tx: string | null;
    reason: string | null;
  }>(
    `UPDATE gateway_authorizations SET outcome = @outcome, answered_at = @at,
       transaction_hash = coalesce(@tx, transaction_hash), reason = coalesce(@reason, reason)
     WHERE nonce = @nonce AND outcome != 'settled'`,
  );
  const release = db.prepare<[string]>(
    "DELETE FROM gateway_authorizations WHERE nonce = ? AND outcome = 'reserved'",
  );
  const recent = db.prepare<[number], Row>(
    'SELECT * FROM gateway_authorizations ORDER BY signed_at DESC, id DESC LIMIT ?',
  );
  const unsettled = db.prepare<{ dayStart: number; now: number }, Row>(
    `SELECT * FROM gateway_authorizations WHERE ${STILL_COUNTED} ORDER BY valid_before ASC, id ASC`,
  );
  const stop = db.prepare<[string, number, string]>(
    `INSERT INTO gateway_stops (gateway, at, reason) VALUES (?, ?, ?)
     ON CONFLICT (gateway) DO UPDATE SET at = excluded.at, reason = excluded.reason`,
  );
  const stopped = db.prepare<[string], RouteStop>('SELECT at, reason FROM gateway_stops WHERE gateway = ?');
  const resume = db.prepare<[string]>('DELETE FROM gateway_stops WHERE gateway = ?');

  const committed = (dayStart: number, now: number): Committed => ({
    settled: settledSum.get({ dayStart }) ?? 0,
    reserved: reservedSum.get({ dayStart, now }) ?? 0,
  });

  return {
    reserve: (row, check, dayStart) =>
      db.transaction(() => {
        const verdict = check(committed(dayStart, row.signedAt));
        if (verdict === null) insert.run(row);
        return verdict;
      })(),
    committed,
    committedSince: (from) => ({
      settled: settledSum.get({ dayStart: from }) ?? 0,
      reserved: possiblySince.get({ from }) ?? 0,
    }),
    release: (nonce) => void release.run(nonce),
    answer(nonce, outcome, at, detail = {}) {
      answer.run({ nonce, outcome, at, tx: detail.transaction ?? null, reason: detail.reason ?? null });
    },
    recent: (limit) => recent.all(limit).map(toRow),
    unsettled: (dayStart, now) => unsettled.all({ dayStart, now }).map(toRow),
    stop: (gateway, at, reason) => void stop.run(gateway, at, reason),
    stopped: (gateway) => stopped.get(gateway) ?? null,
    resume: (gateway) => void resume.run(gateway),
  };
}

/** Local midnight of the day `now` falls in: "today" is the user's calendar day. */
export function startOfDayMs(now: number): number {
  const day = new Date(now);
  day.setHours(0, 0, 0, 0);
  return day.getTime();
}
