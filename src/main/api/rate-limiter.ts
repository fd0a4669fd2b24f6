import type { Clock } from '../lib/effects';

// Keeps request starts within the plan's rate: at most `rate` starts in any window of `windowMs`. Waiters are
// served first come, first served by one pump, so a burst of 100 UI reads becomes an even stream instead of a
// burst of 429s. The window carries a margin over one second because the service counts arrivals, not starts.

export interface RateLimiter {
  /** Resolves when the caller may start a request; rejects with the signal's reason when aborted first. */
  acquire(signal?: AbortSignal): Promise<void>;
  /** Requests per second; applies to the next start. */
  setRate(perSecond: number): void;
  /** Holds every start until `ms` from now (after a 429: the service sends no Retry-After). */
  pause(ms: number): void;
  readonly rate: number;
  /** Callers waiting for a slot. */
  readonly waiting: number;
}

/** Requests per second per plan (docs/wire-shapes.md); an unknown plan gets the Free rate. */
export function planRate(subscription: string | null | undefined): number {
  switch ((subscription ?? '').toUpperCase()) {
    case 'STARTER':
    case 'DEGEN':
      return 30;
    default:
      return 2;
  }
}

interface Waiter {
  resolve: () => void;
  reject: (reason: unknown) => void;
  signal: AbortSignal | undefined;
  onAbort: () => void;
}

export function createRateLimiter(options: {
  clock: Clock;
  perSecond: number;
  windowMs?: number;
}): RateLimiter {
  const { clock } = options;
  const windowMs = options.windowMs ?? 1100;
  let rate = Math.max(1, options.perSecond);
  let pausedUntil = 0;
  /** Start times of the most recent requests, oldest first; never longer than `rate`. */
  const starts: number[] = [];
  const queue: Waiter[] = [];
  let pumping = false;

  /** Milliseconds until the head of the queue may start; 0 when a slot is free now. */
  const delayUntilSlot = (now: number): number => {
    while (starts.length > 0 && (starts[0] ?? 0) <= now - windowMs) starts.shift();
    const pauseLeft = Math.max(0, pausedUntil - now);
    if (starts.length < rate) return pauseLeft;
    const oldest = starts[starts.length - rate] ?? now;
    return Math.max(pauseLeft, oldest + windowMs - now);
  };

  const pump = async () => {
    if (pumping) return;
    pumping = true;
    try {
      while (queue.length > 0) {
        const wait = delayUntilSlot(clock.now());
        if (wait > 0) {
          await clock.sleep(wait);
          continue;
        }
        const waiter = queue.shift();
        if (!waiter) break;
        waiter.signal?.removeEventListener('abort', waiter.onAbort);
        starts.push(clock.now());
        if (starts.length > rate) starts.splice(0, starts.length - rate);
        waiter.resolve();
      }
    } finally {
      pumping = false;
    }
  };

  return {
    acquire(signal) {
      if (signal?.aborted) return Promise.reject(signal.reason);
      return new Promise<void>((resolve, reject) => {
        const waiter: Waiter = {
          resolve,
          reject,
          signal,
          onAbort: () => {
            const index = queue.indexOf(waiter);
            if (index >= 0) queue.splice(index, 1);
            reject(signal?.reason);
          },
        };
        signal?.addEventListener('abort', waiter.onAbort, { once: true });
        queue.push(waiter);
        void pump();
      });
    },
    setRate(perSecond) {
      rate = Math.max(1, Math.floor(perSecond));
    },
    pause(ms) {
      pausedUntil = Math.max(pausedUntil, clock.now() + ms);
    },
    get rate() {
      return rate;
    },
    get waiting() {
      return queue.length;
    },
  };
}
