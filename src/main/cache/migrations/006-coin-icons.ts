import type { Migration } from '../migration';

// Coin icons, fetched once from the service's image host (main/icons). A row is either an image (its checked
// type and bytes) or a refusal (why it was not kept, and when), so a refused address is not fetched again at
// every view. Only re-fetchable data: settings:clearCache empties it.
export const migration006: Migration = {
  name: 'coin icons',
  up(db) {
    db.exec(`
      CREATE TABLE coin_icons (
        url TEXT PRIMARY KEY,
        mime TEXT,
        bytes BLOB,
        refused TEXT,
        fetched_at INTEGER NOT NULL,
        CHECK ((mime IS NOT NULL AND bytes IS NOT NULL AND refused IS NULL)
            OR (mime IS NULL AND bytes IS NULL AND refused IS NOT NULL))
      ) STRICT;
    `);
  },
};
