import type { TransactionDraft } from '../contract/manage';
import type { TransactionBody } from '../transaction-body';

// What makes an imported row the same row again: its portfolio, date, coin, side, amount and price, written the
// same way whatever the file's number style. Two equal rows in one file are both real trades (two buys of 0.1 BTC
// on a day), so each carries its place among its equals (#1, #2): re-reading the file gives the same keys, and
// neither is taken for the other's duplicate.

/** Up to 12 significant digits: what a spreadsheet keeps, without the binary noise of a conversion. */
const canonical = (n: number | undefined) => (n === undefined ? '-' : String(Number(n.toPrecision(12))));

export function rowKey(draft: TransactionDraft): string {
  return [
    draft.portfolioId,
    new Date(draft.date).toISOString(),
    draft.coinId,
    draft.kind,
    canonical(draft.amount),
    canonical(draft.price),
  ].join('|');
}

/** Each key with its place among its equals, in file order: the fingerprint the journal keeps. */
export function fingerprints(keys: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return keys.map((key) => {
    const nth = (seen.get(key) ?? 0) + 1;
    seen.set(key, nth);
    return `${key}#${nth}`;
  });
}

/** The place among equals a fingerprint carries (1 for the first). */
export const occurrenceOf = (fingerprint: string) =>
  Number(fingerprint.slice(fingerprint.lastIndexOf('#') + 1));

/** A transaction the service lists, reduced to what an import sent: signed count, price per coin, date, coin. */
export interface ServiceTransaction {
  coinId: string | null;
  count: number | null;
  totalWorth: number | null;
  /** ISO 8601, as the service sent it. */
  date: string;
}

const near = (a: number, b: number, tolerance: number) =>
  Math.abs(a - b) <= tolerance * Math.max(1e-12, Math.abs(a), Math.abs(b));

/**
 * Whether the service lists a transaction that is this body: the same coin, date and signed count, and, when both
 * carry one, a price within half a percent (the service keeps prices in USD and converts back, rounding).
 */
export function sameTransaction(body: TransactionBody, tx: ServiceTransaction): boolean {
  if (tx.coinId !== body.coinId || tx.count === null || Date.parse(tx.date) !== body.date) return false;
  if (!near(tx.count, body.count, 1e-9)) return false;
  if (body.price === undefined || tx.totalWorth === null || tx.totalWorth === 0) return true;
  return near(Math.abs(tx.totalWorth / tx.count), body.price, 0.005);
}
