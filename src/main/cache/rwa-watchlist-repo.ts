import type { Db } from './db';

// The RWA asset ids the user watches, in the order they were added. Local only: costs no credits.

export interface RwaWatchlistRepo {
  list(): string[];
  /** Adds or removes one id; returns the list after the change. */
  set(rwaId: string, watched: boolean, now: number): string[];
}

export function createRwaWatchlistRepo(db: Db): RwaWatchlistRepo {
  const selectAll = db.prepare<[], { rwa_id: string }>(
    'SELECT rwa_id FROM rwa_watchlist ORDER BY added_at, rowid',
  );
  const insert = db.prepare(
    'INSERT INTO rwa_watchlist (rwa_id, added_at) VALUES (?, ?) ON CONFLICT DO NOTHING',
  );
  const del = db.prepare('DELETE FROM rwa_watchlist WHERE rwa_id = ?');

  const list = () => selectAll.all().map((r) => r.rwa_id);
  return {
    list,
    set(rwaId, watched, now) {
      if (watched) insert.run(rwaId, now);
      else del.run(rwaId);
      return list();
    },
  };
}
