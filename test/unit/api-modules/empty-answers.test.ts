import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { costOf } from '../../../src/main/api/costs';
import {
  portfolioChartResponse,
  portfolioCoinsResponse,
  portfolioTransactionsResponse,
  portfolioValueResponse,
} from '../../../src/main/api/schemas/portfolio';
import { tickerMarketsResponse } from '../../../src/main/api/schemas/market';
import { walletTransactionsResponse } from '../../../src/main/api/schemas/wallet';
import { createApp, type App } from '../../../src/main/app';
import { dispatch } from '../../../src/main/ipc/registry';
import { silentLogger } from '../../../src/main/lib/effects';
import { createMemoryStore } from '../../../src/main/secrets/memory-store';

// What the service answers a portfolio read with when there is nothing to read: an account with a key but no
// API-connected portfolio, read without a selector. The service's own client lists the shapes
// (github.com/CoinStatsHQ/coinstats-mcp src/tools/toolFactory.ts, isEmptyPayload): `[]`, `{}`, `{ result: [] }`,
// `{ result: null }`, `{ data: [] }`; a `null` body is taken as empty there too. A new user sees empty cards, not a
// "bad answer" error for credits already spent.

const EMPTY_SHAPES: unknown[] = [null, [], {}, { result: [] }, { result: null }, { data: [] }];

describe('an empty portfolio answer', () => {
  it.each(EMPTY_SHAPES.map((shape) => [JSON.stringify(shape), shape]))(
    '%s reads as no holdings, no chart points, no transactions and a value of 0',
    (_, shape) => {
      expect(portfolioCoinsResponse.parse(shape)).toEqual({ result: { rows: [], skipped: 0, issues: [] } });
      expect(portfolioChartResponse.parse(shape)).toEqual({ result: [] });
      expect(portfolioTransactionsResponse.parse(shape)).toEqual({
        data: { rows: [], skipped: 0, issues: [] },
      });
      // The value of nothing: 0, not a broken answer (the headline card is the first a new user sees).
      expect(portfolioValueResponse.parse(shape)).toMatchObject({
        totalValue: 0,
        allTimeProfitLossPercent: 0,
      });
    },
  );

  it('is only an empty one: an answer with something else in it is still checked', () => {
    expect(portfolioCoinsResponse.safeParse({ holdings: [] }).success).toBe(false);
    expect(portfolioChartResponse.safeParse({ result: [[1, 'a', 2, 3]] }).success).toBe(false);
    expect(portfolioTransactionsResponse.safeParse('nothing').success).toBe(false);
  });

  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  it('shows an account with no API-connected portfolio as empty cards, through the whole app', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'folio-empty-'));
    const answers: Record<string, unknown> = {
      '/portfolio/list': [],
      '/portfolio/coins': {},
      '/portfolio/chart': { result: null },
      '/portfolio/transactions': [],
      '/portfolio/value': {},
    };
    const app: App = await createApp({
      fetch: async (input) => {
        const path = new URL(String(input)).pathname;
        if (!(path in answers)) return new Response('{"message":"not here"}', { status: 404 });
        return new Response(JSON.stringify(answers[path]), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      },
      secrets: createMemoryStore(),
      dataDir: dir,
      log: silentLogger,
    });
    cleanups.push(async () => {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    });
    const call = (channel: string, input: unknown = {}) =>
      dispatch(app.handlers, channel, input, silentLogger);
    await call('settings:setApiKey', { apiKey: 'empty-account-key-1234' });
    expect(await call('portfolio:list')).toMatchObject({ ok: true, value: [] });
    expect(await call('portfolio:coins')).toMatchObject({ ok: true, value: [], meta: { source: 'live' } });
    expect(await call('portfolio:chart', { range: '1m' })).toMatchObject({
      ok: true,
      value: { range: '1m', points: [] },
    });
    expect(await call('portfolio:transactions')).toMatchObject({ ok: true, value: [] });
    expect(await call('portfolio:value')).toMatchObject({ ok: true, value: { totalValue: 0 } });
    // Cached as read: the next look is the cache's, and empty still.
    expect(await call('portfolio:coins')).toMatchObject({ ok: true, value: [], meta: { source: 'cache' } });
  });
});

describe('a page answer wrapped in a one-item list', () => {
  const pair = {
    exchange: 'Binance',
    pair: 'BTC/USDT',
    from: 'BTC',
    to: 'USDT',
    pairPrice: 97000,
    volume: 1,
  };
  const walletTx = { type: 'Sent', date: '2026-11-24T10:00:00.000Z' };

  // coinstats.app/docs/openapi/get-wallet-transactions shows `[ { "meta": …, "result": [ … ] } ]`; its mirror and the
  // OpenAPI text show the object. The OpenAPI text types /tickers/markets as a list of TickerMarketListResponseDto.
  it('reads as the page inside, for the pair list and wallet transactions', () => {
    const pairs = tickerMarketsResponse.parse([{ meta: { page: 1 }, result: [pair] }]);
    expect(pairs.result.rows).toHaveLength(1);
    expect(pairs.meta).toEqual({ page: 1 });
    const txs = walletTransactionsResponse.parse([{ meta: { page: 1, limit: 20 }, result: [walletTx] }]);
    expect(txs.result.rows).toMatchObject([walletTx]);
  });

  it('still reads the object itself, and a bare list of pairs as one page', () => {
    expect(tickerMarketsResponse.parse({ result: [pair] }).result.rows).toHaveLength(1);
    expect(tickerMarketsResponse.parse([pair]).result.rows).toHaveLength(1);
    expect(walletTransactionsResponse.parse({ result: [walletTx] }).result.rows).toHaveLength(1);
  });
});

describe('the price of wallet transactions for entries on "all" networks', () => {
  // coinstats.app/docs/wallet/wallet-charts: "'ethereum:0x1234..,all:0x5678..,all:0x9012..' results in a cost of
  // 1 x 40 + 2 x 400"; get-wallet-transactions: 40 credits per network.
  it('counts a wallet entry on "all" ten times, as the documentation works it through', () => {
    expect(
      costOf('GET /wallet/transactions', { wallets: 'ethereum:0x1234,all:0x5678,all:0x9012' }).credits,
    ).toBe(40 + 2 * 400);
    expect(costOf('GET /wallet/transactions', { wallets: 'ethereum:0xa,polygon:0xb' }).credits).toBe(80);
  });
});
