import { afterEach, describe, expect, it } from 'vitest';
import type { EventName, EventPayload } from '../../../src/shared/contract';
import type { RequestRecord } from '../../../src/main/api/http';
import { createLedgerRepo } from '../../../src/main/credits/ledger-repo';
import { createCreditsService, monthStartOf } from '../../../src/main/credits/meter';
import { createApiClient } from '../../../src/main/api/http';
import { createRateLimiter } from '../../../src/main/api/rate-limiter';
import { staticAuth } from '../../../src/main/api/auth';
import { silentLogger, type Clock } from '../../../src/main/lib/effects';
import { fakeClock, type FakeClock } from '../api/fake-clock';
import { json, scriptedFetch } from '../api/http-helpers';
import { tempDb } from './db-helpers';

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

function setup<C extends Clock = FakeClock>(
  usage: { used: number; remaining: number; plan: string },
  clock: C = fakeClock() as unknown as C,
) {
  const { db, cleanup } = tempDb();
  cleanups.push(cleanup);
  const ledger = createLedgerRepo(db);
  const events: EventPayload<'credits:changed'>[] = [];
  const { fetch } = scriptedFetch([
    json({
      totalCredits: usage.used + usage.remaining,
      usedCredits: usage.used,
      remainingCredits: usage.remaining,
      subscription: usage.plan,
    }),
  ]);
  const limiter = createRateLimiter({ clock, perSecond: 2 });
  const client = createApiClient({
    fetch,
    baseUrl: 'https://api.example.test',
    auth: staticAuth('k-123456'),
    clock,
    log: silentLogger,
    limiter,
    record: (record) => service.record(record),
  });
  const service = createCreditsService({
    ledger,
    client: () => client,
    clock,
    log: silentLogger,
    emit: <E extends EventName>(event: E, payload: EventPayload<E>) => {
      if (event === 'credits:changed') events.push(payload as EventPayload<'credits:changed'>);
    },
  });
  return { service, ledger, clock, events, limiter };
}

const live = (
  at: number,
  endpoint: RequestRecord['endpoint'],
  credits: number,
  status = 200,
): RequestRecord => ({
  at,
  method: 'GET',
  endpoint,
  params: {},
  status,
  credits,
  latencyMs: 12,
  requestId: null,
  source: 'live',
});

describe('the credit meter', () => {
  it('adopts the service figures and the plan rate on reconcile', async () => {
    const { service, limiter } = setup({ used: 1000, remaining: 999_000, plan: 'STARTER' });
    const outcome = await service.reconcile();
    expect(outcome).toMatchObject({
      ok: true,
      meter: { plan: 'STARTER', usedCredits: 1000, remainingCredits: 999_000, totalCredits: 1_000_000 },
    });
    expect(limiter.rate).toBe(30);
  });

  it('adds what the ledger charged since the last reconcile, per endpoint, and ignores cache hits', async () => {
    const { service, clock } = setup({ used: 100, remaining: 19_900, plan: 'FREE' });
    await service.reconcile();
    service.record(live(clock.now(), 'GET /portfolio/value', 10));
    service.record(live(clock.now(), 'GET /portfolio/value', 10));
    service.record(live(clock.now(), 'GET /rwa/assets', 2));
    service.record(live(clock.now(), 'GET /portfolio/value', 0, 503));
    service.record({ ...live(clock.now(), 'GET /portfolio/value', 0), source: 'cache' });
    const meter = service.meter();
    expect(meter.usedCredits).toBe(122);
    expect(meter.remainingCredits).toBe(19_878);
    expect(meter.perEndpoint).toEqual([
      { endpoint: 'GET /portfolio/value', calls: 3, credits: 20 },
      { endpoint: 'GET /rwa/assets', calls: 1, credits: 2 },
      { endpoint: 'GET /usage/credits', calls: 1, credits: 0 },
    ]);
  });

  it('reconciles once after a batch and announces the change', async () => {
    const { service, clock, events } = setup({ used: 42, remaining: 19_958, plan: 'FREE' });
    for (let i = 0; i < 5; i++) service.record(live(clock.now(), 'GET /coins', 2));
    await service.settled();
    const last = events.at(-1);
    expect(last).toMatchObject({ usedCredits: 42, plan: 'FREE' });
    expect(last?.reconciledAt).not.toBeNull();
  });

  it('reads the plan as soon as a session starts, without any request or user action', async () => {
    const { service, events, limiter } = setup({ used: 10, remaining: 1_999_990, plan: 'STARTER' });
    expect(service.meter().plan).toBe('unknown');
    service.start();
    await service.settled();
    expect(service.meter()).toMatchObject({ plan: 'STARTER', usedCredits: 10, ratePerSecond: 30 });
    expect(limiter.rate).toBe(30);
    expect(events.at(-1)).toMatchObject({ plan: 'STARTER' });
  });

  it('takes in figures read elsewhere (the connection check) without a request, but never older ones', async () => {
    const { service, clock, events, limiter } = setup({ used: 500, remaining: 19_500, plan: 'FREE' });
    service.record(live(clock.now(), 'GET /coins', 2));
    const checkedAt = clock.now();
    const checked = {
      plan: 'DEGEN',
      totalCredits: 1_000_000,
      usedCredits: 7,
      remainingCredits: 999_993,
      fetchedAt: checkedAt,
    } as const;
    service.adopt(checked);
    // The ledger's row was written before the answer: the service's figures include it.
    expect(service.meter()).toMatchObject({
      plan: 'DEGEN',
      usedCredits: 7,
      remainingCredits: 999_993,
      reconciledAt: checkedAt,
    });
    expect(events.at(-1)).toMatchObject({ plan: 'DEGEN', remainingCredits: 999_993 });
    expect(limiter.rate).toBe(30);
    clock.advance(1000);
    await service.reconcile();
    // An answer read before the meter's own newer one changes nothing.
    service.adopt(checked);
    expect(service.meter()).toMatchObject({ plan: 'FREE', usedCredits: 500 });
  });

  it('before any reconcile shows the month from the ledger with the plan unknown', () => {
    const { service, clock } = setup({ used: 0, remaining: 0, plan: 'FREE' });
    service.record(live(monthStartOf(clock.now()) - 1, 'GET /coins', 2));
    service.record(live(clock.now(), 'GET /coins', 2));
    expect(service.meter()).toMatchObject({ plan: 'unknown', usedCredits: 2, totalCredits: null });
  });

  it('counts afresh in a new month when the last figures are from the previous one', async () => {
    const { service, clock } = setup({ used: 19_000, remaining: 1000, plan: 'FREE' });
    await service.reconcile();
    clock.advance(40 * 86_400_000);
    service.record(live(clock.now(), 'GET /coins', 2));
    service.stop();
    expect(service.meter()).toMatchObject({ usedCredits: 2, remainingCredits: 19_998, totalCredits: 20_000 });
  });

  it('schedules nothing once stopped', async () => {
    const { service, clock, events } = setup({ used: 1, remaining: 1, plan: 'FREE' });
    service.stop();
    service.record(live(clock.now(), 'GET /coins', 2));
    await service.settled();
    expect(events.every((meter) => meter.reconciledAt === null)).toBe(true);
  });

  it('pages the journal newest first', () => {
    const { service, ledger, clock } = setup({ used: 0, remaining: 0, plan: 'FREE' });
    for (let i = 0; i < 5; i++) service.record(live(clock.now() + i, 'GET /coins', 2));
    const first = ledger.list({ limit: 2 });
    expect(first.map((e) => e.at)).toEqual([clock.now() + 4, clock.now() + 3]);
    const next = ledger.list({ limit: 2, beforeId: first[1]?.id });
    expect(next.map((e) => e.at)).toEqual([clock.now() + 2, clock.now() + 1]);
  });
});

describe('during a long stream of requests', () => {
  it('reconciles within the longest wait even though requests never pause', async () => {
    const { db, cleanup } = tempDb();
    cleanups.push(cleanup);
    // A clock whose sleeps end only when the test moves it, so requests can keep arriving while one waits.
    let now = Date.UTC(2026, 10, 20, 12);
    const sleeping: { until: number; wake: () => void }[] = [];
    const clock = {
      now: () => now,
      sleep: (ms: number) => new Promise<void>((wake) => sleeping.push({ until: now + ms, wake })),
    };
    const settle = () => new Promise((resolve) => setTimeout(resolve, 5));
    const { fetch, seen } = scriptedFetch([
      json({ totalCredits: 20_000, usedCredits: 30, remainingCredits: 19_970, subscription: 'FREE' }),
    ]);
    const client = createApiClient({
      fetch,
      baseUrl: 'https://api.example.test',
      auth: staticAuth('k-123456'),
      clock,
      log: silentLogger,
      limiter: createRateLimiter({ clock, perSecond: 2 }),
    });
    const service = createCreditsService({
      ledger: createLedgerRepo(db),
      client: () => client,
      clock,
      log: silentLogger,
      emit: () => {},
      reconcileDelayMs: 1500,
      reconcileMaxDelayMs: 10_000,
    });
    const first = now;
    // One request a second, each inside the quiet period the previous one asked for.
    while (seen.length === 0 && now - first <= 20_000) {
      service.record(live(now, 'GET /coins', 2));
      now += 1000;
      for (const sleeper of sleeping.splice(0)) {
        if (sleeper.until <= now) sleeper.wake();
        else sleeping.push(sleeper);
      }
      await settle();
    }
    expect(seen).toHaveLength(1);
    expect(now - first).toBeLessThanOrEqual(11_000);
    service.stop();
  });
});

describe('on the pay-per-request gateway', () => {
  it('charges no credits and does not reconcile', async () => {
    const { db, cleanup } = tempDb();
    cleanups.push(cleanup);
    const clock = fakeClock();
    const ledger = createLedgerRepo(db);
    const { fetch, seen } = scriptedFetch([json({})]);
    const client = createApiClient({
      fetch,
      baseUrl: 'https://gateway.example.test',
      auth: staticAuth('unused-1234'),
      clock,
      log: silentLogger,
      limiter: createRateLimiter({ clock, perSecond: 2 }),
    });
    const service = createCreditsService({
      ledger,
      client: () => client,
      clock,
      log: silentLogger,
      emit: () => {},
      metered: false,
    });
    service.start();
    service.record(live(clock.now(), 'GET /coins', 2));
    await service.settled();
    expect(ledger.list({ limit: 5 })).toMatchObject([{ endpoint: 'GET /coins', credits: 0 }]);
    expect(await service.reconcile()).toMatchObject({ ok: false });
    expect(seen).toHaveLength(0);
  });
});

/** A clock whose sleeps end only when the test moves it (the fake clock jumps over every wait at once). */
function heldClock(start = Date.UTC(2026, 10, 20, 12)) {
  let now = start;
  const timers: { at: number; resolve: () => void }[] = [];
  const clock: Clock = {
    now: () => now,
    sleep: (ms, signal) =>
      new Promise<void>((resolve, reject) => {
        if (signal?.aborted) return reject(signal.reason);
        const timer = { at: now + ms, resolve };
        timers.push(timer);
        signal?.addEventListener('abort', () => {
          timers.splice(timers.indexOf(timer), 1);
          reject(signal.reason);
        });
      }),
  };
  const advance = async (ms: number) => {
    now += ms;
    for (const timer of timers.filter((t) => t.at <= now)) {
      timers.splice(timers.indexOf(timer), 1);
      timer.resolve();
    }
    for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve));
  };
  return { clock, advance };
}

describe('the credit check on the Free plan', () => {
  const usageCalls = (ledger: ReturnType<typeof setup>['ledger']) =>
    ledger.list({ limit: 100 }).filter((e) => e.endpoint === 'GET /usage/credits').length;

  it('at start-up with a known plan waits instead of taking a rate slot; a new key is checked at once', async () => {
    const held = heldClock();
    const { service, ledger } = setup({ used: 10, remaining: 19_990, plan: 'FREE' }, held.clock);
    await service.reconcile();
    expect(usageCalls(ledger)).toBe(1);
    await held.advance(60_000);
    service.start();
    await held.advance(10_000);
    // The plan is known and was checked a minute ago: no check now (the meter is right from the ledger).
    expect(usageCalls(ledger)).toBe(1);
    service.start({ urgent: true });
    await service.settled();
    expect(usageCalls(ledger)).toBe(2);
    service.stop();
  });

  it('after a batch of reads checks at most every few minutes', async () => {
    const held = heldClock();
    const { service, ledger } = setup({ used: 10, remaining: 19_990, plan: 'FREE' }, held.clock);
    await service.reconcile();
    for (let batch = 0; batch < 5; batch++) {
      await held.advance(20_000);
      service.record(live(held.clock.now(), 'GET /portfolio/value', 10));
      await held.advance(2_000);
    }
    // Five batches in under two minutes: none checked yet, the next check waits out its spacing...
    expect(usageCalls(ledger)).toBe(1);
    // ...and comes once it has passed.
    await held.advance(3 * 60_000);
    expect(usageCalls(ledger)).toBe(2);
    service.stop();
  });

  it('stopped in the moment an urgent check woke its wait, sends no check afterwards', async () => {
    const held = heldClock();
    const { service, ledger } = setup({ used: 10, remaining: 19_990, plan: 'FREE' }, held.clock);
    await service.reconcile();
    service.record(live(held.clock.now(), 'GET /portfolio/value', 10));
    await held.advance(1_000);
    const before = usageCalls(ledger);
    // A key change wakes the wait; in the same moment a read lands (the check is due later again) and the old
    // session closes: the loop must not start a new wait that stop() no longer reaches, nor check when it ends.
    service.start({ urgent: true });
    queueMicrotask(() => {
      service.record(live(held.clock.now(), 'GET /portfolio/value', 10));
      service.stop();
    });
    await held.advance(10 * 60_000);
    await service.settled();
    expect(usageCalls(ledger)).toBe(before);
  });

  it('stopped while it waits to check, ends the wait at once and checks nothing', async () => {
    const held = heldClock();
    const { service, ledger } = setup({ used: 10, remaining: 19_990, plan: 'FREE' }, held.clock);
    await service.reconcile();
    service.record(live(held.clock.now(), 'GET /portfolio/value', 10));
    await held.advance(1_000);
    // A check is due in a few minutes; the app closes now. Closing waits for the meter to settle: no hang.
    service.stop();
    await service.settled();
    await held.advance(10 * 60_000);
    expect(usageCalls(ledger)).toBe(1);
  });
});
