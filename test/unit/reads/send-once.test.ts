import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ApiResult } from '../../../src/main/api/http';
import { createAnswerCache } from '../../../src/main/cache/answer-cache';
import { createAnswersRepo } from '../../../src/main/cache/answers-repo';
import { silentLogger } from '../../../src/main/lib/effects';
import type { CacheDeps, CacheQuery } from '../../../src/main/reads/deps';
import { sendOnce } from '../../../src/main/reads/send';
import { tempDb } from '../credits/db-helpers';
import { fakeClock } from '../api/fake-clock';

// Identical reads that miss the cache together go out once, even when the one they joined was dropped before it
// was sent (its view left): the joiners then send one request between them, not one each.

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

const schema = z.object({ totalValue: z.number() });
type Value = z.infer<typeof schema>;

function setup() {
  const { db, cleanup } = tempDb();
  cleanups.push(cleanup);
  const clock = fakeClock();
  const deps: CacheDeps = {
    answers: createAnswersRepo(db),
    cache: createAnswerCache(),
    clock,
    log: silentLogger,
    demo: false,
  };
  const answers: ((result: ApiResult<Value>) => void)[] = [];
  const query: CacheQuery<Value> = {
    key: 'GET /portfolio/chart?portfolioId=p1&type=1m',
    kind: 'portfolio',
    endpoint: 'GET /portfolio/chart',
    maxAgeMs: 60_000,
    schema,
    load: () => new Promise<ApiResult<Value>>((resolve) => answers.push(resolve)),
  };
  return { deps, query, answers, clock };
}

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('identical reads sent once', () => {
  it('after the read they joined was dropped unsent, the joiners send one request and share its answer', async () => {
    const { deps, query, answers, clock } = setup();
    const first = sendOnce(deps, query, null);
    const second = sendOnce(deps, query, null);
    const third = sendOnce(deps, query, null);
    await turn();
    expect(answers).toHaveLength(1);
    answers[0]?.({ ok: false, error: { code: 'cancelled', message: 'The request was cancelled.' } });
    await turn();
    expect(answers).toHaveLength(1 + 1);
    answers[1]?.({
      ok: true,
      value: { totalValue: 5 },
      status: 200,
      requestId: null,
      credits: 2,
      fetchedAt: clock.now(),
    });
    const [, b, c] = await Promise.all([first, second, third]);
    expect(b).toEqual(c);
    expect(b.ok && b.value).toEqual({ totalValue: 5 });
    expect(answers).toHaveLength(2);
  });
});
