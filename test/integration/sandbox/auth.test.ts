// Auth and the error body over real HTTP: X-API-KEY or Bearer, 401 without or with a bad one, 403 for a plan
// restriction, and { statusCode, message, requestId, path } with a fresh requestId every time.
import { describe, expect, it } from 'vitest';
import { KEYS, useServer } from './harness';

interface ErrorBody {
  statusCode: number;
  message: string;
  requestId: string;
  path: string;
}

describe('sandbox auth and errors', () => {
  const server = useServer();

  it('refuses a request without a key with 401 and the error body', async () => {
    const reply = await server.api<ErrorBody>('/coins', { key: null });
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({
      statusCode: 401,
      message: expect.stringContaining('X-API-KEY'),
      requestId: expect.any(String),
      path: '/v1/coins',
    });
  });

  it('refuses a bad key and a bad Bearer token with 401, without echoing them', async () => {
    const badKey = await server.api<ErrorBody>('/coins', { key: 'not-a-key-123' });
    expect(badKey.status).toBe(401);
    expect(badKey.body.message).not.toContain('not-a-key-123');
    const badBearer = await server.api<ErrorBody>('/coins', {
      key: null,
      headers: { Authorization: 'Bearer wrong-token' },
    });
    expect(badBearer.status).toBe(401);
  });

  it('accepts a Bearer token for the same account as the key', async () => {
    const viaBearer = await server.api<{ subscription: string }>('/usage/credits', {
      key: null,
      headers: { Authorization: 'Bearer sandbox-starter-token' },
    });
    const viaKey = await server.api<{ subscription: string }>('/usage/credits', { key: KEYS.starter });
    expect(viaBearer.status).toBe(200);
    expect(viaBearer.body.subscription).toBe('STARTER');
    expect(viaBearer.body).toEqual(viaKey.body);
  });

  it('answers 403 when the share token owner lacks the premium plan', async () => {
    const reply = await server.api<ErrorBody>('/portfolio/value', {
      headers: { sharetoken: 'sandbox-share-free' },
    });
    expect(reply.status).toBe(403);
    expect(reply.body.statusCode).toBe(403);
    expect(reply.body.message).toMatch(/premium/i);
  });

  it('gives every error a unique requestId and the requested path', async () => {
    const replies = await Promise.all(
      ['/coins/no-such-coin', '/coins/no-such-coin', '/portfolio/chart', '/nowhere'].map((path) =>
        server.api<ErrorBody>(path),
      ),
    );
    expect(replies.map((reply) => reply.status)).toEqual([404, 404, 400, 404]);
    const ids = replies.map((reply) => reply.body.requestId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(replies.map((reply) => reply.body.path)).toEqual([
      '/v1/coins/no-such-coin',
      '/v1/coins/no-such-coin',
      '/v1/portfolio/chart',
      '/v1/nowhere',
    ]);
    expect(replies[0]?.body.message).toContain('no-such-coin');
  });

  it('keeps control endpoints off the public API paths', async () => {
    const reply = await server.api<ErrorBody>('/__sandbox/reset', { method: 'POST' });
    expect(reply.status).toBe(404);
  });
});
