import { lazyObject } from '../lib/lazy';
import type { Db } from './db';
import type { RecordTable } from './record-table';

// Portfolios the user added by share token: only a local id, the name the user gave it and whether a passcode is
// stored. The token and the passcode themselves are kept in the keychain (share-token:<id>, passcode:<id>).

export interface SharedPortfolioRecord {
  id: string;
  name: string;
  hasPasscode: boolean;
}

interface Row {
  id: string;
  name: string;
  has_passcode: number;
}

export interface SharedPortfoliosRepo extends RecordTable<SharedPortfolioRecord> {
  add(record: SharedPortfolioRecord, now: number): void;
}

const toRecord = (r: Row): SharedPortfolioRecord => ({
  id: r.id,
  name: r.name,
  hasPasscode: r.has_passcode === 1,
});

export function createSharedPortfoliosRepo(db: Db): SharedPortfoliosRepo {
  // Each statement is prepared when first used: the Portfolios list at start only lists.
  const statements = lazyObject(() => ({
    selectOne: db.prepare<[string], Row>('SELECT id, name, has_passcode FROM shared_portfolios WHERE id = ?'),
    insert: db.prepare(
      'INSERT INTO shared_portfolios (id, name, has_passcode, added_at) VALUES (?, ?, ?, ?)',
    ),
    del: db.prepare('DELETE FROM shared_portfolios WHERE id = ?'),
  }));
  const selectAll = db.prepare<[], Row>(
    'SELECT id, name, has_passcode FROM shared_portfolios ORDER BY added_at, rowid',
  );

  return {
    list: () => selectAll.all().map(toRecord),
    get(id) {
      const row = statements.selectOne.get(id);
      return row ? toRecord(row) : null;
    },
    add: (r, now) => void statements.insert.run(r.id, r.name, r.hasPasscode ? 1 : 0, now),
    remove: (id) => statements.del.run(id).changes > 0,
  };
}
