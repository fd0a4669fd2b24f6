import { createStore } from 'zustand/vanilla';
import type { Api, Input } from '../../../shared/contract';
import type { AppError } from '../../../shared/envelope';
import type { SyncProgress } from '../../../shared/domain/wallet';
import type { WalletRef } from '../../../shared/domain/wallet';
import { refusesTheWallet } from '../lib/describe-error';
import { distinct, shownCalls, type OpeningCall } from './opening';
import { createResource, NO_QUERY, withRefresh } from './resource';

export interface WalletUi {
  selectedId: string | null;
  /** Type ids from the types lookup; empty = every type. */
  types: string[];
}

export interface SyncStatus {
  syncId: string | null;
  /** The wallets the sync started here covers, until its first progress names them: its line is theirs only. */
  walletIds: string[];
  progress: SyncProgress | null;
  /** When `progress` arrived (epoch ms), so the elapsed time can keep moving between checks. */
  receivedAt: number;
  error: AppError | null;
}

export function createWalletStores(api: Api) {
  return {
    ui: createStore<WalletUi>()(() => ({ selectedId: null, types: [] })),
    sync: createStore<SyncStatus>()(() => ({
      syncId: null,
      walletIds: [],
      progress: null,
      receivedAt: 0,
      error: null,
    })),
    list: createResource((_: typeof NO_QUERY) => api.wallet.list({})),
    blockchains: createResource((_: typeof NO_QUERY) => api.wallet.blockchains({})),
    types: createResource((_: typeof NO_QUERY) => api.wallet.transactionTypes({})),
    balance: createResource(
      (q: Input<'wallet:balance'>, refresh) => api.wallet.balance(withRefresh(q, refresh)),
      { channel: 'wallet:balance', confirm: api.credits.confirm },
      (q) => [q.walletId, q.currency],
    ),
    transactions: createResource(
      (q: Input<'wallet:transactions'>, refresh) => api.wallet.transactions(withRefresh(q, refresh)),
      { channel: 'wallet:transactions', confirm: api.credits.confirm },
      // A type filter is part of what the rows are: all types' rows must not stand under "Sent".
      (q) => [q.walletIds, q.currency, q.types],
    ),
  };
}

export type WalletStores = ReturnType<typeof createWalletStores>;

/** The lookups the view reads once, each store with its channel: the followed wallets (local), networks, types. */
export const walletLookups = (stores: WalletStores) =>
  [
    ['wallet:list', stores.list],
    ['wallet:blockchains', stores.blockchains],
    ['wallet:transactionTypes', stores.types],
  ] as const;

/**
 * The wallet the view opens: the one chosen, or else the first followed one (wallets-view.tsx chooses it once the
 * list is known); null when none is followed; undefined while the list is not known (which one is not known yet).
 */
export function walletToOpen(
  selectedId: string | null,
  wallets: readonly WalletRef[] | null,
): string | null | undefined {
  if (selectedId !== null) return selectedId;
  if (wallets === null) return undefined;
  return wallets[0]?.id ?? null;
}

/** What the view reads to show `walletId`: one list, so the opening price names the very reads loadWallet sends. */
export function walletQueries(walletId: string, types: readonly string[], currency: string) {
  return {
    balance: { walletId, currency } satisfies Input<'wallet:balance'>,
    transactions: {
      walletIds: [walletId],
      currency,
      limit: 100,
      ...(types.length > 0 ? { types: [...types] } : {}),
    } satisfies Input<'wallet:transactions'>,
  };
}

export function loadWallet(stores: WalletStores, currency: string): Promise<unknown> {
  const { selectedId, types } = stores.ui.getState();
  if (selectedId === null) return Promise.resolve();
  const q = walletQueries(selectedId, types, currency);
  return Promise.all([stores.balance.load(q.balance), stores.transactions.load(q.transactions)]);
}

/** The reads showing `walletId` sends (loadWallet): its balance and its transactions of `types`. */
export function walletCalls(walletId: string, types: readonly string[], currency: string): OpeningCall[] {
  const q = walletQueries(walletId, types, currency);
  return [
    { channel: 'wallet:balance', input: q.balance },
    { channel: 'wallet:transactions', input: q.transactions },
  ];
}

/** Every read opening the Wallets view sends, to price the click; null until the followed wallets are known. */
export function walletOpeningCalls(
  stores: WalletStores,
  currency: string,
  open: Pick<WalletUi, 'selectedId' | 'types'> = stores.ui.getState(),
): OpeningCall[] | null {
  const walletId = walletToOpen(open.selectedId, stores.list.getState().value);
  if (walletId === undefined) return null;
  // A lookup not on hand is read on opening: never read (the view loads it), or cleared by a mode switch (the
  // opening reads it again, readIfUnread).
  const calls: OpeningCall[] = walletLookups(stores).flatMap(([channel, store]) =>
    store.getState().value === null ? [{ channel, input: NO_QUERY }] : [],
  );
  if (walletId !== null) calls.push(...walletCalls(walletId, open.types, currency));
  return distinct([...calls, ...shownCalls(walletReloads(stores))]);
}

/**
 * The open wallet, when the service refused its balance or transactions read as invalid (400: an address that
 * cannot be on its network). Every read of it is refused the same way, so nothing should offer to spend on it.
 */
export function refusedWallet(
  stores: WalletStores,
  state: {
    selectedId: string | null;
    wallets: readonly WalletRef[] | null;
    balance: { query: Input<'wallet:balance'> | null; error: AppError | null };
    transactions: { query: Input<'wallet:transactions'> | null; error: AppError | null };
  } = {
    selectedId: stores.ui.getState().selectedId,
    wallets: stores.list.getState().value,
    balance: stores.balance.getState(),
    transactions: stores.transactions.getState(),
  },
): WalletRef | null {
  const { selectedId, wallets, balance, transactions } = state;
  if (selectedId === null) return null;
  const refused =
    (balance.query?.walletId === selectedId && balance.error !== null && refusesTheWallet(balance.error)) ||
    (transactions.query?.walletIds.includes(selectedId) === true &&
      transactions.error !== null &&
      refusesTheWallet(transactions.error));
  return refused ? (wallets?.find((w) => w.id === selectedId) ?? null) : null;
}

/**
 * Reads the view again: on data:changed through the cache; for the Refresh button (`refresh: true`) the balance
 * and transactions are asked of the service, whatever the cache holds.
 */
export function reloadWallets(stores: WalletStores, live: { refresh?: boolean } = {}): Promise<unknown> {
  return Promise.all([stores.list.reload(), ...walletReloads(stores).map(([, store]) => store.reload(live))]);
}

/**
 * What opening the view reads again after a mode switch cleared it (folio-context.tsx readIfUnread): the lookups
 * and the open wallet's reads, as its link prices them. Never the balance or transactions of a wallet no longer
 * open: the switch closes it, and the view opens the first followed wallet of the new account itself.
 */
export function walletViewReloads(stores: WalletStores): { reload(): Promise<void> }[] {
  return [...walletLookups(stores), ...walletReloads(stores)].map(([, store]) => store);
}

/** The open wallet's reads reloadWallets reads again, each store with its channel (the list, local, besides). */
function walletReloads(stores: WalletStores) {
  const balance = ['wallet:balance', stores.balance] as const;
  const transactions = ['wallet:transactions', stores.transactions] as const;
  // With no wallet open (the last one was removed) the balance and transactions stores still hold its queries:
  // reading them again would spend credits on a wallet no longer followed.
  if (stores.ui.getState().selectedId === null) return [];
  // A wallet the service refused is refused again: its reads would only spend credits (see refusedWallet).
  if (refusedWallet(stores) !== null) return [];
  // A sync of the open wallet under way reads its transactions when it ends (sync:progress): read now, they would
  // be paid for twice within seconds.
  if (syncOf(stores.sync.getState(), stores.ui.getState().selectedId).running) return [balance];
  return [balance, transactions];
}

/**
 * The sync the store holds as it concerns `walletId`: the store keeps the last sync seen, which may be another
 * wallet's (the one open before); its line, its Cancel and its error are that wallet's, not this one's. A sync
 * still running after the window was reloaded arrives as progress events only, without the id a press here
 * kept: it is running all the same, and cancelled by the id its progress carries.
 */
export function syncOf(
  sync: SyncStatus,
  walletId: string | null,
): { syncId: string | null; progress: SyncProgress | null; error: AppError | null; running: boolean } {
  const covered = sync.progress?.walletIds ?? sync.walletIds;
  if (walletId === null || !covered.includes(walletId)) {
    return { syncId: null, progress: null, error: null, running: false };
  }
  const syncId = sync.syncId ?? sync.progress?.syncId ?? null;
  return {
    syncId,
    progress: sync.progress,
    error: sync.error,
    running: syncId !== null && !syncFinished(sync.progress),
  };
}

/** A sync that reached an end state: the transactions can be read again. */
export function syncFinished(progress: SyncProgress | null): boolean {
  return progress !== null && ['synced', 'failed', 'cancelled'].includes(progress.state);
}
