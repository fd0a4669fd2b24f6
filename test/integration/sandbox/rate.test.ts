// The per-account rate limit on real time: Free allows 2 requests in any one second; the third is a 429.
import { describe, expect, it } from 'vitest';
import { KEYS, useServer } from './harness';

describe('sandbox rate limit', () => {
  const server = useServer({ realRate: true });

  it('refuses the third Free request inside a second with 429, then lets requests through again', async () => {
    const replies = await Promise.all([1, 2, 3].map(() => server.api('/usage/credits', { key: KEYS.free })));
    const statuses = replies.map((reply) => reply.status).sort();
    expect(statuses).toEqual([200, 200, 429]);
    const refused = replies.find((reply) => reply.status === 429);
    expect(refused?.body.message).toBe('Rate limit exceeded');
    expect(refused?.headers.get('retry-after')).toBeNull();

    await new Promise((resolve) => setTimeout(resolve, 1100));
    const after = await server.api('/usage/credits', { key: KEYS.free });
    expect(after.status).toBe(200);
  });

  it('lets a Starter account make many more requests in the same second', async () => {
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => server.api('/usage/credits', { key: KEYS.starter })),
    );
    expect(replies.every((reply) => reply.status === 200)).toBe(true);
  });
});
