import type { Migration } from '../migration';

// The user's own data now lives in its own database (user-migrations/, folio-user.db beside this file). Before
// this migration runs, db.ts has copied these tables' rows there (legacy-import.ts) and this file has been copied
// to <path>.bak-v4; from here on this file holds only what can be fetched again, the ledger and the receipts.
export const migration005: Migration = {
  name: 'user data moved to its own database',
  up(db) {
    db.exec(`
      DROP TABLE IF EXISTS settings;
      DROP TABLE IF EXISTS followed_wallets;
      DROP TABLE IF EXISTS shared_portfolios;
      DROP TABLE IF EXISTS rwa_watchlist;
    `);
  },
};
