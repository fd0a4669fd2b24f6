import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { alertsHandlers } from '../../../src/main/alerts/alerts-handlers';
import { createAlertsService, type AlertsService } from '../../../src/main/alerts/alerts-service';
import type { RefreshRead } from '../../../src/main/alerts/cadence';
import type { ArrivedAnswer } from '../../../src/main/alerts/samples';
import { openDatabase, type Db } from '../../../src/main/cache/db';
import { dispatch } from '../../../src/main/ipc/registry';
import { silentLogger } from '../../../src/main/lib/effects';
import type { EventName, EventPayload, Handlers } from '../../../src/shared/contract';
import { recordingLogger, tempDir } from '../cache/helpers';
import { freeMeter, NOW } from './over-user-file';

// The alerts service over a real user database: prices arrive as cached answers, rules fire into the log (and
// survive a reopen), the notification respects privacy, stale RWA data is not judged, and the cadence's monthly
// cost is the per-refresh price of its reads times the refreshes in a month.

let now = NOW;
let dir: string;
let remove: () => void;
let db: Db;
let privacy = false;
let events: { event: EventName; payload: unknown }[];
let notes: { title: string; body: string; click: () => void }[];
let service: AlertsService;
let reads: RefreshRead[];
let priorities: string[];

/** The price the cache holds for a coin (the app reads it from the watchlists' cached answers). */
let cached: Map<string, { price: number; asOf: number }>;

const build = () =>
  createAlertsService({
    cachedSample: (target, currency) => {
      const hit = cached.get(target.id);
      return hit && currency === 'USD'
        ? {
            kind: target.kind,
            id: target.id,
            currency,
            change1h: null,
            change24h: null,
            flaggedStale: false,
            ...hit,
          }
        : null;
    },
    session: () => ({ db, demo: false, mode: 'live', credits: { meter: () => freeMeter } }),
    clock: { now: () => now },
    log: silentLogger,
    emit: <E extends EventName>(event: E, payload: EventPayload<E>) => events.push({ event, payload }),
    privacy: () => privacy,
    notify: (note, click) => notes.push({ ...note, click }),
    read: async (read, context) => {
      reads.push(read);
      priorities.push(context.priority);
      return { ok: true };
    },
    price: (read) =>
      read.channel === 'coins:list'
        ? { credits: 2, explanation: 'GET /coins 2 credits' }
        : { credits: 1, explanation: 'GET /rwa/assets/:rwaId 1 credit' },
  });

beforeEach(() => {
  ({ dir, remove } = tempDir());
  db = openDatabase(join(dir, 'folio.db'), { log: recordingLogger(), clock: { now: () => NOW } }).db;
  now = NOW;
  privacy = false;
  events = [];
  notes = [];
  reads = [];
  priorities = [];
  cached = new Map();
  service = build();
});
afterEach(() => {
  service.close();
  db.close();
  remove();
});

const coin = (id: string, price: number, change24h = 0) => ({
  id,
  name: id,
  symbol: id.slice(0, 3).toUpperCase(),
  icon: null,
  rank: 1,
  price,
  priceChange1h: 0,
  priceChange1d: change24h,
  priceChange1w: 0,
  marketCap: null,
  volume: null,
});
const coinsAnswer = (prices: Record<string, number>, fetchedAt = now): ArrivedAnswer => ({
  endpoint: 'GET /coins',
  params: { currency: 'USD', coinIds: Object.keys(prices).join(',') },
  value: Object.entries(prices).map(([id, price]) => coin(id, price)),
  fetchedAt,
});
const btcAbove = (level: number) =>
  service.create({
    target: { kind: 'coin', id: 'bitcoin', label: 'Bitcoin (BTC)' },
    condition: { type: 'above', level },
    currency: 'USD',
  });

describe('the alerts service', () => {
  it('fires a rule when a cached price crosses its level, logs it with the as-of, and notifies once', () => {
    const rule = btcAbove(70_000);
    service.arrived(coinsAnswer({ bitcoin: 69_000, ethereum: 3000 }), false);
    now += 60_000;
    service.arrived(coinsAnswer({ bitcoin: 70_500, ethereum: 3000 }), false);
    now += 60_000;
    service.arrived(coinsAnswer({ bitcoin: 71_000 }), false);
    const log = service.log(10);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ ruleId: rule.id, valueSeen: 70_500, asOf: NOW + 60_000, currency: 'USD' });
    expect(notes.map((n) => n.body)).toEqual(['Now 70,500 USD, above 70,000 USD.']);
    expect(events.filter((e) => e.event === 'alerts:fired')).toHaveLength(1);
    expect(service.rules()[0]).toMatchObject({ state: 'fired', lastSeen: 71_000 });
    // Clicking the OS notification asks the page to open the coin.
    notes[0]?.click();
    expect(events.at(-1)).toEqual({ event: 'alerts:open', payload: rule.target });
  });

  it('judges a new rule on the price already cached, instead of "no price yet" until the next read', () => {
    cached.set('bitcoin', { price: 88_121, asOf: now - 60_000 });
    const rule = btcAbove(90_000);
    expect(rule).toMatchObject({ state: 'armed', lastSeen: 88_121, judgedAsOf: now - 60_000 });
    expect(notes).toEqual([]);
    // A rule on a coin with nothing cached waits for its first price, as before.
    const eth = service.create({
      target: { kind: 'coin', id: 'ethereum', label: 'Ethereum (ETH)' },
      condition: { type: 'below', level: 2000 },
      currency: 'USD',
    });
    expect(eth).toMatchObject({ state: 'armed', lastSeen: null, judgedAsOf: null });
    // Only newer data judges it again: the cached price is not counted twice.
    service.arrived(coinsAnswer({ bitcoin: 90_500 }), false);
    expect(service.log(10)).toMatchObject([{ ruleId: rule.id, valueSeen: 90_500 }]);
  });

  it('keeps rules, state and log in the user database across a restart', () => {
    btcAbove(70_000);
    service.arrived(coinsAnswer({ bitcoin: 71_000 }), false);
    service.close();
    service = build();
    expect(service.rules()[0]?.state).toBe('fired');
    expect(service.log(10)).toHaveLength(1);
  });

  it('leaves amounts out of the notification in privacy mode; the log keeps the value for the app', () => {
    privacy = true;
    btcAbove(70_000);
    service.arrived(coinsAnswer({ bitcoin: 71_234 }), false);
    const fired = events.find((e) => e.event === 'alerts:fired')?.payload as { title: string; body: string };
    expect(`${fired.title} ${fired.body}`).not.toMatch(/\d/);
    expect(notes[0]?.body).toBe('The price rose above your alert level.');
    expect(service.log(1)[0]?.valueSeen).toBe(71_234);
  });

  it('does not judge a stale RWA publication, and judges the fresh one after it', () => {
    service.create({
      target: { kind: 'rwa', id: 'gold-token', label: 'Gold' },
      condition: { type: 'below', level: 2000 },
      currency: 'USD',
    });
    const asset = (isStale: boolean, price: number): ArrivedAnswer => ({
      endpoint: 'GET /rwa/assets/:rwaId',
      params: { currency: 'USD' },
      fetchedAt: now,
      value: {
        id: 'gold-token',
        name: 'Gold',
        symbol: 'XAU',
        assetType: 'commodity',
        currency: 'USD',
        updatedAt: new Date(now - 3_600_000).toISOString(),
        isStale,
        price: {
          available: true,
          tokenizedPrice: price,
          tokenizedMarketCap: null,
          tokenizedVolume24h: null,
          change24h: null,
        },
        metadata: { available: false, description: null, imageUrl: null, website: null, issuers: [] },
        markets: { available: false, count: 0 },
        history: { available: false, availableFrom: null },
      },
    });
    service.arrived(asset(true, 1900), false);
    expect(service.log(10)).toEqual([]);
    now += 60_000;
    service.arrived(asset(false, 1900), false);
    // Judged as of the publication's own time, not the fetch.
    expect(service.log(10)[0]).toMatchObject({ valueSeen: 1900, asOf: now - 3_600_000 });
  });

  it("ignores a demo answer while the live mode's rules are in use", () => {
    btcAbove(70_000);
    service.arrived(coinsAnswer({ bitcoin: 80_000 }), true);
    expect(service.log(10)).toEqual([]);
  });

  it("prices a cadence from its reads' prices and the refreshes in a month, against the plan", () => {
    expect(service.cadence(60)).toMatchObject({
      creditsPerRefresh: 0,
      creditsPerMonth: 0,
      explanation: 'as there are no alert rules yet',
    });
    btcAbove(70_000);
    expect(service.cadence(60).explanation).toBe('for the price of Bitcoin (BTC)');
    btcAbove(80_000);
    service.create({
      target: { kind: 'rwa', id: 'gold-token', label: 'Gold' },
      condition: { type: 'above', level: 3000 },
      currency: 'USD',
    });
    // One coins list read (both rules are on bitcoin) and one asset read: 3 credits a refresh, said in words.
    expect(service.cadence(60)).toMatchObject({
      minutes: 60,
      creditsPerRefresh: 3,
      creditsPerMonth: 3 * 720,
      planCredits: 100_000,
      explanation: '2 for the price of Bitcoin (BTC) and 1 for the price of Gold',
    });
    expect(service.cadence().minutes).toBeNull();
    expect(service.setCadence(15).creditsPerMonth).toBe(3 * 2880);
    expect(service.cadence().minutes).toBe(15);
  });

  it("sends the refresh reads only when the cadence is due, in the rate queue's background class", async () => {
    btcAbove(70_000);
    service.setCadence(15);
    now += 14 * 60_000;
    await service.tick();
    expect(reads).toEqual([]);
    now += 60_000;
    await service.tick();
    expect(reads).toEqual([
      { channel: 'coins:list', input: { coinIds: ['bitcoin'], currency: 'USD', limit: 1, refresh: true } },
    ]);
    expect(priorities).toEqual(['background']);
  });
});

describe('the alerts channels', () => {
  const handlers = () =>
    alertsHandlers({ alerts: service, clock: { now: () => now }, demo: () => false }) as Handlers;
  const create = (condition: unknown) =>
    dispatch(
      handlers(),
      'alerts:create',
      { target: { kind: 'coin', id: 'bitcoin', label: 'Bitcoin' }, condition, currency: 'USD' },
      silentLogger,
    );

  it.each([
    [{ type: 'above', level: -5 }, 'a price above zero'],
    [{ type: 'above', level: 0 }, 'a price above zero'],
    [{ type: 'below', level: Number.POSITIVE_INFINITY }, 'a finite number'],
    [{ type: 'below', level: Number.NaN }, 'a finite number'],
    [{ type: 'change', window: '1h', percent: 0, direction: 'up' }, 'a change above zero percent'],
    [{ type: 'change', window: '2h', percent: 5, direction: 'up' }, 'condition.window'],
  ])('refuses %j with a message that says what is wrong, saving nothing', async (condition, says) => {
    const answer = await create(condition);
    expect(answer.ok).toBe(false);
    expect(!answer.ok && answer.error.message).toContain(says);
    expect(service.rules()).toEqual([]);
  });

  it('saves a good rule armed, and refuses the same rule twice', async () => {
    const first = await create({ type: 'above', level: 70_000 });
    expect(first.ok && first.value).toMatchObject({ state: 'armed', judgedAsOf: null });
    const again = await create({ type: 'above', level: 70_000 });
    expect(!again.ok && again.error.message).toContain('already have this alert');
    expect(service.rules()).toHaveLength(1);
  });
});
