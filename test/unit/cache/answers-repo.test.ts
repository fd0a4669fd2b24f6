import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createAnswersRepo } from '../../../src/main/cache/answers-repo';
import { clearCache } from '../../../src/main/settings/clear-cache';
import { tempDb } from '../credits/db-helpers';

// A read looks at its cached row more than once in one go (its price, then its answer), and the parsed JSON is
// reused while the row's text is the same. What must hold: the repository's own writes are seen at once, and a
// write by another connection is seen by the next read.

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

const KEY = 'GET /portfolio/value?currency=USD&portfolioId=p1';
const answer = (totalValue: number) => ({
  key: KEY,
  kind: 'portfolio' as const,
  value: { totalValue },
  fetchedAt: 1,
  requestId: null,
});

describe('the answers repository', () => {
  it('shows its own write at once, even within the same turn', () => {
    const { db, cleanup } = tempDb();
    cleanups.push(cleanup);
    const answers = createAnswersRepo(db);
    answers.put(answer(1));
    expect(answers.get(KEY)?.value).toEqual({ totalValue: 1 });
    answers.put(answer(2));
    expect(answers.get(KEY)?.value).toEqual({ totalValue: 2 });
    answers.delete(KEY);
    expect(answers.get(KEY)).toBeNull();
  });

  it('sees a row another connection wrote by the next turn', async () => {
    const { db, dir, cleanup } = tempDb();
    cleanups.push(cleanup);
    const answers = createAnswersRepo(db);
    answers.put(answer(1));
    expect(answers.get(KEY)?.value).toEqual({ totalValue: 1 });

    const other = new Database(join(dir, 'folio.db'));
    other.prepare('UPDATE cached_answers SET value = ? WHERE key = ?').run('{"totalValue":7}', KEY);
    other.close();
    await Promise.resolve();
    expect(answers.get(KEY)).toMatchObject({ value: { totalValue: 7 }, checkedBy: null });
  });

  it('finds nothing once the user cleared the cache', () => {
    const { db, dir, cleanup } = tempDb();
    cleanups.push(cleanup);
    const answers = createAnswersRepo(db);
    answers.put(answer(1));
    expect(answers.get(KEY)?.value).toEqual({ totalValue: 1 });
    clearCache(db, join(dir, 'folio.db'), ['cached_answers'], answers);
    expect(answers.get(KEY)).toBeNull();
  });
});
