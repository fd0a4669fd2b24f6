// Wallet transaction sync on the sandbox clock: PATCH starts it, it runs a few seconds (seeded per wallet), and
// GET /wallet/transactions answers 409 until a sync has finished.
import { ApiError } from '../core/errors';
import { deriveSeed } from '../core/prng';
import { walletKey, type SandboxState } from '../core/state';
import type { WalletRef } from './wallet-params';

export type SyncStatus = 'syncing' | 'synced';

export const NOT_SYNCED_MESSAGE = 'Transactions not synced. Please call PATCH /wallet/transactions first';

/** 3 to 8 seconds of sandbox time, fixed per wallet and seed. */
export function syncDuration(seed: number, ref: WalletRef): number {
  return 3000 + (deriveSeed(seed, 'sync', ref.chain.connectionId, ref.address.toLowerCase()) % 5001);
}

/**
 * `syncing` while a sync runs, `synced` once one has finished. A wallet never synced has no status to report:
 * the documented values are only these two, and `synced` would contradict the 409 its transactions answer, so
 * it answers that same 409 (start a sync first).
 */
export function syncStatus(state: SandboxState, ref: WalletRef): SyncStatus {
  const sync = state.syncs.get(walletKey(ref.chain.connectionId, ref.address));
  if (!sync) throw new ApiError(409, NOT_SYNCED_MESSAGE);
  return state.clock.now() < sync.finishesAt ? 'syncing' : 'synced';
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
