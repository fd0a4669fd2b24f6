// Wallet transaction sync on the sandbox clock: PATCH starts it, it runs a few seconds (seeded per wallet), and
// GET /wallet/transactions answers 409 until a sync has finished.
import { deriveSeed } from '../core/prng';
import { walletKey, type SandboxState } from '../core/state';
import type { WalletRef } from './wallet-params';

export type SyncStatus = 'syncing' | 'synced';

/** 3 to 8 seconds of sandbox time, fixed per wallet and seed. */
export function syncDuration(seed: number, ref: WalletRef): number {
  return 3000 + (deriveSeed(seed, 'sync', ref.chain.connectionId, ref.address.toLowerCase()) % 5001);
}

/**
 * A wallet never synced reports `synced`: its balances are indexed; only its transactions wait for a PATCH
 * (that is what the 409 says). During a sync it reports `syncing`.
 */
export function syncStatus(state: SandboxState, ref: WalletRef): SyncStatus {
  const sync = state.syncs.get(walletKey(ref.chain.connectionId, ref.address));
  return sync && state.clock.now() < sync.finishesAt ? 'syncing' : 'synced';
}

export function transactionsReady(state: SandboxState, ref: WalletRef): boolean {
  const sync = state.syncs.get(walletKey(ref.chain.connectionId, ref.address));
  if (!sync) return false;
  return state.clock.now() >= sync.finishesAt || sync.previousFinishedAt !== undefined;
}

export function startSync(state: SandboxState, seed: number, ref: WalletRef): void {
  const key = walletKey(ref.chain.connectionId, ref.address);
  const now = state.clock.now();
  const current = state.syncs.get(key);
  if (current && now < current.finishesAt) return; // already running: a second PATCH does not restart it
  state.syncs.set(key, {
    startedAt: now,
    finishesAt: now + syncDuration(seed, ref),
    ...(current ? { previousFinishedAt: current.finishesAt } : {}),
  });
}
