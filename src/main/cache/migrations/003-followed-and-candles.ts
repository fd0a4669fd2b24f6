import { FOLLOWED_TABLES_SQL } from '../followed-tables-sql';
import type { Migration } from '../migration';

// Data the user chose to follow (wallets, shared portfolios, the RWA watchlist) and the closed-candle store.
// Share tokens and passcodes are never here: they live in the keychain under share-token:<id> / passcode:<id>.
export const migration003: Migration = {
  name: 'followed wallets, shared portfolios, rwa watchlist, candles',
  up(db) {
    db.exec(`
${FOLLOWED_TABLES_SQL}

      -- Closed candles never change: one row per (series, open time), written once.
      CREATE TABLE candles (
        exchange TEXT NOT NULL,
        pair TEXT NOT NULL,
        interval TEXT NOT NULL,
        t INTEGER NOT NULL,
        o REAL NOT NULL,
        h REAL NOT NULL,
        l REAL NOT NULL,
        c REAL NOT NULL,
        v REAL NOT NULL,
        PRIMARY KEY (exchange, pair, interval, t)
      ) STRICT, WITHOUT ROWID;

      -- Open-time spans [from_t, to_t) already asked of the service: every closed candle in them is stored.
      -- fetched_at is the latest fetch that a (merged) span includes, shown as the data's age.
      CREATE TABLE candle_spans (
        exchange TEXT NOT NULL,
        pair TEXT NOT NULL,
        interval TEXT NOT NULL,
        from_t INTEGER NOT NULL,
        to_t INTEGER NOT NULL,
        fetched_at INTEGER NOT NULL,
        PRIMARY KEY (exchange, pair, interval, from_t)
      ) STRICT, WITHOUT ROWID;
    `);
  },
};
