import { occurrenceOf } from '../../../shared/import/fingerprint';
import type { AppError } from '../../../shared/envelope';
import type { ImportJournal, JournalRow } from '../../cache/import-journal-repo';
import { manageCalls } from '../../api/manage';
import type { DataSession } from '../../mode/data-session';
import type { DomainDeps } from '../deps';
import { said, saidBecause } from '../../../shared/i18n/say';
import { cannotSend, isUnsure, sendOnce } from '../write-outcome';
import { countAtService } from './at-service';
import { storeReason, type Said } from '../../../shared/i18n/said-text';

// Sends a planned import, one POST /portfolio/transaction per row, one row at a time: the client's rate limiter
// keeps it within the plan's rate, and the next row waits for the answer to the last. Before each request the row
// is journalled 'sending', after it 'sent' or 'refused'; a run that stops between the two (a crash, a kill) leaves
// it 'sending', and the next start asks the service whether it is there before sending it again: after a restart
// the old request has long ended, so "not listed" means it was not carried out. A live answer lost on the way is
// different (the request may still land): such a row is read again once, then left 'unknown' for the user to check.

/** A refusal that is about the account, not the row: the import stops and the row stays to be sent. */
const STOPS: readonly AppError['code'][] = [
  'insufficient_credits',
  'unauthorized',
  'payment_required',
  'keychain_unavailable',
  'redirected',
  'cancelled',
  'spend_cap',
  'disk_full',
];

/** The service counts requests over a second; a run after a crash waits this long past the last run's request. */
const RATE_WINDOW_MS = 1_050;

/** Progress is pushed at most this often (and at every change of state). */
const PROGRESS_EVERY_MS = 150;

export interface JobLoop {
  jobId: string;
  /** Asks the loop to stop after the row under way; `reason` is what the user is told. */
  stop(reason: Said): void;
  done: Promise<void>;
}

export interface LoopEffects {
  deps: DomainDeps;
  journal: ImportJournal;
  session: DataSession;
  /** Called with the job after a row changed (throttled) and whenever its state changed. */
  progress(jobId: string, force: boolean): void;
  /** The loop ended (done, paused or stopped). */
  ended(jobId: string, sentAny: boolean): void;
}

export function startLoop(jobId: string, fx: LoopEffects): JobLoop {
  let stopReason: Said | null = null;
  const loop: JobLoop = {
    jobId,
    stop: (reason) => void (stopReason ??= reason),
    done: Promise.resolve(),
  };
  loop.done = run(jobId, fx, () => stopReason);
  return loop;
}

async function run(jobId: string, fx: LoopEffects, stopped: () => Said | null): Promise<void> {
  const { deps, journal, session } = fx;
  journal.setState(jobId, 'running', null);
  fx.progress(jobId, true);
  let sentAny = false;
  const pause = (reason: Said) => journal.setState(jobId, 'paused', storeReason(reason));
  let waited = false;
  const beforeRequest = async () => {
    if (!waited) await waitOutEarlierRun(fx, jobId);
    waited = true;
  };
  try {
    for (const row of journal.inDoubt(jobId)) {
      if (stopped()) break;
      await beforeRequest();
      await settleAfterRestart(fx, row);
    }
    for (;;) {
      const reason = stopped();
      if (reason) return pause(reason);
      if (deps.session() !== session) {
        return pause(said({ id: 'outcomes.importRouteChanged' }));
      }
      const blocked = cannotSend(session, { what: 'nextRow' });
      if (blocked) return pause(blocked);
      const row = journal.nextPending(jobId);
      if (!row) return journal.setState(jobId, 'done', null);
      await beforeRequest();
      const outcome = await sendRow(fx, row);
      if (outcome.sent) sentAny = true;
      if (outcome.stop) return pause(outcome.stop);
      fx.progress(jobId, false);
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    deps.log.error('import stopped by an error', { error: message });
    pause(said({ id: 'outcomes.importCrashed', values: { error: message } }));
  } finally {
    // Ended first: its data:changed reaches the views before the last progress, so a view that reads the
    // portfolio again on that progress is not overtaken by a cached read the change push starts.
    fx.ended(jobId, sentAny);
    fx.progress(jobId, true);
  }
}

async function sendRow(fx: LoopEffects, row: JournalRow): Promise<{ sent: boolean; stop?: Said }> {
  const { journal, session, deps } = fx;
  const now = () => deps.clock.now();
  journal.mark(row.jobId, row.line, 'sending', null, now());
  const answer = await sendOnce(session, manageCalls.addTransaction(row.body));
  if (answer.ok) {
    journal.mark(row.jobId, row.line, 'sent', null, now());
    return { sent: true };
  }
  const error = answer.error;
  if (error.code === 'rate_limited') {
    // Refused before it was carried out: sent again once the service's wait is over.
    journal.mark(row.jobId, row.line, 'pending', null, now());
    await deps.clock.sleep(error.retryAfterMs ?? 1_000);
    return { sent: false };
  }
  if (STOPS.includes(error.code)) {
    journal.mark(row.jobId, row.line, 'pending', null, now());
    return { sent: false, stop: saidBecause({ id: 'outcomes.importPaused' }, error) };
  }
  if (!isUnsure(error)) {
    journal.mark(row.jobId, row.line, 'refused', storeReason(error), now());
    return { sent: false };
  }
  const listed = await countAtService(session, row.body);
  if (listed.count !== null && listed.count >= occurrenceOf(row.fingerprint)) {
    journal.mark(row.jobId, row.line, 'sent', null, now());
    return { sent: true };
  }
  const values = {
    why: error.code === 'timeout' ? 'timeout' : 'lost',
    found: listed.count === null ? 'unread' : 'unlisted',
  };
  const unknown = storeReason(said({ id: 'outcomes.rowUnknown', values }));
  journal.mark(row.jobId, row.line, 'unknown', unknown, now());
  return { sent: false };
}

/** This process's rate limiter never saw an earlier run's requests (a killed app's), which the service still counts. */
async function waitOutEarlierRun(fx: LoopEffects, jobId: string): Promise<void> {
  const last = fx.journal.lastMarkedAt(jobId);
  const wait = last === null ? 0 : last + RATE_WINDOW_MS - fx.deps.clock.now();
  if (wait > 0) await fx.deps.clock.sleep(wait);
}

/** A row a stopped run left 'sending': listed now means it was carried out; not listed, it goes again. */
async function settleAfterRestart(fx: LoopEffects, row: JournalRow): Promise<void> {
  const { journal, session, deps } = fx;
  const listed = await countAtService(session, row.body);
  const now = deps.clock.now();
  if (listed.count === null) {
    const unknown = storeReason(said({ id: 'outcomes.rowUnknownAfterStop' }));
    journal.mark(row.jobId, row.line, 'unknown', unknown, now);
  } else if (listed.count >= occurrenceOf(row.fingerprint)) {
    journal.mark(row.jobId, row.line, 'sent', null, now);
  } else {
    journal.mark(row.jobId, row.line, 'pending', null, now);
  }
}

export { PROGRESS_EVERY_MS };
