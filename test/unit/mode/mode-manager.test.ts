import { afterEach, describe, expect, it } from 'vitest';
import type { AppMode } from '../../../src/shared/domain/settings';
import { staticAuth } from '../../../src/main/api/auth';
import { silentLogger } from '../../../src/main/lib/effects';
import { createLedgerRepo } from '../../../src/main/credits/ledger-repo';
import { createModeManager } from '../../../src/main/mode/mode-manager';
import { fakeClock } from '../api/fake-clock';
import { json, scriptedFetch } from '../api/http-helpers';
import { tempDb } from '../credits/db-helpers';

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

describe('the mode manager', () => {
  it('keeps demo and live apart, switches only when told, opens the demo database only when needed, and announces a switch', async () => {
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
    const first = manager.session();
    expect(first).toMatchObject({ mode: 'live', demo: false });
    expect(demoOpened).toBe(0);

    // Reading the session is a plain getter: a changed setting switches nothing until the change is announced.
    mode = 'demo';
    expect(manager.session()).toBe(first);
    expect(events).toEqual([]);
    manager.reconsider();
    const second = manager.session();
    expect(second).toMatchObject({ mode: 'demo', demo: true });
    expect(second.db).toBe(demo.db);
    expect(second.client.limiter.rate).toBe(30);
    expect(events).toEqual(['credits:changed', 'connectivity:changed']);
    // Nothing changed: nothing is announced.
    manager.reconsider();
    expect(events).toEqual(['credits:changed', 'connectivity:changed']);

    mode = 'live';
    manager.reconsider();
    expect(manager.session()).toBe(first);
    mode = 'demo';
    manager.reconsider();
    expect(manager.session()).toBe(second);
    expect(demoOpened).toBe(1);
    expect(events).toEqual(Array(3).fill(['credits:changed', 'connectivity:changed']).flat());
    manager.close();
  });

  it('takes the app back online when the service address is corrected, and hears no other session’s offline', async () => {
    const live = tempDb();
    const demo = tempDb();
    cleanups.push(live.cleanup, demo.cleanup);
    let address = 'https://typo.example.test';
    let mode: AppMode = 'live';
    const asked: string[] = [];
    const usage = { totalCredits: 20_000, usedCredits: 5, remainingCredits: 19_995, subscription: 'FREE' };
    const events: { event: string; payload: unknown }[] = [];
    const offlineSaid = () =>
      events.filter((e) => e.event === 'connectivity:changed' && !(e.payload as { online: boolean }).online);
    const manager = createModeManager({
      mode: () => mode,
      liveDb: live.db,
      openDemoDb: () => demo.db,
      fetch: async (input) => {
        const url = String(input instanceof Request ? input.url : input);
        asked.push(url);
        if (url.startsWith('https://typo.example.test')) throw new TypeError('fetch failed');
        return json(usage);
      },
      apiBaseUrl: () => address,
      readApiKey: async () => 'live-key-1234',
      clock: fakeClock(),
      log: silentLogger,
      emit: (event, payload) => events.push({ event, payload }),
      demoTransport: () => ({
        fetch: async () => json(usage),
        baseUrl: 'http://sandbox.local',
        auth: staticAuth('sandbox-starter-key'),
      }),
    });
    const ticks = async (n: number) => {
      for (let i = 0; i < n; i++) await new Promise((resolve) => setImmediate(resolve));
    };
    // A read at the mistyped address could not connect: the app is offline, and the probe asks that address.
    manager.session().client.connectivity.failed('could not connect');
    await ticks(20);
    expect(offlineSaid().length).toBeGreaterThan(0);
    expect(asked.some((url) => url.startsWith('https://typo.example.test'))).toBe(true);

    address = 'https://api.example.test';
    manager.serviceAddressChanged();
    const at = { events: events.length, asked: asked.length };
    expect(events.at(-1)).toEqual({
      event: 'connectivity:changed',
      payload: expect.objectContaining({ online: true }),
    });
    await ticks(40);
    // The old session's probes have stopped: nothing more goes to the old address, and no "offline" follows.
    expect(asked.slice(at.asked).filter((url) => url.startsWith('https://typo.example.test'))).toEqual([]);
    expect(offlineSaid().filter((e) => events.indexOf(e) >= at.events)).toEqual([]);

    // In another mode, the live session's own offline (kept for a switch back) is not the app's.
    manager.session().client.connectivity.failed('could not connect');
    mode = 'demo';
    manager.reconsider();
    const switched = events.length;
    expect(events.at(-1)).toEqual({
      event: 'connectivity:changed',
      payload: expect.objectContaining({ online: true }),
    });
    await ticks(40);
    expect(offlineSaid().filter((e) => events.indexOf(e) >= switched)).toEqual([]);
    manager.close();
  });

  it('checks the plan when a session starts and when the API key is replaced, and adopts its rate', async () => {
    const live = tempDb();
    cleanups.push(live.cleanup);
    const usage = (plan: string, total: number) =>
      json({ totalCredits: total, usedCredits: 5, remainingCredits: total - 5, subscription: plan });
    const { fetch, seen } = scriptedFetch([usage('FREE', 20_000), usage('STARTER', 1_000_000)]);
    const events: string[] = [];
    const manager = createModeManager({
      mode: () => 'live',
      liveDb: live.db,
      openDemoDb: () => {
        throw new Error('demo not used');
      },
      fetch,
      apiBaseUrl: 'https://api.example.test',
      readApiKey: async () => 'live-key-1234',
      clock: fakeClock(),
      log: silentLogger,
      emit: (event) => events.push(event),
    });
    const session = manager.session();
    expect(session.credits.meter().plan).toBe('unknown');
    await session.credits.settled();
    expect(session.credits.meter()).toMatchObject({ plan: 'FREE', totalCredits: 20_000, ratePerSecond: 2 });
    expect(events).toContain('credits:changed');

    // Reading again, or reconsidering the same mode, is not a new session: no second check.
    manager.session();
    manager.reconsider();
    await session.credits.settled();
    expect(seen).toHaveLength(1);

    manager.keyChanged();
    await session.credits.settled();
    expect(seen).toHaveLength(2);
    expect(session.credits.meter()).toMatchObject({ plan: 'STARTER', ratePerSecond: 30 });
    expect(session.client.limiter.rate).toBe(30);
    manager.close();
  });

  it('never asks for credits on the gateway', async () => {
    const live = tempDb();
    cleanups.push(live.cleanup);
    const { fetch, seen } = scriptedFetch([json({})]);
    const manager = createModeManager({
      mode: () => 'gateway',
      liveDb: live.db,
      openDemoDb: () => {
        throw new Error('demo not used');
      },
      fetch,
      apiBaseUrl: 'https://api.example.test',
      readApiKey: async () => null,
      clock: fakeClock(),
      log: silentLogger,
      emit: () => {},
      gatewayTransport: () => ({
        fetch,
        baseUrl: 'https://gateway.example.test',
        auth: staticAuth('unused-1234'),
      }),
    });
    const session = manager.session();
    manager.keyChanged();
    await session.credits.settled();
    expect(seen).toHaveLength(0);
    expect(session.credits.meter().plan).toBe('unknown');
    manager.close();
  });

  it('keeps the demo meter across a restart: a fresh demo sandbox does not take it back to its seeded count', async () => {
    const live = tempDb();
    const demo = tempDb();
    cleanups.push(live.cleanup, demo.cleanup);
    const clock = fakeClock();
    // What the demo meter reached in the last session, as its last check stored it.
    createLedgerRepo(demo.db).saveUsage({
      plan: 'STARTER',
      totalCredits: 1_000_000,
      usedCredits: 123_456,
      remainingCredits: 876_544,
      reconciledAt: clock.now() - 60_000,
      ledgerId: 0,
    });
    const manager = createModeManager({
      mode: () => 'demo',
      liveDb: live.db,
      openDemoDb: () => demo.db,
      fetch: scriptedFetch([]).fetch,
      apiBaseUrl: 'https://api.example.test',
      readApiKey: async () => null,
      clock,
      log: silentLogger,
      emit: () => undefined,
    });
    const session = manager.session();
    const checked = await session.credits.reconcile();
    expect(checked.ok && checked.meter.usedCredits).toBe(123_456);
    expect(session.credits.meter().usedCredits).toBe(123_456);
    manager.close();
  });

  it('gives the key route and the gateway route one repository of the live file’s answers', () => {
    const live = tempDb();
    cleanups.push(live.cleanup);
    const key = 'GET /portfolio/value?currency=USD&portfolioId=p1';
    let mode: AppMode = 'live';
    const manager = createModeManager({
      mode: () => mode,
      liveDb: live.db,
      openDemoDb: () => live.db,
      fetch: scriptedFetch([]).fetch,
      apiBaseUrl: 'https://api.example.test',
      readApiKey: async () => 'live-key-1234',
      gatewayTransport: () => ({
        fetch: scriptedFetch([]).fetch,
        baseUrl: 'https://gateway.example.test',
        auth: staticAuth('none'),
      }),
      clock: fakeClock(),
      log: silentLogger,
      emit: () => undefined,
    });
    const keyRoute = manager.session();
    mode = 'gateway';
    manager.reconsider();
    const gateway = manager.session();
    expect(gateway.mode).toBe('gateway');
    // Clear cache tells this one repository (settings-handlers.ts), whichever route is active.
    expect(gateway.answers).toBe(keyRoute.answers);
    expect(manager.liveAnswers).toBe(keyRoute.answers);
    gateway.answers.put({ key, kind: 'portfolio', value: { totalValue: 10 }, fetchedAt: 1, requestId: null });
    expect(keyRoute.answers.get(key)?.value).toEqual({ totalValue: 10 });
    manager.close();
  });
});
