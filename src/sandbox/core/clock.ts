// The sandbox clock: simulated business time (sync progress, the gateway session, the credit month). It only moves
// when a test or a user says so (POST /__sandbox/clock), so time-dependent behaviour is tested without sleeping.
import { deriveSeed } from './prng';

export interface SandboxClock {
  now(): number;
  advance(ms: number): void;
  set(ms: number): void;
}

const BASE_START = Date.parse('2026-11-20T12:00:00Z');

/** The seeded start: within an hour after 2026-11-20T12:00Z on a whole minute, so data differs per seed. */
export function seededStart(seed: number): number {
  const minutes = deriveSeed(seed, 'clock-start') % 60;
  return BASE_START + minutes * 60_000;
}

export function createSandboxClock(startMs: number): SandboxClock {
  let current = startMs;
  return {
    now: () => current,
    advance: (ms) => {
      current += ms;
    },
    set: (ms) => {
      current = ms;
    },
  };
}
