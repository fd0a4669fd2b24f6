import type { Say } from '../envelope';

/** A wallet the user follows: an address on a chain (connectionId as the service names chains). */
export interface WalletRef {
  id: string;
  address: string;
  connectionId: string;
  label: string;
}

export interface Blockchain {
  connectionId: string;
  name: string;
  chain: string;
  icon: string | null;
}

export interface WalletBalanceItem {
  coinId: string;
  symbol: string;
  name: string;
  amount: number;
  price: number;
  value: number;
  change24h: number | null;
  chain: string | null;
  /** The coin's icon address as the service sends it (imgUrl); main fetches it through its image cache. */
  icon: string | null;
}

export interface TransactionType {
  id: string;
  name: string;
}

/** One side of what a wallet transaction moved, as the service lists it (a swap has one each way). */
export interface WalletTransactionLeg {
  /** 'Sent' or 'Received' as the service says; null when it does not. */
  action: string | null;
  symbol: string | null;
  count: number | null;
}

export interface WalletTransaction {
  id: string;
  /** Display name, as in the types lookup (Sent, Received, Swap, ...). */
  type: string;
  date: string;
  symbol: string | null;
  count: number | null;
  value: number | null;
  hash: string | null;
  explorerUrl: string | null;
  fromAddress: string | null;
  toAddress: string | null;
  /** Every side the service listed; absent from transactions built before legs were read. */
  legs?: WalletTransactionLeg[];
  /** How many of the sides the service listed could not be read (left out of `legs`); absent when none. */
  unreadLegs?: number;
  /** The network fee the transaction paid, where the service says; absent from transactions read before. */
  fee?: WalletTransactionFee | null;
  /** The row's coin icon address, from the item that moved that coin; absent from transactions read before. */
  icon?: string | null;
}

export interface WalletTransactionFee {
  symbol: string | null;
  /** The amount of the coin paid, as a positive number. */
  count: number | null;
  /** Its worth on the transaction's date (the service's totalWorth), in the currency asked for; not today's. */
  worthThen: number | null;
}

export interface WalletTransactionPage {
  items: WalletTransaction[];
  page: number;
  limit: number;
}

export type SyncState = 'starting' | 'syncing' | 'synced' | 'failed' | 'cancelled';

export interface SyncProgress {
  syncId: string;
  walletIds: string[];
  state: SyncState;
  /** Status polls made so far. */
  polls: number;
  elapsedMs: number;
  message: string;
  /** The same sentence as a catalogue message, shown in the user's language; `message` stays for logs. */
  say?: Say;
}
