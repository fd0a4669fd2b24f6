import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../../src/main/app';
import { dispatch } from '../../../src/main/ipc/registry';
import { silentLogger } from '../../../src/main/lib/effects';
import { DEFAULT_SETTINGS } from '../../../src/main/cache/settings-repo';
import { tempDir } from '../cache/helpers';
import { recording, startApp } from './helpers';

let dir: string;
let remove: () => void;
let app: App;
let events: { event: string; payload: unknown }[];

beforeEach(async () => {
  ({ dir, remove } = tempDir());
  ({ app, events } = await startApp(dir, recording()));
});
afterEach(async () => {
  await app.close();
  remove();
});

const call = (channel: string, input?: unknown) => dispatch(app.handlers, channel, input, silentLogger);

describe('settings:get and settings:update', () => {
  it('answers the defaults as local state', async () => {
    const answer = await call('settings:get');
    // The data session is built at start-up and its first credit check waits a moment on the test clock, which
    // moves when the app sleeps: "now" is at or just after the start.
    expect(answer).toEqual({
      ok: true,
      value: DEFAULT_SETTINGS,
      meta: { source: 'cache', fetchedAt: expect.any(Number), stale: false, credits: 0, demo: false },
    });
    expect(answer.ok && answer.meta.fetchedAt - Date.UTC(2026, 10, 22)).toBeGreaterThanOrEqual(0);
    expect(answer.ok && answer.meta.fetchedAt - Date.UTC(2026, 10, 22)).toBeLessThan(60_000);
  });

  it('keeps a change across a restart and tells the renderer settings changed', async () => {
    const answer = await call('settings:update', { baseCurrency: 'EUR', confirmThreshold: 250 });
    expect(answer).toMatchObject({
      ok: true,
      value: { baseCurrency: 'EUR', confirmThreshold: 250, theme: 'system' },
    });
    expect(events).toEqual([{ event: 'data:changed', payload: { kinds: ['settings'] } }]);

    await app.close();
    ({ app } = await startApp(dir, recording()));
    expect(await call('settings:get')).toMatchObject({
      value: { baseCurrency: 'EUR', confirmThreshold: 250 },
    });
  });

  it('says another account is on screen when a setting switches the mode (demo data instead of the key’s)', async () => {
    expect(await call('settings:setApiKey', { apiKey: 'live-key-0123456789' })).toMatchObject({ ok: true });
    events.length = 0;
    await call('settings:update', { preferDemo: true });
    // 'keys': the renderer drops the live account's figures and notes before the demo's arrive.
    expect(events).toContainEqual({ event: 'data:changed', payload: { kinds: ['keys'] } });
    events.length = 0;
    await call('settings:update', { theme: 'dark' });
    expect(events).toEqual([{ event: 'data:changed', payload: { kinds: ['settings'] } }]);
  });

  it.each([
    [{ theme: 'purple' }, 'theme'],
    [{ confirmThreshold: -1 }, 'confirmThreshold'],
    [{ baseCurrency: 'usd' }, 'baseCurrency'],
    [{ privacyMode: 'yes' }, 'privacyMode'],
    [{ somethingElse: true }, '(input)'],
  ])('refuses %j and changes nothing', async (patch, path) => {
    const answer = await call('settings:update', patch);
    expect(answer).toMatchObject({ ok: false, error: { code: 'invalid_input', issues: [{ path }] } });
    expect(await call('settings:get')).toMatchObject({ value: DEFAULT_SETTINGS });
    expect(events).toEqual([]);
  });
});

describe('app:status', () => {
  it('describes the app: demo without a key, version, the database and its size', async () => {
    const answer = await call('app:status');
    expect(answer).toMatchObject({
      ok: true,
      value: { mode: 'demo', version: '9.9.9-test', dbPath: join(dir, 'folio.db'), notices: [] },
    });
    expect(answer.ok && (answer.value as { dbSizeBytes: number }).dbSizeBytes).toBeGreaterThan(0);
  });

  it('tells the user when the cache file was damaged and where it was moved', async () => {
    await app.close();
    writeFileSync(join(dir, 'folio.db'), 'garbage '.repeat(1000));
    ({ app } = await startApp(dir, recording()));
    const answer = await call('app:status');
    expect(answer).toMatchObject({
      ok: true,
      value: { notices: [expect.stringContaining('folio.db.corrupt-')] },
    });
  });
});

describe('settings:clearCache', () => {
  it('keeps settings and keys, answers the bytes freed and asks every view to refetch', async () => {
    await call('settings:update', { theme: 'dark' });
    await call('settings:setApiKey', { apiKey: 'sk-test-abcdefgh1234' });
    events.length = 0;

    const answer = await call('settings:clearCache');
    expect(answer).toMatchObject({ ok: true, value: { freedBytes: expect.any(Number) } });
    expect(events).toEqual([
      { event: 'data:changed', payload: { kinds: ['portfolio', 'wallet', 'rwa', 'candles', 'coins'] } },
    ]);
    expect(await call('settings:get')).toMatchObject({ value: { theme: 'dark' } });
    expect(await call('settings:keyStatus')).toMatchObject({ value: { apiKey: { present: true } } });
  });
});
