import { describe, expect, it } from 'vitest';
import { createResource } from '../../../../src/renderer/src/stores/resource';
import { fail, ok } from '../../../../src/shared/envelope';

// A card keeps its last figures when a read fails (offline is never a blank screen), labelled by the query they
// answer. That holds for another range of the same portfolio; another portfolio's figures must not stay under
// this one's name (offline, a never-read portfolio must not show All portfolios' total).
const meta = { source: 'live' as const, fetchedAt: 0, stale: false, credits: 10, demo: false };
const offline = { code: 'network' as const, message: 'The service is unreachable.' };

function chartStore() {
  return createResource(
    async (q: { portfolioId: string; range: string }) =>
      q.portfolioId === 'all' && q.range === '1m' ? ok(`all ${q.range}`, meta) : fail(offline),
    undefined,
    (q) => q.portfolioId,
  );
}

describe('a failed read of a store whose queries have a subject', () => {
  it('keeps the last value for another query about the same subject, labelled by the query it answers', async () => {
    const store = chartStore();
    await store.load({ portfolioId: 'all', range: '1m' });
    await store.load({ portfolioId: 'all', range: '1w' });
    expect(store.getState()).toMatchObject({
      value: 'all 1m',
      shownQuery: { portfolioId: 'all', range: '1m' },
      error: offline,
    });
  });

  it('drops the last value when the failed read is about another subject', async () => {
    const store = chartStore();
    await store.load({ portfolioId: 'all', range: '1m' });
    await store.load({ portfolioId: 'p1', range: '1m' });
    expect(store.getState()).toMatchObject({ value: null, meta: null, shownQuery: null, error: offline });
  });

  it('keeps its value when its own refetch fails', async () => {
    let reachable = true;
    const store = createResource(
      async (q: { portfolioId: string }) =>
        reachable ? ok(`value of ${q.portfolioId}`, meta) : fail(offline),
      undefined,
      (q) => q.portfolioId,
    );
    await store.load({ portfolioId: 'all' });
    reachable = false;
    await store.reload();
    expect(store.getState()).toMatchObject({ value: 'value of all', error: offline });
  });
});
