// Fault injection over real HTTP: every kind (latency, forced status, malformed JSON, schema violation, HTML
// page, dropped connection), scoped by glob or regex path and used up after `count` requests.
import { describe, expect, it } from 'vitest';
import { createSandbox } from '../../../src/sandbox/app';
import { KEYS, useServer } from './harness';

describe('sandbox faults', () => {
  const server = useServer();
  const raw = (path: string, signal?: AbortSignal): Promise<Response> =>
    fetch(server.url(`/v1${path}`), { headers: { 'X-API-KEY': KEYS.premium }, signal });

  it('delays an answer: a client with a short timeout gives up', async () => {
    await server.control('/faults', { path: '/v1/fiats', latencyMs: 3000 });
    await expect(raw('/fiats', AbortSignal.timeout(100))).rejects.toThrow();
    const next = await raw('/fiats');
    expect(next.status).toBe(200);
  });

  it.each([500, 503, 504])('forces status %i with the error body', async (status) => {
    await server.control('/faults', { path: '/v1/currencies', status });
    const reply = await server.api('/currencies');
    expect(reply.status).toBe(status);
    expect(reply.body).toEqual({
      statusCode: status,
      message: expect.any(String),
      requestId: expect.any(String),
      path: '/v1/currencies',
    });
    expect((await server.api('/currencies')).status).toBe(200);
  });

  it('sends malformed JSON that a parser rejects', async () => {
    await server.control('/faults', { path: '/v1/markets', body: 'malformed-json' });
    const res = await raw('/markets');
    expect(res.headers.get('content-type')).toContain('application/json');
    await expect(res.json()).rejects.toThrow(SyntaxError);
  });

  it('sends a schema-violating body: the real answer with numbers as strings', async () => {
    const normal = (await server.api<{ price: number; rank: number }>('/coins/bitcoin')).body;
    await server.control('/faults', { path: '/v1/coins/*', body: 'schema-violation' });
    const bad = await server.api<{ price: unknown; rank: unknown }>('/coins/bitcoin');
    expect(bad.status).toBe(200);
    expect(bad.body.price).toBe(String(normal.price));
    expect(bad.body.rank).toBe(String(normal.rank));
  });

  it('sends an HTML error page instead of JSON', async () => {
    await server.control('/faults', { path: '/v1/fiats', body: 'html' });
    const res = await raw('/fiats');
    expect(res.status).toBe(502);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(await res.text()).toMatch(/^<!DOCTYPE html>/);
  });

  it('drops the connection so the client sees a network error', async () => {
    await server.control('/faults', { path: '/v1/fiats', body: 'drop' });
    await expect(raw('/fiats')).rejects.toThrow(TypeError);
    expect((await raw('/fiats')).status).toBe(200);
  });

  it('applies a fault to `count` matching requests only, by glob or regex', async () => {
    await server.control('/faults', { path: '^/v1/(fiats|currencies)$', status: 500, count: 2 });
    expect((await server.api('/coins')).status).toBe(200);
    expect((await server.api('/fiats')).status).toBe(500);
    expect((await server.api('/currencies')).status).toBe(500);
    expect((await server.api('/fiats')).status).toBe(200);
    await server.control('/faults', { path: '/v1/coins/*', status: 503 });
    expect((await server.api('/coins')).status).toBe(200);
    expect((await server.api('/coins/ethereum')).status).toBe(503);
  });

  it('lists and clears pending faults and rejects a malformed fault request', async () => {
    await server.control('/faults', { path: '/v1/**', status: 500, count: 5 });
    const listed = await server.control<{ faults: { path: string; remaining: number }[] }>(
      '/faults',
      undefined,
      'GET',
    );
    expect(listed.faults).toEqual([expect.objectContaining({ path: '/v1/**', remaining: 5 })]);
    await server.control('/faults', undefined, 'DELETE');
    expect((await server.api('/fiats')).status).toBe(200);
    const bad = await fetch(server.url('/__sandbox/faults'), {
      method: 'POST',
      body: JSON.stringify({ path: '/v1/fiats', body: 'teapot' }),
    });
    expect(bad.status).toBe(400);
  });
});

describe('sandbox faults in-process', () => {
  it('rejects like a network error when the fault drops the connection', async () => {
    const sandbox = createSandbox({ seed: 1 });
    await sandbox.fetch(
      new Request('http://sandbox/__sandbox/faults', {
        method: 'POST',
        body: JSON.stringify({ path: '/v1/fiats', body: 'drop' }),
      }),
    );
    const request = new Request('http://sandbox/v1/fiats', { headers: { 'X-API-KEY': KEYS.premium } });
    await expect(sandbox.fetch(request)).rejects.toThrow(new TypeError('fetch failed'));
  });
});
