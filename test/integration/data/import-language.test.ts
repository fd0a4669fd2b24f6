import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImportJournal } from '../../../src/main/cache/import-journal-repo';
import { loadTranslator } from '../../../src/shared/i18n/load';
import { sayText } from '../../../src/shared/i18n/say';
import type { ImportPlan, ImportStatus } from '../../../src/shared/import/types';
import { startHarness, until, type Harness } from './harness';
import { TRADE_COLUMNS } from '../../support/import-file';

// Why an import stopped, and why a row was refused, reach a German user in German; a reason an earlier version
// stored in the journal as English text still shows, word for word.

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
const plan = async (lines: string[]): Promise<ImportPlan> =>
  value(
    await h.handlers['import:plan']({
      portfolioId: manual,
      currency: 'USD',
      fileName: 'f.csv',
      text: [HEADER, ...lines].join('\n'),
      mapping: TRADE_COLUMNS,
    }),
  );
const status = async (jobId: string): Promise<ImportStatus> =>
  value(await h.handlers['import:status']({ jobId }));
const rows = (from: number, count: number, coin: string) =>
  Array.from(
    { length: count },
    (_, i) =>
      `2024-04-${String(1 + i).padStart(2, '0')}T10:00:00Z,${coin},buy,${(from + i + 1) / 100},100,x${i}`,
  );
const german = async () => (await loadTranslator('de')).t;

describe('import reasons in the user’s language', () => {
  it('says "paused by you" in German, and a refused row’s reason inside a German sentence', async () => {
    const planned = await plan(['2024-02-02,bitcoin,sell,1000,41000,b', ...rows(400, 40, 'litecoin')]);
    value(await h.handlers['import:start']({ jobId: planned.jobId }));
    await until(async () => (await status(planned.jobId)).sent >= 3, 'three rows sent');
    const paused = value(await h.handlers['import:pause']({ jobId: planned.jobId }));
    expect(paused.stopReason).toBe('Paused by you; resume to go on.');
    const t = await german();
    expect(paused.stopSay && sayText(t, paused.stopSay)).toBe(
      'Von Ihnen angehalten; setzen Sie den Import fort, um weiterzumachen.',
    );
    const refused = paused.refusedRows[0];
    expect(refused?.reason).toMatch(/Cannot sell 1000 bitcoin/);
    // The service's own words are data; the sentence around them is the user's language.
    expect(refused?.say && sayText(t, refused.say)).toMatch(/Cannot sell 1000 bitcoin/);
    expect(refused?.say && sayText(t, refused.say)).not.toBe(refused?.reason);
    const cancelled = value(await h.handlers['import:cancel']({ jobId: planned.jobId }));
    expect(cancelled.stopReason).toBe('Cancelled by you.');
    expect(cancelled.stopSay && sayText(t, cancelled.stopSay)).toBe('Von Ihnen abgebrochen.');
  });

  it('still shows a reason an earlier version stored as English text', async () => {
    const planned = await plan(rows(500, 2, 'dogecoin'));
    const journal = createImportJournal(h.deps.session().db);
    const old = 'Paused: You have no credits left this month; add credits or wait.';
    journal.setState(planned.jobId, 'paused', old);
    journal.mark(planned.jobId, 2, 'refused', 'Bad request (400). {not json', Date.now());
    const shown = await status(planned.jobId);
    expect(shown.stopReason).toBe(old);
    expect(shown.stopSay).toBeUndefined();
    expect(shown.refusedRows).toEqual([{ line: 2, reason: 'Bad request (400). {not json' }]);
  });
});
