import { afterEach, describe, expect, it, vi } from 'vitest';
import { staticAuth } from '../../../src/main/api/auth';
import { createAnswersRepo } from '../../../src/main/cache/answers-repo';
import { createLedgerRepo } from '../../../src/main/credits/ledger-repo';
import { silentLogger } from '../../../src/main/lib/effects';
import { createDataSession } from '../../../src/main/mode/data-session';
import { tempDb } from '../credits/db-helpers';
import { fakeClock } from '../api/fake-clock';
import { scriptedFetch } from '../api/http-helpers';

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

const DAY = 86_400_000;

describe('a data session opening', () => {
  it('evicts answers older than the policy and the oldest beyond the size cap, keeping recent ones', () => {
    // The eviction scans the answers and the ledger: it waits until the first view has been answered.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    cleanups.push(() => vi.useRealTimers());
    const { db, cleanup } = tempDb();
    cleanups.push(cleanup);
    const clock = fakeClock();
    const answers = createAnswersRepo(db);
    const put = (key: string, ageDays: number) =>
      answers.put({
        key,
        kind: 'coins',
        value: { pad: 'x'.repeat(1000) },
        fetchedAt: clock.now() - ageDays * DAY,
        requestId: null,
      });
    put('ancient', 100);
    put('older', 5);
    put('recent', 1);
    put('today', 0);
    createLedgerRepo(db).insert({
      at: clock.now() - 500 * DAY,
      method: 'GET',
      endpoint: 'GET /coins',
      params: {},
      status: 200,
      credits: 2,
      latencyMs: 1,
      requestId: null,
      source: 'live',
    });

    const session = createDataSession({
      mode: 'live',
      db,
      fetch: scriptedFetch([new Response('{}')]).fetch,
      baseUrl: 'https://api.example.test',
      auth: staticAuth('k-123456'),
      clock,
      log: silentLogger,
      emit: () => {},
      cachePolicy: { maxAgeMs: 30 * DAY, maxBytes: 2500, ledgerMaxAgeMs: 400 * DAY },
    });
    cleanups.push(() => session.close());

    expect(session.answers.get('ancient')).not.toBeNull();
    vi.advanceTimersByTime(10_000);
    expect(session.answers.get('ancient')).toBeNull();
    expect(session.answers.get('older')).toBeNull();
    expect(session.answers.get('recent')).not.toBeNull();
    expect(session.answers.get('today')).not.toBeNull();
    expect(session.ledger.list({ limit: 10 })).toEqual([]);
    expect(session.client.limiter.rate).toBe(2);
  });
});
