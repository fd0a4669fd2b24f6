import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cacheKeyOf, type ApiRequest } from '../../../src/main/api/http';
import { throughFor as createReadThrough } from '../../support/read-through';
import { silentLogger, systemClock } from '../../../src/main/lib/effects';
import type { ErrorCode } from '../../../src/shared/envelope';
import { sessionAgainst, startSandbox, type RunningSandbox, type SessionUnderTest } from './sandbox-server';

// Every fault the sandbox can inject ends in a typed error, or in the cached answer marked stale with the error
// beside it; never a rejection, never a changed cache row.

const coin = z.looseObject({ id: z.string(), price: z.number(), name: z.string() });
const coinRequest = (coinId: string): ApiRequest => ({
  method: 'GET',
  path: `/coins/${coinId}`,
  query: { currency: 'USD' },
  endpoint: 'GET /coins/:coinId',
  subject: { kind: 'coin', id: coinId },
});

let sandbox: RunningSandbox;
let open: SessionUnderTest[] = [];
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());
afterEach(async () => {
  await sandbox.control('/faults', undefined, 'DELETE');
  open.forEach((s) => s.close());
  open = [];
});

function session(timeoutMs = 400) {
  const under = sessionAgainst(sandbox.apiUrl, 'sandbox-starter-key', { timeoutMs, plan: 'STARTER' });
  open.push(under);
  return under.session;
}

const read = (s: ReturnType<typeof session>, coinId: string) => {
  const request = coinRequest(coinId);
  const readThrough = createReadThrough({
    answers: s.answers,
    clock: systemClock,
    log: silentLogger,
    demo: false,
    record: (record) => s.credits.record(record),
  });
  return readThrough({
    key: cacheKeyOf(request),
    kind: 'coins',
    endpoint: request.endpoint,
    maxAgeMs: 60_000,
    force: true,
    load: () => s.client.send(request, coin),
  });
};

const faults: { name: string; rule: Record<string, unknown>; code: ErrorCode }[] = [
  { name: 'a 500', rule: { status: 500, count: 3 }, code: 'server_error' },
  { name: 'a 503', rule: { status: 503, count: 3 }, code: 'unavailable' },
  { name: 'a 504', rule: { status: 504, count: 3 }, code: 'timeout' },
  { name: 'latency past the timeout', rule: { latencyMs: 1500, count: 3 }, code: 'timeout' },
  { name: 'malformed JSON', rule: { body: 'malformed-json' }, code: 'bad_response' },
  { name: 'schema-violating JSON', rule: { body: 'schema-violation' }, code: 'bad_response' },
  { name: 'an HTML error page', rule: { body: 'html', count: 3 }, code: 'server_error' },
  { name: 'a dropped connection', rule: { body: 'drop', count: 3 }, code: 'network' },
  { name: 'a 429 from the rate that does not clear', rule: { status: 429, count: 5 }, code: 'rate_limited' },
];

describe.each(faults)('$name', ({ rule, code }) => {
  it(`serves the cached answer marked stale with a ${code} error, and leaves the cache row as it was`, async () => {
    const s = session();
    const first = await read(s, 'bitcoin');
    expect(first).toMatchObject({ ok: true, meta: { source: 'live', stale: false } });
    const row = s.answers.get(cacheKeyOf(coinRequest('bitcoin')));

    await sandbox.fault({ path: '/v1/coins/bitcoin', ...rule });
    const second = await read(s, 'bitcoin');
    expect(second).toMatchObject({ ok: true, meta: { source: 'cache', stale: true, error: { code } } });
    if (first.ok && second.ok) expect(second.value).toEqual(first.value);
    expect(s.answers.get(cacheKeyOf(coinRequest('bitcoin')))).toEqual(row);
  });

  it(`answers a typed ${code} error when nothing is cached`, async () => {
    const s = session();
    await sandbox.fault({ path: '/v1/coins/ethereum', ...rule });
    const answer = await read(s, 'ethereum');
    expect(answer).toMatchObject({ ok: false, error: { code } });
    expect(s.answers.get(cacheKeyOf(coinRequest('ethereum')))).toBeNull();
  });
});

describe('error statuses from the service', () => {
  it('401 asks for the key, without repeating it', async () => {
    const under = sessionAgainst(sandbox.apiUrl, 'not-a-real-key-9876');
    open.push(under);
    const result = await under.session.client.send(coinRequest('bitcoin'), coin);
    expect(result).toMatchObject({ ok: false, error: { code: 'unauthorized', status: 401 } });
    if (!result.ok) {
      expect(result.error.message).toMatch(/API key/);
      expect(result.error.message).not.toContain('not-a-real-key-9876');
      expect(result.error.requestId).toBeTruthy();
    }
  });

  it('403 for a share token whose owner is not premium names the plan', async () => {
    const s = session();
    const result = await s.client.send(
      {
        method: 'GET',
        path: '/portfolio/value',
        headers: { sharetoken: 'sandbox-share-free' },
        endpoint: 'GET /portfolio/value',
      },
      z.looseObject({ totalValue: z.number().optional() }),
    );
    expect(result).toMatchObject({ ok: false, error: { code: 'forbidden', status: 403 } });
    if (!result.ok) expect(result.error.message).toMatch(/premium/);
    const rows = s.ledger.list({ limit: 10 });
    expect(JSON.stringify(rows)).not.toContain('sandbox-share-free');
  });

  it('404 names what is missing', async () => {
    const s = session();
    const result = await s.client.send(coinRequest('no-such-coin'), coin);
    expect(result).toMatchObject({ ok: false, error: { code: 'not_found', status: 404 } });
    if (!result.ok) expect(result.error.message).toContain("coin 'no-such-coin'");
  });

  it('409 for unsynced wallet transactions says a sync is needed', async () => {
    const s = session();
    const result = await s.client.send(
      {
        method: 'GET',
        path: '/wallet/transactions',
        query: { address: '0x1111111111111111111111111111111111111111', connectionId: 'ethereum' },
        endpoint: 'GET /wallet/transactions',
      },
      z.unknown(),
    );
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'not_synced', status: 409, requestId: expect.any(String) },
    });
  });

  it('a deprecated path is logged once, with the Link to its successor', async () => {
    const warnings: string[] = [];
    const log = {
      info: () => {},
      error: () => {},
      warn: (message: string, fields?: Record<string, unknown>) =>
        warnings.push(JSON.stringify({ message, ...fields })),
    };
    const under = sessionAgainst(sandbox.apiUrl, 'sandbox-starter-key', { plan: 'STARTER', log });
    open.push(under);
    const balances = (page: number): ApiRequest => ({
      method: 'GET',
      path: '/wallet/balances',
      query: { address: '0x1111111111111111111111111111111111111111', blockchain: 'ethereum', page },
      endpoint: 'GET /wallet/balances',
    });
    expect((await under.session.client.send(balances(1), z.array(z.unknown()))).ok).toBe(true);
    expect((await under.session.client.send(balances(2), z.array(z.unknown()))).ok).toBe(true);
    const deprecations = warnings.filter((line) => line.includes('deprecated endpoint'));
    expect(deprecations).toHaveLength(1);
    expect(deprecations[0]).toContain('/wallet/balance/many');
  });

  it('400 for an invalid parameter, not retried', async () => {
    const s = session();
    const before = sandbox.arrivals.length;
    const result = await s.client.send(
      { method: 'GET', path: '/coins', query: { limit: 100_000 }, endpoint: 'GET /coins' },
      z.unknown(),
    );
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid_input', status: 400 } });
    expect(sandbox.arrivals.slice(before).filter((a) => a.path === '/v1/coins')).toHaveLength(1);
  });

  it('429 for exhausted credits says so and is not retried', async () => {
    await sandbox.control('/credits', { apiKey: 'sandbox-premium-key', remaining: 0 });
    const under = sessionAgainst(sandbox.apiUrl, 'sandbox-premium-key');
    open.push(under);
    const before = sandbox.arrivals.length;
    const result = await under.session.client.send(coinRequest('bitcoin'), coin);
    expect(result).toMatchObject({ ok: false, error: { code: 'insufficient_credits', status: 429 } });
    expect(sandbox.arrivals.slice(before).filter((a) => a.path === '/v1/coins/bitcoin')).toHaveLength(1);
  });
});
