// Control endpoints and determinism: reset restores the seeded state (credits, sync states, clock, faults); the
// same seed gives the same data, another seed other data.
import { describe, expect, it } from 'vitest';
import { createSandbox } from '../../../src/sandbox/app';
import { EVM_ADDRESS, KEYS, useServer } from './harness';

const SYNC = `/wallet/transactions?address=${EVM_ADDRESS}&connectionId=ethereum`;

describe('sandbox control', () => {
  const server = useServer();

  it('advances and sets the sandbox clock, refusing nonsense', async () => {
    const start = await server.control<{ now: number }>('/clock', undefined, 'GET');
    const moved = await server.control<{ now: number }>('/clock', { ms: 90_000 });
    expect(moved.now - start.now).toBe(90_000);
    const set = await server.control<{ iso: string }>('/clock', { to: '2026-11-25T00:00:00Z' });
    expect(set.iso).toBe('2026-11-25T00:00:00.000Z');
    const bad = await fetch(server.url('/__sandbox/clock'), { method: 'POST', body: '{"ms":-5}' });
    expect(bad.status).toBe(400);
  });

  it('resets credits, sync states, the clock and faults to the seeded start', async () => {
    await server.control('/reset');
    const clock0 = await server.control<{ now: number }>('/clock', undefined, 'GET');
    const used0 = await server.used();

    await server.api('/portfolio/defi');
    await server.api(SYNC, { method: 'PATCH' });
    await server.advance(60_000);
    expect((await server.api(SYNC)).status).toBe(200);
    await server.control('/faults', { path: '/v1/**', status: 500, count: 100 });

    await server.control('/reset');
    expect((await server.control<{ now: number }>('/clock', undefined, 'GET')).now).toBe(clock0.now);
    expect(await server.used()).toBe(used0);
    expect((await server.api(SYNC)).status).toBe(409);
  });
});

describe('sandbox determinism', () => {
  const paths = [
    '/v1/coins?limit=50',
    '/v1/portfolio/value',
    '/v1/portfolio/chart?type=1m',
    '/v1/portfolio/list',
  ];
  const read = async (seed: number): Promise<string[]> => {
    const sandbox = createSandbox({ seed });
    return Promise.all(
      paths.map(async (path) => {
        const res = await sandbox.fetch(
          new Request(`http://sandbox${path}`, { headers: { 'X-API-KEY': KEYS.starter } }),
        );
        return res.text();
      }),
    );
  };

  it('gives the same data for the same seed and different data for another', async () => {
    const [a, b, c] = await Promise.all([read(42), read(42), read(7)]);
    expect(a).toEqual(b);
    a.forEach((body, index) => expect(body).not.toEqual(c[index]));
  });
});
