import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../../src/main/app';
import { dispatch } from '../../../src/main/ipc/registry';
import { silentLogger } from '../../../src/main/lib/effects';
import { createMemoryStore } from '../../../src/main/secrets/memory-store';
import type { TickerExchange, TickerPairsPage } from '../../../src/shared/domain/tickers';
import type { Envelope } from '../../../src/shared/envelope';
import { docFixture } from '../../support/service-docs';

// The exchange and pair lists through the app's real read path (request, parse, cache), against a fetch that
// answers what each test sets: the documented examples, a malformed row, a broken answer.

type Body = unknown | ((url: URL) => unknown);
let answers: Record<string, Body> = {};
const sent: URL[] = [];
let now = Date.UTC(2026, 10, 24, 12);
let app: App;
let dir: string;

const fetchStub = async (input: Request | string | URL, init?: RequestInit) => {
  const request = new Request(input, init);
  const url = new URL(request.url);
  sent.push(url);
  const body = answers[url.pathname];
  if (body === undefined) return new Response(JSON.stringify({ statusCode: 404 }), { status: 404 });
  const value = typeof body === 'function' ? (body as (u: URL) => unknown)(url) : body;
  return new Response(JSON.stringify(value), { headers: { 'content-type': 'application/json' } });
};

const call = <T>(channel: string, input: unknown = {}) =>
  dispatch(app.handlers, channel, input, silentLogger) as Promise<Envelope<T>>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'folio-tickers-'));
  app = await createApp({
    fetch: fetchStub,
    secrets: createMemoryStore(),
    dataDir: dir,
    log: silentLogger,
    clock: { now: () => now, sleep: async (ms) => void (now += ms) },
  });
  await call('settings:setApiKey', { apiKey: 'tickers-test-key-12345' });
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => {
  answers = {};
  sent.length = 0;
});

const market = (pair: string, extra: Record<string, unknown> = {}) => {
  const [from, to] = pair.split('/');
  return { exchange: 'Kraken', pair, from, to, price: 1, pairPrice: 2, volume: 3, pairVolume: 4, ...extra };
};

describe('the exchange list', () => {
  it('reads the documented example, sent to /tickers/exchanges for 2 credits', async () => {
    answers['/tickers/exchanges'] = docFixture('GET /tickers/exchanges').example;
    const preview = await call<{ credits: number }>('credits:preview', {
      channel: 'tickers:exchanges',
      input: {},
    });
    expect(preview.ok && preview.value.credits).toBe(2);
    const answer = await call<TickerExchange[]>('tickers:exchanges', { refresh: true });
    expect(answer.ok && answer.value).toEqual([
      { id: 'binance', name: 'Binance', rank: 1, volume24h: 12500000000 },
    ]);
    expect(sent.map((u) => u.pathname)).toContain('/tickers/exchanges');
  });

  it('drops and counts a malformed row, and keeps the rest ranked', async () => {
    answers['/tickers/exchanges'] = [
      { id: 'kraken', name: 'Kraken', rank: 3 },
      { id: 'binance', name: 'Binance', rank: 1, volume24h: 9 },
      { id: 'broken', rank: 2 },
    ];
    const answer = await call<TickerExchange[]>('tickers:exchanges', { refresh: true });
    if (!answer.ok) throw new Error(answer.error.message);
    expect(answer.value.map((e) => e.name)).toEqual(['Binance', 'Kraken']);
    expect(answer.meta.skipped).toMatchObject({ count: 1, issues: [{ path: '2.name' }] });
  });

  it('refuses an answer none of whose rows can be read, and keeps the cached list', async () => {
    answers['/tickers/exchanges'] = [{ id: 'a', name: 'Good', rank: 1 }];
    await call('tickers:exchanges', { refresh: true });
    answers['/tickers/exchanges'] = [{ nope: true }, { id: 7 }];
    const answer = await call<TickerExchange[]>('tickers:exchanges', { refresh: true });
    expect(answer.ok).toBe(true);
    if (!answer.ok) return;
    expect(answer.value.map((e) => e.name)).toEqual(['Good']);
    expect(answer.meta).toMatchObject({ source: 'cache', stale: true });
    expect(answer.meta.error?.message).toMatch(
      /answer for tickers exchanges \(GET \/tickers\/exchanges\) did not match the documented shape: no row could be read: all 2 rows failed/,
    );
  });
});

describe("an exchange's pairs", () => {
  it('reads the documented example: a page of pairs with the next page known from meta', async () => {
    answers['/tickers/markets'] = docFixture('GET /tickers/markets').example;
    const answer = await call<TickerPairsPage>('tickers:markets', {
      exchange: 'BinanceFutures',
      refresh: true,
    });
    expect(answer.ok && answer.value).toEqual({
      exchange: 'BinanceFutures',
      page: 1,
      hasNextPage: true,
      total: 57072,
      pairs: [
        {
          exchange: 'BinanceFutures',
          pair: 'BTC/USD',
          base: 'BTC',
          quote: 'USD',
          pairPrice: 111014.4,
          volumeUsd: 1967687277427.2,
        },
      ],
    });
    const url = sent.find((u) => u.pathname === '/tickers/markets');
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({
      exchange: 'BinanceFutures',
      page: '1',
      limit: '100',
    });
  });

  it('costs 3 credits a page and is served from the cache for a day', async () => {
    answers['/tickers/markets'] = { meta: { page: 1, hasNextPage: false }, result: [market('BTC/EUR')] };
    const preview = await call<{ credits: number }>('credits:preview', {
      channel: 'tickers:markets',
      input: { exchange: 'Kraken', page: 2 },
    });
    expect(preview.ok && preview.value.credits).toBe(3);
    await call('tickers:markets', { exchange: 'Kraken', refresh: true });
    sent.length = 0;
    now += 23 * 3_600_000;
    const again = await call<TickerPairsPage>('tickers:markets', { exchange: 'Kraken' });
    expect(again.ok && again.meta.source).toBe('cache');
    expect(sent.filter((u) => u.pathname === '/tickers/markets')).toEqual([]);
  });

  it('drops a malformed row (a pair without its quote) and counts it', async () => {
    answers['/tickers/markets'] = {
      meta: { page: 1, hasNextPage: false, itemCount: 3 },
      result: [market('BTC/EUR'), market('ETH', { to: undefined }), market('ETH/EUR', { pairPrice: 'high' })],
    };
    const answer = await call<TickerPairsPage>('tickers:markets', { exchange: 'Kraken', refresh: true });
    if (!answer.ok) throw new Error(answer.error.message);
    expect(answer.value.pairs.map((p) => p.pair)).toEqual(['BTC/EUR']);
    expect(answer.meta.skipped?.count).toBe(2);
  });

  it('reads a bare list as one page, full pages meaning there may be more', async () => {
    const rows = Array.from({ length: 100 }, (_, i) => market(`C${i}/EUR`));
    answers['/tickers/markets'] = rows;
    const full = await call<TickerPairsPage>('tickers:markets', { exchange: 'Kraken', refresh: true });
    expect(full.ok && [full.value.pairs.length, full.value.hasNextPage, full.value.total]).toEqual([
      100,
      true,
      null,
    ]);
    answers['/tickers/markets'] = rows.slice(0, 3);
    const short = await call<TickerPairsPage>('tickers:markets', {
      exchange: 'Kraken',
      page: 2,
      refresh: true,
    });
    expect(short.ok && short.value.hasNextPage).toBe(false);
  });

  it('asks for the pairs of one base asset by fromCoin', async () => {
    answers['/tickers/markets'] = (url: URL) => ({
      meta: { page: 1, hasNextPage: false },
      result: [market(`${url.searchParams.get('fromCoin') ?? 'BTC'}/EUR`)],
    });
    const doge = await call<TickerPairsPage>('tickers:markets', { exchange: 'Kraken', fromCoin: 'doge' });
    expect(doge.ok && doge.value.pairs.map((p) => p.pair)).toEqual(['DOGE/EUR']);
    expect(sent.findLast((u) => u.pathname === '/tickers/markets')?.searchParams.get('fromCoin')).toBe(
      'DOGE',
    );
    expect((await call('tickers:markets', { exchange: 'Kraken', fromCoin: 'DOGE&x=1' })).ok).toBe(false);
  });

  it('refuses an exchange name that is not one before anything is sent', async () => {
    const answer = await call('tickers:markets', { exchange: 'Kraken&limit=1000' });
    expect(answer.ok).toBe(false);
    expect(sent).toEqual([]);
  });
});
