import { describe, expect, it } from 'vitest';
import type { Handlers } from '../../../src/shared/contract';
import { ok } from '../../../src/shared/envelope';
import type { ApiRequest } from '../../../src/main/api/http';
import type { ReadContext } from '../../../src/main/api/read-context';
import { createRateLimiter } from '../../../src/main/api/rate-limiter';
import { creditsViewScopes } from '../../../src/main/credits/handlers';
import { viewScopes } from '../../../src/main/domains';
import { withReadScope } from '../../../src/main/ipc/registry';
import { clientWith, json, valueSchema } from '../api/http-helpers';

// The renderer's calls as the rate queue sees them on the Free plan: the headline first, then the chart, then
// the tables, whatever order they arrive in; and a portfolio the user clicked past is not paid for.

/**
 * `lookFirst`: each handler looks somewhere else first (a cache miss) before it sends, as the read path does. Each
 * passes the read context it is given on to the client, as the read runner does.
 */
function setup(lookFirst = false) {
  const { clock } = clientWith([]);
  const { client, seen } = clientWith([json({ totalValue: 1 })], {
    clock,
    limiter: createRateLimiter({ clock, perSecond: 1 }),
  });
  const read = (path: string, portfolioId: string, context?: ReadContext) => {
    const request: ApiRequest = {
      method: 'GET',
      path,
      query: { portfolioId },
      endpoint: 'GET /portfolio/value',
    };
    return client.send(request, valueSchema, context ? { context } : {});
  };
  const fake = (path: string) => async (input: { portfolioId?: string }, context?: ReadContext) => {
    if (lookFirst) await new Promise((resolve) => setImmediate(resolve));
    const result = await read(path, input.portfolioId ?? '', context);
    return result.ok
      ? ok(result.value, { source: 'live', fetchedAt: 0, stale: false, credits: 1, demo: false })
      : { ok: false as const, error: result.error };
  };
  const handlers = withReadScope(
    {
      'portfolio:value': fake('/v1/portfolio/value'),
      'portfolio:chart': fake('/v1/portfolio/chart'),
      'portfolio:coins': fake('/v1/portfolio/coins'),
      'portfolio:transactions': fake('/v1/portfolio/transactions'),
      'rwa:asset': async (input: { rwaId: string }, context?: ReadContext) => {
        const result = await read(`/v1/rwa/assets/${input.rwaId}`, '', context);
        return result.ok
          ? ok(result.value, { source: 'live', fetchedAt: 0, stale: false, credits: 1, demo: false })
          : { ok: false as const, error: result.error };
      },
    } as unknown as Handlers,
    { ...viewScopes, ...creditsViewScopes },
  ) as unknown as Record<string, (input: unknown) => Promise<{ ok: boolean }>>;
  const call = (channel: string, input: unknown) => {
    const handler = handlers[channel];
    if (!handler) throw new Error(channel);
    return handler(input);
  };
  return { call, seen, read };
}

const pathsOf = (seen: Request[]) => seen.map((r) => new URL(r.url).pathname.replace('/v1/portfolio/', ''));

describe('the visible view’s reads', () => {
  it('go headline, chart, tables, in whatever order they arrive', async () => {
    const { call, seen, read } = setup();
    // A read already holds the one slot, so the view's reads queue behind it.
    const busy = read('/v1/portfolio/busy', 'x');
    const view = [
      call('portfolio:transactions', { portfolioId: 'p1' }),
      call('portfolio:coins', { portfolioId: 'p1' }),
      call('portfolio:chart', { portfolioId: 'p1' }),
      call('portfolio:value', { portfolioId: 'p1' }),
    ];
    await Promise.all([busy, ...view]);
    expect(pathsOf(seen)).toEqual(['busy', 'value', 'chart', 'transactions', 'coins']);
  });

  it('drops the unsent reads of portfolios the user clicked past, and answers the one on screen', async () => {
    const { call, seen, read } = setup();
    const busy = read('/v1/portfolio/busy', 'x');
    const clicks = ['p1', 'p2', 'p3', 'p4'].map((portfolioId) => call('portfolio:value', { portfolioId }));
    const results = await Promise.all([busy, ...clicks]);
    expect(results.map((r) => r.ok)).toEqual([true, false, false, false, true]);
    expect(seen.map((r) => new URL(r.url).searchParams.get('portfolioId'))).toEqual(['x', 'p4']);
  });

  it('does not drop a read asked again with the same parameters (a reload)', async () => {
    const { call, seen } = setup();
    const twice = await Promise.all([
      call('portfolio:value', { portfolioId: 'p1' }),
      call('portfolio:value', { portfolioId: 'p1' }),
    ]);
    expect(twice.map((r) => r.ok)).toEqual([true, true]);
    expect(seen).toHaveLength(1);
  });

  it('drops a clicked-past read that had not reached the rate queue yet when the user moved on', async () => {
    // Every click lands before any read asks for its view's signal.
    const { call, seen, read } = setup(true);
    const busy = read('/v1/portfolio/busy', 'x');
    const clicks = ['p1', 'p2', 'p3'].map((portfolioId) => call('portfolio:value', { portfolioId }));
    const results = await Promise.all([busy, ...clicks]);
    expect(results.map((r) => r.ok)).toEqual([true, false, false, true]);
    expect(seen.map((r) => new URL(r.url).searchParams.get('portfolioId'))).toEqual(['x', 'p3']);
  });

  it('answers every asset of the watchlist, which reads its assets at once', async () => {
    // The Watchlist prices each watched RWA asset with its own call, all sent together: none is "moved on" from.
    const { call, seen, read } = setup();
    const busy = read('/v1/portfolio/busy', 'x');
    const assets = ['gold', 'apple-stock', 'tesla-stock'].map((rwaId) => call('rwa:asset', { rwaId }));
    const results = await Promise.all([busy, ...assets]);
    expect(results.map((r) => r.ok)).toEqual([true, true, true, true]);
    expect(seen.map((r) => new URL(r.url).pathname)).toEqual([
      '/v1/portfolio/busy',
      '/v1/rwa/assets/gold',
      '/v1/rwa/assets/apple-stock',
      '/v1/rwa/assets/tesla-stock',
    ]);
  });
});

describe('the scoped handlers', () => {
  it('give a scoped read the view’s context with its row’s rank, and leave other channels as they are', async () => {
    const given: unknown[] = [];
    const answer = ok(1, { source: 'live', fetchedAt: 0, stale: false, credits: 0, demo: false });
    const settings = async () => answer;
    const handlers = {
      'portfolio:value': async (_input: unknown, context?: ReadContext) => {
        given.push(context && { priority: context.priority, rank: context.rank });
        return answer;
      },
      'settings:get': settings,
    } as unknown as Handlers;
    const scoped = withReadScope(handlers, { ...viewScopes, ...creditsViewScopes }) as unknown as Record<
      string,
      (input: unknown) => Promise<unknown>
    >;
    expect(Object.keys(scoped).sort()).toEqual(['portfolio:value', 'settings:get']);
    expect(scoped['settings:get']).toBe(settings);
    await scoped['portfolio:value']?.({ portfolioId: 'p1' });
    expect(given).toEqual([{ priority: 'user', rank: 'headline' }]);
  });
});
