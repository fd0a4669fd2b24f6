import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ApiResult } from '../../../src/main/api/http';
import { createAnswersRepo } from '../../../src/main/cache/answers-repo';
import { openDatabase, type Db } from '../../../src/main/cache/db';
import { throughFor as createReadThrough } from '../../support/read-through';
import { createStamps, schemaStamp } from '../../../src/main/api/schemas/stamp';
import { silentLogger } from '../../../src/main/lib/effects';
import { fakeClock } from '../api/fake-clock';
import { tempDb } from '../credits/db-helpers';
import { tempDir } from './helpers';

// A cached answer is sealed with the schema that checked it and the build that wrote it (answers-repo.ts,
// schema-stamp.ts): a start-up then serves this build's own rows without checking each again. What must hold:
// a row from another build, one checked by another schema, or one whose text was changed since is checked
// again, and one that fails is never served as good.

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

const KEY = 'GET /portfolio/value?currency=USD&portfolioId=p1';
const HOUR = 60 * 60_000;

/** A value schema that counts how often a cached value is checked against it. */
function countingSchema() {
  let checks = 0;
  const schema = z.object({ totalValue: z.number() }).refine(() => ++checks > 0, 'never fails; it counts');
  return { schema, checks: () => checks };
}

function setup() {
  const { db, cleanup } = tempDb();
  cleanups.push(cleanup);
  const clock = fakeClock();
  return { db, clock };
}

/** A read-through over its own repository, as a new start of the app (of `build`) makes it. */
function start(db: Db, clock: ReturnType<typeof fakeClock>, build: string) {
  const answers = createAnswersRepo(db, { build });
  const loads: number[] = [];
  const read = createReadThrough({
    answers,
    clock,
    log: silentLogger,
    demo: false,
    refreshPolicy: () => 'manual',
  });
  const offline: ApiResult<{ totalValue: number }> = {
    ok: false,
    error: { code: 'network', message: 'The service could not be reached.' },
  };
  const readValue = <T>(schema: z.ZodType<T>, value?: T) =>
    read({
      key: KEY,
      kind: 'portfolio',
      endpoint: 'GET /portfolio/value',
      maxAgeMs: HOUR,
      schema,
      load: async () => {
        loads.push(clock.now());
        return value === undefined
          ? (offline as ApiResult<T>)
          : { ok: true, value, status: 200, requestId: 'r1', credits: 2, fetchedAt: clock.now() };
      },
    });
  return { answers, readValue, loads };
}

/** A portfolio value row as the read path stores it, written now. */
const row = (clock: ReturnType<typeof fakeClock>) => ({
  key: KEY,
  kind: 'portfolio' as const,
  value: { totalValue: 1 },
  fetchedAt: clock.now(),
  requestId: null,
});

const stored = (db: Db) =>
  db
    .prepare<[string], { value: string; checked: string | null }>(
      'SELECT value, checked FROM cached_answers WHERE key = ?',
    )
    .get(KEY);

describe('cached answers sealed by the schema that checked them', () => {
  it('serves a row this build wrote, after a restart, without checking it again', async () => {
    const { db, clock } = setup();
    const { schema, checks } = countingSchema();
    await start(db, clock, '1.4.0').readValue(schema, { totalValue: 1200 });
    expect(stored(db)?.checked).toContain(schemaStamp(schema));

    clock.advance(2 * HOUR);
    const again = start(db, clock, '1.4.0');
    const answer = await again.readValue(schema);
    expect(answer).toMatchObject({
      ok: true,
      value: { totalValue: 1200 },
      meta: { source: 'cache', stale: true },
    });
    expect(checks()).toBe(0);
  });

  it('checks a row another build wrote, and serves it when it still fits', async () => {
    const { db, clock } = setup();
    const { schema, checks } = countingSchema();
    await start(db, clock, '1.4.0').readValue(schema, { totalValue: 1200 });

    const upgraded = start(db, clock, '1.5.0');
    expect(upgraded.answers.get(KEY)?.checkedBy).toBeNull();
    const answer = await upgraded.readValue(schema);
    expect(answer).toMatchObject({ ok: true, value: { totalValue: 1200 } });
    expect(checks()).toBe(1);
  });

  it('checks a row that another schema checked, and refuses it when it does not fit this one', async () => {
    const { db, clock } = setup();
    await start(db, clock, '1.4.0').readValue(z.object({ totalValue: z.number() }), { totalValue: 1200 });

    // The same build reading the row with a stricter schema: the seal names the old one, so it is checked.
    const stricter = z.object({ totalValue: z.number(), currency: z.string() });
    const again = start(db, clock, '1.4.0');
    const answer = await again.readValue(stricter);
    expect(answer).toMatchObject({ ok: false, error: { code: 'network' } });
    expect(again.loads).toHaveLength(1);
  });

  it('checks a row whose text was changed after it was sealed, and never serves it as good when it fails', async () => {
    const { db, clock } = setup();
    const { schema } = countingSchema();
    await start(db, clock, '1.4.0').readValue(schema, { totalValue: 1200 });
    // Someone edits the stored answer and leaves the seal as it was.
    db.prepare('UPDATE cached_answers SET value = ? WHERE key = ?').run('{"totalValue":"lots"}', KEY);

    const again = start(db, clock, '1.4.0');
    expect(again.answers.get(KEY)).toMatchObject({ value: { totalValue: 'lots' }, checkedBy: null });
    const answer = await again.readValue(schema);
    expect(answer.ok).toBe(false);
    expect(again.loads).toHaveLength(1);
  });

  it('checks an edited row that still fits, and serves it only after that check', async () => {
    const { db, clock } = setup();
    const { schema, checks } = countingSchema();
    await start(db, clock, '1.4.0').readValue(schema, { totalValue: 1200 });
    db.prepare('UPDATE cached_answers SET value = ? WHERE key = ?').run('{"totalValue":1300}', KEY);

    const answer = await start(db, clock, '1.4.0').readValue(schema);
    expect(answer).toMatchObject({ ok: true, value: { totalValue: 1300 } });
    expect(checks()).toBe(1);
  });

  it('does not take a seal that names a checker other than the one it was made for', () => {
    const { db, clock } = setup();
    const answers = createAnswersRepo(db, { build: '1.4.0' });
    answers.put({ ...row(clock), checkedBy: 'a' });
    expect(answers.get(KEY)?.checkedBy).toBe('a');
    const seal = stored(db)?.checked ?? '';
    db.prepare('UPDATE cached_answers SET checked = ? WHERE key = ?').run(
      seal.replace('\na\n', '\nb\n'),
      KEY,
    );
    expect(createAnswersRepo(db, { build: '1.4.0' }).get(KEY)?.checkedBy).toBeNull();
  });

  it('leaves a row stored without a checker unsealed, and reads rows from before the seal column as unchecked', () => {
    const { db, clock } = setup();
    const answers = createAnswersRepo(db, { build: '1.4.0' });
    answers.put(row(clock));
    expect(stored(db)?.checked).toBeNull();
    expect(answers.get(KEY)?.checkedBy).toBeNull();
  });
});

describe('schema stamps', () => {
  it('are the same for the same definition and differ for any change in shape, limits or transforms', () => {
    const a = () => z.object({ v: z.number().min(1), s: z.string().transform((x) => x.trim()) });
    expect(schemaStamp(a())).toBe(schemaStamp(a()));
    const others = [
      z.object({ v: z.number().min(2), s: z.string().transform((x) => x.trim()) }),
      z.object({ v: z.number(), s: z.string().transform((x) => x.trim()) }),
      z.object({ v: z.number().min(1), s: z.string().transform((x) => x.toLowerCase()) }),
      z.object({
        v: z.number().min(1),
        s: z
          .string()
          .transform((x) => x.trim())
          .optional(),
      }),
      z.object({ w: z.number().min(1), s: z.string().transform((x) => x.trim()) }),
    ];
    expect(new Set([a(), ...others].map((s) => schemaStamp(s))).size).toBe(others.length + 1);
  });

  it('describe a lazy schema by the part zod made, without building it again', () => {
    let built = 0;
    const lazyOf = (min: number) =>
      z.lazy(() => {
        built += 1;
        return z.object({ v: z.number().min(min) });
      });
    const schema = lazyOf(1);
    expect(schema.safeParse({ v: 2 }).success).toBe(true);
    const stamp = schemaStamp(schema);
    expect(built).toBe(1);
    expect(schemaStamp(lazyOf(2))).not.toBe(stamp);
  });

  it("under a build's digest, name an exported answer schema without building it, and change with the digest", () => {
    let built = 0;
    const answer = z.lazy(() => {
      built += 1;
      return z.object({ v: z.number() });
    });
    const modules = { portfolio: { answer, notASchema: 3 } };
    const stamp = createStamps('digest-1', modules)(answer);
    expect(stamp).toBe('digest-1:portfolio.answer');
    expect(built).toBe(0);
    expect(createStamps('digest-2', modules)(answer)).not.toBe(stamp);
  });

  it('describe a schema no module exports, and every schema in a run with no digest', () => {
    const described = createStamps(null, {})(z.object({ v: z.number() }));
    const inline = z.object({ v: z.number() });
    expect(createStamps('digest-1', { portfolio: {} })(inline)).toBe(described);
    const exported = z.object({ v: z.number() });
    expect(createStamps(null, { portfolio: { exported } })(exported)).toBe(described);
  });

  it('are the same for a lazy schema whether or not it was built before', () => {
    // The answer schemas are built on first use: a start from the cache stamps them unbuilt, a read after a fetch
    // stamps them built, and the seals of the one must fit the other.
    const lazyOf = () => z.lazy(() => z.object({ v: z.number().min(1) }));
    const built = lazyOf();
    expect(built.safeParse({ v: 2 }).success).toBe(true);
    expect(schemaStamp(lazyOf())).toBe(schemaStamp(built));
  });
});

describe('sealed answers across a clean close', () => {
  const sealedStart = (path: string, clock: ReturnType<typeof fakeClock>) => {
    const opened = openDatabase(path, { log: silentLogger, clock });
    cleanups.push(() => opened.close());
    return { opened, ...start(opened.db, clock, '1.4.0') };
  };

  it('serves this build’s rows unchecked when the files are as the app left them', async () => {
    const { dir, remove } = tempDir();
    cleanups.push(remove);
    const path = join(dir, 'folio.db');
    const clock = fakeClock();
    const { schema, checks } = countingSchema();
    const first = sealedStart(path, clock);
    await first.readValue(schema, { totalValue: 1200 });
    first.opened.close();

    const again = sealedStart(path, clock);
    expect(again.answers.get(KEY)?.checkedBy).toBe(schemaStamp(schema));
    expect(await again.readValue(schema)).toMatchObject({ ok: true, value: { totalValue: 1200 } });
    expect(checks()).toBe(0);
  });

  it('checks a row another program changed after the clean close, and never serves it as good', async () => {
    const { dir, remove } = tempDir();
    cleanups.push(remove);
    const path = join(dir, 'folio.db');
    const clock = fakeClock();
    const { schema } = countingSchema();
    const first = sealedStart(path, clock);
    await first.readValue(schema, { totalValue: 1200 });
    first.opened.close();
    // Another program edits the stored answer between two runs and leaves the seal as it was.
    const other = new Database(path);
    other.prepare('UPDATE cached_answers SET value = ? WHERE key = ?').run('{"totalValue":"lots"}', KEY);
    other.close();

    const again = sealedStart(path, clock);
    expect(again.answers.get(KEY)).toMatchObject({ value: { totalValue: 'lots' }, checkedBy: null });
    const answer = await again.readValue(schema);
    expect(answer.ok).toBe(false);
    expect(again.loads).toHaveLength(1);
  });
});
