import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../../src/main/app';
import { silentLogger } from '../../../src/main/lib/effects';
import { createMemoryStore } from '../../../src/main/secrets/memory-store';
import type { TrayMenuModel } from '../../../src/main/tray/menu-model';
import { watchedCoinsQuery } from '../../../src/shared/contract/watchlist';
import type { Coin } from '../../../src/shared/domain/market';

// The tray service over a real app in demo mode (no key stored, so the in-process sandbox answers). What is
// counted is the request journal and the credit meter: the ledger records every request the client sends.

const START = Date.UTC(2026, 10, 22, 9, 0, 0);
let now = START;
let dir: string;
let app: App;

beforeEach(async () => {
  now = START;
  dir = mkdtempSync(join(tmpdir(), 'folio-tray-'));
  app = await createApp({
    fetch: async () => {
      throw new Error('demo mode never reaches the network');
    },
    secrets: createMemoryStore(),
    dataDir: dir,
    log: silentLogger,
    // Sleeping moves the fake time on, so the client's rate limiter lets the next request through.
    clock: {
      now: () => now,
      sleep: async (ms) => {
        now += ms;
      },
    },
  });
});

afterEach(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const labels = (menu: TrayMenuModel) => menu.items.map((i) => (i.kind === 'separator' ? '---' : i.label));
const priceLabels = (menu: TrayMenuModel) => menu.items.flatMap((i) => (i.kind === 'price' ? [i.label] : []));
const refreshLabel = (menu: TrayMenuModel) =>
  menu.items.flatMap((i) => (i.kind === 'action' && i.action === 'refresh' ? [i.label] : []))[0] ?? '';

async function journal() {
  const answer = await app.handlers['credits:journal']({});
  if (!answer.ok) throw new Error(answer.error.message);
  return answer.value;
}
async function used() {
  const answer = await app.handlers['credits:meter']({});
  if (!answer.ok) throw new Error(answer.error.message);
  return answer.value.usedCredits;
}
async function readWatched(): Promise<Coin[]> {
  // The read the Watchlist view makes for the starter coins (bitcoin, ethereum) in the base currency.
  const answer = await app.handlers['coins:list'](watchedCoinsQuery(['bitcoin', 'ethereum'], 'USD'));
  if (!answer.ok) throw new Error(answer.error.message);
  return answer.value;
}
/** The digit runs a user would recognise in a price: "97,512" gives "97" and "512". */
const digitRuns = (coins: Coin[]) =>
  coins
    .flatMap((c) => Math.round(c.price).toLocaleString('en-US').split(','))
    .filter((run) => run.length >= 2);

describe('the tray service', () => {
  it('says the prices are not loaded yet before any read, and sends nothing to say so', async () => {
    const menu = app.tray.model();
    expect(labels(menu)).toEqual([
      'Demo data',
      'BTC: no cached price yet',
      'ETH: no cached price yet',
      '---',
      'Refresh prices (2 credits)',
      'Open Folio Desk',
      'Quit',
    ]);
    expect(menu.tooltip).toBe('Folio Desk — demo data');
    expect(await journal()).toEqual([]);
    expect(await used()).toBe(0);
  });

  it('shows BTC and ETH with price, 24h change and age once the coins were read', async () => {
    const coins = await readWatched();
    now += 5 * 60_000;
    const [btc, eth] = priceLabels(app.tray.model());
    const bitcoin = coins.find((c) => c.id === 'bitcoin');
    const ethereum = coins.find((c) => c.id === 'ethereum');
    expect(btc).toMatch(/^BTC \$[\d,]+(\.\d\d)? [+-]?\d+\.\d% · 5 min\. ago$/);
    expect(eth).toMatch(/^ETH \$[\d,]+(\.\d\d)? [+-]?\d+\.\d% · 5 min\. ago$/);
    expect(btc).toContain(Math.round(bitcoin?.price ?? NaN).toLocaleString('en-US'));
    expect(eth).toContain(Math.abs(ethereum?.priceChange1d ?? NaN).toFixed(1));

    // A quarter of an hour on, the menu says the prices are no longer current.
    now += 15 * 60_000;
    expect(priceLabels(app.tray.model()).every((label) => label.endsWith('· 20 min. ago · stale'))).toBe(
      true,
    );
  });

  it('formats for the locale the host asks for', async () => {
    await readWatched();
    const [btc] = priceLabels(app.tray.model('de-DE'));
    expect(btc).toMatch(/^BTC [\d.]+(,\d\d)?\u00a0\$ [+-]?\d+,\d\u00a0% · now$/);
  });

  it('opening the menu sends no request and spends no credit', async () => {
    await readWatched();
    const before = await journal();
    const credits = await used();
    for (let i = 0; i < 5; i += 1) app.tray.model();
    expect(await journal()).toEqual(before);
    expect(await used()).toBe(credits);
  });

  it('"Refresh prices" spends exactly the credits its label shows, in one journaled request', async () => {
    await readWatched();
    now += 10 * 60_000;
    const shown = Number(/\((\d+) credits?\)/.exec(refreshLabel(app.tray.model()))?.[1]);
    expect(shown).toBeGreaterThan(0);
    const before = (await journal()).length;
    const credits = await used();
    let changes = 0;
    const stop = app.tray.onChange(() => (changes += 1));

    await app.tray.refresh();

    const after = await journal();
    const added = after.slice(0, after.length - before);
    // The meter's own free check of the account (/usage/credits) may follow a charged call; it is no price read.
    const reads = added.filter((entry) => entry.endpoint !== 'GET /usage/credits');
    expect(reads).toMatchObject([{ endpoint: 'GET /coins', source: 'live', credits: shown }]);
    expect(added.reduce((sum, entry) => sum + entry.credits, 0)).toBe(shown);
    expect(await used()).toBe(credits + shown);
    expect(changes).toBeGreaterThan(0);
    expect(priceLabels(app.tray.model()).every((label) => label.endsWith('· now'))).toBe(true);
    stop();
  });

  it('refreshes the menu when privacy mode is switched on, and then masks every price', async () => {
    const coins = await readWatched();
    let changes = 0;
    const stop = app.tray.onChange(() => (changes += 1));
    await app.handlers['settings:update']({ privacyMode: true });
    expect(changes).toBeGreaterThan(0);
    const menu = app.tray.model();
    expect(priceLabels(menu)).toHaveLength(2);
    for (const label of priceLabels(menu)) expect(label).toMatch(/^(BTC|ETH) \$••• [+-]?•••% · now$/);
    const text = JSON.stringify(menu);
    for (const run of digitRuns(coins)) expect(text).not.toContain(run);
    stop();
  });

  it('never puts a price in the tooltip', async () => {
    const coins = await readWatched();
    now += 3 * 60_000;
    const { tooltip } = app.tray.model();
    expect(tooltip).toBe('Folio Desk — demo data · prices from 3 min. ago');
    for (const run of digitRuns(coins)) expect(tooltip).not.toContain(run);
  });

  it('follows the coin watchlist, costing nothing until refreshed', async () => {
    await readWatched();
    await app.handlers['watchlist:removeCoin']({ coinId: 'bitcoin' });
    expect(labels(app.tray.model())).toEqual([
      'Demo data',
      'ETH: no cached price yet',
      '---',
      'Refresh prices (2 credits)',
      'Open Folio Desk',
      'Quit',
    ]);
    await app.tray.refresh();
    expect(priceLabels(app.tray.model())).toEqual([expect.stringMatching(/^ETH \$/)]);
  });

  it('follows a switch to live data, and says in the menu when a refresh could not reach the service', async () => {
    let changes = 0;
    const stop = app.tray.onChange(() => (changes += 1));
    await app.handlers['settings:setApiKey']({ apiKey: 'live-key-123456' });
    expect(changes).toBeGreaterThan(0);

    await app.tray.refresh();

    const menu = app.tray.model();
    expect(menu.tooltip).toBe('Folio Desk');
    const note = labels(menu).find((label) => label.startsWith('Prices not refreshed: '));
    expect(note).toBeDefined();
    expect(note).not.toContain('live-key-123456');
    expect(labels(menu)).toContain('BTC: no cached price yet');
    expect(labels(menu).slice(-3)).toEqual(['Refresh prices (2 credits)', 'Open Folio Desk', 'Quit']);
    stop();
  });

  it('adds the largest cached holdings after the watched coins, with their prices only', async () => {
    const holdings = await app.handlers['portfolio:coins']({});
    if (!holdings.ok) throw new Error(holdings.error.message);
    const top = holdings.value
      .filter((h) => !h.isFiat && !['bitcoin', 'ethereum'].includes(h.coinId))
      .sort((a, b) => b.value - a.value)
      .slice(0, 3);
    expect(top.length).toBeGreaterThan(0);
    const before = await journal();

    const menu = app.tray.model();

    expect(await journal()).toEqual(before);
    const rows = menu.items.filter((i) => i.kind === 'price' || i.kind === 'info').map((i) => i.label);
    expect(rows.slice(1, 3)).toEqual(['BTC: no cached price yet', 'ETH: no cached price yet']);
    expect(priceLabels(menu).map((label) => label.split(' ')[0])).toEqual(
      top.map((h) => h.symbol.toUpperCase()),
    );
    const text = JSON.stringify(menu);
    for (const h of top) expect(text).not.toContain(h.count.toLocaleString('en-US'));
  });

  it('leaves the holdings out in another base currency until the cache can convert them', async () => {
    const holdings = await app.handlers['portfolio:coins']({});
    if (!holdings.ok) throw new Error(holdings.error.message);
    await app.handlers['settings:update']({ baseCurrency: 'EUR' });
    expect(priceLabels(app.tray.model())).toEqual([]);

    const rates = await app.handlers['coins:currencies']({});
    if (!rates.ok) throw new Error(rates.error.message);
    const shown = priceLabels(app.tray.model());
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((label) => label.includes('€'))).toBe(true);
  });

  it('lists the watched RWA assets after the coins, and Refresh prices them at the cost its label shows', async () => {
    let changes = 0;
    const stop = app.tray.onChange(() => (changes += 1));
    await app.handlers['rwa:watch']({ rwaId: 'gold', watched: true });
    expect(changes).toBeGreaterThan(0);
    expect(labels(app.tray.model()).slice(1, 4)).toEqual([
      'BTC: no cached price yet',
      'ETH: no cached price yet',
      'gold: no cached price yet',
    ]);
    // Two credits for the coins list, one for the asset's detail read.
    expect(refreshLabel(app.tray.model())).toBe('Refresh prices (3 credits)');
    const before = (await journal()).length;

    await app.tray.refresh();

    const after = await journal();
    const reads = after
      .slice(0, after.length - before)
      .filter((entry) => entry.endpoint !== 'GET /usage/credits');
    expect(reads.map((entry) => [entry.endpoint, entry.source, entry.credits]).sort()).toEqual([
      ['GET /coins', 'live', 2],
      ['GET /rwa/assets/:rwaId', 'live', 1],
    ]);
    const detail = await app.handlers['rwa:asset']({ rwaId: 'gold' });
    if (!detail.ok) throw new Error(detail.error.message);
    const [, , gold] = priceLabels(app.tray.model());
    expect(gold).toMatch(
      new RegExp(`^${detail.value.symbol.toUpperCase()} \\$[\\d,.]+ [+-]?\\d+\\.\\d% · now$`),
    );
    stop();
  });

  it('lists the coins added to the watchlist by their symbol, in the order added', async () => {
    await app.handlers['watchlist:addCoin']({ coinId: 'solana', symbol: 'SOL', name: 'Solana' });
    expect(labels(app.tray.model()).slice(1, 4)).toEqual([
      'BTC: no cached price yet',
      'ETH: no cached price yet',
      'SOL: no cached price yet',
    ]);
    await app.tray.refresh();
    expect(
      priceLabels(app.tray.model())
        .map((label) => label.split(' ')[0])
        .slice(0, 3),
    ).toEqual(['BTC', 'ETH', 'SOL']);
  });
});
