import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../../src/main/app';
import { dispatch } from '../../../src/main/ipc/registry';
import { silentLogger } from '../../../src/main/lib/effects';
import { createMemoryStore } from '../../../src/main/secrets/memory-store';

// Ids become parts of request paths (/coins/<coinId>, /rwa/assets/<rwaId>). Half of a UTF-16 character cannot be
// percent-encoded: it used to throw URIError inside the handler and come back as `internal`. The contract refuses
// it now, naming the field, before any handler runs. The app is the real one, in demo mode (no network).

let app: App;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'folio-ids-'));
  app = await createApp({
    fetch: () => Promise.reject(new Error('no network in this test')),
    secrets: createMemoryStore(),
    dataDir: dir,
    log: silentLogger,
  });
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const LONE = ['\uD800', 'bit\uDFFFcoin', 'x\uDBFF'];

describe('a lone surrogate in an id', () => {
  it.each([
    ['coins:get', (bad: string) => ({ coinId: bad }), 'coinId'],
    ['coins:tokenRisk', (bad: string) => ({ coinId: bad }), 'coinId'],
    ['rwa:asset', (bad: string) => ({ rwaId: bad }), 'rwaId'],
    ['wallet:balance', (bad: string) => ({ walletId: bad }), 'walletId'],
    ['portfolio:value', (bad: string) => ({ portfolioId: bad }), 'portfolioId'],
    ['wallet:transactions', (bad: string) => ({ walletIds: ['w1'], coinId: bad }), 'coinId'],
  ])('is refused by the contract on %s, naming the field', async (channel, input, field) => {
    for (const bad of LONE) {
      const answer = await dispatch(app.handlers, channel, input(bad), silentLogger);
      expect(answer.ok).toBe(false);
      if (answer.ok) continue;
      expect(answer.error.code).toBe('invalid_input');
      expect(answer.error.issues?.map((i) => i.path)).toContain(field);
      expect(answer.error.message).toMatch(/broken character/);
    }
  });

  it('leaves whole characters outside the BMP alone (a surrogate pair is one character)', async () => {
    const answer = await dispatch(app.handlers, 'coins:get', { coinId: 'coin-😀' }, silentLogger);
    // The sandbox knows no such coin; what matters is that the request was made and answered.
    expect(answer.ok || answer.error.code).not.toBe('invalid_input');
    expect(answer.ok || answer.error.code).not.toBe('internal');
  });
});
