// A sandbox served over real HTTP for the RWA and candles conformance tests, with a premium key and a fake
// real-time clock for the rate limiter (each request looks one second after the last, so tests never hit 429).
import { afterAll, beforeAll } from 'vitest';
import { createSandbox } from '../../../src/sandbox/app';
import { serveSandbox, type RunningSandbox } from '../../../src/sandbox/server';

export interface Answer<T = unknown> {
  status: number;
  body: T;
}

export interface Harness {
  get<T = Record<string, unknown>>(path: string): Promise<Answer<T>>;
  /** Credits used this month by the test account. */
  usedCredits(): Promise<number>;
  advanceClock(ms: number): Promise<void>;
  clockNow(): Promise<number>;
  reset(): Promise<void>;
}

export function useSandbox(seed = 42): Harness {
  let server: RunningSandbox | undefined;
  let fakeRealTime = 0;
  beforeAll(async () => {
    const sandbox = createSandbox({ seed, realNow: () => (fakeRealTime += 1000) });
    server = await serveSandbox(sandbox, 0);
  });
  afterAll(async () => {
    await server?.close();
  });
  const url = (path: string): string => {
    if (server === undefined) throw new Error('sandbox not started');
    return server.url + path;
  };
  const control = async (path: string, body?: unknown) => {
    const res = await fetch(url(path), {
      method: 'POST',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    return (await res.json()) as Record<string, unknown>;
  };
  const harness: Harness = {
    async get<T>(path: string) {
      const res = await fetch(url(`/v1${path}`), { headers: { 'X-API-KEY': 'sandbox-premium-key' } });
      return { status: res.status, body: (await res.json()) as T };
    },
    async usedCredits() {
      const { body } = await harness.get<{ usedCredits: number }>('/usage/credits');
      return body.usedCredits;
    },
    async advanceClock(ms) {
      await control('/__sandbox/clock', { ms });
    },
    async clockNow() {
      const res = await fetch(url('/__sandbox/clock'));
      return ((await res.json()) as { now: number }).now;
    },
    async reset() {
      await control('/__sandbox/reset');
    },
  };
  return harness;
}

type Sortable = string | number | null;

/**
 * Checks a sorted column: values in order for the direction, every null after every non-null (service.md 4.1:
 * nulls last in either direction). Returns a description of the first violation, or null.
 */
export function sortViolation(values: Sortable[], direction: 'asc' | 'desc'): string | null {
  const firstNull = values.indexOf(null);
  if (firstNull !== -1 && values.slice(firstNull).some((v) => v !== null))
    return `a value after a null: ${values}`;
  const known = values.filter((v): v is string | number => v !== null);
  for (let i = 1; i < known.length; i++) {
    const a = known[i - 1];
    const b = known[i];
    if (a === undefined || b === undefined) continue;
    const c =
      typeof a === 'string' && typeof b === 'string'
        ? a.localeCompare(b, 'en', { sensitivity: 'base' })
        : Number(a) - Number(b);
    if ((direction === 'asc' && c > 0) || (direction === 'desc' && c < 0))
      return `${a} before ${b} (${direction})`;
  }
  return null;
}

export interface ErrorBody {
  statusCode: number;
  message: string;
  requestId: string;
  path: string;
}
