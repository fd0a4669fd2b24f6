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
  'candles:get': { exchange: 'Binance', pair: 'BTC/USDT', interval: '1d', range: '1w' },
  'coins:list': { limit: 3 },
  'coins:get': { coinId: 'bitcoin' },
  'coins:currencies': {},
  'coins:tokenRisk': { coinId: 'bitcoin' },
  'insights:fearAndGreed': {},
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
