import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../../src/main/app';
import { dispatch } from '../../../src/main/ipc/registry';
import { silentLogger } from '../../../src/main/lib/effects';
import { createMemoryStore } from '../../../src/main/secrets/memory-store';
import { createSandbox } from '../../../src/sandbox/app';
import { serveSandbox, type RunningSandbox } from '../../../src/sandbox/server';
import { START } from '../data/harness';

// A new Free key (2 requests/s) over real HTTP: the connection check's GET /usage/credits is one of the account's
// requests, so the view's reads that start beside it wait their turn, and the service, which counts every
// arrival, never answers 429.

let sandbox: RunningSandbox;
let dir: string;
let app: App | null = null;

beforeAll(async () => {
  sandbox = await serveSandbox(createSandbox({ seed: 7, now: START }), 0);
  dir = mkdtempSync(join(tmpdir(), 'folio-key-rate-'));
});
afterAll(async () => {
  await app?.close();
  await sandbox.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('a new key on the Free plan', () => {
  it('sends the check and the view’s reads within 2 requests a second: no 429', async () => {
    const sent: { at: number; path: string; status: number }[] = [];
    const recording: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      const url = new URL(input instanceof Request ? input.url : String(input));
      sent.push({ at: performance.now(), path: url.pathname, status: response.status });
      return response;
    };
    app = await createApp({
      fetch: recording,
      secrets: createMemoryStore(),
      dataDir: dir,
      log: silentLogger,
      apiBaseUrl: `${sandbox.url}/v1`,
    });
    const handlers = app.handlers;
    const call = (channel: string, input: unknown = {}) => dispatch(handlers, channel, input, silentLogger);
    const saved = await call('settings:setApiKey', { apiKey: 'sandbox-free-key' });
    expect(saved.ok).toBe(true);
    // The renderer reads the view on screen again for the new account as soon as the key is saved.
    const view = await Promise.all([
      call('portfolio:list'),
      call('portfolio:value', { currency: 'USD' }),
      call('portfolio:chart', { range: '1m' }),
      call('portfolio:coins', { currency: 'USD' }),
    ]);
    expect(view.map((answer) => answer.ok)).toEqual([true, true, true, true]);

    expect(sent[0]?.path).toBe('/v1/usage/credits');
    expect(sent.filter((s) => s.status === 429)).toEqual([]);
    // Arrivals as the client sees them (answers): never three within the service's second.
    for (let i = 2; i < sent.length; i++) {
      const third = sent[i];
      const first = sent[i - 2];
      if (third && first) expect(third.at - first.at, `${first.path} … ${third.path}`).toBeGreaterThan(900);
    }
  }, 30_000);
});
