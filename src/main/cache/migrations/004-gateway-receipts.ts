import type { Migration } from '../migration';

// Receipts of pay-per-request (x402) payments the gateway settled: when, for which path, how much (micro-USDC),
// the settlement's transaction hash and network. They are the user's spending record and the daily cap's basis,
// not fetched data, so settings:clearCache leaves them. Never a key, a signature or the signed authorization.
export const migration004: Migration = {
  name: 'gateway receipts',
  up(db) {
    db.exec(`
      CREATE TABLE gateway_receipts (
        id INTEGER PRIMARY KEY,
        at INTEGER NOT NULL,
        path TEXT NOT NULL,
        amount_atomic INTEGER NOT NULL CHECK (amount_atomic >= 0),
        transaction_hash TEXT NOT NULL,
        network TEXT NOT NULL
      ) STRICT;
      CREATE INDEX gateway_receipts_at ON gateway_receipts (at);
    `);
  },
};
