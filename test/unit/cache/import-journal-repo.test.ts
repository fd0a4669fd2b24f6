import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../../src/main/cache/db';
import { createImportJournal } from '../../../src/main/cache/import-journal-repo';
import type { TransactionBody } from '../../../src/shared/transaction-body';
import { fixedClock, recordingLogger, tempDir } from './helpers';

// The import journal is the user's record of what an import wrote to their portfolio: it lives in the user file,
// outlives a restart, and says of every row whether it was sent, refused, or may have been sent.

let dir: string;
let remove: () => void;
let db: Db | null = null;
const open = () =>
  (db = openDatabase(join(dir, 'folio.db'), { log: recordingLogger(), clock: fixedClock }).db);
beforeEach(() => ({ dir, remove } = tempDir()));
afterEach(() => {
  db?.close();
  db = null;
  remove();
});

const body = (n: number): TransactionBody => ({
  portfolioId: 'p1',
  coinId: 'bitcoin',
  count: n,
  price: 100,
  currency: 'USD',
  date: Date.UTC(2024, 0, n),
});
const rows = [1, 2, 3].map((n) => ({ line: n + 1, fingerprint: `k${n}#1`, body: body(n) }));

describe('the import journal', () => {
  it('keeps each row with the body it sends, across a restart', () => {
    const journal = createImportJournal(open());
    journal.createJob(
      { id: 'j1', portfolioId: 'p1', currency: 'USD', fileName: 'a.csv', createdAt: 1 },
      rows,
    );
    journal.setState('j1', 'running', null);
    journal.mark('j1', 2, 'sent', null, 2);
    journal.mark('j1', 3, 'sending', null, 3);
    db?.close();

    const again = createImportJournal(open());
    expect(again.job('j1')).toMatchObject({ state: 'running', fileName: 'a.csv' });
    expect(again.counts('j1')).toMatchObject({ sent: 1, sending: 1, pending: 1, total: 3 });
    expect(again.inDoubt('j1')).toEqual([
      { jobId: 'j1', line: 3, fingerprint: 'k2#1', state: 'sending', body: body(2) },
    ]);
    expect(again.nextPending('j1')?.line).toBe(4);
    expect(again.knownFingerprints('p1')).toEqual(
      new Map([
        ['k1#1', 'sent'],
        ['k2#1', 'sending'],
        ['k3#1', 'pending'],
      ]),
    );
  });

  it('replaces a plan never started by the next plan, so its rows count as neither sent nor queued', () => {
    const journal = createImportJournal(open());
    journal.createJob(
      { id: 'j1', portfolioId: 'p1', currency: 'USD', fileName: 'a.csv', createdAt: 1 },
      rows,
    );
    expect(journal.knownFingerprints('p1').size).toBe(0);
    journal.createJob(
      { id: 'j2', portfolioId: 'p1', currency: 'USD', fileName: 'a.csv', createdAt: 2 },
      rows,
    );
    expect(journal.job('j1')).toMatchObject({ state: 'cancelled' });
    expect(journal.counts('j1')).toMatchObject({ cancelled: 3, pending: 0 });
  });

  it('lists refused rows with their reasons, and offers rows of unknown outcome again on request', () => {
    const journal = createImportJournal(open());
    journal.createJob(
      { id: 'j1', portfolioId: 'p1', currency: 'USD', fileName: 'a.csv', createdAt: 1 },
      rows,
    );
    journal.mark('j1', 2, 'refused', 'No coin', 2);
    journal.mark('j1', 3, 'unknown', 'check', 2);
    expect(journal.rows('j1', 'refused')).toEqual([{ line: 2, reason: 'No coin' }]);
    expect(journal.retryUnknown('j1', 3)).toBe(1);
    expect(journal.counts('j1')).toMatchObject({ pending: 2, unknown: 0, refused: 1 });
  });
});
