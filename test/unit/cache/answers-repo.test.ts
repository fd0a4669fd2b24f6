import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createAnswersRepo } from '../../../src/main/cache/answers-repo';
import { clearCache } from '../../../src/main/settings/clear-cache';
import { tempDb } from '../credits/db-helpers';

// A read looks at its cached row more than once in one go (its price, then its answer): within one synchronous
// turn the row is selected once. What must hold: the repository's own writes are seen at once, and a write by
// another connection is seen by the next turn.

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
});

describe('a start’s first reads, read ahead in one statement (the keys the last session read first)', () => {
  const keyOf = (id: string) => `GET /portfolio/value?currency=USD&portfolioId=${id}`;
  const row = (id: string, totalValue: number) => ({ ...answer(totalValue), key: keyOf(id) });

  it('answers each read with the row as it is, and notes what was asked for first', () => {
    const { db, cleanup } = tempDb();
    cleanups.push(cleanup);
    const yesterday = createAnswersRepo(db);
    for (const [id, value] of [
      ['p1', 1],
      ['p2', 2],
      ['p3', 3],
    ] as const)
      yesterday.put(row(id, value));

    const today = createAnswersRepo(db, { startKeys: [keyOf('p1'), keyOf('p2'), keyOf('gone')] });
    expect(today.get(keyOf('p1'))?.value).toEqual({ totalValue: 1 });
    // A session on this connection (every route's shares the repository) writes p2: the row read ahead is old.
    today.put(row('p2', 20));
    expect(today.get(keyOf('p2'))?.value).toEqual({ totalValue: 20 });
    expect(today.get(keyOf('gone'))).toBeNull();
    expect(today.get(keyOf('p3'))?.value).toEqual({ totalValue: 3 });
    expect(today.startKeys()).toEqual([keyOf('p1'), keyOf('p2'), keyOf('gone'), keyOf('p3')]);
  });

  it('serves nothing read ahead once the cache is cleared', () => {
    const { db, dir, cleanup } = tempDb();
    cleanups.push(cleanup);
    createAnswersRepo(db).put(row('p1', 1));
    createAnswersRepo(db).put(row('p2', 2));
    const today = createAnswersRepo(db, { startKeys: [keyOf('p1'), keyOf('p2')] });
    expect(today.get(keyOf('p1'))?.value).toEqual({ totalValue: 1 });
    clearCache(db, join(dir, 'folio.db'), ['cached_answers'], today);
    expect(today.get(keyOf('p2'))).toBeNull();
    // Nor are the keys read before the clear noted for the next start: they name what the user cleared.
    expect(today.startKeys()).toEqual([]);
  });

  it('reads as usual when the note names far more keys than a start reads', () => {
    const { db, cleanup } = tempDb();
    cleanups.push(cleanup);
    createAnswersRepo(db).put(row('p1', 1));
    const many = Array.from({ length: 40_000 }, (_, n) => keyOf(`x${n}`));
    const today = createAnswersRepo(db, { startKeys: [...many, keyOf('p1')] });
    expect(today.get(keyOf('p1'))?.value).toEqual({ totalValue: 1 });
    expect(today.get(keyOf('x1'))).toBeNull();
  });

  it('keeps the last start’s keys when this session read nothing', () => {
    const { db, cleanup } = tempDb();
    cleanups.push(cleanup);
    expect(createAnswersRepo(db, { startKeys: [keyOf('p1')] }).startKeys()).toEqual([keyOf('p1')]);
    expect(createAnswersRepo(db).startKeys()).toEqual([]);
  });
});
