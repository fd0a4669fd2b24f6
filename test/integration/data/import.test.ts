import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportPlan, ImportProgress, ImportStatus } from '../../../src/shared/import/types';
import { startHarness, until, type Harness } from './harness';
import { TRADE_COLUMNS } from '../../support/import-file';

// Importing a file into the sandbox's manual portfolio through the data rooms: what the plan lists and prices, a
// refused row listed with its reason while the rest go on, pause and resume, and rows the portfolio already has.

const HEADER = 'date,coin,side,amount,price,note';

let h: Harness;
let manual = '';
beforeAll(async () => {
  h = await startHarness({ key: 'sandbox-premium-key' });
  const list = await h.handlers['portfolio:list']({ refresh: true });
  manual = (list.ok && list.value.find((p) => p.portfolioType === 'manual')?.portfolioId) || '';
});
afterAll(async () => h.close());

const value = <T>(answer: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
  if (!answer.ok) throw new Error(answer.error.message);
  return answer.value;
};
const plan = async (text: string): Promise<ImportPlan> =>
  value(
    await h.handlers['import:plan']({
      portfolioId: manual,
      currency: 'USD',
      fileName: 'f.csv',
      text,
      mapping: TRADE_COLUMNS,
    }),
  );
const status = async (jobId: string): Promise<ImportStatus> =>
  value(await h.handlers['import:status']({ jobId }));
const finished = async (jobId: string) => {
  await until(async () => (await status(jobId)).state !== 'running', 'the import to stop');
  return status(jobId);
};
const progress = (jobId: string) =>
  h.events
    .filter((e) => e.name === 'import:progress')
    .map((e) => e.payload as ImportProgress)
    .filter((p) => p.jobId === jobId);
const rows = (from: number, count: number, coin = 'solana') =>
  Array.from(
    { length: count },
    (_, i) =>
      `2024-03-${String(1 + ((from + i) % 28)).padStart(2, '0')}T0${i % 10}:00:00Z,${coin},buy,${(from + i + 1) / 100},${100 + from + i},r${from + i}`,
  );

describe('importing a file into a manual portfolio', () => {
  it('lists invalid rows, prices the rest, sends them, and lists a refused row with its reason', async () => {
    const text = [
      HEADER,
      '2024-01-01,bitcoin,buy,1,40000,a',
      '2024-01-02,bitcoin,sell,1000,41000,b',
      '2024-01-03,NOPE,buy,1,1,c',
      ...rows(0, 5),
    ].join('\n');
    const planned = await plan(text);
    expect(planned).toMatchObject({
      rowsInFile: 8,
      toSend: 7,
      invalid: [{ line: 4 }],
      cost: { perRow: 4, credits: 28 },
    });
    expect(planned.invalid[0]?.problems).toEqual([
      "unknown coin 'NOPE': no coin on the service has that id or symbol",
    ]);

    const spent = await h.spent();
    value(await h.handlers['import:start']({ jobId: planned.jobId }));
    const done = await finished(planned.jobId);
    expect(done).toMatchObject({ state: 'done', sent: 6, refused: 1, unknown: 0, pending: 0 });
    expect(done.refusedRows).toEqual([
      // The same reason by its message id, for the user's language (import-language.test.ts).
      { line: 3, reason: expect.stringMatching(/Cannot sell 1000 bitcoin/), say: expect.any(Object) },
    ]);
    // The meter charged what the plan said, for each row the service took.
    expect((await h.spent()) - spent).toBe(6 * planned.cost.perRow);
    expect(progress(planned.jobId).at(-1)).toMatchObject({ state: 'done', sent: 6 });

    // The same file again: what was sent is skipped; only the refused row is offered again.
    const again = await plan(text);
    expect(again).toMatchObject({ toSend: 1, alreadyImported: 6, cost: { credits: 4 } });
  });

  it('pauses after the row under way and resumes where it stopped, sending each row once', async () => {
    const planned = await plan([HEADER, ...rows(100, 60, 'ethereum')].join('\n'));
    value(await h.handlers['import:start']({ jobId: planned.jobId }));
    await until(() => progress(planned.jobId).some((p) => p.sent >= 5), 'five rows sent');
    const paused = value(await h.handlers['import:pause']({ jobId: planned.jobId }));
    expect(paused).toMatchObject({ state: 'paused', stopReason: 'Paused by you; resume to go on.' });
    const writes = h.requests.filter((r) => r.method === 'POST').length;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(h.requests.filter((r) => r.method === 'POST').length).toBe(writes);

    value(await h.handlers['import:start']({ jobId: planned.jobId }));
    expect(await finished(planned.jobId)).toMatchObject({ state: 'done', sent: 60, pending: 0 });
    const notes = h.requests.filter((r) => r.method === 'POST').length;
    expect(notes - writes).toBe(60 - paused.sent);
  });

  it('skips a row the portfolio already lists', async () => {
    const date = Date.UTC(2024, 5, 1, 12);
    value(
      await h.handlers['manage:addTransaction']({
        portfolioId: manual,
        kind: 'buy',
        coinId: 'cardano',
        amount: 7,
        price: 0.5,
        currency: 'USD',
        date,
      }),
    );
    const planned = await plan(
      [HEADER, `${new Date(date).toISOString()},cardano,buy,7,0.5,typed by hand`].join('\n'),
    );
    expect(planned).toMatchObject({ toSend: 0, alreadyAtService: 1 });
  });

  it('says an import is running from its first word, and frees the room when nothing was left to send', async () => {
    const planned = await plan([HEADER, ...rows(300, 3, 'polkadot')].join('\n'));
    value(await h.handlers['import:start']({ jobId: planned.jobId }));
    // The first push comes before start answers: it is this run's, not one a stopped app left behind.
    expect(progress(planned.jobId)[0]).toMatchObject({ state: 'running', stopReason: null });
    expect(await finished(planned.jobId)).toMatchObject({ state: 'done', sent: 3 });
    // The change is pushed before the last progress: a view reading the portfolio again on that progress is the
    // newest read, not one overtaken by the cached read the change push starts.
    const names = h.events.map((e) =>
      e.name === 'import:progress' ? (e.payload as ImportProgress).state : e.name,
    );
    expect(names.slice(names.lastIndexOf('data:changed'))).toEqual(['data:changed', 'done']);

    // A job whose rows were all skipped ends as soon as it starts; the next import is not told one is running.
    const empty = await plan([HEADER, ...rows(300, 3, 'polkadot')].join('\n'));
    expect(empty).toMatchObject({ toSend: 0, alreadyImported: 3 });
    expect(value(await h.handlers['import:start']({ jobId: empty.jobId }))).toMatchObject({ state: 'done' });
    const next = await plan([HEADER, ...rows(400, 2, 'polkadot')].join('\n'));
    value(await h.handlers['import:start']({ jobId: next.jobId }));
    expect(await finished(next.jobId)).toMatchObject({ state: 'done', sent: 2 });
  });
});
