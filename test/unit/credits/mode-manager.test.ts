import { afterEach, describe, expect, it } from 'vitest';
import type { AppMode } from '../../../src/shared/domain/settings';
import { staticAuth } from '../../../src/main/api/auth';
import { silentLogger } from '../../../src/main/lib/effects';
import { createModeManager } from '../../../src/main/mode/mode-manager';
import { fakeClock } from '../api/fake-clock';
import { scriptedFetch } from '../api/http-helpers';
import { tempDb } from './db-helpers';

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

describe('the mode manager', () => {
  it('keeps demo and live apart, opens the demo database only when needed, and announces a switch', async () => {
    const live = tempDb();
    const demo = tempDb();
    cleanups.push(live.cleanup, demo.cleanup);
    let mode: AppMode = 'live';
    let demoOpened = 0;
    const events: string[] = [];
    const manager = createModeManager({
      mode: () => mode,
      liveDb: live.db,
      openDemoDb: () => {
        demoOpened += 1;
        return demo.db;
      },
      fetch: scriptedFetch([new Response('{}')]).fetch,
      apiBaseUrl: 'https://api.example.test',
      readApiKey: async () => 'live-key-1234',
      clock: fakeClock(),
      log: silentLogger,
      emit: (event) => events.push(event),
      demoTransport: () => ({
        fetch: scriptedFetch([new Response('{}')]).fetch,
        baseUrl: 'http://sandbox.local',
        auth: staticAuth('sandbox-starter-key'),
      }),
    });
    const first = manager.current();
    expect(first).toMatchObject({ mode: 'live', demo: false });
    expect(demoOpened).toBe(0);

    mode = 'demo';
    const second = manager.current();
    expect(second).toMatchObject({ mode: 'demo', demo: true });
    expect(second.db).toBe(demo.db);
    expect(second.client.limiter.rate).toBe(30);
    await new Promise((resolve) => queueMicrotask(() => resolve(null)));
    expect(events).toEqual(['credits:changed']);

    mode = 'live';
    expect(manager.current()).toBe(first);
    mode = 'demo';
    expect(manager.current()).toBe(second);
    expect(demoOpened).toBe(1);
    manager.close();
  });
});
