import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../../src/main/app';
import { channelNames, channels, type ChannelName } from '../../../src/shared/contract';
import { dispatch } from '../../../src/main/ipc/registry';
import { silentLogger } from '../../../src/main/lib/effects';
import { createMemoryStore } from '../../../src/main/secrets/memory-store';

// The rooms as the app builds them: createApp with no API key reads the demo sandbox in-process, and every
// contract channel answers through the IPC dispatcher with its room's handler (no placeholder left).

let app: App;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'folio-app-'));
  app = await createApp({
    fetch: () => Promise.reject(new Error('live fetch must not be used in demo mode')),
    secrets: createMemoryStore(),
    dataDir: dir,
    log: silentLogger,
  });
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const call = (channel: string, input: unknown = {}) => dispatch(app.handlers, channel, input, silentLogger);

const WALLET = '0x6666666666666666666666666666666666666666';
const TX = {
  portfolioId: 'not-a-portfolio',
  coinId: 'bitcoin',
  count: 1,
  totalWorth: 50_000,
  currency: 'USD',
  date: '2026-01-05T00:00:00.000Z',
};

/** One valid input per channel; ids that need an earlier answer are filled in as the test goes. */
const inputs = (ids: { walletId: string; syncId: string }): Record<ChannelName, unknown> => ({
  'app:status': {},
  'app:capabilities': {},
  'app:saveFile': { suggestedName: 'folio-desk-holdings-2026-11-24.csv', content: 'a,b\r\n' },
  'app:checkForUpdates': {},
  'settings:get': {},
  'settings:update': { theme: 'dark' },
  'settings:keyStatus': {},
  'settings:setApiKey': { apiKey: 'unit-test-key-12345' },
  'settings:clearApiKey': {},
  'settings:setWalletKey': { privateKey: `0x${'1'.repeat(64)}` },
  'settings:clearWalletKey': {},
  'settings:clearCache': {},
  'settings:keepSecretsForSession': {},
  'connection:status': {},
  'connection:check': {},
  'connection:setAddress': { address: null },
  'portfolio:list': {},
  'portfolio:addShared': { name: 'Friend', shareToken: 'sandbox-share-premium' },
  'portfolio:removeShared': { portfolioId: 'shared:not-added' },
  'portfolio:value': {},
  'portfolio:chart': { range: '1w' },
  'portfolio:plHistory': { interval: 'daily', range: '1m' },
  'portfolio:coins': {},
  'portfolio:transactions': {},
  'manage:exchanges': {},
  'manage:addTransaction': {
    portfolioId: 'not-a-portfolio',
    kind: 'buy',
    coinId: 'bitcoin',
    amount: 0.1,
    price: 50_000,
    currency: 'USD',
    date: Date.UTC(2026, 0, 5),
  },
  'manage:editTransaction': {
    original: TX,
    draft: {
      portfolioId: TX.portfolioId,
      kind: 'sell',
      coinId: 'bitcoin',
      amount: 1,
      price: 1,
      currency: 'USD',
      date: Date.UTC(2026, 0, 5),
    },
  },
  'manage:deleteTransaction': { original: TX },
  'manage:connectWallet': { connectionId: 'ethereum', address: WALLET },
  'manage:connectExchange': { connectionId: 'kraken', fields: { apiKey: 'k', apiSecret: 's' } },
  'manage:deletePortfolio': { portfolioId: 'not-a-portfolio' },
  'manage:sync': { portfolioId: 'not-a-portfolio' },
  'manage:syncStatus': { portfolioId: 'not-a-portfolio' },
  'wallet:list': {},
  'wallet:add': { address: WALLET, connectionId: 'ethereum' },
  'wallet:remove': { walletId: 'not-followed' },
  'wallet:blockchains': {},
  'wallet:balance': { walletId: ids.walletId },
  'wallet:transactionTypes': {},
  'wallet:transactions': { walletIds: [ids.walletId] },
  'wallet:sync': { walletIds: [ids.walletId] },
  'wallet:syncCancel': { syncId: ids.syncId },
  'rwa:overview': {},
  'rwa:assets': {},
  'rwa:asset': { rwaId: 'gold' },
  'rwa:tokens': { rwaId: 'gold' },
  'rwa:markets': { rwaId: 'gold' },
  'rwa:history': {},
  'rwa:assetHistory': { rwaId: 'gold' },
  'rwa:watchlist': {},
  'rwa:watch': { rwaId: 'gold', watched: true },
  'watchlist:coins': {},
  'watchlist:addCoin': { coinId: 'solana', symbol: 'SOL', name: 'Solana' },
  'watchlist:removeCoin': { coinId: 'solana' },
  'watchlist:prices': { currency: 'USD' },
  'candles:get': { exchange: 'Binance', pair: 'BTC/USDT', interval: '1d', range: '1w' },
  'candles:window': { exchange: 'Binance', pair: 'BTC/USDT', interval: '1d', range: '1w', count: 500 },
  'coins:list': { limit: 3 },
  'coins:get': { coinId: 'bitcoin' },
  'coins:chart': { coinId: 'bitcoin', range: '1w' },
  'coins:currencies': {},
  'coins:tokenRisk': { coinId: 'bitcoin' },
  'insights:fearAndGreed': {},
  'tickers:exchanges': {},
  'tickers:markets': { exchange: 'Binance' },
  'credits:meter': {},
  'credits:reconcile': {},
  'credits:preview': { channel: 'coins:get', input: { coinId: 'bitcoin' } },
  'credits:confirm': { channel: 'coins:tokenRisk', input: { coinId: 'bitcoin' } },
  'credits:journal': {},
  'gateway:status': {},
  'connectivity:status': {},
  'connectivity:retry': {},
  'gateway:ledger': {},
  'gateway:generateWalletKey': {},
  'gateway:resume': {},
  'gateway:acceptRecipient': { address: '0x5A4Db0C5000000000000000000000000000402a1' },
  'gateway:refuseRecipient': { address: '0x5A4Db0C5000000000000000000000000000402a1' },
  'icons:get': { urls: ['https://static.coinstats.app/coins/bitcoin.png'] },
  'alerts:list': {},
  'alerts:create': {
    target: { kind: 'coin', id: 'bitcoin', label: 'Bitcoin (BTC)' },
    condition: { type: 'above', level: 1_000_000 },
    currency: 'USD',
  },
  'alerts:delete': { id: 'not-a-rule' },
  'alerts:log': {},
  'alerts:clearLog': {},
  'alerts:cadence': {},
  'alerts:cadenceCost': { minutes: 60 },
  'alerts:setCadence': { minutes: null },
  'import:preview': { text: 'date,coin,amount\n2024-01-01,bitcoin,1\n' },
  'import:plan': {
    portfolioId: 'not-a-portfolio',
    currency: 'USD',
    fileName: 'trades.csv',
    text: 'date,coin,amount\n2024-01-01,bitcoin,1\n',
    mapping: {
      ...{ date: 0, coin: 1, amount: 2, side: null, price: null, fee: null, note: null, exchange: null },
      ...{ pair: null, dayOrder: 'month-first', decimal: '.' },
    },
  },
  'import:start': { jobId: 'not-a-job' },
  'import:pause': { jobId: 'not-a-job' },
  'import:cancel': { jobId: 'not-a-job' },
  'import:retryUnknown': { jobId: 'not-a-job' },
  'import:status': { jobId: 'not-a-job' },
  'import:list': {},
  'portfolio:defi': {},
  'portfolio:snapshot': { day: '2026-11-15' },
  'portfolio:keptDays': {},
  'portfolio:risk': {},
  'markets:global': {},
  'insights:btcDominance': { range: '1w' },
  'insights:fearAndGreedChart': {},
  'news:forCoins': { coinIds: ['bitcoin'] },
});

describe('the data rooms in createApp', () => {
  it('answers portfolio, wallet, rwa and market reads from the demo sandbox, marked demo', async () => {
    for (const [channel, input] of [
      ['portfolio:list', {}],
      ['portfolio:value', {}],
      ['portfolio:chart', { range: '1w' }],
      ['wallet:blockchains', {}],
      ['rwa:overview', {}],
      ['candles:get', { exchange: 'Binance', pair: 'BTC/USDT', interval: '1d', range: '1mo' }],
      ['coins:list', { limit: 3 }],
    ] as const) {
      const answer = await call(channel, input);
      expect(answer.ok, channel).toBe(true);
      expect(answer.ok && answer.meta.demo, channel).toBe(true);
    }
  });

  it('keeps local lists across calls and refuses bad input before any request', async () => {
    const added = await call('wallet:add', {
      address: '0x5555555555555555555555555555555555555555',
      connectionId: 'ethereum',
    });
    expect(added.ok).toBe(true);
    const list = await call('wallet:list');
    expect(list.ok && (list.value as unknown[]).length).toBe(1);
    const bad = await call('rwa:tokens', { rwaId: 'gold', search: 'x'.repeat(101) });
    expect(!bad.ok && bad.error.code).toBe('invalid_input');
  });

  it("shows demo icons from the sandbox's stand-in of the image host: no network, no credits, no other host", async () => {
    const journal = async () => {
      const answer = await call('credits:journal', { limit: 500 });
      return answer.ok ? (answer.value as unknown[]).length : -1;
    };
    const before = await journal();
    const btc = 'https://static.coinstats.app/coins/bitcoin.png';
    const hostile = 'https://static.coinstats.app.evil.example/coins/bitcoin.png';
    const answer = await call('icons:get', { urls: [btc, hostile] });
    expect(answer.ok).toBe(true);
    const icons = answer.ok
      ? (answer.value as { url: string; dataUrl: string | null; status: string }[])
      : [];
    expect(icons.find((i) => i.url === btc)).toMatchObject({ status: 'fetched' });
    expect(icons.find((i) => i.url === btc)?.dataUrl).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    expect(icons.find((i) => i.url === hostile)).toEqual({ url: hostile, dataUrl: null, status: 'refused' });
    // Asked again: from the cache.
    const again = await call('icons:get', { urls: [btc] });
    expect(again.ok && (again.value as { status: string }[])[0]?.status).toBe('cached');
    // The image host is not the API: nothing was journalled, so nothing was charged.
    expect(await journal()).toBe(before);
  });

  it('prices a candle chart it already holds at zero in the preview', async () => {
    const input = { exchange: 'Binance', pair: 'ETH/USDT', interval: '1d', range: '1mo' };
    const before = await call('credits:preview', { channel: 'candles:get', input });
    expect(before.ok && (before.value as { credits: number }).credits).toBe(1);
    await call('candles:get', input);
    const after = await call('credits:preview', { channel: 'candles:get', input });
    expect(after.ok && (after.value as { credits: number }).credits).toBe(0);
  });

  it('answers every contract channel with its room, not a placeholder', async () => {
    const ids = { walletId: 'not-yet', syncId: 'not-yet' };
    const answered: string[] = [];
    for (const name of channelNames) {
      const input = inputs(ids)[name];
      expect(channels[name].input.safeParse(input).success, `sample input of ${name}`).toBe(true);
      const answer = await call(name, input);
      // A handler's crash or a placeholder comes back as 'internal'; anything else is the room's own answer.
      expect(answer.ok || answer.error.code !== 'internal', `${name}: ${JSON.stringify(answer)}`).toBe(true);
      expect(JSON.stringify(answer)).not.toMatch(/not built yet/i);
      if (name === 'wallet:add' && answer.ok) ids.walletId = (answer.value as { id: string }).id;
      if (name === 'wallet:sync' && answer.ok) ids.syncId = (answer.value as { syncId: string }).syncId;
      answered.push(name);
    }
    expect(answered).toEqual(channelNames);
  });
});
