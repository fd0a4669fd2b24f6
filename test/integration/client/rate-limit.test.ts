import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ApiRequest } from '../../../src/main/api/http';
import { systemClock } from '../../../src/main/lib/effects';
import { startSandbox, sessionAgainst, type Arrival, type RunningSandbox } from './sandbox-server';

// The plan's rate, measured where it matters: at the server. Real time throughout (the limiter must really wait).

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

function busiestSecond(arrivals: Arrival[]): number {
  const times = arrivals.map((a) => a.at).sort((a, b) => a - b);
  let most = 0;
  for (const start of times)
    most = Math.max(most, times.filter((t) => t >= start && t < start + 1000).length);
  return most;
}

const anything = z.unknown();
const coins = ['bitcoin', 'ethereum', 'tether', 'solana', 'cardano'];
const currencies = ['USD', 'EUR'];

describe('rate limit on the Free plan', () => {
  it('100 concurrent reads see no 429 and the sandbox sees at most 2 requests in any second', async () => {
    const under = sessionAgainst(sandbox.apiUrl, 'sandbox-free-key', { clock: systemClock });
    try {
      // 100 reads over 10 distinct requests, as a dashboard opening at once would fire them.
      const requests: ApiRequest[] = Array.from({ length: 100 }, (_, i) => ({
        method: 'GET',
        path: `/coins/${coins[i % coins.length]}`,
        query: { currency: currencies[Math.floor(i / coins.length) % currencies.length] },
        endpoint: 'GET /coins/:coinId',
      }));
      const before = sandbox.arrivals.length;
      const results = await Promise.all(
        requests.map((request) => under.session.client.send(request, anything)),
      );
      await under.session.credits.settled();
      const seen = sandbox.arrivals.slice(before);

      expect(results.filter((r) => !r.ok)).toEqual([]);
      expect(seen.filter((a) => a.status === 429)).toEqual([]);
      expect(busiestSecond(seen)).toBeLessThanOrEqual(2);
      // Identical requests in flight were coalesced: one per distinct request (plus the free reconciliation).
      expect(seen.filter((a) => a.path.startsWith('/v1/coins/')).length).toBe(10);
    } finally {
      under.close();
    }
  });
});

describe('coalescing', () => {
  it('ten identical reads in flight reach the service once', async () => {
    const under = sessionAgainst(sandbox.apiUrl, 'sandbox-starter-key', { plan: 'STARTER' });
    try {
      const request: ApiRequest = {
        method: 'GET',
        path: '/portfolio/value',
        query: { currency: 'USD' },
        endpoint: 'GET /portfolio/value',
      };
      const before = sandbox.arrivals.length;
      const results = await Promise.all(
        Array.from({ length: 10 }, () => under.session.client.send(request, anything)),
      );
      expect(results.every((r) => r.ok)).toBe(true);
      expect(sandbox.arrivals.slice(before).filter((a) => a.path === '/v1/portfolio/value')).toHaveLength(1);
      // One request, one charge: the ledger agrees.
      expect(
        under.session.ledger.list({ limit: 50 }).filter((e) => e.endpoint === 'GET /portfolio/value'),
      ).toHaveLength(1);
    } finally {
      under.close();
    }
  });
});
