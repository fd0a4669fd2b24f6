import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ApiResult, RequestRecord } from '../../../src/main/api/http';
import { createAnswersRepo } from '../../../src/main/cache/answers-repo';
import type { CacheQuery as ReadThroughOptions } from '../../../src/main/reads/deps';
import { throughFor as createReadThrough } from '../../support/read-through';
import { silentLogger } from '../../../src/main/lib/effects';
import type { AppError } from '../../../src/shared/envelope';
import type { RefreshPolicy } from '../../../src/shared/domain/settings';
import type { ReadContext } from '../../../src/main/api/read-context';
import { tempDb } from '../credits/db-helpers';
import { fakeClock } from '../api/fake-clock';

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

const schema = z.object({ totalValue: z.number() });
type Value = z.infer<typeof schema>;

function setup(refreshPolicy: RefreshPolicy = 'on-open', intervalMs = 15 * 60_000) {
  const { db, cleanup } = tempDb();
  cleanups.push(cleanup);
  const clock = fakeClock();
  const answers = createAnswersRepo(db);
  const records: RequestRecord[] = [];
  const changed: unknown[] = [];
  const readThrough = createReadThrough({
    answers,
    clock,
    log: silentLogger,
    demo: false,
    record: (record) => records.push(record),
    emit: (event, payload) => changed.push({ event, payload }),
    refreshPolicy: () => refreshPolicy,
    refreshIntervalMs: () => intervalMs,
  });
  let loads = 0;
  const contexts: ReadContext[] = [];
  const options = (
    result: ApiResult<Value> | (() => ApiResult<Value>),
    extra: Partial<ReadThroughOptions<Value>> = {},
  ) => ({
    key: 'GET /v1/portfolio/value?currency=USD',
    kind: 'portfolio' as const,
    endpoint: 'GET /portfolio/value' as const,
    maxAgeMs: 60_000,
    load: async (context: ReadContext) => {
      loads += 1;
      contexts.push(context);
      return typeof result === 'function' ? result() : result;
    },
    ...extra,
  });
  return { readThrough, answers, clock, records, changed, options, loads: () => loads, contexts };
}

const live = (totalValue: number, fetchedAt: number): ApiResult<Value> => ({
  ok: true,
  value: { totalValue },
  status: 200,
  requestId: 'r',
  credits: 10,
  fetchedAt,
});
const failed = (code: AppError['code']): ApiResult<Value> => ({ ok: false, error: { code, message: code } });

describe('read-through cache', () => {
  it('asks the service once, then answers from the cache while fresh, recording the hit', async () => {
    const t = setup();
    const first = await t.readThrough(t.options(live(100, t.clock.now())));
    expect(first).toMatchObject({
      ok: true,
      value: { totalValue: 100 },
      meta: { source: 'live', credits: 10 },
    });
    t.clock.advance(30_000);
    const second = await t.readThrough(t.options(live(200, t.clock.now())));
    expect(second).toMatchObject({
      ok: true,
      value: { totalValue: 100 },
      meta: { source: 'cache', stale: false, credits: 0 },
    });
    expect(t.loads()).toBe(1);
    // The hit's ledger line is bookkeeping: written once the answers of this moment are out.
    expect(t.records).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(t.records).toMatchObject([{ source: 'cache', credits: 0, endpoint: 'GET /portfolio/value' }]);
  });

  it('answers from the cache in the caller’s own turn, and says when a read must wait for the service', async () => {
    const t = setup();
    const first = t.readThrough(t.options(live(100, t.clock.now())));
    expect(first).toBeInstanceOf(Promise);
    await first;
    expect(t.readThrough(t.options(live(200, t.clock.now())))).toMatchObject({
      value: { totalValue: 100 },
      meta: { source: 'cache', stale: false },
    });
    // Refresh, and an old answer whose caller waits for the newest, both go to the service.
    const forced = t.readThrough(t.options(live(200, t.clock.now()), { force: true }));
    expect(forced).toBeInstanceOf(Promise);
    await forced;
    t.clock.advance(61_000);
    const waited = t.readThrough(t.options(live(300, t.clock.now()), { revalidate: 'wait' }));
    expect(waited).toBeInstanceOf(Promise);
    expect(await waited).toMatchObject({ value: { totalValue: 300 }, meta: { source: 'live' } });
    expect(t.loads()).toBe(3);
  });

  it('cache first: an old answer comes back at once marked stale, refreshed in the background with one try', async () => {
    const t = setup();
    const fetchedAt = t.clock.now();
    await t.readThrough(t.options(live(100, fetchedAt)));
    t.clock.advance(61_000);
    const later = await t.readThrough(t.options(live(150, t.clock.now())));
    expect(later).toMatchObject({
      value: { totalValue: 100 },
      meta: { source: 'cache', stale: true, fetchedAt },
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(t.answers.get('GET /v1/portfolio/value?currency=USD')?.value).toEqual({ totalValue: 150 });
    expect(t.changed).toEqual([{ event: 'data:changed', payload: { kinds: ['portfolio'] } }]);
    // Behind the user's reads in the rate queue, and one bounded try: the old answer is already shown.
    expect(t.contexts.at(-1)).toMatchObject({ priority: 'background', cached: true });
    const forced = await t.readThrough(t.options(live(175, t.clock.now()), { force: true }));
    expect(forced).toMatchObject({ value: { totalValue: 175 }, meta: { source: 'live' } });
    expect(t.contexts.at(-1)).toMatchObject({ cached: true });
  });

  it('keeps a cache hit’s ledger line when the app closes in the same moment, and starts no refresh then', async () => {
    const t = setup();
    await t.readThrough(t.options(live(100, t.clock.now())));
    t.clock.advance(30_000);
    t.readThrough(t.options(live(150, t.clock.now())));
    t.clock.advance(61_000);
    t.readThrough(t.options(live(200, t.clock.now())));
    // Closing before the moment's bookkeeping ran: both hits' lines are recorded now, for the ledger to write.
    t.readThrough.flush();
    expect(t.records).toMatchObject([
      { source: 'cache', credits: 0, endpoint: 'GET /portfolio/value' },
      { source: 'cache', credits: 0, endpoint: 'GET /portfolio/value' },
    ]);
    await new Promise((resolve) => setImmediate(resolve));
    // The old answer's refresh would be sent as the app closes: it is not, and no line is recorded twice.
    expect(t.loads()).toBe(1);
    expect(t.records).toHaveLength(2);
  });

  it('"Only when I ask": an old answer is shown as it is and nothing is sent', async () => {
    const t = setup('manual');
    await t.readThrough(t.options(live(100, t.clock.now())));
    t.clock.advance(3_600_000);
    const old = await t.readThrough(t.options(live(150, t.clock.now())));
    expect(old).toMatchObject({ value: { totalValue: 100 }, meta: { stale: true } });
    await new Promise((resolve) => setImmediate(resolve));
    expect(t.loads()).toBe(1);
  });

  it('"Every few minutes": nothing counts as fresh for longer than the interval; other policies keep its freshness', async () => {
    const hourly = { maxAgeMs: 3_600_000 };
    for (const [policy, refreshed] of [
      ['interval', true],
      ['on-open', false],
    ] as const) {
      const t = setup(policy, 5 * 60_000);
      await t.readThrough(t.options(live(100, t.clock.now()), hourly));
      t.clock.advance(6 * 60_000);
      const later = await t.readThrough(t.options(live(150, t.clock.now()), hourly));
      expect(later).toMatchObject({ value: { totalValue: 100 }, meta: { stale: refreshed } });
      await new Promise((resolve) => setImmediate(resolve));
      expect(t.loads()).toBe(refreshed ? 2 : 1);
    }
  });

  it('"Every few minutes": the next tick reads again what the last tick read, though it landed seconds after it', async () => {
    // The view's reads of a tick land a few seconds after it (a Free plan's slots, the service's answer time); at
    // the next tick, one interval after the first, they are a little younger than the interval.
    const t = setup('interval', 2 * 60_000);
    t.clock.advance(3_000);
    await t.readThrough(t.options(live(100, t.clock.now()), { maxAgeMs: 3_600_000 }));
    t.clock.advance(2 * 60_000 - 3_000);
    const tick = await t.readThrough(t.options(live(150, t.clock.now()), { maxAgeMs: 3_600_000 }));
    expect(tick).toMatchObject({ meta: { stale: true } });
    await new Promise((resolve) => setImmediate(resolve));
    expect(t.loads()).toBe(2);
  });

  it('does not send again by itself a read that timed out, which a late answer may have charged; Refresh does', async () => {
    const t = setup();
    const timeout = failed('timeout');
    const first = await t.readThrough(t.options(timeout));
    expect(first).toMatchObject({ ok: false, error: { code: 'timeout' } });
    // The service is back (the probe answered) and the view is read again: nothing is sent.
    t.clock.advance(20_000);
    const again = await t.readThrough(t.options(live(100, t.clock.now())));
    expect(again).toMatchObject({ ok: false, error: { code: 'held' } });
    expect(t.loads()).toBe(1);
    // The user's Retry (a refresh) sends it.
    const asked = await t.readThrough(t.options(live(100, t.clock.now()), { force: true }));
    expect(asked).toMatchObject({ ok: true, value: { totalValue: 100 } });
    expect(t.loads()).toBe(2);
    // And once the pause is over, a view read sends it by itself again.
    const other = setup();
    await other.readThrough(other.options(timeout));
    other.clock.advance(3 * 60_000);
    await other.readThrough(other.options(live(100, other.clock.now())));
    expect(other.loads()).toBe(2);
  });

  it('sends a held read the user asked for (Retry, a confirmed spend) without skipping a fresh answer for it', async () => {
    const t = setup();
    await t.readThrough(t.options(failed('timeout')));
    t.clock.advance(20_000);
    // "Spend N credits" carries a confirmation token that was spent to get here: the read is the user's own ask.
    const confirmed = await t.readThrough(t.options(live(100, t.clock.now()), { asked: true }));
    expect(confirmed).toMatchObject({ ok: true, value: { totalValue: 100 }, meta: { source: 'live' } });
    expect(t.loads()).toBe(2);
    // Asked, not forced: a fresh cached answer still serves it without a call.
    const cached = await t.readThrough(t.options(live(150, t.clock.now()), { asked: true }));
    expect(cached).toMatchObject({ value: { totalValue: 100 }, meta: { source: 'cache' } });
    expect(t.loads()).toBe(2);
  });

  it('doubles the pause with each timeout, and starts afresh after an hour of quiet past the last pause', async () => {
    const t = setup();
    const timeout = failed('timeout');
    const sends = () => t.loads();
    await t.readThrough(t.options(timeout)); // paused 2 min
    t.clock.advance(2 * 60_000 + 1);
    await t.readThrough(t.options(timeout)); // sent again by itself, times out: paused 4 min
    expect(sends()).toBe(2);
    t.clock.advance(3 * 60_000);
    expect(await t.readThrough(t.options(timeout))).toMatchObject({ error: { code: 'held' } });
    expect(sends()).toBe(2);
    // A day later the old timeouts no longer count: one timeout holds it for the first 2 minutes only.
    t.clock.advance(24 * 3_600_000);
    await t.readThrough(t.options(timeout));
    expect(sends()).toBe(3);
    t.clock.advance(2 * 60_000 + 1);
    await t.readThrough(t.options(live(100, t.clock.now())));
    expect(sends()).toBe(4);
  });

  it('serves the cached answer marked stale, with the error, when a refresh fails', async () => {
    const t = setup();
    const fetchedAt = t.clock.now();
    await t.readThrough(t.options(live(100, fetchedAt)));
    t.clock.advance(120_000);
    const offline = await t.readThrough(t.options(failed('network'), { force: true }));
    expect(offline).toMatchObject({
      ok: true,
      value: { totalValue: 100 },
      meta: { source: 'cache', stale: true, fetchedAt, error: { code: 'network' } },
    });
    // A failed background refresh leaves the cached answer and announces nothing.
    await t.readThrough(t.options(failed('network')));
    await new Promise((resolve) => setImmediate(resolve));
    expect(t.answers.get('GET /v1/portfolio/value?currency=USD')?.value).toEqual({ totalValue: 100 });
    expect(t.changed).toEqual([]);
  });

  it('does not pay again in the background for an answer it could not read, until hours later or a Refresh', async () => {
    const t = setup();
    await t.readThrough(t.options(live(100, t.clock.now())));
    t.clock.advance(120_000);
    const settle = () => new Promise((resolve) => setImmediate(resolve));
    // The old answer is shown; its background refresh gets an answer of a shape Folio Desk cannot read.
    await t.readThrough(t.options(failed('bad_response')));
    await settle();
    expect(t.loads()).toBe(1 + 1);
    // Views opened again over the next hours show the cached answer, with why it was not refreshed, and send nothing.
    for (const minutes of [2, 30, 300]) {
      t.clock.advance(minutes * 60_000);
      const shown = await t.readThrough(t.options(failed('bad_response')));
      expect(shown).toMatchObject({ meta: { stale: true, error: { code: 'bad_response' } } });
      await settle();
    }
    expect(t.loads()).toBe(2);
    // The user's Refresh still asks.
    await t.readThrough(t.options(live(120, t.clock.now()), { force: true }));
    expect(t.loads()).toBe(3);
    // A failure of another kind (the service answered 503) is tried again a minute later, as before.
    t.clock.advance(120_000);
    await t.readThrough(t.options(failed('unavailable')));
    await settle();
    await t.readThrough(t.options(failed('unavailable')));
    await settle();
    expect(t.loads()).toBe(4);
    t.clock.advance(61_000);
    await t.readThrough(t.options(failed('unavailable')));
    await settle();
    expect(t.loads()).toBe(5);
  });

  it('refreshes an old answer as soon as the service is back, even seconds after a refresh failed offline', async () => {
    const t = setup();
    await t.readThrough(t.options(live(100, t.clock.now())));
    t.clock.advance(120_000);
    const settle = () => new Promise((resolve) => setImmediate(resolve));
    // Offline: the view's old answer is shown and its refresh fails without reaching the service.
    const offline = await t.readThrough(t.options(failed('network')));
    expect(offline).toMatchObject({ ok: true, value: { totalValue: 100 }, meta: { stale: true } });
    await settle();
    // The service is back 5 s later; the view is read again (main's data:changed on the way back online).
    t.clock.advance(5_000);
    await t.readThrough(t.options(live(130, t.clock.now())));
    await settle();
    expect(t.loads()).toBe(3);
    expect(t.answers.get('GET /v1/portfolio/value?currency=USD')?.value).toEqual({ totalValue: 130 });
    expect(t.changed).toEqual([{ event: 'data:changed', payload: { kinds: ['portfolio'] } }]);
  });

  it('never lets an invalid answer replace the cached one', async () => {
    const t = setup();
    await t.readThrough(t.options(live(100, t.clock.now())));
    t.clock.advance(120_000);
    await t.readThrough(t.options(failed('bad_response')));
    expect(t.answers.get('GET /v1/portfolio/value?currency=USD')?.value).toEqual({ totalValue: 100 });
  });

  it('returns the error when nothing is cached, and does not hide an invalid request behind the cache', async () => {
    const t = setup();
    expect(await t.readThrough(t.options(failed('unavailable')))).toMatchObject({
      ok: false,
      error: { code: 'unavailable' },
    });
    await t.readThrough(t.options(live(1, t.clock.now())));
    t.clock.advance(120_000);
    expect(await t.readThrough(t.options(failed('invalid_input'), { force: true }))).toMatchObject({
      ok: false,
    });
  });

  it('stale-while-revalidate: answers at once from the old value and announces the new one', async () => {
    const t = setup();
    await t.readThrough(t.options(live(100, t.clock.now())));
    t.clock.advance(120_000);
    const quick = await t.readThrough(t.options(live(300, t.clock.now())));
    expect(quick).toMatchObject({ value: { totalValue: 100 }, meta: { source: 'cache', stale: true } });
    await new Promise((resolve) => setImmediate(resolve));
    expect(t.changed).toEqual([{ event: 'data:changed', payload: { kinds: ['portfolio'] } }]);
    expect(t.answers.get('GET /v1/portfolio/value?currency=USD')?.value).toEqual({ totalValue: 300 });
  });

  it('treats a cached row that no longer fits the schema as absent', async () => {
    const t = setup();
    t.answers.put({
      key: 'GET /v1/portfolio/value?currency=USD',
      kind: 'portfolio',
      value: { totalValue: 'x' },
      fetchedAt: t.clock.now(),
      requestId: null,
    });
    const result = await t.readThrough(t.options(live(5, t.clock.now()), { schema }));
    expect(result).toMatchObject({ value: { totalValue: 5 }, meta: { source: 'live' } });
  });

  it('evicts by age and by size', async () => {
    const t = setup();
    for (let i = 0; i < 5; i++) {
      t.answers.put({
        key: `k${i}`,
        kind: 'coins',
        value: { n: 'x'.repeat(100) },
        fetchedAt: i * 1000,
        requestId: null,
      });
    }
    expect(t.answers.evictOlderThan(2000)).toBe(2);
    const before = t.answers.totalBytes();
    expect(t.answers.evictToSize(before - 1)).toBe(1);
    expect(t.answers.get('k2')).toBeNull();
    expect(t.answers.get('k4')).not.toBeNull();
  });
});
