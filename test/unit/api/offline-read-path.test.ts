import { describe, expect, it } from 'vitest';
import type { ConnectivityState } from '../../../src/shared/domain/connectivity';
import type { ApiRequest } from '../../../src/main/api/http';
import { createRateLimiter } from '../../../src/main/api/rate-limiter';
import { clientWith, json, valueSchema } from './http-helpers';

// The service goes away and comes back, as a user on a train sees it: the first refused connection marks it
// offline, every later read answers at once without the network, a free probe brings it back and says so.

const valueRequest = (portfolioId = 'p1'): ApiRequest => ({
  method: 'GET',
  path: '/portfolio/value',
  query: { currency: 'USD', portfolioId },
  endpoint: 'GET /portfolio/value',
});
const refused = () => new TypeError('fetch failed: connect ECONNREFUSED 127.0.0.1:443');
const settle = () => new Promise((resolve) => setImmediate(resolve));
/** The reads that went out, leaving out the connectivity probes (the fake clock lets those run at once). */
const readsIn = (seen: Request[]) => seen.filter((r) => !r.url.includes('/usage/credits'));

describe('one connectivity state', () => {
  it('does not retry a refused connection, marks the service offline and then skips the network', async () => {
    const changes: ConnectivityState[] = [];
    const { client, seen, records } = clientWith([refused()], {
      connectivity: { onChange: (state) => changes.push(state), probeBaseMs: 60_000_000 },
    });
    const first = await client.send(valueRequest(), valueSchema);
    expect(first).toMatchObject({ ok: false, error: { code: 'network' } });
    expect(readsIn(seen)).toHaveLength(1);
    expect(client.connectivity.offline).toBe(true);
    expect(changes[0]).toMatchObject({ online: false, reason: 'could not connect' });

    const later = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => client.send(valueRequest(`p${n}`), valueSchema)),
    );
    expect(later.every((r) => !r.ok && r.error.code === 'network')).toBe(true);
    // Since when is the app-wide notice's to say, in the user's time: no hour of main's own (it was UTC).
    expect(later.map((r) => (r.ok ? '' : r.error.message))).not.toContainEqual(
      expect.stringMatching(/\d\d:\d\d/),
    );
    // No read went out, and none took a ledger line.
    expect(readsIn(seen)).toHaveLength(1);
    expect(records.filter((r) => r.endpoint !== 'GET /usage/credits')).toHaveLength(1);
    client.connectivity.stop();
  });

  it('probes GET /usage/credits with backoff and comes back online by itself, announcing it', async () => {
    let up = false;
    const changes: { state: ConnectivityState; back: boolean }[] = [];
    const { client, seen, clock } = clientWith(
      [
        async (request) => {
          if (!up) throw refused();
          return request.url.includes('usage')
            ? json({ totalCredits: 1, usedCredits: 0, remainingCredits: 1, subscription: 'FREE' })
            : json({ totalValue: 5 });
        },
      ],
      { connectivity: { onChange: (state, back) => changes.push({ state, back }), probeBaseMs: 1000 } },
    );
    await client.send(valueRequest(), valueSchema);
    expect(client.connectivity.offline).toBe(true);
    // The first probe fails (still down), the next one after a longer wait succeeds.
    while (seen.length < 2) await settle();
    up = true;
    while (client.connectivity.offline) await settle();
    const probes = seen.slice(1).map((r) => new URL(r.url).pathname);
    // The base address carries any version segment; the probe's path adds none (no /v1/v1 against the sandbox).
    expect(probes.every((path) => path === '/usage/credits')).toBe(true);
    expect(changes.at(-1)).toMatchObject({ state: { online: true }, back: true });
    expect(clock.sleeps.some((ms) => ms >= 1000)).toBe(true);
    const again = await client.send(valueRequest(), valueSchema);
    expect(again).toMatchObject({ ok: true, value: { totalValue: 5 } });
    client.connectivity.stop();
  });

  it('waits at most 30 s between probes however long the outage, so the banner goes soon after the service is back', async () => {
    const { client, seen, clock } = clientWith([refused()]);
    await client.send(valueRequest(), valueSchema);
    // A long outage: many failed probes, each wait longer than the last until the cap.
    while (seen.length < 12) await settle();
    const waits = clock.sleeps.filter((ms) => ms >= 1000);
    expect(Math.max(...waits)).toBeLessThanOrEqual(30_000);
    expect(Math.max(...waits)).toBeGreaterThanOrEqual(15_000);
    client.connectivity.stop();
  });

  it('"Retry now" probes at once and reports the outcome', async () => {
    let up = false;
    const { client } = clientWith(
      [
        async () => {
          if (!up) throw refused();
          return json({ totalCredits: 1, usedCredits: 0, remainingCredits: 1, subscription: 'FREE' });
        },
      ],
      { connectivity: { probeBaseMs: 60_000_000 } },
    );
    await client.send(valueRequest(), valueSchema);
    expect((await client.connectivity.retryNow()).online).toBe(false);
    up = true;
    expect((await client.connectivity.retryNow()).online).toBe(true);
    client.connectivity.stop();
  });

  it('an answer with an error status means the service is reachable', async () => {
    const { client } = clientWith([json({ statusCode: 404, message: 'Not found' }, 404)]);
    await client.send(valueRequest(), valueSchema);
    expect(client.connectivity.offline).toBe(false);
  });
});

describe('timeouts and retries that respect the cache', () => {
  it('gives a read with a cached answer one try, and retries one with nothing cached', async () => {
    const unavailable = json({ statusCode: 503, message: 'Service unavailable' }, 503);
    const cached = clientWith([unavailable]);
    expect((await cached.client.send(valueRequest(), valueSchema, { cached: true })).ok).toBe(false);
    expect(cached.seen).toHaveLength(1);
    const empty = clientWith([unavailable]);
    expect((await empty.client.send(valueRequest(), valueSchema)).ok).toBe(false);
    expect(empty.seen).toHaveLength(3);
  });

  it('waits the Retry-After a 429 names before trying again', async () => {
    const { client, clock, seen } = clientWith([
      json({ statusCode: 429, message: 'Rate limit exceeded' }, 429, { 'retry-after': '3' }),
      json({ totalValue: 1 }),
    ]);
    const before = clock.now();
    expect((await client.send(valueRequest(), valueSchema)).ok).toBe(true);
    expect(seen).toHaveLength(2);
    expect(clock.now() - before).toBeGreaterThanOrEqual(3000);
  });
});

describe('reads the user has left (Free rate)', () => {
  it('drops queued reads of a portfolio the user clicked away from, and keeps the one already sent', async () => {
    const { clock } = clientWith([]);
    const { client, seen } = clientWith([json({ totalValue: 1 })], {
      clock,
      limiter: createRateLimiter({ clock, perSecond: 1 }),
    });
    const views = [1, 2, 3, 4].map(() => new AbortController());
    const reads = views.map((view, n) =>
      client.send(valueRequest(`p${n + 1}`), valueSchema, {
        context: { priority: 'user', signal: view.signal },
      }),
    );
    await settle();
    // The user clicked through p1..p4: every view but the last was left while its read waited (p1 was sent).
    views.slice(0, 3).forEach((view) => view.abort(new Error('view left')));
    const results = await Promise.all(reads);
    expect(results.map((r) => (r.ok ? 'ok' : r.error.code))).toEqual(['ok', 'cancelled', 'cancelled', 'ok']);
    expect(seen.map((r) => new URL(r.url).searchParams.get('portfolioId'))).toEqual(['p1', 'p4']);
  });
});
