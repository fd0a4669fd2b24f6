import type { Clock } from '../../../src/main/lib/effects';

/** A clock that moves only when someone sleeps on it (or the test advances it): no test ever waits. */
export interface FakeClock extends Clock {
  advance(ms: number): void;
  /** Every sleep asked for, in order. */
  readonly sleeps: number[];
}

export function fakeClock(start = Date.UTC(2026, 10, 20, 12)): FakeClock {
  let now = start;
  const sleeps: number[] = [];
  return {
    now: () => now,
    async sleep(ms, signal) {
      if (signal?.aborted) throw signal.reason;
      sleeps.push(ms);
      // Let everything already due run first, as real time would, then jump.
      await new Promise((resolve) => setImmediate(resolve));
      now += ms;
    },
    advance(ms) {
      now += ms;
    },
    sleeps,
  };
}
