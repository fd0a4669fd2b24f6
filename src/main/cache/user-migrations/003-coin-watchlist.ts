import type { Migration } from '../migration';
import { adoptWatchedCoinsSetting } from '../coin-watchlist-repo';

// The coin watchlist, beside the RWA one: the coins the user watches, in the order added, with the name and
// symbol the service gave when each was added (so the list reads well before any price is cached). It replaces
// the `watchedCoins` setting, which only fed the tray: its coins move in here and the setting row goes.
export const migration003: Migration = {
  name: 'coin watchlist',
  up(db) {
    db.exec(`
      CREATE TABLE coin_watchlist (
        coin_id TEXT PRIMARY KEY NOT NULL,
        symbol TEXT,
        name TEXT,
        added_at INTEGER NOT NULL
      ) STRICT;
    `);
    adoptWatchedCoinsSetting(db);
  },
};
