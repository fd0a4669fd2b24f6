import type { Handlers } from '../../../shared/contract';
import { fail, ok, type Envelope } from '../../../shared/envelope';
import type { ImportProgress, ImportStatus, LineReason } from '../../../shared/import/types';
import { createImportJournal, type ImportJournal, type JobRecord } from '../../cache/import-journal-repo';
import type { Db } from '../../cache/schema-file';
import { localMeta, type DomainDeps } from '../deps';
import type { Reads } from '../../reads';
import { planImport, previewImport } from './plan';
import { PROGRESS_EVERY_MS, startLoop, type JobLoop } from './runner';
import { said } from '../../../shared/i18n/say';
import { readReason, type Said } from '../../../shared/i18n/said-text';

// The import room: preview, plan, and the one import that runs at a time (start, pause, resume, cancel). The
// journal lives in the user database of the current mode (demo imports go to the demo files). Nothing starts by
// itself: an import a closed or killed app left running is shown 'interrupted' until the user resumes it.

type ImportChannel = Extract<keyof Handlers, `import:${string}`>;

/** What the room keeps between calls. */
interface Room {
  deps: DomainDeps;
  /** One journal per database, prepared once; a mode switch brings another database. */
  journals: WeakMap<Db, ImportJournal>;
  active: JobLoop | null;
  /**
   * The job whose loop runs in this process: set before the loop starts, since the loop reports (and may even
   * end) before startLoop returns; a job 'running' in the journal but not here was left by a stopped app.
   */
  runningId: string | null;
  lastPush: number;
}

function journalOf(room: Room): ImportJournal {
  const db = room.deps.session().db;
  let found = room.journals.get(db);
  if (!found) room.journals.set(db, (found = createImportJournal(db)));
  return found;
}

function progressOf(room: Room, j: ImportJournal, job: JobRecord): ImportProgress {
  const counts = j.counts(job.id);
  const interrupted = job.state === 'running' && room.runningId !== job.id;
  // The journal marks a cancelled job with the word 'cancelled'; only the user cancels one.
  const why = interrupted
    ? said({ id: 'outcomes.importInterrupted' })
    : job.state === 'cancelled'
      ? said({ id: 'outcomes.importCancelled' })
      : job.stopReason === null
        ? null
        : readReason(job.stopReason);
  return {
    jobId: job.id,
    fileName: job.fileName,
    portfolioId: job.portfolioId,
    state: interrupted ? 'interrupted' : job.state,
    stopReason: why?.message ?? null,
    ...(why?.say ? { stopSay: why.say } : {}),
    total: counts.total - counts.cancelled,
    sent: counts.sent,
    refused: counts.refused,
    unknown: counts.unknown,
    pending: counts.pending + counts.sending,
    createdAt: job.createdAt,
  };
}

/** A row's reason as stored: main's sentence by id, or English text from an earlier version. */
function lineReason(row: { line: number; reason: string }): LineReason {
  const { message, say } = readReason(row.reason);
  return { line: row.line, reason: message, ...(say ? { say } : {}) };
}

function answer(room: Room, j: ImportJournal, jobId: string): Envelope<ImportStatus> {
  const job = j.job(jobId);
  if (!job) return fail({ code: 'not_found', ...said({ id: 'outcomes.noSuchImport' }) });
  const status: ImportStatus = {
    ...progressOf(room, j, job),
    refusedRows: j.rows(job.id, 'refused').map(lineReason),
    unknownRows: j.rows(job.id, 'unknown').map(lineReason),
  };
  return ok(status, localMeta(room.deps));
}

function push(room: Room, j: ImportJournal, jobId: string, force: boolean): void {
  const now = room.deps.clock.now();
  if (!force && now - room.lastPush < PROGRESS_EVERY_MS) return;
  room.lastPush = now;
  const job = j.job(jobId);
  if (job) room.deps.emit('import:progress', progressOf(room, j, job));
}

function start(room: Room, jobId: string): Envelope<ImportStatus> {
  const j = journalOf(room);
  const job = j.job(jobId);
  if (!job) return answer(room, j, jobId);
  if (room.active && room.active.jobId !== jobId) {
    return fail({ code: 'invalid_input', ...said({ id: 'outcomes.otherImportRuns' }) });
  }
  if (job.state === 'done' || job.state === 'cancelled' || room.active) return answer(room, j, jobId);
  const { deps } = room;
  room.runningId = jobId;
  const loop = startLoop(jobId, {
    deps,
    journal: j,
    session: deps.session(),
    progress: (id, force) => push(room, j, id, force),
    ended: (_id, sentAny) => {
      room.active = null;
      room.runningId = null;
      if (sentAny) deps.emit('data:changed', { kinds: ['portfolio'] });
    },
  });
  // A job with nothing left to send has ended already: the room is free for the next one.
  if (room.runningId === jobId) room.active = loop;
  return answer(room, j, jobId);
}

/** Stops the running loop when it runs `jobId` (any job when null), and waits for its row under way. */
/** `reason` is worded only when an import is under way: wording one makes a formatter, tens of ms at a quit. */
async function stopLoop(room: Room, jobId: string | null, reason: () => Said): Promise<void> {
  const loop = room.active;
  if (!loop || (jobId !== null && loop.jobId !== jobId)) return;
  loop.stop(reason());
  await loop.done;
}

export function importRoom(deps: DomainDeps, runner: Pick<Reads, 'read'>) {
  const room: Room = { deps, journals: new WeakMap(), active: null, runningId: null, lastPush: 0 };
  const journal = () => journalOf(room);

  const handlers: Pick<Handlers, ImportChannel> = {
    'import:preview': async (input) => previewImport(input, deps.clock.now()),
    'import:plan': async (input) => planImport(deps, runner, journal(), input),
    'import:start': async ({ jobId }) => start(room, jobId),
    async 'import:pause'({ jobId }) {
      await stopLoop(room, jobId, () => said({ id: 'outcomes.importPausedByYou' }));
      return answer(room, journal(), jobId);
    },
    async 'import:cancel'({ jobId }) {
      await stopLoop(room, jobId, () => said({ id: 'outcomes.importCancelled' }));
      const j = journal();
      const state = j.job(jobId)?.state;
      if (state && state !== 'done' && state !== 'cancelled') j.cancel(jobId, deps.clock.now());
      return answer(room, j, jobId);
    },
    async 'import:retryUnknown'({ jobId }) {
      const j = journal();
      if (j.job(jobId)) j.retryUnknown(jobId, deps.clock.now());
      return answer(room, j, jobId);
    },
    'import:status': async ({ jobId }) => answer(room, journal(), jobId),
    'import:list': async () => {
      const j = journal();
      return ok(
        j.jobs().map((job) => progressOf(room, j, job)),
        localMeta(deps),
      );
    },
  };

  return {
    handlers,
    /** The app is closing: the row under way finishes, and the import is left paused, to be resumed. */
    close: () => stopLoop(room, null, () => said({ id: 'outcomes.importAppClosed' })),
  };
}
