import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../../src/main/app';
import { dispatch } from '../../../src/main/ipc/registry';
import { silentLogger } from '../../../src/main/lib/effects';
import { createMemoryStore } from '../../../src/main/secrets/memory-store';

// The data rooms as the app builds them: createApp with no API key reads the demo sandbox in-process, and every
// data channel answers through the IPC dispatcher (no "not built yet" placeholders left).

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
});
