import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { staticAuth } from '../../src/main/api/auth';
import { cacheKeyOf, createApiClient, type ApiRequest } from '../../src/main/api/http';
import { createRateLimiter } from '../../src/main/api/rate-limiter';
import { createAnswersRepo } from '../../src/main/cache/answers-repo';
import { openDatabase } from '../../src/main/cache/db';
import { throughFor as createReadThrough } from '../support/read-through';
import { createLedgerRepo } from '../../src/main/credits/ledger-repo';
import { silentLogger, systemClock } from '../../src/main/lib/effects';

// The path every screen read takes: the cache key, a fresh cache hit (with its ledger line), a slot from the
// limiter, and a whole live send through the HTTP layer (parse, ledger write) against an instant fetch.
// Goal: a cache hit well under a millisecond, so opening a dashboard from the cache is never the slow part.

const dir = mkdtempSync(join(tmpdir(), 'folio-bench-'));
const { db } = openDatabase(join(dir, 'folio.db'), { log: silentLogger, clock: systemClock });
const ledger = createLedgerRepo(db);
const answers = createAnswersRepo(db);
const record = (r: Parameters<typeof ledger.insert>[0]) => void ledger.insert(r);
const readThrough = createReadThrough({
  answers,
  clock: systemClock,
  log: silentLogger,
  demo: false,
  record,
});

const request: ApiRequest = {
  method: 'GET',
  path: '/portfolio/value',
  query: { currency: 'USD', portfolioId: 'p-1' },
  headers: { sharetoken: 'share-token-value' },
  identity: 'shared:p-1',
  endpoint: 'GET /portfolio/value',
};
const schema = z.looseObject({ totalValue: z.number(), allTimeProfitLossPercent: z.number() });
const body = JSON.stringify({ totalValue: 12500.75, allTimeProfitLossPercent: 17.5, defiValue: 2500.25 });
const key = cacheKeyOf(request);
answers.put({ key, kind: 'portfolio', value: JSON.parse(body), fetchedAt: Date.now(), requestId: 'r' });

const limiter = createRateLimiter({ clock: systemClock, perSecond: 1_000_000 });
const client = createApiClient({
  fetch: async () => new Response(body, { status: 200, headers: { 'content-type': 'application/json' } }),
  baseUrl: 'https://api.example.test',
  auth: staticAuth('bench-key-123456'),
  clock: systemClock,
  log: silentLogger,
  limiter,
  record,
});

describe('client hot path', () => {
  test('cache key of a request', async ({ bench }) => {
    const result = await bench('cacheKeyOf', () => {
      cacheKeyOf(request);
    }).run();
    expect(result.latency.mean).toBeLessThan(0.05);
  });

  test('fresh cache hit through read-through (with its ledger line)', async ({ bench }) => {
    const result = await bench('read-through hit', async () => {
      await readThrough({
        key,
        kind: 'portfolio',
        endpoint: 'GET /portfolio/value',
        maxAgeMs: 3_600_000,
        schema,
        load: () => client.send(request, schema),
      });
    }).run();
    expect(result.latency.mean).toBeLessThan(1);
  });

  test('rate limiter slot when one is free', async ({ bench }) => {
    const result = await bench('acquire + release', async () => {
      const release = await limiter.acquire();
      release();
    }).run();
    expect(result.latency.mean).toBeLessThan(0.5);
  });

  test('live send: limiter, fetch, parse, ledger write', async ({ bench }) => {
    const result = await bench('send', async () => {
      await client.send(request, schema);
    }).run();
    expect(result.latency.mean).toBeLessThan(2);
  });
});
