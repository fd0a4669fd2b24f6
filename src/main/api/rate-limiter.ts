import type { Clock } from '../lib/effects';
import type { Priority, Rank } from './read-context';
import { acquireSlot, startedWithinWindow, type LimiterState, type ReleaseOutcome } from './rate-slots';

// At most `rate` requests in any `windowMs`, as the service counts them: a slot is held until `windowMs` after the
// answer, since the request arrived at some unknown moment before it (one that never reached the service frees its
// slot at once). Waiters go by priority (view, background, credit check), a credit check only with a slot to spare.

export type { ReleaseOutcome } from './rate-slots';

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

export function createRateLimiter(options: {
  clock: Clock;
  perSecond: number;
  windowMs?: number;
  /** Start learning the rate (the plan is unknown). */
  learn?: boolean;
}): RateLimiter {
  const { clock } = options;
  const state: LimiterState = {
    clock,
    windowMs: options.windowMs ?? 1050,
    rate: Math.max(1, Math.floor(options.perSecond)),
    pausedUntil: 0,
    slots: [],
    queue: [],
    pumping: false,
    wake: null,
  };
  let learning = options.learn ?? false;
  let acceptedInRow = 0;

  return {
    acquire: (signal, priority = 'user', rank = 'table') => acquireSlot(state, signal, priority, rank),
    setRate(perSecond) {
      state.rate = Math.max(1, Math.floor(perSecond));
      learning = false;
      state.wake?.();
    },
    adoptPlan(subscription) {
      const known = knownPlanRate(subscription);
      if (known !== null) {
        state.rate = known;
        learning = false;
      } else if (!learning) {
        learning = true;
        acceptedInRow = 0;
      }
      state.wake?.();
    },
    rateLimited(waitMs) {
      const now = clock.now();
      state.pausedUntil = Math.max(state.pausedUntil, now + waitMs);
      acceptedInRow = 0;
      if (!learning) return;
      // The requests started within the last window were more than the service allows: settle one below them.
      state.rate = Math.max(1, Math.min(state.rate - 1, startedWithinWindow(state, now) - 1));
    },
    accepted() {
      if (!learning) return;
      acceptedInRow += 1;
      if (acceptedInRow >= LEARN_STEP_AFTER && state.rate < LEARN_MAX_RATE) {
        acceptedInRow = 0;
        state.rate += 1;
        state.wake?.();
      }
    },
    pause(ms) {
      state.pausedUntil = Math.max(state.pausedUntil, clock.now() + ms);
    },
    get rate() {
      return state.rate;
    },
    get learning() {
      return learning;
    },
    get waiting() {
      return state.queue.length;
    },
  };
}
