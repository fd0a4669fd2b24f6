import type { Clock } from '../../../src/main/lib/effects';

/** A clock whose sleep returns at once after moving time forward: polls and backoff run without real waiting. */
export function steppingClock(start = Date.UTC(2026, 10, 22)): Clock & { sleeps: number[] } {
  let now = start;
  const sleeps: number[] = [];
  return {
    sleeps,
    now: () => now,
    async sleep(ms, signal) {
      if (signal?.aborted) throw signal.reason;
      sleeps.push(ms);
      now += ms;
    },
  };
}
