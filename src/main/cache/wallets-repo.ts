import { nodeCrypto } from '../lib/node-crypto';
import type { Db } from './db';
import type { RecordTable } from './record-table';
import type { WalletRef } from '../../shared/domain/wallet';

// The wallets the user follows. An address is public data; nothing secret is stored here.

interface WalletRow {
  id: string;
  address: string;
  connection_id: string;
  label: string;
}

export interface WalletsRepo extends RecordTable<WalletRef> {
  /** Adding the same address on the same chain again returns the existing entry with the new label. */
  add(input: { address: string; connectionId: string; label?: string | undefined }, now: number): WalletRef;
}

/** Stable per (chain, address), so the same wallet keeps its id across re-adds and its cache keys stay valid. */
export const walletIdOf = (connectionId: string, address: string) =>
  'w' + nodeCrypto().createHash('sha256').update(`${connectionId}\n${address}`).digest('hex').slice(0, 20);

/**
 * The name of a wallet followed without a label: its short address. Screens add the network's name beside it,
 * so the name holds no network id, or the network would show twice.
 */
export const defaultWalletName = (address: string): string =>
  address.length > 14 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address;

/** The name earlier versions stored for an unlabelled wallet: the network id before the short address. */
const legacyDefaultName = (r: WalletRow): string =>
  `${r.connection_id} ${r.address.slice(0, 6)}…${r.address.slice(-4)}`;

const toRef = (r: WalletRow): WalletRef => ({
  id: r.id,
  address: r.address,
  connectionId: r.connection_id,
  // Read, not rewritten: the stored row stays as it was, and a label the user typed is never touched.
  label: r.label === legacyDefaultName(r) ? defaultWalletName(r.address) : r.label,
});

export function createWalletsRepo(db: Db): WalletsRepo {
  const selectAll = db.prepare<[], WalletRow>(
    'SELECT id, address, connection_id, label FROM followed_wallets ORDER BY added_at, rowid',
  );
  const selectOne = db.prepare<[string], WalletRow>(
    'SELECT id, address, connection_id, label FROM followed_wallets WHERE id = ?',
  );
  const upsert = db.prepare(
    `INSERT INTO followed_wallets (id, address, connection_id, label, added_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (id) DO UPDATE SET label = excluded.label`,
  );
  const del = db.prepare('DELETE FROM followed_wallets WHERE id = ?');

  const get = (id: string) => {
    const row = selectOne.get(id);
    return row ? toRef(row) : null;
  };

  return {
    list: () => selectAll.all().map(toRef),
    get,
    add({ address, connectionId, label }, now) {
      const id = walletIdOf(connectionId, address);
      const name = label?.trim() || defaultWalletName(address);
      upsert.run(id, address, connectionId, name, now);
      return { id, address, connectionId, label: name };
    },
    remove: (id) => del.run(id).changes > 0,
  };
}
