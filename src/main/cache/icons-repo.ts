import { lazyObject } from '../lib/lazy';
import type { Db } from './db';

// Coin icons on disk (migration 006): the checked image bytes per address, or why the address was refused.

export type StoredIcon =
  | { kind: 'image'; mime: string; bytes: Buffer; fetchedAt: number }
  | { kind: 'refused'; reason: string; fetchedAt: number };

interface IconRow {
  mime: string | null;
  bytes: Buffer | null;
  refused: string | null;
  fetched_at: number;
}

export interface IconsRepo {
  get(url: string): StoredIcon | null;
  putImage(url: string, mime: string, bytes: Buffer, at: number): void;
  /** A refusal never replaces a kept image: good cached data is not overwritten by a bad answer. */
  putRefused(url: string, reason: string, at: number): void;
}

export function createIconsRepo(db: Db): IconsRepo {
  // Prepared when the first icon is asked for: a start that shows cached answers needs none of them.
  const statements = lazyObject(() => ({
    select: db.prepare<[string], IconRow>(
      'SELECT mime, bytes, refused, fetched_at FROM coin_icons WHERE url = ?',
    ),
    upsertImage: db.prepare(
      `INSERT INTO coin_icons (url, mime, bytes, refused, fetched_at) VALUES (?, ?, ?, NULL, ?)
     ON CONFLICT (url) DO UPDATE SET mime = excluded.mime, bytes = excluded.bytes, refused = NULL,
       fetched_at = excluded.fetched_at`,
    ),
    upsertRefused: db.prepare(
      `INSERT INTO coin_icons (url, mime, bytes, refused, fetched_at) VALUES (?, NULL, NULL, ?, ?)
     ON CONFLICT (url) DO UPDATE SET refused = excluded.refused, fetched_at = excluded.fetched_at
     WHERE coin_icons.bytes IS NULL`,
    ),
  }));
  return {
    get(url) {
      const row = statements.select.get(url);
      if (!row) return null;
      if (row.mime !== null && row.bytes !== null) {
        return { kind: 'image', mime: row.mime, bytes: row.bytes, fetchedAt: row.fetched_at };
      }
      return { kind: 'refused', reason: row.refused ?? 'refused', fetchedAt: row.fetched_at };
    },
    putImage(url, mime, bytes, at) {
      statements.upsertImage.run(url, mime, bytes, at);
    },
    putRefused(url, reason, at) {
      statements.upsertRefused.run(url, reason, at);
    },
  };
}
