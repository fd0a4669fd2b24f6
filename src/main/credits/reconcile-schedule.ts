import type { AppError } from '../../shared/envelope';
import type { Clock, Logger } from '../lib/effects';

// When the meter asks the service for its figures: once a batch of requests has gone quiet for `delay`, never more
// than `maxDelay` after its first request, spaced out on the Free plan (earliestCheck), and one more round when
// requests finished during a check. Stopped with its session: nothing is sent afterwards.

export interface ReconcileScheduleDeps {
  clock: Clock;
  log: Logger;
  /** Quiet period after the last request of a batch. */
  delay: number;
  /** Longest wait after the first request of a batch. */
  maxDelay: number;
  /** Epoch ms before which a background check is not sent (the Free plan's spacing); 0 for none. */
  earliestCheck: () => number;
  /** The background check itself. */
  check: () => Promise<{ ok: true } | { ok: false; error: AppError }>;
}

export interface ReconcileSchedule {
  /**
   * Reconciles `wait` ms from now, pushed back by later requests but never past `maxDelay` after the first.
   * `urgent` (a session starting, a key changed: perhaps another account) ignores the Free plan's spacing.
   */
  schedule(wait?: number, urgent?: boolean): void;
  /** Waits for a scheduled check, unless it waits out the Free plan's spacing. */
  settled(): Promise<void>;
  stop(): void;
  /** Aborted by stop(): the session closed. */
  readonly stopping: AbortSignal;
}

/** Why a nap ended early: an urgent check wants the figures now. */
const WOKEN = 'woken for an urgent check';

export function createReconcileSchedule(deps: ReconcileScheduleDeps): ReconcileSchedule {
  const { delay, maxDelay } = deps;
  const stopping = new AbortController();
  const s = {
    /** The debounce: reconcile once no request has finished for `delay`. */
    dueAt: 0,
    /** The cap on `dueAt` for the batch being waited on. */
    latest: 0,
    loop: null as Promise<void> | null,
    reconciling: false,
    again: false,
    /** The current wait before a check; aborted to wake it for an urgent one. */
    nap: null as AbortController | null,
    /** The scheduled check waits out the Free plan's spacing: nothing to wait for in settled(). */
    deferred: false,
  };

  /** Naps until dueAt (which may move meanwhile), then checks once. */
  const run = async (now: number) => {
    for (let left = s.dueAt - now; left > 0; left = s.dueAt - deps.clock.now()) {
      // Woken by an urgent check or by stop(), which aborts the nap too: one signal, not AbortSignal.any (whose
      // weak references every start paid for before its first view's cached answers).
      s.nap = new AbortController();
      // Stopped between two naps (an urgent check woke the last, stop() came before this one): no new wait.
      if (stopping.signal.aborted) s.nap.abort(stopping.signal.reason);
      await deps.clock.sleep(left, s.nap.signal).catch((error: unknown) => {
        // Woken early by an urgent check: look at dueAt again.
        if (stopping.signal.aborted) throw error;
      });
    }
    s.nap = null;
    // Stopped while the last nap ended: a closed session sends nothing.
    if (stopping.signal.aborted) return;
    s.deferred = false;
    s.reconciling = true;
    const outcome = await deps.check();
    if (!outcome.ok) deps.log.warn('credit reconciliation failed', { code: outcome.error.code });
  };

  const schedule = (wait = delay, urgent = false) => {
    if (stopping.signal.aborted) return;
    const now = deps.clock.now();
    if (!urgent) wait = Math.max(wait, deps.earliestCheck() - now);
    s.deferred = wait > maxDelay;
    s.dueAt = s.loop && !s.reconciling ? Math.min(now + wait, s.latest) : now + wait;
    if (s.reconciling) s.again = true;
    // A reason of our own: abort() without one builds a DOMException, a stack trace included, at every start.
    if (urgent) s.nap?.abort(WOKEN);
    if (s.loop || stopping.signal.aborted) return;
    s.latest = now + Math.max(wait, maxDelay);
    s.loop = run(now)
      .catch((error: unknown) => {
        if (stopping.signal.aborted) return;
        deps.log.error('credit reconciliation crashed', {
          error: error instanceof Error ? error.message : String(error),
        });
      })
      .finally(() => {
        s.loop = null;
        s.reconciling = false;
        // Requests that finished while reconciling are not in its figures: one more round.
        if (s.again) {
          s.again = false;
          schedule();
        }
      });
  };

  return {
    schedule,
    settled: async () => {
      while (s.loop && !s.deferred) await s.loop;
    },
    stop: () => {
      const stopped = new Error('credits service stopped');
      stopping.abort(stopped);
      s.nap?.abort(stopped);
    },
    stopping: stopping.signal,
  };
}
