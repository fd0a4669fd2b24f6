import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { migration003 } from '../../../src/main/cache/migrations/003-followed-and-candles';
import { createRwaWatchlistRepo } from '../../../src/main/cache/rwa-watchlist-repo';
import { createWalletsRepo } from '../../../src/main/cache/wallets-repo';

let db: Database.Database;
afterEach(() => db.close());
const open = () => {
  db = new Database(':memory:');
  migration003.up(db);
  return db;
};

describe('followed wallets', () => {
  it('keeps one entry per address and chain, with a stable id, in the order added', () => {
    const repo = createWalletsRepo(open());
    const a = repo.add({ address: '0xAbC1', connectionId: 'ethereum', label: 'Main' }, 5);
    const b = repo.add({ address: '0xAbC1', connectionId: 'polygon' }, 5);
    const again = repo.add({ address: '0xAbC1', connectionId: 'ethereum', label: 'Renamed' }, 9);
    expect(again.id).toBe(a.id);
    expect(b.id).not.toBe(a.id);
    expect(repo.list().map((w) => [w.connectionId, w.label])).toEqual([
      ['ethereum', 'Renamed'],
      ['polygon', '0xAbC1'],
    ]);
  });

  it('names an unlabelled wallet by its short address alone: screens add the network name once', () => {
    const repo = createWalletsRepo(open());
    const address = '0x742d35Cc6634C0532925a3b844Bc454e4438f44e';
    expect(repo.add({ address, connectionId: 'ethereum' }, 1).label).toBe('0x742d…f44e');
    expect(repo.list()[0]?.label).toBe('0x742d…f44e');
  });

  it('reads the name earlier versions stored ("ethereum 0x742d…f44e") as the short address, and keeps typed labels', () => {
    const repo = createWalletsRepo(open());
    const insert = db.prepare(
      'INSERT INTO followed_wallets (id, address, connection_id, label, added_at) VALUES (?, ?, ?, ?, ?)',
    );
    insert.run('w1', '0x742d35Cc6634C0532925a3b844Bc454e4438f44e', 'ethereum', 'ethereum 0x742d…f44e', 1);
    insert.run('w2', '0x742d35Cc6634C0532925a3b844Bc454e4438f44e', 'polygon', 'ethereum 0x742d…f44e', 2);
    expect(repo.list().map((w) => w.label)).toEqual(['0x742d…f44e', 'ethereum 0x742d…f44e']);
  });

  it('treats addresses case-sensitively, as non-EVM chains do', () => {
    const repo = createWalletsRepo(open());
    const lower = repo.add({ address: 'bc1qabcd', connectionId: 'bitcoin' }, 1);
    const upper = repo.add({ address: 'BC1QABCD', connectionId: 'bitcoin' }, 1);
    expect(lower.id).not.toBe(upper.id);
  });
});

describe('RWA watchlist', () => {
  it('adds once, removes, and keeps the order the user chose', () => {
    const repo = createRwaWatchlistRepo(open());
    repo.set('silver', true, 1);
    repo.set('apple', true, 1);
    repo.set('silver', true, 2);
    expect(repo.list()).toEqual(['silver', 'apple']);
    expect(repo.set('silver', false, 3)).toEqual(['apple']);
  });
});
