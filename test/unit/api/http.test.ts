import { describe, expect, it } from 'vitest';
import type { ApiRequest } from '../../../src/main/api/http';
import { GatewayRefusal } from '../../../src/main/api/refusal';
import { clientWith, json, KEY, valueSchema } from './http-helpers';

const valueRequest: ApiRequest = {
  method: 'GET',
  path: '/portfolio/value',
  query: { currency: 'USD', portfolioId: 'p1' },
  endpoint: 'GET /portfolio/value',
};
const error = (status: number, message: string) =>
  json({ statusCode: status, message, requestId: `req-${status}`, path: '/v1/portfolio/value' }, status);

describe('the HTTP layer', () => {
  it('sends the key, the documented path and the query, and charges the cost-table price', async () => {
    const { client, seen, records } = clientWith([json({ totalValue: 12 }, 200, { 'x-request-id': 'abc' })]);
    const result = await client.send(valueRequest, valueSchema);
    expect(result).toMatchObject({ ok: true, value: { totalValue: 12 }, credits: 10, requestId: 'abc' });
    const request = seen[0];
    expect(request?.headers.get('x-api-key')).toBe(KEY);
    expect(request?.url).toBe('https://api.example.test/portfolio/value?currency=USD&portfolioId=p1');
    expect(records).toMatchObject([
      { endpoint: 'GET /portfolio/value', status: 200, credits: 10, source: 'live' },
    ]);
  });

  it('keeps the id a path carries in the ledger line, so the journal can say which coin or asset was read', async () => {
    const { client, records } = clientWith([json({ totalValue: 1 })]);
    await client.send(
      {
        method: 'GET',
        path: '/rwa/assets/gold%20x/history',
        query: { range: '1w' },
        endpoint: 'GET /rwa/assets/:rwaId/history',
      },
      valueSchema,
    );
    expect(records[0]?.params).toEqual({ rwaId: 'gold x', range: '1w' });
  });

  it('retries a 503 with growing waits and succeeds; the failed attempts cost nothing', async () => {
    const { client, clock, records } = clientWith([
      error(503, 'Service Unavailable'),
      error(503, 'Service Unavailable'),
      json({ totalValue: 1 }),
    ]);
    const result = await client.send(valueRequest, valueSchema);
    expect(result.ok).toBe(true);
    expect(records.map((r) => [r.status, r.credits])).toEqual([
      [503, 0],
      [503, 0],
      [200, 10],
    ]);
    expect(clock.sleeps[1]).toBeGreaterThan(clock.sleeps[0] ?? Infinity);
  });

  it('gives up after its bounded retries with a typed error', async () => {
    const { client, seen } = clientWith([error(504, 'Gateway Timeout')]);
    const result = await client.send(valueRequest, valueSchema);
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'timeout', status: 504, requestId: 'req-504' },
    });
    expect(seen).toHaveLength(3);
  });

  it('does not retry a 503 on a write, which might have been applied', async () => {
    const { client, seen } = clientWith([error(503, 'x'), json({ status: 'syncing' })]);
    const result = await client.send(
      { method: 'PATCH', path: '/wallet/transactions', endpoint: 'PATCH /wallet/transactions' },
      valueSchema,
    );
    expect(result.ok).toBe(false);
    expect(seen).toHaveLength(1);
  });

  it('backs off and slows the limiter after a rate 429, then retries', async () => {
    const { client, seen, clock } = clientWith([error(429, 'Rate limit exceeded'), json({ totalValue: 3 })]);
    const before = clock.now();
    const result = await client.send(valueRequest, valueSchema);
    expect(result.ok).toBe(true);
    expect(seen).toHaveLength(2);
    expect(clock.now() - before).toBeGreaterThanOrEqual(300);
  });

  it('does not retry when the credits are exhausted', async () => {
    const { client, seen } = clientWith([error(429, 'Insufficient credits for this request')]);
    const result = await client.send(valueRequest, valueSchema);
    expect(result).toMatchObject({ ok: false, error: { code: 'insufficient_credits' } });
    expect(seen).toHaveLength(1);
  });

  it('turns a dropped connection into a network error value, never a rejection', async () => {
    const { client } = clientWith([new TypeError('fetch failed')]);
    const result = await client.send(valueRequest, valueSchema);
    expect(result).toMatchObject({ ok: false, error: { code: 'network' } });
  });

  it('answers a gateway refusal as it stands, without retrying and without charging credits', async () => {
    const refusal = new GatewayRefusal({
      code: 'spend_cap',
      message: 'This call costs 0.004 USDC, above your per-call cap of 0.001 USDC.',
    });
    const { client, seen, records } = clientWith([refusal, json({ totalValue: 1 })], { metered: false });
    const result = await client.send(valueRequest, valueSchema);
    expect(result).toEqual({ ok: false, error: refusal.appError });
    expect(seen).toHaveLength(1);
    const paid = await client.send({ ...valueRequest, query: { currency: 'EUR' } }, valueSchema);
    expect(paid).toMatchObject({ ok: true, credits: 0 });
    expect(records.map((r) => r.credits)).toEqual([0, 0]);
  });

  it('times an attempt out with its own signal', async () => {
    const hang = (request: Request) =>
      new Promise<Response>((_, reject) => {
        if (request.signal.aborted) reject(request.signal.reason);
        request.signal.addEventListener('abort', () => reject(request.signal.reason));
      });
    const { client } = clientWith([hang], {
      timeoutSignal: () => AbortSignal.abort(new Error('timed out')),
      maxRetries: 0,
    });
    const result = await client.send(valueRequest, valueSchema);
    expect(result).toMatchObject({ ok: false, error: { code: 'timeout' } });
  });

  it('sends a paid read that got no answer in time once: a late answer may be charged, and a retry pays again', async () => {
    const hang = (request: Request) =>
      new Promise<Response>((_, reject) => {
        if (request.signal.aborted) reject(request.signal.reason);
        request.signal.addEventListener('abort', () => reject(request.signal.reason));
      });
    const { client, seen } = clientWith([hang, hang, hang], {
      timeoutSignal: () => AbortSignal.abort(new Error('timed out')),
    });
    const result = await client.send(valueRequest, valueSchema);
    expect(result).toMatchObject({ ok: false, error: { code: 'timeout' } });
    expect(seen.filter((r) => !r.url.includes('/usage/credits'))).toHaveLength(1);
  });

  it('reports an HTML page and a schema violation as bad_response with the requestId, without retrying', async () => {
    const html = new Response('<!DOCTYPE html><html><body>502</body></html>', { status: 200 });
    const first = clientWith([html]);
    const page = await first.client.send(valueRequest, valueSchema);
    expect(page).toMatchObject({ ok: false, error: { code: 'bad_response' } });
    expect(first.seen).toHaveLength(1);

    const second = clientWith([json({ totalValue: '12', requestId: 'rid-7' })]);
    const wrong = await second.client.send(valueRequest, valueSchema);
    expect(wrong).toMatchObject({
      ok: false,
      error: { code: 'bad_response', requestId: 'rid-7', issues: [{ path: 'totalValue' }] },
    });
  });

  it('keeps share tokens, passcodes and the key out of the ledger and the logs', async () => {
    const { client, records, lines } = clientWith([error(403, 'Invalid passcode secret-pass-99')]);
    await client.send(
      {
        ...valueRequest,
        query: { currency: 'USD', passcode: 'secret-pass-99' },
        headers: { sharetoken: 'share-token-abcdef', passcode: 'secret-pass-99' },
      },
      valueSchema,
    );
    const stored = JSON.stringify(records) + lines.join('\n');
    for (const secret of ['secret-pass-99', 'share-token-abcdef', KEY]) expect(stored).not.toContain(secret);
    expect(records[0]?.params).toEqual({ currency: 'USD' });
  });

  it('logs a deprecated path once, with its Link', async () => {
    const deprecated = json({ totalValue: 1 }, 200, {
      deprecation: 'true',
      link: '</v1/wallet/balance/many>; rel="successor-version"',
    });
    const { client, lines } = clientWith([deprecated]);
    const request: ApiRequest = {
      method: 'GET',
      path: '/wallet/balances',
      endpoint: 'GET /wallet/balances',
    };
    await client.send(request, valueSchema);
    await client.send({ ...request, query: { page: 2 } }, valueSchema);
    const warnings = lines.filter((line) => line.includes('deprecated endpoint'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('/v1/wallet/balance/many');
  });

  it('sends identical GETs in flight once', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = async () => {
      await gate;
      return json({ totalValue: 5 });
    };
    const { client, seen } = clientWith([slow]);
    const answers = Promise.all([1, 2, 3, 4, 5].map(() => client.send(valueRequest, valueSchema)));
    await new Promise((resolve) => setImmediate(resolve));
    release();
    const results = await answers;
    expect(results.every((r) => r.ok)).toBe(true);
    expect(seen).toHaveLength(1);
  });

  it('answers cancelled when the caller gives up', async () => {
    const { client } = clientWith([json({ totalValue: 1 })]);
    const controller = new AbortController();
    controller.abort();
    const result = await client.send(valueRequest, valueSchema, { signal: controller.signal });
    expect(result).toMatchObject({ ok: false, error: { code: 'cancelled' } });
  });
});

describe('the HTTP layer never rejects', () => {
  it('records the predicted cost when a charge function throws', async () => {
    const { client, records } = clientWith([json({ totalValue: 1 })]);
    const result = await client.send(valueRequest, valueSchema, {
      chargeOf: () => {
        throw new Error('bug');
      },
    });
    expect(result).toMatchObject({ ok: true, credits: 10 });
    expect(records).toMatchObject([{ credits: 10 }]);
  });

  it('answers internal when something below it throws, for reads and writes alike', async () => {
    const record = () => {
      throw new Error('disk full');
    };
    const read = clientWith([json({ totalValue: 1 })], { record });
    expect(await read.client.send(valueRequest, valueSchema)).toMatchObject({
      ok: false,
      error: { code: 'internal' },
    });
    const write = clientWith([json({ totalValue: 1 })], { record });
    const patch: ApiRequest = {
      method: 'PATCH',
      path: '/wallet/transactions',
      endpoint: 'PATCH /wallet/transactions',
    };
    expect(await write.client.send(patch, valueSchema)).toMatchObject({
      ok: false,
      error: { code: 'internal' },
    });
  });
});
