// Everything the sandbox remembers between requests. One object per sandbox instance (no module singletons);
// reset() puts it back to the seeded start in place, so handlers holding a reference stay valid.
import { ACCOUNTS, type AccountId } from './accounts';
import { createSandboxClock, type SandboxClock } from './clock';
import type { Portfolio, PortfolioTx } from '../data/portfolios';
import type { FaultRule } from './faults';
import { deriveSeed } from './prng';
import { createRateLimiter, type RateLimiter } from './rate-limit';

export interface CreditMonth {
  /** UTC year-month of the sandbox clock this count belongs to; a new month starts at zero. */
  monthKey: string;
  used: number;
}

export interface WalletSync {
  startedAt: number;
  finishesAt: number;
  /** When an earlier sync finished: transactions stay readable while a re-sync runs. */
  previousFinishedAt?: number;
}

export interface LedgerEntry {
  at: number;
  account: AccountId;
  path: string;
  credits: number;
  kind: 'charge' | 'refund';
}

/** What clients changed in the seeded portfolios (POST/DELETE/PATCH on /portfolio); reset drops it all. */
export interface PortfolioEdits {
  /** Portfolios connected through the API (wallet or exchange), oldest first. */
  created: Portfolio[];
  deleted: Set<string>;
  /** Transactions added to manual portfolios, in the order they were added. */
  addedTxs: PortfolioTx[];
  /** portfolioId -> when its sync finishes on the sandbox clock. */
  syncs: Map<string, number>;
  /** Numbers new ids, so two sandboxes with the same seed and calls give the same ids. */
  counter: number;
}

export interface SandboxState {
  readonly seed: number;
  readonly clock: SandboxClock;
  readonly credits: Map<AccountId, CreditMonth>;
  /** Keyed by walletKey(connectionId, address). */
  readonly syncs: Map<string, WalletSync>;
  readonly faults: FaultRule[];
  /** EIP-3009 nonces the gateway has accepted; a nonce is never accepted twice. */
  readonly usedNonces: Set<string>;
  /** Gateway auth_token cookie value -> expiry on the sandbox clock (ms). */
  readonly gatewaySessions: Map<string, number>;
  readonly rate: RateLimiter;
  /** The latest charges and refunds, newest last, for GET /__sandbox/state. */
  readonly ledger: LedgerEntry[];
  readonly portfolioEdits: PortfolioEdits;
}

export interface StateOptions {
  seed: number;
  startMs: number;
  realNow: () => number;
  /** Wallets whose transactions are already synced at the seeded start. */
  syncedWallets: readonly { connectionId: string; address: string }[];
}

export const LEDGER_LIMIT = 500;

export function walletKey(connectionId: string, address: string): string {
  return `${connectionId}:${address.toLowerCase()}`;
}

export function monthKeyOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 7);
}

/** Credits already used this month at the start, so the numbers look lived-in and differ per seed. */
function seededUsed(seed: number, account: AccountId): number {
  const spread = { free: 3_000, starter: 80_000, premium: 400_000 }[account];
  return 500 + (deriveSeed(seed, 'credits-used', account) % spread);
}

export function createState(options: StateOptions): SandboxState {
  const state: SandboxState = {
    seed: options.seed,
    clock: createSandboxClock(options.startMs),
    credits: new Map(),
    syncs: new Map(),
    faults: [],
    usedNonces: new Set(),
    gatewaySessions: new Map(),
    rate: createRateLimiter(options.realNow),
    ledger: [],
    portfolioEdits: { created: [], deleted: new Set(), addedTxs: [], syncs: new Map(), counter: 0 },
  };
  resetState(state, options);
  return state;
}

export function resetState(state: SandboxState, options: StateOptions): void {
  state.clock.set(options.startMs);
  state.credits.clear();
  for (const account of ACCOUNTS) {
    state.credits.set(account.id, {
      monthKey: monthKeyOf(options.startMs),
      used: seededUsed(options.seed, account.id),
    });
  }
  state.syncs.clear();
  for (const wallet of options.syncedWallets) {
    const startedAt = options.startMs - 86_400_000;
    state.syncs.set(walletKey(wallet.connectionId, wallet.address), {
      startedAt,
      finishesAt: startedAt + 5_000,
    });
  }
  state.faults.length = 0;
  state.usedNonces.clear();
  state.gatewaySessions.clear();
  state.rate.clear();
  state.ledger.length = 0;
  const edits = state.portfolioEdits;
  edits.created.length = 0;
  edits.deleted.clear();
  edits.addedTxs.length = 0;
  edits.syncs.clear();
  edits.counter = 0;
}
