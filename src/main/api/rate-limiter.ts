import type { Clock } from '../lib/effects';
import { PRIORITY, RANK, type Priority, type Rank } from './read-context';

// At most `rate` requests in any `windowMs`, as the service counts them: a slot is held until `windowMs` after the
// answer, since the request arrived at some unknown moment before it (one that never reached the service frees its
// slot at once). Waiters go by priority (view, background, credit check), a credit check only with a slot to spare.

export interface ReleaseOutcome {
  /** False when the request never reached the service (connection refused, DNS): its slot is not held. */
  reached: boolean;
}

export interface RateLimiter {
  /**
   * Resolves when the caller may send; call the returned release() once the answer (or failure) is in. Rejects
   * with the signal's reason when aborted first.
   */
  acquire(
    signal?: AbortSignal,
    priority?: Priority,
    rank?: Rank,
  ): Promise<(outcome?: ReleaseOutcome) => void>;
  /** Requests per second; applies to the next start. Stops learning. */
  setRate(perSecond: number): void;
  /**
   * The plan named by /usage/credits: a known plan sets its documented rate; an unknown one (or none) keeps the
   * current rate and learns the real one from the service's 429 answers.
   */
  adoptPlan(subscription: string | null | undefined): void;
  /** The service answered 429 for the rate: hold every start for `waitMs` (Retry-After when sent) and, when
   * learning, settle below what the service just refused. */
  rateLimited(waitMs: number): void;
  /** A request was accepted (2xx): while learning, enough of them in a row try one more request per second. */
  accepted(): void;
  /** Holds every start until `ms` from now. */
  pause(ms: number): void;
  readonly rate: number;
  /** True while the rate is being learned from 429 answers (unknown plan). */
  readonly learning: boolean;
  /** Callers waiting for a slot. */
  readonly waiting: number;
}

/** Requests per second of the plans the documentation names (service.md §8), or null for any other plan. */
export function knownPlanRate(subscription: string | null | undefined): number | null {
  switch ((subscription ?? '').toUpperCase()) {
    case 'FREE':
      return 2;
    case 'STARTER':
    case 'DEGEN':
      return 30;
    default:
      return null;
  }
}

/** Requests per second per plan; an unknown plan starts at the Free rate (and is then learned). */
export function planRate(subscription: string | null | undefined): number {
  return knownPlanRate(subscription) ?? 2;
}

/** Accepted requests in a row, while learning, before one more request per second is tried. */
const LEARN_STEP_AFTER = 20;
const LEARN_MAX_RATE = 100;

interface Waiter {
  resolve: (release: (outcome?: ReleaseOutcome) => void) => void;
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

export function createRateLimiter(options: {
  clock: Clock;
  perSecond: number;
  windowMs?: number;
  /** Start learning the rate (the plan is unknown). */
  learn?: boolean;
}): RateLimiter {
  const { clock } = options;
  const windowMs = options.windowMs ?? 1050;
  let rate = Math.max(1, Math.floor(options.perSecond));
  let learning = options.learn ?? false;
  let acceptedInRow = 0;
  let pausedUntil = 0;
  let slots: Slot[] = [];
  const queue: Waiter[] = [];
  let pumping = false;
  /** Wakes the pump when every slot was in flight and one is released, or the queue changed. */
  let wake: (() => void) | null = null;

  /** Milliseconds until a request may start with `capacity` slots: 0 now, Infinity until one finishes. */
  const delayUntilSlot = (now: number, capacity: number): number => {
    slots = slots.filter((slot) => slot.doneAt === null || slot.doneAt > now - windowMs);
    const pauseLeft = Math.max(0, pausedUntil - now);
    if (slots.length < capacity) return pauseLeft;
    const frees = slots
      .filter((slot) => slot.doneAt !== null)
      .map((slot) => (slot.doneAt ?? 0) + windowMs - now)
      .sort((a, b) => a - b);
    // Enough slots must free up to get back under the rate (more than one after the rate was lowered).
    const needed = slots.length - capacity + 1;
    const freeAt = frees[needed - 1];
    return freeAt === undefined ? Infinity : Math.max(pauseLeft, freeAt);
  };

  const grant = (): ((outcome?: ReleaseOutcome) => void) => {
    const slot: Slot = { startedAt: clock.now(), doneAt: null };
    slots.push(slot);
    return (outcome) => {
      if (slot.doneAt !== null) return;
      if (outcome && !outcome.reached) {
        // The service never saw it: no arrival to keep apart from the next one.
        slots = slots.filter((s) => s !== slot);
        slot.doneAt = 0;
      } else {
        slot.doneAt = clock.now();
      }
      wake?.();
    };
  };

  /** A reconciliation leaves one slot for the user (on any plan with more than one). */
  const capacityFor = (waiter: Waiter) =>
    waiter.priority >= PRIORITY.reconcile && rate > 1 ? rate - 1 : rate;

  const pump = async () => {
    if (pumping) return;
    pumping = true;
    try {
      while (queue.length > 0) {
        const head = queue[0];
        if (!head) break;
        const wait = delayUntilSlot(clock.now(), capacityFor(head));
        if (wait === Infinity) {
          await new Promise<void>((resolve) => (wake = resolve));
          wake = null;
          continue;
        }
        if (wait > 0) {
          // A user read that arrives meanwhile is looked at again after this wait: sleeps are short (< 1 window).
          await clock.sleep(wait);
          continue;
        }
        queue.shift();
        head.signal?.removeEventListener('abort', head.onAbort);
        head.resolve(grant());
      }
    } finally {
      pumping = false;
    }
  };

  /** Stable insertion by priority: first come, first served within a class. */
  const enqueue = (waiter: Waiter) => {
    const at = queue.findIndex((other) => other.priority > waiter.priority);
    if (at < 0) queue.push(waiter);
    else queue.splice(at, 0, waiter);
    // A sleeping pump re-evaluates the new head when it wakes; one waiting on a release is woken now.
    wake?.();
  };

  return {
    acquire(signal, priority = 'user', rank = 'table') {
      if (signal?.aborted) return Promise.reject(signal.reason);
      return new Promise((resolve, reject) => {
        const waiter: Waiter = {
          resolve,
          reject,
          signal,
          // Ranks order reads within a class and never cross classes (a rank is below 1).
          priority: PRIORITY[priority] + RANK[rank] / 10,
          onAbort: () => {
            const index = queue.indexOf(waiter);
            if (index >= 0) queue.splice(index, 1);
            reject(signal?.reason);
          },
        };
        signal?.addEventListener('abort', waiter.onAbort, { once: true });
        enqueue(waiter);
        void pump();
      });
    },
    setRate(perSecond) {
      rate = Math.max(1, Math.floor(perSecond));
      learning = false;
      wake?.();
    },
    adoptPlan(subscription) {
      const known = knownPlanRate(subscription);
      if (known !== null) {
        rate = known;
        learning = false;
      } else if (!learning) {
        learning = true;
        acceptedInRow = 0;
      }
      wake?.();
    },
    rateLimited(waitMs) {
      const now = clock.now();
      pausedUntil = Math.max(pausedUntil, now + waitMs);
      acceptedInRow = 0;
      if (!learning) return;
      // The requests started within the last window were more than the service allows: settle one below them.
      const recent = slots.filter((slot) => slot.startedAt > now - windowMs).length;
      rate = Math.max(1, Math.min(rate - 1, recent - 1));
    },
    accepted() {
      if (!learning) return;
      acceptedInRow += 1;
      if (acceptedInRow >= LEARN_STEP_AFTER && rate < LEARN_MAX_RATE) {
        acceptedInRow = 0;
        rate += 1;
        wake?.();
      }
    },
    pause(ms) {
      pausedUntil = Math.max(pausedUntil, clock.now() + ms);
    },
    get rate() {
      return rate;
    },
    get learning() {
      return learning;
    },
    get waiting() {
      return queue.length;
    },
  };
}
