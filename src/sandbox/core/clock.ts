// The sandbox clock: simulated business time (sync progress, the gateway session, the credit month). By default
// it only moves when a test or a user says so (POST /__sandbox/clock), so time-dependent behaviour is tested
// without sleeping. Demo mode has it follow a real-time source as well, so a sync finishes as the user waits:
// now() = start + (real() - real at start) + manual advances.
import { deriveSeed } from './prng';

export interface SandboxClock {
  now(): number;
  advance(ms: number): void;
  /** Jumps to `ms`; a followed source keeps moving it from there. */
  set(ms: number): void;
  /** From now on the clock also moves as `real` (epoch ms) does. */
  followRealTime(real: () => number): void;
}

const BASE_START = Date.parse('2026-11-20T12:00:00Z');

/** The seeded start: within an hour after 2026-11-20T12:00Z on a whole minute, so data differs per seed. */
export function seededStart(seed: number): number {
  const minutes = deriveSeed(seed, 'clock-start') % 60;
  return BASE_START + minutes * 60_000;
}

export function createSandboxClock(startMs: number): SandboxClock {
  /** Business time at the moment `realAt` was read from the source, advances included. */
  let base = startMs;
  let source: (() => number) | null = null;
  let realAt = 0;
  const elapsed = () => (source ? source() - realAt : 0);
  return {
    now: () => base + elapsed(),
    advance: (ms) => {
      base += ms;
    },
    set: (ms) => {
      base = ms;
      realAt = source ? source() : 0;
    },
    followRealTime: (real) => {
      base += elapsed();
      source = real;
      realAt = real();
    },
  };
}
