import type { SyncProgress, SyncState, WalletRef } from '../../shared/domain/wallet';
import type { AppError, Say } from '../../shared/envelope';
import type { Clock } from '../lib/effects';

// Wallet transaction sync (DESIGN.md sync/): PATCH sync once for every wallet, poll each wallet's status with
// backoff until it reports synced, re-read the transactions, and report each step as a sync:progress event.

export type Outcome<T> = { ok: true; value: T } | { ok: false; error: AppError };

/** The service calls the sync needs; the wallet endpoint module provides them. */
export interface SyncTransport {
  /** One PATCH for all wallets (query for one, body for several); answers the service's status string. */
  patch(wallets: readonly WalletRef[], allNetworks: boolean): Promise<Outcome<string>>;
  status(wallet: WalletRef): Promise<Outcome<string>>;
  /** Reads the transactions again once synced, so the next view answers from a fresh cache. */
  reread(wallets: readonly WalletRef[]): Promise<void>;
}

export interface SyncOptions {
  transport: SyncTransport;
  clock: Clock;
  emit(progress: SyncProgress): void;
  newId(): string;
  /** Waits between status polls: doubled each round up to the cap. */
  firstDelayMs?: number;
  maxDelayMs?: number;
  /** A sync still running after this long is reported failed (the service keeps syncing on its side). */
  giveUpAfterMs?: number;
}

/** The poll schedule when none is given: 2 s, then doubling to 30 s, given up after 10 minutes. */
export const DEFAULT_SCHEDULE = { firstDelayMs: 2_000, maxDelayMs: 30_000, giveUpAfterMs: 10 * 60_000 };

/**
 * How long the service typically takes to sync a wallet's transactions; the sandbox takes 3 to 8 s. The cost
 * preview counts the status checks a sync this long makes.
 */
export const TYPICAL_SYNC_MS = 8_000;

/** The status checks of one wallet whose sync takes `syncMs`: one per round until the waits add up to it. */
export function expectedChecks(
  syncMs: number,
  schedule: { firstDelayMs?: number; maxDelayMs?: number } = {},
): number {
  const first = schedule.firstDelayMs ?? DEFAULT_SCHEDULE.firstDelayMs;
  const cap = schedule.maxDelayMs ?? DEFAULT_SCHEDULE.maxDelayMs;
  let checks = 0;
  for (let waited = 0, delay = first; ; delay = Math.min(delay * 2, cap)) {
    waited += delay;
    checks += 1;
    if (waited >= syncMs) return checks;
  }
}

/** How many finished syncs keep their final progress for settled(). */
const KEEP_FINISHED = 20;

export interface SyncManager {
  /** Sends the PATCH; on success polls in the background and answers the sync's id at once. */
  start(wallets: readonly WalletRef[], allNetworks: boolean): Promise<Outcome<{ syncId: string }>>;
  cancel(syncId: string): boolean;
  /** The final progress of a sync (for tests and shutdown); null for an unknown id. */
  settled(syncId: string): Promise<SyncProgress> | null;
  close(): Promise<void>;
}

export const isSynced = (status: string) => status.toLowerCase() === 'synced';

/** What the manager keeps: its options with the schedule filled in, and the syncs under way. */
interface Manager {
  options: SyncOptions;
  firstDelay: number;
  maxDelay: number;
  giveUpAfter: number;
  /** Wallet id -> the sync that covers it, from the moment its PATCH is about to be sent until it settles. */
  claims: Map<string, string>;
  aborts: Map<string, AbortController>;
  finished: Map<string, Promise<SyncProgress>>;
}

interface Run {
  syncId: string;
  wallets: WalletRef[];
  startedAt: number;
  signal: AbortSignal;
}

function report(
  m: Manager,
  run: Run,
  state: SyncState,
  polls: number,
  said: { message: string; say?: Say | undefined },
): SyncProgress {
  const progress: SyncProgress = {
    syncId: run.syncId,
    walletIds: run.wallets.map((w) => w.id),
    state,
    polls,
    elapsedMs: m.options.clock.now() - run.startedAt,
    message: said.message,
    ...(said.say ? { say: said.say } : {}),
  };
  m.options.emit(progress);
  return progress;
}

/** Polls each wallet's status with backoff until all are synced, then reads the transactions again. */
async function poll(m: Manager, run: Run, alreadySynced: boolean): Promise<SyncProgress> {
  const { clock, transport } = m.options;
  const { wallets, signal } = run;
  let polls = 0;
  const pending = new Map(alreadySynced ? [] : wallets.map((w) => [w.id, w]));
  try {
    for (let delay = m.firstDelay; pending.size > 0; delay = Math.min(delay * 2, m.maxDelay)) {
      if (clock.now() - run.startedAt >= m.giveUpAfter) {
        const message = 'The service is still syncing. Try reading the transactions later.';
        return report(m, run, 'failed', polls, { message, say: { id: 'sync.stillSyncing' } });
      }
      await clock.sleep(delay, signal);
      for (const wallet of [...pending.values()]) {
        const answer = await transport.status(wallet);
        polls += 1;
        if (signal.aborted) throw signal.reason;
        if (!answer.ok) return report(m, run, 'failed', polls, answer.error);
        if (isSynced(answer.value)) pending.delete(wallet.id);
      }
      if (pending.size > 0) {
        const counts = { done: String(wallets.length - pending.size), total: String(wallets.length) };
        const message = `${counts.done} of ${counts.total} synced`;
        report(m, run, 'syncing', polls, { message, say: { id: 'sync.someSynced', values: counts } });
      }
    }
    await transport.reread(wallets);
    const message = 'the transactions are read again and shown below.';
    return report(m, run, 'synced', polls, { message, say: { id: 'sync.readAgain' } });
  } catch (error) {
    if (signal.aborted)
      return report(m, run, 'cancelled', polls, {
        message: 'Sync cancelled; the service may finish it anyway.',
        say: { id: 'sync.cancelled' },
      });
    const detail = error instanceof Error ? error.message : String(error);
    return report(m, run, 'failed', polls, {
      message: `The sync stopped unexpectedly: ${detail}`,
      say: { id: 'sync.stopped', values: { detail } },
    });
  }
}

async function start(
  m: Manager,
  requested: readonly WalletRef[],
  allNetworks: boolean,
): Promise<Outcome<{ syncId: string }>> {
  const { clock, emit } = m.options;
  // A wallet already being synced is not synced twice; asked only for such wallets, answer that sync.
  const wallets = requested.filter((w) => !m.claims.has(w.id));
  const existing = requested[0] ? m.claims.get(requested[0].id) : undefined;
  if (wallets.length === 0 && existing) return { ok: true, value: { syncId: existing } };
  const syncId = m.options.newId();
  const release = () => wallets.forEach((w) => m.claims.delete(w.id));
  wallets.forEach((w) => m.claims.set(w.id, syncId));
  const startedAt = clock.now();
  const base = { syncId, walletIds: wallets.map((w) => w.id), polls: 0 };
  emit({
    ...base,
    state: 'starting',
    elapsedMs: 0,
    message: `Starting sync of ${wallets.length === 1 ? 'one wallet' : `${wallets.length} wallets`}.`,
    say: { id: 'sync.starting', values: { count: wallets.length, n: String(wallets.length) } },
  });
  const patched = await m.options.transport.patch(wallets, allNetworks);
  if (!patched.ok) {
    release();
    const { message, say } = patched.error;
    emit({ ...base, state: 'failed', elapsedMs: clock.now() - startedAt, message, ...(say ? { say } : {}) });
    return patched;
  }
  const abort = new AbortController();
  m.aborts.set(syncId, abort);
  const run: Run = { syncId, wallets, startedAt, signal: abort.signal };
  const done = poll(m, run, isSynced(patched.value)).finally(() => {
    release();
    m.aborts.delete(syncId);
  });
  m.finished.set(syncId, done);
  for (const old of m.finished.keys()) {
    if (m.finished.size <= KEEP_FINISHED) break;
    if (!m.aborts.has(old)) m.finished.delete(old);
  }
  return { ok: true, value: { syncId } };
}

export function createSyncManager(options: SyncOptions): SyncManager {
  const m: Manager = {
    options,
    firstDelay: options.firstDelayMs ?? DEFAULT_SCHEDULE.firstDelayMs,
    maxDelay: options.maxDelayMs ?? DEFAULT_SCHEDULE.maxDelayMs,
    giveUpAfter: options.giveUpAfterMs ?? DEFAULT_SCHEDULE.giveUpAfterMs,
    claims: new Map(),
    aborts: new Map(),
    finished: new Map(),
  };
  return {
    start: (requested, allNetworks) => start(m, requested, allNetworks),
    cancel(syncId) {
      const abort = m.aborts.get(syncId);
      if (!abort) return false;
      abort.abort(new Error('cancelled'));
      return true;
    },
    settled: (syncId) => m.finished.get(syncId) ?? null,
    async close() {
      for (const abort of m.aborts.values()) abort.abort(new Error('closing'));
      await Promise.allSettled([...m.finished.values()]);
    },
  };
}
