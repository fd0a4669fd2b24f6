import type { Migration } from '../migration';

// The pay-per-request gateway's signed authorizations and route stops (gateway/authorizations-repo.ts reads and
// writes them): a record of money the user may have spent, so it is kept, and backed up, with the user's own
// data, never emptied with the cache. Every authorization is written here before it is signed.
export const migration002: Migration = {
  name: 'gateway authorizations and route stops',
  up(db) {
    db.exec(`
      CREATE TABLE gateway_authorizations (
        id INTEGER PRIMARY KEY,
        gateway TEXT NOT NULL,
        path TEXT NOT NULL,
        nonce TEXT NOT NULL UNIQUE,
        amount_atomic INTEGER NOT NULL CHECK (amount_atomic >= 0),
        pay_to TEXT NOT NULL,
        network TEXT NOT NULL,
        valid_after INTEGER NOT NULL,
        valid_before INTEGER NOT NULL,
        signed_at INTEGER NOT NULL,
        outcome TEXT NOT NULL CHECK (outcome IN
          ('reserved', 'settled', 'unconfirmed', 'refused', 'failed', 'unsigned')),
        answered_at INTEGER,
        transaction_hash TEXT,
        reason TEXT
      ) STRICT;
      CREATE INDEX gateway_authorizations_signed_at ON gateway_authorizations (signed_at);
      CREATE INDEX gateway_authorizations_valid_before ON gateway_authorizations (valid_before);
      CREATE TABLE gateway_stops (
        gateway TEXT PRIMARY KEY,
        at INTEGER NOT NULL,
        reason TEXT NOT NULL
      ) STRICT;
    `);
  },
};
