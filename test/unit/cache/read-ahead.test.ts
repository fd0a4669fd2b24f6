import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../../src/main/app';
import { createAnswersRepo, type CachedAnswer } from '../../../src/main/cache/answers-repo';
import { openDatabase, type Db } from '../../../src/main/cache/db';
import { dispatch } from '../../../src/main/ipc/registry';
import { silentLogger, systemClock } from '../../../src/main/lib/effects';
import { createMemoryStore } from '../../../src/main/secrets/memory-store';
import { clearCache } from '../../../src/main/settings/clear-cache';
import { fixedClock, recordingLogger, tempDir } from './helpers';

// A start's first view asks for the rows the last session asked for first: the clean close notes their keys, and
// the next start reads them in one statement (cache/read-ahead.ts). What must hold: every answer is the one the
// table holds (a write, a cleared cache or time ends the read-ahead), and the note only ever helps.

let dir: string;
let remove: () => void;
beforeEach(() => ({ dir, remove } = tempDir()));
afterEach(() => remove());

const open = () => openDatabase(join(dir, 'folio.db'), { log: recordingLogger(), clock: fixedClock });
const keyOf = (id: string) => `GET /portfolio/value?currency=USD&portfolioId=${id}`;
const answer = (id: string, totalValue: number): CachedAnswer => ({
  key: keyOf(id),
  kind: 'portfolio',
  value: { totalValue },
  fetchedAt: 1,
  requestId: null,
});

/** The connection, with a count of the statements run on cached answers: single-row selects and whole reads. */
function counted(db: Db) {
  const runs = { get: 0, all: 0 };
  const wrapped = new Proxy(db, {
    get(target, property, receiver) {
      if (property !== 'prepare') return Reflect.get(target, property, receiver) as unknown;
      return (source: string) => {
        const statement = target.prepare(source);
        if (!source.includes('FROM cached_answers')) return statement;
        return new Proxy(statement, {
          get(inner, name, innerReceiver) {
            const value = Reflect.get(inner, name, innerReceiver) as unknown;
            if ((name !== 'get' && name !== 'all') || typeof value !== 'function') return value;
            return (...args: unknown[]) => {
              runs[name] += 1;
              return (value as (...a: unknown[]) => unknown).apply(inner, args);
            };
          },
        });
      };
    },
  });
  return { db: wrapped, runs };
}

/** A first session that stores three answers and reads two of them, then closes cleanly. */
function firstSession() {
  const opened = open();
  const answers = createAnswersRepo(opened.db);
  for (const [id, value] of [
    ['a', 1],
    ['b', 2],
    ['c', 3],
  ] as const)
    answers.put(answer(id, value));
  answers.get(keyOf('b'));
  answers.get(keyOf('a'));
  opened.close(answers.firstReads());
}

/** The start after firstSession: `test` gets its connection, closed afterwards whatever the test found. */
function nextStart(test: (opened: ReturnType<typeof open>) => void) {
  firstSession();
  const opened = open();
  try {
    test(opened);
  } finally {
    opened.close();
  }
}

describe('a start after a clean close', () => {
  it('reads the rows the last session read first in one statement, and answers them as stored', () => {
    nextStart((opened) => {
      expect(opened.firstReads).toEqual([keyOf('b'), keyOf('a')]);
      const { db, runs } = counted(opened.db);
      const answers = createAnswersRepo(db, { readAhead: opened.firstReads });
      expect(answers.get(keyOf('a'))?.value).toEqual({ totalValue: 1 });
      expect(answers.get(keyOf('b'))?.value).toEqual({ totalValue: 2 });
      expect(runs).toEqual({ get: 0, all: 1 });
      // A row nobody read first is selected on its own.
      expect(answers.get(keyOf('c'))?.value).toEqual({ totalValue: 3 });
      expect(runs).toEqual({ get: 1, all: 1 });
    });
  });

  it('answers a row written since it was read ahead as written', () => {
    nextStart((opened) => {
      const answers = createAnswersRepo(opened.db, { readAhead: opened.firstReads });
      expect(answers.get(keyOf('b'))?.value).toEqual({ totalValue: 2 });
      answers.put(answer('a', 10));
      expect(answers.get(keyOf('a'))?.value).toEqual({ totalValue: 10 });
    });
  });

  it('answers nothing read ahead once the user cleared the cache, and notes only the keys read since', () => {
    nextStart((opened) => {
      const answers = createAnswersRepo(opened.db, { readAhead: opened.firstReads });
      expect(answers.get(keyOf('b'))?.value).toEqual({ totalValue: 2 });
      clearCache(opened.db, opened.path, ['cached_answers'], answers);
      expect(answers.get(keyOf('a'))).toBeNull();
      expect(answers.firstReads()).toEqual([keyOf('a')]);
    });
  });

  it('selects each row on its own once the first moment has passed', () => {
    nextStart((opened) => {
      let now = 0;
      const { db, runs } = counted(opened.db);
      const answers = createAnswersRepo(db, { readAhead: opened.firstReads, now: () => now });
      expect(answers.get(keyOf('b'))?.value).toEqual({ totalValue: 2 });
      now = 60_000;
      expect(answers.get(keyOf('a'))?.value).toEqual({ totalValue: 1 });
      expect(runs).toEqual({ get: 1, all: 1 });
    });
  });

  it('passes the last keys on when a session read nothing from the cache (a run in demo mode)', () => {
    firstSession();
    const second = open();
    const idle = createAnswersRepo(second.db, { readAhead: second.firstReads });
    second.close(idle.firstReads());
    const third = open();
    expect(third.firstReads).toEqual([keyOf('b'), keyOf('a')]);
    third.close();
  });

  it('takes a note with odd keys as a hint: what is not a key is left out, and at most 32 are read', () => {
    firstSession();
    const notePath = join(dir, 'folio.db.closed');
    const note = JSON.parse(readFileSync(notePath, 'utf8')) as Record<string, unknown>;
    const many = Array.from({ length: 500 }, (_, i) => keyOf(`p${i}`));
    writeFileSync(notePath, JSON.stringify({ ...note, firstReads: [7, null, 'x'.repeat(10_000), ...many] }));
    const opened = open();
    try {
      expect(opened.untouched).toBe(true);
      expect(opened.firstReads).toEqual(many.slice(0, 32));
    } finally {
      opened.close();
    }
    writeFileSync(notePath, JSON.stringify({ ...note, firstReads: 'GET /portfolio/list?' }));
    const again = open();
    expect(again.firstReads).toEqual([]);
    again.close();
  });
});

describe('the app, closed and started again with the service down', () => {
  const served: Record<string, unknown> = {
    '/portfolio/value': {
      totalValue: 1234.5,
      totalCost: 1000,
      unrealizedProfitLoss: 234.5,
      unrealizedProfitLossPercent: 23.45,
      realizedProfitLoss: 0,
      realizedProfitLossPercent: 0,
      allTimeProfitLoss: 234.5,
      allTimeProfitLossPercent: 23.45,
    },
    '/portfolio/chart': { result: [[1_764_000_000, 1200, 0.012, 0.4]] },
  };
  const serve = async (input: string | URL | Request) => {
    const body = served[new URL(String(input)).pathname];
    return body === undefined
      ? new Response('{"message":"not here"}', { status: 404 })
      : new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  // The rate queue waits on the clock, so it runs; the second start's runs a day ahead.
  const start = (fetch: typeof serve, secrets: ReturnType<typeof createMemoryStore>, daysLater: number) =>
    createApp({
      fetch,
      secrets,
      dataDir: dir,
      log: silentLogger,
      clock: { ...systemClock, now: () => systemClock.now() + daysLater * 24 * 60 * 60_000 },
    });

  it("notes the first view's reads at close and answers them from the cache at the next start", async () => {
    const secrets = createMemoryStore();
    const first = await start(serve, secrets, 0);
    const call = (app: typeof first, channel: string, input: unknown) =>
      dispatch(app.handlers, channel, input, silentLogger);
    await call(first, 'settings:setApiKey', { apiKey: 'read-ahead-key-1234' });
    expect(await call(first, 'portfolio:value', { currency: 'USD' })).toMatchObject({
      meta: { source: 'live' },
    });
    expect(await call(first, 'portfolio:chart', { range: '1m' })).toMatchObject({ meta: { source: 'live' } });
    await first.close();
    const note = JSON.parse(readFileSync(join(dir, 'folio.db.closed'), 'utf8')) as { firstReads: string[] };
    expect(note.firstReads).toEqual([
      expect.stringMatching(/^GET \/portfolio\/value\?/),
      expect.stringMatching(/^GET \/portfolio\/chart\?/),
    ]);

    const down = () => Promise.reject(new TypeError('fetch failed'));
    const second = await start(down, secrets, 1);
    try {
      const [value, chart] = await Promise.all([
        call(second, 'portfolio:value', { currency: 'USD' }),
        call(second, 'portfolio:chart', { range: '1m' }),
      ]);
      expect(value).toMatchObject({
        ok: true,
        value: { totalValue: 1234.5 },
        meta: { source: 'cache', stale: true },
      });
      expect(chart).toMatchObject({ ok: true, value: { points: [{ usd: 1200, btc: 0.012 }] } });
    } finally {
      await second.close();
    }
  });
});
