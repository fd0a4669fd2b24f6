import type { Database } from 'better-sqlite3';
import type { WatchedCoin } from '../../shared/domain/watchlist';
// From schema-file, not db.ts: db.ts opens the user file through user-db.ts, which uses this repo.
import type { Db } from './schema-file';

// The coins the user watches (user database, table coin_watchlist), in the order they were added. Local only:
// reading or changing it costs no credits. The name and symbol are what the service called the coin when it was
// added; prices never live here (they are cached answers, re-fetchable).

/** As many coins as one coins list request can name (its coinIds filter takes at most 50). */
export const MAX_WATCHED_COINS = 50;

/**
 * What the tray showed before there was a watchlist: a new user starts with these, named, so that a watchlist
 * opened offline before its first read says "Bitcoin BTC", not "bitcoin".
 */
const STARTER_COINS: readonly { id: string; symbol: string | null; name: string | null }[] = [
  { id: 'bitcoin', symbol: 'BTC', name: 'Bitcoin' },
  { id: 'ethereum', symbol: 'ETH', name: 'Ethereum' },
];

export interface CoinWatchlistRepo {
  list(): WatchedCoin[];
  /** Adds a coin (once: adding it again keeps its place and refreshes its name); returns the list after. */
  add(coin: { coinId: string; symbol: string | null; name: string | null }, now: number): WatchedCoin[];
  /** Removes a coin (no error when it was not there); returns the list after. */
  remove(coinId: string): WatchedCoin[];
}

interface Row {
  coin_id: string;
  symbol: string | null;
  name: string | null;
  added_at: number;
}

const toWatched = (row: Row): WatchedCoin => ({
  coinId: row.coin_id,
  symbol: row.symbol,
  name: row.name,
  addedAt: row.added_at,
});

export class WatchlistFullError extends Error {
  constructor() {
    super(`The coin watchlist holds at most ${MAX_WATCHED_COINS} coins: remove one first.`);
    this.name = 'WatchlistFullError';
  }
}

export function createCoinWatchlistRepo(db: Db): CoinWatchlistRepo {
  const selectAll = db.prepare<[], Row>(
    'SELECT coin_id, symbol, name, added_at FROM coin_watchlist ORDER BY added_at, rowid',
  );
  const count = db.prepare<[], number>('SELECT count(*) FROM coin_watchlist').pluck();
  const has = db.prepare<[string], number>('SELECT 1 FROM coin_watchlist WHERE coin_id = ?').pluck();
  // A coin already watched keeps its place; a name learnt later replaces a missing one, never with a blank.
  const upsert = db.prepare<[string, string | null, string | null, number]>(
    `INSERT INTO coin_watchlist (coin_id, symbol, name, added_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (coin_id) DO UPDATE SET symbol = coalesce(excluded.symbol, symbol),
       name = coalesce(excluded.name, name)`,
  );
  const del = db.prepare<[string]>('DELETE FROM coin_watchlist WHERE coin_id = ?');

  const list = () => selectAll.all().map(toWatched);
  // Checked and written in one transaction, so two quick adds cannot pass the cap together.
  const add = db.transaction((coin: { coinId: string; symbol: string | null; name: string | null }, now) => {
    if (has.get(coin.coinId) === undefined && Number(count.get()) >= MAX_WATCHED_COINS) {
      throw new WatchlistFullError();
    }
    upsert.run(coin.coinId, blankToNull(coin.symbol), blankToNull(coin.name), now as number);
  });
  return {
    list,
    add(coin, now) {
      add(coin, now);
      return list();
    },
    remove(coinId) {
      del.run(coinId);
      return list();
    },
  };
}

const blankToNull = (text: string | null) => (text === null || text.trim() === '' ? null : text.trim());

/**
 * Moves the old `watchedCoins` setting (the tray's coin ids) into the watchlist and drops the setting; without
 * one, a new watchlist starts with the coins the tray used to show. Run by migration 003, and again after a
 * single-file install's rows were copied in (legacy-import.ts), whose setting arrives after the migration ran.
 */
export function adoptWatchedCoinsSetting(db: Database, options: { starters: boolean } = { starters: true }) {
  const raw = db.prepare<[], string>("SELECT value FROM settings WHERE key = 'watchedCoins'").pluck().get();
  const fromSetting = raw === undefined ? null : coinIdsOf(raw);
  // Ids from the old setting come without names (the first price read names them).
  const coins =
    fromSetting?.map((id) => ({ id, symbol: null, name: null })) ?? (options.starters ? STARTER_COINS : null);
  if (coins === null) return;
  if (fromSetting !== null) db.prepare('DELETE FROM coin_watchlist').run();
  const insert = db.prepare(
    'INSERT INTO coin_watchlist (coin_id, symbol, name, added_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING',
  );
  // No clock in a migration: the position keeps the order the user had.
  coins
    .slice(0, MAX_WATCHED_COINS)
    .forEach((coin, index) => insert.run(coin.id, coin.symbol, coin.name, index));
  db.prepare("DELETE FROM settings WHERE key = 'watchedCoins'").run();
}

/** The stored setting's JSON as coin ids, or null when it is not a list of them (then it is only dropped). */
function coinIdsOf(json: string): string[] | null {
  try {
    const value: unknown = JSON.parse(json);
    if (!Array.isArray(value)) return null;
    const ids = value.filter((id): id is string => typeof id === 'string' && id.trim() !== '');
    return [...new Set(ids.map((id) => id.trim()))];
  } catch {
    return null;
  }
}
