import type { Handlers } from '../../../shared/contract';
import { fail, ok, type Envelope } from '../../../shared/envelope';
import type { ImportProgress, ImportStatus } from '../../../shared/import/types';
import { createImportJournal, type ImportJournal, type JobRecord } from '../../cache/import-journal-repo';
import type { Db } from '../../cache/schema-file';
import { localMeta, type DomainDeps } from '../deps';
import type { Reads } from '../../reads';
import { planImport, previewImport } from './plan';
import { PROGRESS_EVERY_MS, startLoop, type JobLoop } from './runner';

// The import room: preview, plan, and the one import that runs at a time (start, pause, resume, cancel). The
// journal lives in the user database of the current mode (demo imports go to the demo files). Nothing starts by
// itself: an import a closed or killed app left running is shown 'interrupted' until the user resumes it.

type ImportChannel = Extract<keyof Handlers, `import:${string}`>;

export function importRoom(deps: DomainDeps, runner: Pick<Reads, 'read'>) {
  // One journal per database, prepared once; a mode switch brings another database.
  const journals = new WeakMap<Db, ImportJournal>();
  const journal = () => {
    const db = deps.session().db;
    let found = journals.get(db);
    if (!found) journals.set(db, (found = createImportJournal(db)));
    return found;
  };
  let active: JobLoop | null = null;
  // The job whose loop runs in this process: set before the loop starts, since the loop reports (and may even
  // end) before startLoop returns; a job 'running' in the journal but not here was left by a stopped app.
  let runningId: string | null = null;
  let lastPush = 0;

  const progressOf = (j: ImportJournal, job: JobRecord): ImportProgress => {
    const counts = j.counts(job.id);
    const interrupted = job.state === 'running' && runningId !== job.id;
    return {
      jobId: job.id,
      fileName: job.fileName,
      portfolioId: job.portfolioId,
      state: interrupted ? 'interrupted' : job.state,
      stopReason: interrupted ? 'Folio Desk stopped while this import ran; resume to go on.' : job.stopReason,
      total: counts.total - counts.cancelled,
      sent: counts.sent,
      refused: counts.refused,
      unknown: counts.unknown,
      pending: counts.pending + counts.sending,
      createdAt: job.createdAt,
    };
  };
  const statusOf = (j: ImportJournal, job: JobRecord): ImportStatus => ({
    ...progressOf(j, job),
    refusedRows: j.rows(job.id, 'refused'),
    unknownRows: j.rows(job.id, 'unknown'),
  });
  const answer = (j: ImportJournal, jobId: string): Envelope<ImportStatus> => {
    const job = j.job(jobId);
    if (!job) return fail({ code: 'not_found', message: 'No such import: plan the file again.' });
    return ok(statusOf(j, job), localMeta(deps));
  };
  const push = (j: ImportJournal, jobId: string, force: boolean) => {
    const now = deps.clock.now();
    if (!force && now - lastPush < PROGRESS_EVERY_MS) return;
    lastPush = now;
    const job = j.job(jobId);
    if (job) deps.emit('import:progress', progressOf(j, job));
  };

  const handlers: Pick<Handlers, ImportChannel> = {
    'import:preview': async (input) => previewImport(input, deps.clock.now()),
    'import:plan': async (input) => planImport(deps, runner, journal(), input),
    async 'import:start'({ jobId }) {
      const j = journal();
      const job = j.job(jobId);
      if (!job) return answer(j, jobId);
      if (active && active.jobId !== jobId) {
        return fail({
          code: 'invalid_input',
          message: 'Another import is running: pause it first, or let it finish.',
        });
      }
      if (job.state === 'done' || job.state === 'cancelled' || active) return answer(j, jobId);
      const session = deps.session();
      runningId = jobId;
      const loop = startLoop(jobId, {
        deps,
        journal: j,
        session,
        progress: (id, force) => push(j, id, force),
        ended: (_id, sentAny) => {
          active = null;
          runningId = null;
          if (sentAny) deps.emit('data:changed', { kinds: ['portfolio'] });
        },
      });
      // A job with nothing left to send has ended already: the room is free for the next one.
      if (runningId === jobId) active = loop;
      return answer(j, jobId);
    },
    async 'import:pause'({ jobId }) {
      const loop = active;
      if (loop?.jobId === jobId) {
        loop.stop('Paused by you; resume to go on.');
        await loop.done;
      }
      return answer(journal(), jobId);
    },
    async 'import:cancel'({ jobId }) {
      const loop = active;
      if (loop?.jobId === jobId) {
        loop.stop('Cancelled by you.');
        await loop.done;
      }
      const j = journal();
      const state = j.job(jobId)?.state;
      if (state && state !== 'done' && state !== 'cancelled') j.cancel(jobId, deps.clock.now());
      return answer(j, jobId);
    },
    async 'import:retryUnknown'({ jobId }) {
      const j = journal();
      if (j.job(jobId)) j.retryUnknown(jobId, deps.clock.now());
      return answer(j, jobId);
    },
    'import:status': async ({ jobId }) => answer(journal(), jobId),
    'import:list': async () => {
      const j = journal();
      return ok(
        j.jobs().map((job) => progressOf(j, job)),
        localMeta(deps),
      );
    },
  };

  return {
    handlers,
    /** The app is closing: the row under way finishes, and the import is left paused, to be resumed. */
    async close() {
      const loop = active;
      if (!loop) return;
      loop.stop('Folio Desk was closed; resume to go on.');
      await loop.done;
    },
  };
}
