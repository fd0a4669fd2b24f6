import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApp } from '../../../src/main/app';
import type { ApiRequest } from '../../../src/main/api/http';
import { openDatabase } from '../../../src/main/cache/db';
import { silentLogger, systemClock } from '../../../src/main/lib/effects';
import { createMemoryStore } from '../../../src/main/secrets/memory-store';
import { sessionAgainst, startSandbox, type RunningSandbox } from './sandbox-server';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

const anything = z.unknown();
const get = (
  path: string,
  endpoint: ApiRequest['endpoint'],
  query: ApiRequest['query'] = {},
): ApiRequest => ({
  method: 'GET',
  path,
  query,
  endpoint,
});

describe('the meter against the service', () => {
  it('matches the service after a batch that includes a refunded 503', async () => {
    const under = sessionAgainst(sandbox.apiUrl, 'sandbox-starter-key', { plan: 'STARTER' });
    const { session } = under;
    try {
      const start = await session.credits.reconcile();
      if (!start.ok) throw new Error(start.error.message);
      const used0 = start.meter.usedCredits;

      await session.client.send(get('/coins/bitcoin', 'GET /coins/:coinId'), anything);
      await session.client.send(
        get('/portfolio/value', 'GET /portfolio/value', { currency: 'USD' }),
        anything,
      );
      await sandbox.fault({ path: '/v1/portfolio/chart', status: 503, count: 3 });
      const failed = await session.client.send(
        get('/portfolio/chart', 'GET /portfolio/chart', { type: '1w' }),
        anything,
      );
      expect(failed).toMatchObject({ ok: false, error: { code: 'unavailable' } });

      // Before reconciling the meter already counts what the ledger charged: 1 + 10, the 503s nothing.
      expect(session.credits.meter().usedCredits).toBe(used0 + 11);
      await session.credits.settled();

      const service = await sandbox.usage('sandbox-starter-key');
      const meter = session.credits.meter();
      expect(meter.usedCredits).toBe(service.usedCredits);
      expect(meter.usedCredits).toBe(used0 + 11);
      expect(meter.remainingCredits).toBe(service.remainingCredits);
      expect(meter.plan).toBe('STARTER');
      expect(meter.ratePerSecond).toBe(30);

      const refunded = session.ledger
        .list({ limit: 50 })
        .filter((e) => e.endpoint === 'GET /portfolio/chart');
      expect(refunded.map((e) => [e.status, e.credits])).toEqual([
        [503, 0],
        [503, 0],
        [503, 0],
      ]);
      const changed = under.events.filter((e) => e.event === 'credits:changed').at(-1);
      expect(changed?.payload).toMatchObject({ usedCredits: used0 + 11, reconciledAt: expect.any(Number) });
    } finally {
      under.close();
    }
  });
});

describe('demo mode through createApp', () => {
  it('reads the in-process sandbox into its own database, never the network or the live ledger', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'folio-demo-'));
    const app = await createApp({
      fetch: async () => {
        throw new Error('demo mode must not use the network');
      },
      secrets: createMemoryStore(),
      dataDir,
      log: silentLogger,
    });
    try {
      const meter = await app.handlers['credits:reconcile']({});
      expect(meter).toMatchObject({
        ok: true,
        value: { plan: 'STARTER', ratePerSecond: 30 },
        meta: { demo: true },
      });

      const journal = await app.handlers['credits:journal']({});
      expect(journal).toMatchObject({
        ok: true,
        value: [{ endpoint: 'GET /usage/credits', source: 'live' }],
      });
      expect(existsSync(join(dataDir, 'folio-demo.db'))).toBe(true);
    } finally {
      await app.close();
    }
    const { db } = openDatabase(join(dataDir, 'folio.db'), { log: silentLogger, clock: systemClock });
    try {
      expect(db.prepare('SELECT count(*) FROM request_ledger').pluck().get()).toBe(0);
    } finally {
      db.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('keeps the ledger line of a cached answer read just before the app closes', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'folio-demo-'));
    const open = () =>
      createApp({
        fetch: async () => {
          throw new Error('demo mode must not use the network');
        },
        secrets: createMemoryStore(),
        dataDir,
        log: silentLogger,
      });
    const cacheLines = async (app: Awaited<ReturnType<typeof open>>) => {
      const journal = await app.handlers['credits:journal']({ limit: 500 });
      if (!journal.ok) throw new Error(journal.error.message);
      return journal.value.filter((e) => e.endpoint === 'GET /portfolio/list' && e.source === 'cache');
    };
    try {
      const first = await open();
      expect(await first.handlers['portfolio:list']({})).toMatchObject({
        ok: true,
        meta: { source: 'live' },
      });
      expect(await first.handlers['portfolio:list']({})).toMatchObject({
        ok: true,
        meta: { source: 'cache' },
      });
      // Closed in the same moment as the cached read, before its bookkeeping had its turn.
      await first.close();
      const again = await open();
      try {
        expect(await cacheLines(again)).toHaveLength(1);
      } finally {
        await again.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('prices a call before it is sent and issues a confirmation only for that call', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'folio-demo-'));
    const app = await createApp({
      fetch: async () => new Response('{}'),
      secrets: createMemoryStore(),
      dataDir,
      log: silentLogger,
    });
    try {
      const risk = await app.handlers['credits:preview']({
        channel: 'coins:tokenRisk',
        input: { coinId: 'bitcoin' },
      });
      expect(risk).toMatchObject({ ok: true, value: { credits: 5000, needsConfirmation: true } });
      const value = await app.handlers['credits:preview']({ channel: 'portfolio:value', input: {} });
      expect(value).toMatchObject({ ok: true, value: { credits: 10, needsConfirmation: false } });
      const sync = await app.handlers['credits:preview']({
        channel: 'wallet:sync',
        input: { walletIds: ['w1'], allNetworks: true },
      });
      expect(sync).toMatchObject({ ok: true, value: { needsConfirmation: true } });
      const bad = await app.handlers['credits:preview']({
        channel: 'coins:tokenRisk',
        input: { coinId: '' },
      });
      expect(bad).toMatchObject({ ok: false, error: { code: 'invalid_input' } });

      const confirmed = await app.handlers['credits:confirm']({
        channel: 'coins:tokenRisk',
        input: { coinId: 'bitcoin' },
      });
      expect(confirmed).toMatchObject({
        ok: true,
        value: { confirmToken: expect.any(String), cost: { credits: 5000 } },
      });
    } finally {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
