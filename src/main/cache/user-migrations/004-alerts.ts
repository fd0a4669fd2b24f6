import type { Migration } from '../migration';

// Price alerts (alerts/): the rules the user set, their armed/fired state, the log of what fired, and the
// optional refresh cadence. The user's own data, so it is backed up and never emptied with the cache. The
// condition is in columns (type, level, window, percent, direction) rather than JSON: rules are looked up by
// target and currency each time a price arrives. The log copies the rule's target and condition, so an entry
// still reads right after its rule is deleted.
export const migration004: Migration = {
  name: 'price alerts and their log',
  up(db) {
    db.exec(`
      CREATE TABLE alert_rules (
        id TEXT PRIMARY KEY NOT NULL,
        target_kind TEXT NOT NULL CHECK (target_kind IN ('coin', 'rwa')),
        target_id TEXT NOT NULL,
        target_label TEXT NOT NULL,
        currency TEXT NOT NULL,
        type TEXT NOT NULL CHECK (type IN ('above', 'below', 'change')),
        level REAL,
        window TEXT CHECK (window IN ('1h', '24h')),
        percent REAL,
        direction TEXT CHECK (direction IN ('up', 'down', 'either')),
        state TEXT NOT NULL CHECK (state IN ('armed', 'fired')),
        judged_as_of INTEGER,
        last_seen REAL,
        created_at INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX alert_rules_target ON alert_rules (target_kind, target_id, currency);

      CREATE TABLE alert_log (
        id INTEGER PRIMARY KEY,
        at INTEGER NOT NULL,
        rule_id TEXT NOT NULL,
        target_kind TEXT NOT NULL,
        target_id TEXT NOT NULL,
        target_label TEXT NOT NULL,
        currency TEXT NOT NULL,
        type TEXT NOT NULL,
        level REAL,
        window TEXT,
        percent REAL,
        direction TEXT,
        value_seen REAL NOT NULL,
        as_of INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX alert_log_at ON alert_log (at);

      CREATE TABLE alert_cadence (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        minutes INTEGER
      ) STRICT;
    `);
  },
};
