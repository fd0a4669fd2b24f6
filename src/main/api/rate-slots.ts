import type { Clock } from '../lib/effects';
import { PRIORITY, RANK, type Priority, type Rank } from './read-context';

// The rate limiter's window and queue as plain functions over one state: slots held until `windowMs` after their
// answer, and waiters let through by priority as slots free up. The rate itself is set by rate-limiter.ts.

export interface ReleaseOutcome {
  /** False when the request never reached the service (connection refused, DNS): its slot is not held. */
  reached: boolean;
}

export type Release = (outcome?: ReleaseOutcome) => void;

interface Waiter {
  resolve: (release: Release) => void;
  reject: (reason: unknown) => void;
  signal: AbortSignal | undefined;
  priority: number;
  onAbort: () => void;
}

/** A request's hold on the rate: `doneAt` is null while it is in flight. */
interface Slot {
  startedAt: number;
  doneAt: number | null;
}

export interface LimiterState {
  clock: Clock;
  windowMs: number;
  rate: number;
  pausedUntil: number;
  slots: Slot[];
  queue: Waiter[];
  pumping: boolean;
  /** Wakes the pump when every slot was in flight and one is released, or the queue changed. */
  wake: (() => void) | null;
}

/** Milliseconds until a request may start with `capacity` slots: 0 now, Infinity until one finishes. */
function delayUntilSlot(state: LimiterState, now: number, capacity: number): number {
  const { windowMs } = state;
  state.slots = state.slots.filter((slot) => slot.doneAt === null || slot.doneAt > now - windowMs);
  const pauseLeft = Math.max(0, state.pausedUntil - now);
  if (state.slots.length < capacity) return pauseLeft;
  const frees = state.slots
    .filter((slot) => slot.doneAt !== null)
    .map((slot) => (slot.doneAt ?? 0) + windowMs - now)
    .sort((a, b) => a - b);
  // Enough slots must free up to get back under the rate (more than one after the rate was lowered).
  const needed = state.slots.length - capacity + 1;
  const freeAt = frees[needed - 1];
  return freeAt === undefined ? Infinity : Math.max(pauseLeft, freeAt);
}

function grant(state: LimiterState): Release {
  const slot: Slot = { startedAt: state.clock.now(), doneAt: null };
  state.slots.push(slot);
  return (outcome) => {
    if (slot.doneAt !== null) return;
    if (outcome && !outcome.reached) {
      // The service never saw it: no arrival to keep apart from the next one.
      state.slots = state.slots.filter((s) => s !== slot);
      slot.doneAt = 0;
    } else {
      slot.doneAt = state.clock.now();
    }
    state.wake?.();
  };
}

/** A reconciliation leaves one slot for the user (on any plan with more than one). */
const capacityFor = (state: LimiterState, waiter: Waiter) =>
  waiter.priority >= PRIORITY.reconcile && state.rate > 1 ? state.rate - 1 : state.rate;

async function pump(state: LimiterState): Promise<void> {
  if (state.pumping) return;
  state.pumping = true;
  try {
    while (state.queue.length > 0) {
      const head = state.queue[0];
      if (!head) break;
      const wait = delayUntilSlot(state, state.clock.now(), capacityFor(state, head));
      if (wait === Infinity) {
        await new Promise<void>((resolve) => (state.wake = resolve));
        state.wake = null;
        continue;
      }
      if (wait > 0) {
        // A user read that arrives meanwhile is looked at again after this wait: sleeps are short (< 1 window).
        await state.clock.sleep(wait);
        continue;
      }
      state.queue.shift();
      head.signal?.removeEventListener('abort', head.onAbort);
      head.resolve(grant(state));
    }
  } finally {
    state.pumping = false;
  }
}

/** Stable insertion by priority: first come, first served within a class. */
function enqueue(state: LimiterState, waiter: Waiter): void {
  const at = state.queue.findIndex((other) => other.priority > waiter.priority);
  if (at < 0) state.queue.push(waiter);
  else state.queue.splice(at, 0, waiter);
  // A sleeping pump re-evaluates the new head when it wakes; one waiting on a release is woken now.
  state.wake?.();
}

export function acquireSlot(
  state: LimiterState,
  signal: AbortSignal | undefined,
  priority: Priority,
  rank: Rank,
): Promise<Release> {
  if (signal?.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const waiter: Waiter = {
      resolve,
      reject,
      signal,
      // Ranks order reads within a class and never cross classes (a rank is below 1).
      priority: PRIORITY[priority] + RANK[rank] / 10,
      onAbort: () => {
        const index = state.queue.indexOf(waiter);
        if (index >= 0) state.queue.splice(index, 1);
        reject(signal?.reason);
      },
    };
    signal?.addEventListener('abort', waiter.onAbort, { once: true });
    enqueue(state, waiter);
    void pump(state);
  });
}

/** Requests started within the last window. */
export const startedWithinWindow = (state: LimiterState, now: number) =>
  state.slots.filter((slot) => slot.startedAt > now - state.windowMs).length;
