import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../../src/main/app';
import { dispatch } from '../../../src/main/ipc/registry';
import { silentLogger } from '../../../src/main/lib/effects';
import { createMemoryStore } from '../../../src/main/secrets/memory-store';
import type { CostPreview } from '../../../src/shared/domain/credits';
import type { Holding } from '../../../src/shared/domain/portfolio';
import type { Envelope } from '../../../src/shared/envelope';
import { docsAnswer, manyHoldings, type DocsArrival } from '../../support/service-docs';

// A local HTTP server that serves only the documentation's example answers, and the whole app built
// through createApp against it over real HTTP. Every view's read succeeds where the documentation has an example
// and fails with a clear message where it has none.

interface Running {
  app: App;
  arrivals: DocsArrival[];
  url: string;
  close(): Promise<void>;
}

const opened: Running[] = [];
afterEach(async () => {
  for (const r of opened.splice(0)) await r.close();
});

async function appAgainstDocs(options: Parameters<typeof docsAnswer>[0] = {}): Promise<Running> {
  const docs = docsAnswer(options);
  const server = await new Promise<{ url: string; close: () => Promise<void> }>((resolve, reject) => {
    const instance = serve(
      { hostname: '127.0.0.1', port: 0, fetch: (request) => docs.fetch(request) },
      (info) =>
        resolve({
          url: `http://127.0.0.1:${(info as AddressInfo).port}`,
          close: () =>
            new Promise((done) => {
              if ('closeAllConnections' in instance) instance.closeAllConnections();
              instance.close(() => done());
            }),
        }),
    );
    instance.once('error', reject);
  });
  const dir = mkdtempSync(join(tmpdir(), 'folio-docs-server-'));
  let now = Date.now();
  const app = await createApp({
    fetch: (input, init) => fetch(input, init),
    secrets: createMemoryStore(),
    dataDir: dir,
    log: silentLogger,
    apiBaseUrl: server.url,
    clock: { now: () => now, sleep: async (ms) => void (now += ms) },
  });
  const running: Running = {
    app,
    arrivals: docs.arrivals,
    url: server.url,
    close: async () => {
      await app.close();
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  opened.push(running);
  await call(running, 'settings:setApiKey', { apiKey: 'docs-server-key-12345' });
  return running;
}

const call = <T = unknown>(r: Running, channel: string, input: unknown = {}) =>
  dispatch(r.app.handlers, channel, input, silentLogger) as Promise<Envelope<T>>;

describe('the app against a server of documented examples only', () => {
  it("reads every view's data that the documentation shows, and says clearly what it cannot read", async () => {
    const r = await appAgainstDocs();
    const wallet = await call<{ id: string }>(r, 'wallet:add', {
      address: '0x742d35Cc6634C0532925a3b844Bc454e4438f44e',
      connectionId: 'ethereum',
    });
    const walletId = wallet.ok ? wallet.value.id : '';
    const reads: [string, unknown][] = [
      ['credits:reconcile', {}],
      ['portfolio:value', {}],
      ['portfolio:chart', { range: '1m' }],
      ['portfolio:coins', {}],
      ['portfolio:transactions', {}],
      ['coins:get', { coinId: 'bitcoin' }],
      ['wallet:balance', { walletId }],
      ['wallet:transactions', { walletIds: [walletId] }],
    ];
    for (const [channel, input] of reads) {
      const answer = await call(r, channel, input);
      expect({ channel, ok: answer.ok }).toEqual({ channel, ok: true });
    }
    // No example in the documentation: a 404 that names the address instead of claiming the endpoint was removed.
    const undocumented: [string, unknown, string][] = [
      ['wallet:blockchains', {}, 'GET /wallet/blockchains'],
      ['coins:list', {}, 'GET /coins'],
    ];
    for (const [channel, input, endpoint] of undocumented) {
      const answer = await call(r, channel, input);
      expect(answer.ok).toBe(false);
      if (!answer.ok) {
        expect(answer.error.code).toBe('not_found');
        expect(answer.error.message).toContain(`No CoinStats API answered ${endpoint} at ${r.url}`);
        expect(answer.error.message).not.toMatch(/removed/);
      }
    }
    // No page documents the list at all, and /usage/credits answers at this address: not offered here.
    const list = await call(r, 'portfolio:list');
    expect(!list.ok && list.error.message).toContain('does not offer GET /portfolio/list at this address');
    expect(r.arrivals.every((a) => a.url.startsWith(`${r.url}/`) && !a.url.includes('/v1/'))).toBe(true);
  });

  it('shows all 1,000 holdings of a 1,000-coin portfolio, read 100 a page, each page priced first', async () => {
    const r = await appAgainstDocs({ pagedHoldings: manyHoldings(1000) });
    const preview = (channelInput: unknown) =>
      call<CostPreview>(r, 'credits:preview', { channel: 'portfolio:coins', input: channelInput });

    const first = await preview({});
    expect(first.ok && first.value).toMatchObject({ credits: 8 });
    expect(first.ok && first.value.explanation).toContain('each further 100 costs 8 more');

    const before = r.arrivals.length;
    const holdings = await call<Holding[]>(r, 'portfolio:coins', {});
    expect(holdings.ok && holdings.value).toHaveLength(1000);
    expect(holdings.ok && new Set(holdings.value.map((h) => h.coinId)).size).toBe(1000);
    // The service sends no total: the list ends at the first page that is not full, here an empty 11th.
    expect(holdings.ok && holdings.meta.credits).toBe(88);
    const pages = r.arrivals.slice(before).filter((a) => a.url.includes('/portfolio/coins'));
    expect(pages.map((a) => new URL(a.url).search)).toEqual(
      Array.from({ length: 11 }, (_, i) => `?page=${i + 1}&limit=100`),
    );

    // Now the page count is known: a Refresh is priced at every page before any is sent.
    const refresh = await preview({ refresh: true });
    expect(refresh.ok && refresh.value).toMatchObject({ credits: 88 });
    expect(refresh.ok && refresh.value.explanation).toBe(
      '8 credits x 11 pages = 88 credits for GET /portfolio/coins (1000 holdings when last read)',
    );
  });

  it('shows the other holdings when one row is malformed, and says one was skipped', async () => {
    const rows = manyHoldings(3);
    rows[1] = { ...(rows[1] as object), count: 'forty' };
    const r = await appAgainstDocs({ pagedHoldings: rows });
    const holdings = await call<Holding[]>(r, 'portfolio:coins', {});
    expect(holdings.ok && holdings.value.map((h) => h.coinId)).toEqual(['coin-0', 'coin-2']);
    expect(holdings.ok && holdings.meta.skipped).toEqual({
      count: 1,
      issues: [{ path: '1.count', message: expect.stringContaining('expected number') }],
    });
  });
});
