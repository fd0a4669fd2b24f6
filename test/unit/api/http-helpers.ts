import { z } from 'zod';
import { staticAuth } from '../../../src/main/api/auth';
import { createApiClient, type HttpDeps, type RequestRecord } from '../../../src/main/api/http';
import { createRateLimiter } from '../../../src/main/api/rate-limiter';
import type { FetchLike, Logger } from '../../../src/main/lib/effects';
import { fakeClock } from './fake-clock';

export const KEY = 'unit-test-api-key-1234';
export const valueSchema = z.looseObject({ totalValue: z.number() });

export type Step = Response | Error | ((request: Request) => Promise<Response>);

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/** A fetch that plays the given answers in order (the last one repeats) and keeps every request it saw. */
export function scriptedFetch(steps: Step[]) {
  const seen: Request[] = [];
  const fetch: FetchLike = async (input, init) => {
    const request = new Request(input, init);
    seen.push(request);
    const step = steps[Math.min(seen.length - 1, steps.length - 1)];
    if (step === undefined) throw new Error('no step');
    if (step instanceof Error) throw step;
    if (typeof step === 'function') return step(request);
    return step.clone();
  };
  return { fetch, seen };
}

export function memoryLog() {
  const lines: string[] = [];
  const write = (level: string) => (message: string, fields?: Record<string, unknown>) =>
    lines.push(JSON.stringify({ level, message, ...fields }));
  const log: Logger = { info: write('info'), warn: write('warn'), error: write('error') };
  return { log, lines };
}

export function clientWith(steps: Step[], overrides: Partial<HttpDeps> = {}) {
  const clock = fakeClock();
  const { fetch, seen } = scriptedFetch(steps);
  const { log, lines } = memoryLog();
  const records: RequestRecord[] = [];
  const limiter = createRateLimiter({ clock, perSecond: 30 });
  const client = createApiClient({
    fetch,
    baseUrl: 'https://api.example.test',
    auth: staticAuth(KEY),
    clock,
    log,
    limiter,
    record: (record) => records.push(record),
    random: () => 0.5,
    ...overrides,
  });
  return { client, clock, seen, lines, records, limiter };
}
