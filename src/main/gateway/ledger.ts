import type { GatewayAuthorization, GatewayLedger } from '../../shared/domain/gateway';
import type { AuthorizationRow, AuthorizationsRepo } from './authorizations-repo';
import { startOfDay } from './spend-caps';
import { formatUsdc } from './usdc';

// The Credits view's USDC ledger, from the authorizations table: spent (settled) and reserved (signed, not
// settled, still counted) today and this month, the per-call journal with each receipt's transaction, and the
// authorizations a gateway may still settle, with when each expires.

/** Base's block explorer: a settlement's transaction page, opened in the system browser. */
export const EXPLORER_TX = 'https://basescan.org/tx/';

const isTxHash = (value: string | null): value is string =>
  value !== null && /^0x[0-9a-fA-F]{64}$/.test(value);

export function startOfMonth(now: number): number {
  const day = new Date(now);
  day.setDate(1);
  day.setHours(0, 0, 0, 0);
  return day.getTime();
}

export function toLedgerEntry(row: AuthorizationRow, counted: boolean): GatewayAuthorization {
  return {
    id: row.id,
    at: row.signedAt,
    path: row.path,
    amountUsd: formatUsdc(row.amountAtomic),
    payTo: row.payTo,
    network: row.network,
    nonce: row.nonce,
    expiresAt: row.validBefore * 1000,
    outcome: row.outcome,
    reserved: counted,
    transaction: row.transaction,
    // Only a well-formed hash becomes a link: the receipt's text comes from the gateway.
    explorerUrl: isTxHash(row.transaction) ? `${EXPLORER_TX}${row.transaction}` : null,
    reason: row.reason,
  };
}

export function ledgerOf(repo: AuthorizationsRepo, now: number, limit: number): GatewayLedger {
  const dayStart = startOfDay(now);
  const today = repo.committed(dayStart, now);
  const month = repo.committedSince(startOfMonth(now));
  const unsettled = repo.unsettled(dayStart, now);
  const counted = new Set(unsettled.map((row) => row.id));
  return {
    spentTodayUsd: formatUsdc(today.settled),
    reservedTodayUsd: formatUsdc(today.reserved),
    spentMonthUsd: formatUsdc(month.settled),
    reservedMonthUsd: formatUsdc(month.reserved),
    journal: repo.recent(limit).map((row) => toLedgerEntry(row, counted.has(row.id))),
    unsettled: unsettled.map((row) => toLedgerEntry(row, true)),
  };
}
