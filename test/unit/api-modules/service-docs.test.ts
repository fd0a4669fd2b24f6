import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticAuth } from '../../../src/main/api/auth';
import { coinCalls } from '../../../src/main/api/coins';
import { createApiClient } from '../../../src/main/api/http';
import { createRateLimiter } from '../../../src/main/api/rate-limiter';
import { toTokenRisk } from '../../../src/main/api/schemas/market';
import { walletCalls } from '../../../src/main/api/wallet';
import { createApp, DEFAULT_API_BASE_URL, type App } from '../../../src/main/app';
import { dispatch } from '../../../src/main/ipc/registry';
import { silentLogger } from '../../../src/main/lib/effects';
import { createMemoryStore } from '../../../src/main/secrets/memory-store';
import type { Envelope } from '../../../src/shared/envelope';
import { docFixtures, docsAnswer } from '../../support/service-docs';

// The app with no options (the documented host, no /v1) against a fetch that answers only with the
// documentation's example answers. Every read sends the documented URL, and each example reads as the user sees it.

const WALLET = '0x742d35Cc6634C0532925a3b844Bc454e4438f44e';
let app: App;
let dir: string;
const docs = docsAnswer();

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'folio-docs-'));
  // Time moves when the app sleeps, so the rate limiter's waits take no real time.
  let now = Date.UTC(2026, 10, 24);
  app = await createApp({
    fetch: docs.fetch,
    secrets: createMemoryStore(),
    dataDir: dir,
    log: silentLogger,
    clock: { now: () => now, sleep: async (ms) => void (now += ms) },
  });
  await call('settings:setApiKey', { apiKey: 'docs-test-key-12345' });
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const call = (channel: string, input: unknown = {}) => dispatch(app.handlers, channel, input, silentLogger);
const value = async <T>(channel: string, input: unknown = {}): Promise<T> => {
  const answer = (await call(channel, input)) as Envelope<T>;
  if (!answer.ok) throw new Error(`${channel}: ${answer.error.message}`);
  return answer.value;
};
const walletId = async () => {
  const added = await value<{ id: string }>('wallet:add', { address: WALLET, connectionId: 'ethereum' });
  return added.id;
};

describe('every read against the documented examples, with the default service address', () => {
  it('sends each read to the documented URL: https://openapiv1.coinstats.app and the path without /v1', async () => {
    const before = docs.arrivals.length;
    await call('credits:reconcile');
    await call('portfolio:value');
    await call('portfolio:chart', { range: '1w' });
    await call('portfolio:coins');
    await call('portfolio:transactions');
    await call('coins:get', { coinId: 'bitcoin' });
    const id = await walletId();
    await call('wallet:balance', { walletId: id });
    await call('wallet:transactions', { walletIds: [id] });
    const reads = docs.arrivals.slice(before).map((a) => a.url);
    const host = DEFAULT_API_BASE_URL;
    expect(host).toBe('https://openapiv1.coinstats.app');
    expect(new Set(reads)).toEqual(
      new Set([
        `${host}/usage/credits`,
        `${host}/portfolio/value?currency=USD`,
        `${host}/portfolio/chart?type=1w`,
        `${host}/portfolio/coins?page=1&limit=100`,
        `${host}/portfolio/transactions?currency=USD&page=1&limit=20`,
        `${host}/coins/bitcoin?currency=USD`,
        `${host}/wallet/balance?address=${WALLET}&connectionId=ethereum`,
        `${host}/wallet/transactions?address=${WALLET}&connectionId=ethereum&currency=USD&page=1&limit=20`,
      ]),
    );
    expect(docs.arrivals.every((a) => !a.url.includes('/v1/'))).toBe(true);
  });

  it('shows the plan and credits of the documented usage answer', async () => {
    expect(await value('credits:reconcile')).toMatchObject({
      plan: 'PRO',
      totalCredits: 100_000,
      usedCredits: 45_000,
      remainingCredits: 55_000,
    });
  });

  it('shows the documented portfolio value, chart, holdings and transactions', async () => {
    expect(await value('portfolio:value')).toMatchObject({
      totalValue: 12500.75,
      allTimeProfitLossPercent: 17.5,
    });
    const chart = await value<{ points: { t: number; usd: number }[] }>('portfolio:chart', { range: '1w' });
    expect(chart.points[0]).toEqual({
      t: 1755864000000,
      usd: 297711.24614580005,
      btc: 2.65026183,
      eth: 69.53175117,
    });
    const holdings = await value<Record<string, unknown>[]>('portfolio:coins');
    expect(holdings).toEqual([
      expect.objectContaining({
        coinId: 'ethereum',
        name: 'Ethereum',
        symbol: 'ETH',
        icon: 'https://static.coinstats.app/coins/1650455629727.png',
        count: 44.4987,
        price: 4343.564311034,
        value: 44.4987 * 4343.564311034,
        averageBuy: 83720.75297372,
      }),
    ]);
    const txs = await value<Record<string, unknown>[]>('portfolio:transactions');
    expect(txs).toEqual([
      expect.objectContaining({ type: 'Roll In', symbol: 'PEPE', count: 596062, totalWorth: 6.06791116 }),
    ]);
  });

  it('shows the documented coin, wallet balance and wallet transactions', async () => {
    expect(await value('coins:get', { coinId: 'bitcoin' })).toMatchObject({
      name: 'Bitcoin',
      price: 43250.75,
    });
    const id = await walletId();
    expect(await value('wallet:balance', { walletId: id })).toEqual([
      expect.objectContaining({ symbol: 'ETH', amount: 1.5, value: 3000.75 }),
    ]);
    const page = await value<{ items: Record<string, unknown>[] }>('wallet:transactions', {
      walletIds: [id],
    });
    expect(page.items).toEqual([
      expect.objectContaining({
        type: 'Sent',
        symbol: 'ETH',
        count: -0.00636637,
        hash: expect.stringMatching(/^0xc969/),
      }),
    ]);
  });

  it('says clearly where the documentation shows no example answer', async () => {
    const list = (await call('portfolio:list')) as Envelope<unknown>;
    expect(list.ok).toBe(false);
    if (!list.ok)
      // No page documents the list, and /usage/credits answers at this address: not offered here.
      expect(list.error.message).toContain('does not offer GET /portfolio/list at this address');
  });
});

describe('the examples no view reads on its own pass the same client', () => {
  const client = createApiClient({
    fetch: docs.fetch,
    baseUrl: DEFAULT_API_BASE_URL,
    auth: staticAuth('docs-test-key-12345'),
    clock: { now: () => 0, sleep: async () => undefined },
    log: silentLogger,
    limiter: createRateLimiter({ clock: { now: () => 0, sleep: async () => undefined }, perSecond: 1000 }),
  });

  it('reads the token risk example with its open severity', async () => {
    const call = coinCalls.tokenRisk('ethereum');
    const answer = await client.send(call.request, call.schema);
    expect(answer.ok && toTokenRisk(answer.value, 'ethereum').results).toEqual([
      expect.objectContaining({ name: 'Blockable Transfer', severity: 'medium' }),
    ]);
  });

  it('reads the wallet status example', async () => {
    const call = walletCalls.status({ id: 'w1', label: 'w1', address: WALLET, connectionId: 'ethereum' });
    const answer = await client.send(call.request, call.schema);
    expect(answer.ok && answer.value).toEqual({ status: 'synced' });
  });

  it('has an example file for every endpoint named in the fixtures, each with its page', () => {
    for (const fixture of docFixtures()) {
      expect(fixture.source).toMatch(
        /^https:\/\/(coinstats\.app|dev-c758229b\.mintlify\.dev)\/docs\/openapi\//,
      );
      expect(fixture.endpoint).toMatch(/^GET \//);
    }
  });
});
