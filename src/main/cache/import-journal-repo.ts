import type { TransactionBody } from '../../shared/transaction-body';
// From schema-file, not db.ts: db.ts opens the user file through user-db.ts.
import type { Db } from './schema-file';

// The import journal (user database, tables import_jobs and import_rows; migration 005). Each state change of a
// row is one synchronous statement, committed before the request it guards is sent or after its answer came:
// what the journal says was sent, was sent, and a row it shows 'sending' may or may not have been.

export type JobState = 'planned' | 'running' | 'paused' | 'done' | 'cancelled';
export type RowState = 'pending' | 'sending' | 'sent' | 'refused' | 'unknown' | 'cancelled';

export interface JobRecord {
  id: string;
  portfolioId: string;
  currency: string;
  fileName: string;
  createdAt: number;
  state: JobState;
  stopReason: string | null;
}

export interface JournalRow {
  jobId: string;
  line: number;
  fingerprint: string;
  body: TransactionBody;
  state: RowState;
}

export type RowCounts = Record<RowState, number> & { total: number };

export interface ImportJournal {
  /** Writes a planned job and its rows in one transaction; earlier plans of the portfolio never started go. */
  createJob(
    job: Omit<JobRecord, 'state' | 'stopReason'>,
    rows: { line: number; fingerprint: string; body: TransactionBody }[],
  ): void;
  job(id: string): JobRecord | null;
  jobs(): JobRecord[];
  /**
   * The journal's word on each fingerprint of a portfolio that was sent or is still to be sent by a started import
   * (a plan never started is replaced by the next one).
   */
  knownFingerprints(portfolioId: string): Map<string, RowState>;
  counts(jobId: string): RowCounts;
  rows(jobId: string, state: RowState): { line: number; reason: string }[];
  /** The next row to send, in sending order. */
  nextPending(jobId: string): JournalRow | null;
  /** Rows a run left between 'sending' and an answer (the app stopped there). */
  inDoubt(jobId: string): JournalRow[];
  /** Rows of the portfolio already 'sent' whose fingerprint has this key (the fingerprint without its #n). */
  sentWithKey(portfolioId: string, key: string): number;
  mark(jobId: string, line: number, state: RowState, reason: string | null, now: number): void;
  /** When a row of the job was last marked (its last request's time), or null when none was. */
  lastMarkedAt(jobId: string): number | null;
  setState(jobId: string, state: JobState, reason: string | null): void;
  /** Rows of unknown outcome back to pending; returns how many. */
  retryUnknown(jobId: string, now: number): number;
  /** The job is cancelled, its unsent rows too. */
  cancel(jobId: string, now: number): void;
}

interface JobRow {
  id: string;
  portfolio_id: string;
  currency: string;
  file_name: string;
  created_at: number;
  state: JobState;
  stop_reason: string | null;
}

interface RowRow {
  job_id: string;
  line: number;
  fingerprint: string;
  portfolio_id: string;
  coin_id: string;
  count: number;
  price: number | null;
  currency: string;
  date: number;
  notes: string | null;
  state: RowState;
}

const toJob = (row: JobRow): JobRecord => ({
  id: row.id,
  portfolioId: row.portfolio_id,
  currency: row.currency,
  fileName: row.file_name,
  createdAt: row.created_at,
  state: row.state,
  stopReason: row.stop_reason,
});

const toRow = (row: RowRow): JournalRow => ({
  jobId: row.job_id,
  line: row.line,
  fingerprint: row.fingerprint,
  state: row.state,
  body: {
    portfolioId: row.portfolio_id,
    coinId: row.coin_id,
    count: row.count,
    ...(row.price === null ? {} : { price: row.price }),
    currency: row.currency,
    date: row.date,
    ...(row.notes === null ? {} : { notes: row.notes }),
  },
});

const ROW_COLUMNS = `r.job_id, r.line, r.fingerprint, j.portfolio_id, r.coin_id, r.count, r.price, r.currency,
  r.date, r.notes, r.state`;
const JOB_COLUMNS = 'id, portfolio_id, currency, file_name, created_at, state, stop_reason';

/** Every statement the journal runs, prepared once with the connection. */
function prepareJournal(db: Db) {
  const insertJob = db.prepare(
    `INSERT INTO import_jobs (${JOB_COLUMNS}) VALUES (?, ?, ?, ?, ?, 'planned', NULL)`,
  );
  const insertRow = db.prepare(
    `INSERT INTO import_rows (job_id, line, seq, fingerprint, coin_id, count, price, currency, date, notes, state,
       reason, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending', NULL, ?)`,
  );
  const unstarted = db
    .prepare<[string], string>("SELECT id FROM import_jobs WHERE portfolio_id = ? AND state = 'planned'")
    .pluck();
  const selectJob = db.prepare<[string], JobRow>(`SELECT ${JOB_COLUMNS} FROM import_jobs WHERE id = ?`);
  const selectJobs = db.prepare<[], JobRow>(
    `SELECT ${JOB_COLUMNS} FROM import_jobs ORDER BY created_at DESC, id`,
  );
  const known = db.prepare<[string], { fingerprint: string; state: RowState }>(
    `SELECT r.fingerprint, r.state FROM import_rows r JOIN import_jobs j ON j.id = r.job_id
     WHERE j.portfolio_id = ? AND j.state <> 'planned' AND r.state IN ('pending', 'sending', 'sent', 'unknown')`,
  );
  const countRows = db.prepare<[string], { state: RowState; n: number }>(
    'SELECT state, count(*) AS n FROM import_rows WHERE job_id = ? GROUP BY state',
  );
  const rowsIn = db.prepare<[string, RowState], { line: number; reason: string | null }>(
    'SELECT line, reason FROM import_rows WHERE job_id = ? AND state = ? ORDER BY seq',
  );
  const next = db.prepare<[string], RowRow>(
    `SELECT ${ROW_COLUMNS} FROM import_rows r JOIN import_jobs j ON j.id = r.job_id
     WHERE r.job_id = ? AND r.state = 'pending' ORDER BY r.seq LIMIT 1`,
  );
  const doubtful = db.prepare<[string], RowRow>(
    `SELECT ${ROW_COLUMNS} FROM import_rows r JOIN import_jobs j ON j.id = r.job_id
     WHERE r.job_id = ? AND r.state = 'sending' ORDER BY r.seq`,
  );
  const sentKey = db
    .prepare<[string, string, string], number>(
      `SELECT count(*) FROM import_rows r JOIN import_jobs j ON j.id = r.job_id
     WHERE j.portfolio_id = ? AND r.state = 'sent' AND substr(r.fingerprint, 1, length(?)) = ?`,
    )
    .pluck();
  const lastMarked = db
    .prepare<[string], number | null>('SELECT MAX(updated_at) FROM import_rows WHERE job_id = ?')
    .pluck();
  const markRow = db.prepare<[RowState, string | null, number, string, number]>(
    'UPDATE import_rows SET state = ?, reason = ?, updated_at = ? WHERE job_id = ? AND line = ?',
  );
  const jobState = db.prepare<[JobState, string | null, string]>(
    'UPDATE import_jobs SET state = ?, stop_reason = ? WHERE id = ?',
  );
  const moveRows = db.prepare<[RowState, number, string, RowState]>(
    'UPDATE import_rows SET state = ?, reason = NULL, updated_at = ? WHERE job_id = ? AND state = ?',
  );
  return {
    insertJob,
    insertRow,
    unstarted,
    selectJob,
    selectJobs,
    known,
    countRows,
    rowsIn,
    next,
    doubtful,
    sentKey,
    lastMarked,
    markRow,
    jobState,
    moveRows,
  };
}

type JournalStatements = ReturnType<typeof prepareJournal>;

/** The two writes that touch several rows, each all-or-nothing. */
function journalWrites(db: Db, st: JournalStatements) {
  const { insertJob, insertRow, unstarted, jobState, moveRows } = st;
  const create = db.transaction(
    (
      job: Omit<JobRecord, 'state' | 'stopReason'>,
      rows: { line: number; fingerprint: string; body: TransactionBody }[],
    ) => {
      for (const old of unstarted.all(job.portfolioId)) {
        moveRows.run('cancelled', job.createdAt, old, 'pending');
        jobState.run('cancelled', 'replaced by a newer plan', old);
      }
      insertJob.run(job.id, job.portfolioId, job.currency, job.fileName, job.createdAt);
      rows.forEach((row, seq) => {
        const b = row.body;
        insertRow.run(
          job.id,
          row.line,
          seq,
          row.fingerprint,
          b.coinId,
          b.count,
          b.price ?? null,
          b.currency,
          b.date,
          b.notes ?? null,
          job.createdAt,
        );
      });
    },
  );
  const cancel = db.transaction((jobId: string, now: number) => {
    moveRows.run('cancelled', now, jobId, 'pending');
    jobState.run('cancelled', 'cancelled', jobId);
  });
  return { create, cancel };
}

export function createImportJournal(db: Db): ImportJournal {
  const st = prepareJournal(db);
  const { create, cancel } = journalWrites(db, st);

  return {
    createJob: (job, rows) => create(job, rows),
    job: (id) => {
      const row = st.selectJob.get(id);
      return row ? toJob(row) : null;
    },
    jobs: () => st.selectJobs.all().map(toJob),
    knownFingerprints: (portfolioId) =>
      new Map(st.known.all(portfolioId).map((r) => [r.fingerprint, r.state])),
    counts: (jobId) => {
      const counts: RowCounts = {
        pending: 0,
        sending: 0,
        sent: 0,
        refused: 0,
        unknown: 0,
        cancelled: 0,
        total: 0,
      };
      for (const { state, n } of st.countRows.all(jobId)) {
        counts[state] = n;
        counts.total += n;
      }
      return counts;
    },
    rows: (jobId, state) =>
      st.rowsIn.all(jobId, state).map((r) => ({ line: r.line, reason: r.reason ?? '' })),
    nextPending: (jobId) => {
      const row = st.next.get(jobId);
      return row ? toRow(row) : null;
    },
    inDoubt: (jobId) => st.doubtful.all(jobId).map(toRow),
    sentWithKey: (portfolioId, key) => Number(st.sentKey.get(portfolioId, `${key}#`, `${key}#`)),
    mark: (jobId, line, state, reason, now) => void st.markRow.run(state, reason, now, jobId, line),
    lastMarkedAt: (jobId) => st.lastMarked.get(jobId) ?? null,
    setState: (jobId, state, reason) => void st.jobState.run(state, reason, jobId),
    retryUnknown: (jobId, now) => st.moveRows.run('pending', now, jobId, 'unknown').changes,
    cancel: (jobId, now) => cancel(jobId, now),
  };
}
