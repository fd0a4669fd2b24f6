import type { GatewayReceipt } from '../../shared/domain/credits';
import type { Db } from '../cache/db';
import { formatUsdc } from './usdc';

// Settled gateway payments (cache migration 004), as plain statements over the injected handle. What is stored is what
// the user may see: time, path, amount, transaction hash, network. Nothing that could sign or replay a payment.

export interface NewReceipt {
  at: number;
  /** The gateway path without its query, e.g. `/wallet/balance`. */
  path: string;
  /** Micro-USDC. */
  amountAtomic: number;
  transaction: string;
  network: string;
}

export interface ReceiptsRepo {
  insert(receipt: NewReceipt): void;
  /** Newest first. */
  recent(limit: number): GatewayReceipt[];
  /** Micro-USDC settled at or after `at` (epoch ms). */
  spentSince(at: number): number;
}

interface ReceiptRow {
  at: number;
  path: string;
  amount_atomic: number;
  transaction_hash: string;
  network: string;
}

const toReceipt = (row: ReceiptRow): GatewayReceipt => ({
  at: row.at,
  path: row.path,
  amountUsd: formatUsdc(row.amount_atomic),
  transaction: row.transaction_hash,
  network: row.network,
});

export function createReceiptsRepo(db: Db): ReceiptsRepo {
  const insert = db.prepare<[number, string, number, string, string]>(
    `INSERT INTO gateway_receipts (at, path, amount_atomic, transaction_hash, network) VALUES (?, ?, ?, ?, ?)`,
  );
  const recent = db.prepare<[number], ReceiptRow>(
    `SELECT at, path, amount_atomic, transaction_hash, network FROM gateway_receipts
     ORDER BY at DESC, id DESC LIMIT ?`,
  );
  const since = db
    .prepare<[number], number>('SELECT coalesce(sum(amount_atomic), 0) FROM gateway_receipts WHERE at >= ?')
    .pluck();

  return {
    insert: (r) => {
      insert.run(r.at, r.path, r.amountAtomic, r.transaction, r.network);
    },
    recent: (limit) => recent.all(limit).map(toReceipt),
    spentSince: (at) => since.get(at) ?? 0,
  };
}
