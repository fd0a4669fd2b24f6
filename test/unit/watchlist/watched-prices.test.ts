import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../../src/main/app';
import { silentLogger } from '../../../src/main/lib/effects';
import { createMemoryStore } from '../../../src/main/secrets/memory-store';
import { watchedCoinsQuery } from '../../../src/shared/contract/watchlist';

// app.watchedPrices(): both watchlists with the newest cached price of each entry, for the tray and price alerts.
// Over a real app in demo mode (the in-process sandbox answers); the request journal shows what was sent.

const START = Date.UTC(2026, 10, 22, 9, 0, 0);
let now = START;
let dir: string;
let app: App;

beforeEach(async () => {
  now = START;
  dir = mkdtempSync(join(tmpdir(), 'folio-watched-'));
  app = await createApp({
    fetch: async () => {
      throw new Error('demo mode never reaches the network');
    },
    secrets: createMemoryStore(),
    dataDir: dir,
    log: silentLogger,
    clock: { now: () => now, sleep: async (ms) => void (now += ms) },
  });
});

afterEach(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

type Answer<T> =
  { ok: true; value: T; meta: { fetchedAt: number } } | { ok: false; error: { message: string } };
async function read<T>(answer: Promise<Answer<T>>) {
  const settled = await answer;
  if (!settled.ok) throw new Error(settled.error.message);
  return settled;
}
const value = async <T>(answer: Promise<Answer<T>>) => (await read(answer)).value;
const journalLength = async () => (await value(app.handlers['credits:journal']({}))).length;

describe('the watched prices', () => {
  it('lists every watched entry before anything is cached, priced null and stale, sending nothing', async () => {
    await app.handlers['rwa:watch']({ rwaId: 'gold', watched: true });
    expect(app.watchedPrices()).toEqual([
      expect.objectContaining({ kind: 'coin', id: 'bitcoin', price: null, fetchedAt: null, stale: true }),
      expect.objectContaining({ kind: 'coin', id: 'ethereum', price: null, fetchedAt: null, stale: true }),
      expect.objectContaining({ kind: 'rwa', id: 'gold', price: null, fetchedAt: null, stale: true }),
    ]);
    expect(await journalLength()).toBe(0);
  });

  it("gives the Watchlist view's own answers: price, 24h change and as-of, from the cache alone", async () => {
    await app.handlers['watchlist:addCoin']({ coinId: 'solana', symbol: 'SOL', name: 'Solana' });
    await app.handlers['rwa:watch']({ rwaId: 'gold', watched: true });
    const ids = ['bitcoin', 'ethereum', 'solana'];
    const list = await read(app.handlers['coins:list'](watchedCoinsQuery(ids, 'USD')));
    const detail = await read(app.handlers['rwa:asset']({ rwaId: 'gold', currency: 'USD' }));
    const coins = list.value;
    const gold = detail.value;
    now += 30_000;
    const before = await journalLength();

    const prices = app.watchedPrices();

    expect(await journalLength()).toBe(before);
    expect(prices.map((p) => [p.kind, p.id])).toEqual([
      ['coin', 'bitcoin'],
      ['coin', 'ethereum'],
      ['coin', 'solana'],
      ['rwa', 'gold'],
    ]);
    for (const coin of coins) {
      expect(prices.find((p) => p.id === coin.id)).toEqual({
        kind: 'coin',
        id: coin.id,
        symbol: coin.symbol,
        name: coin.name,
        currency: 'USD',
        price: coin.price,
        change24h: coin.priceChange1d,
        fetchedAt: list.meta.fetchedAt,
        stale: false,
      });
    }
    expect(prices[3]).toEqual({
      kind: 'rwa',
      id: 'gold',
      symbol: gold.symbol,
      name: gold.name,
      currency: gold.currency,
      price: gold.price.tokenizedPrice,
      change24h: gold.price.change24h,
      fetchedAt: detail.meta.fetchedAt,
      stale: false,
    });
  });

  it('marks a price stale past its read freshness, and prefers the newest of the cached answers', async () => {
    const list = await read(app.handlers['coins:list'](watchedCoinsQuery(['bitcoin', 'ethereum'], 'USD')));
    now = list.meta.fetchedAt + 60_000;
    expect(app.watchedPrices().map((p) => p.stale)).toEqual([false, false]);
    now += 1;
    expect(app.watchedPrices().map((p) => p.stale)).toEqual([true, true]);
    // A single-coin read made later is newer than the list's answer.
    const btc = await read(app.handlers['coins:get']({ coinId: 'bitcoin' }));
    const [bitcoin, ethereum] = app.watchedPrices();
    expect(btc.meta.fetchedAt).toBeGreaterThan(list.meta.fetchedAt);
    expect(bitcoin).toMatchObject({ price: btc.value.price, fetchedAt: btc.meta.fetchedAt, stale: false });
    expect(ethereum).toMatchObject({ fetchedAt: list.meta.fetchedAt, stale: true });
  });

  it('uses only answers in the base currency', async () => {
    await value(app.handlers['coins:list'](watchedCoinsQuery(['bitcoin', 'ethereum'], 'USD')));
    await app.handlers['settings:update']({ baseCurrency: 'EUR' });
    expect(app.watchedPrices().map((p) => [p.currency, p.price])).toEqual([
      ['EUR', null],
      ['EUR', null],
    ]);
  });
});
