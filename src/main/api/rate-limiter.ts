import type { Clock } from '../lib/effects';

// Keeps requests within the plan's rate as the service counts them: at most `rate` requests in any window of
// `windowMs`. A slot is held from the start of a request until `windowMs` after its answer arrived, because the
// service counts arrivals and the client cannot know when its request arrived, only that it was before the answer
// (a first request on a new connection can take 150 ms longer than the next). Waiters are served first come,
// first served by one pump, so a burst of 100 UI reads becomes an even stream instead of a burst of 429s.

export interface RateLimiter {
  /**
   * Resolves when the caller may send; call the returned release() once the answer (or failure) is in. Rejects
   * with the signal's reason when aborted first.
   */
  acquire(signal?: AbortSignal): Promise<() => void>;
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
  resolve: (release: () => void) => void;
  reject: (reason: unknown) => void;
  signal: AbortSignal | undefined;
  onAbort: () => void;
}

/** A request's hold on the rate: `doneAt` is null while it is in flight. */
interface Slot {
  doneAt: number | null;
}

export function createRateLimiter(options: {
  clock: Clock;
  perSecond: number;
  windowMs?: number;
}): RateLimiter {
  const { clock } = options;
  const windowMs = options.windowMs ?? 1050;
  let rate = Math.max(1, Math.floor(options.perSecond));
  let pausedUntil = 0;
  let slots: Slot[] = [];
  const queue: Waiter[] = [];
  let pumping = false;
  /** Wakes the pump when every slot was in flight and one is released. */
  let wake: (() => void) | null = null;

  /** Milliseconds until the head of the queue may start: 0 now, Infinity until a request finishes. */
  const delayUntilSlot = (now: number): number => {
    slots = slots.filter((slot) => slot.doneAt === null || slot.doneAt > now - windowMs);
    const pauseLeft = Math.max(0, pausedUntil - now);
    if (slots.length < rate) return pauseLeft;
    const frees = slots
      .filter((slot) => slot.doneAt !== null)
      .map((slot) => (slot.doneAt ?? 0) + windowMs - now)
      .sort((a, b) => a - b);
    // Enough slots must free up to get back under the rate (more than one after the rate was lowered).
    const needed = slots.length - rate + 1;
    const freeAt = frees[needed - 1];
    return freeAt === undefined ? Infinity : Math.max(pauseLeft, freeAt);
  };

  const grant = (): (() => void) => {
    const slot: Slot = { doneAt: null };
    slots.push(slot);
    return () => {
      if (slot.doneAt !== null) return;
      slot.doneAt = clock.now();
      wake?.();
    };
  };

  const pump = async () => {
    if (pumping) return;
    pumping = true;
    try {
      while (queue.length > 0) {
        const wait = delayUntilSlot(clock.now());
        if (wait === Infinity) {
          await new Promise<void>((resolve) => (wake = resolve));
          wake = null;
          continue;
        }
        if (wait > 0) {
          await clock.sleep(wait);
          continue;
        }
        const waiter = queue.shift();
        if (!waiter) break;
        waiter.signal?.removeEventListener('abort', waiter.onAbort);
        waiter.resolve(grant());
      }
    } finally {
      pumping = false;
    }
  };

  return {
    acquire(signal) {
      if (signal?.aborted) return Promise.reject(signal.reason);
      return new Promise<() => void>((resolve, reject) => {
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
      wake?.();
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
