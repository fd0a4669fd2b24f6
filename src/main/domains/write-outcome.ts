import { fail, ok, type AppError, type Envelope, type Say } from '../../shared/envelope';
import { said, saidBecause } from '../../shared/i18n/say';
import type { WriteOutcome, WriteState } from '../../shared/domain/manage';
import type { ApiResult } from '../api/http';
import type { ApiCall } from '../api/schemas/common';
import type { DataSession } from '../mode/data-session';
import type { DomainDeps } from './deps';

// One write to the service, sent once. Writes are never retried by the client (retry off): a refusal is a sure "no",
// and an answer lost on the way (a timeout, a dropped connection, a 5xx) leaves the outcome unsure. Then the caller
// reads again to learn whether the change was made, and the user is told which. A write is never queued: offline,
// it is refused at once, and nothing was sent.

/** Lost answers: the request may have been carried out. Every other failure is the service's (or our) "no". */
export const isUnsure = (error: AppError): boolean =>
  error.code === 'timeout' ||
  error.code === 'network' ||
  error.code === 'server_error' ||
  error.code === 'unavailable' ||
  error.code === 'bad_response';

/**
 * What a write does, as the catalogue's sentences name it: a kind id (an ICU select) and its data, so a sentence
 * is translated whole, never with an English noun glued in.
 */
export type Deed =
  | {
      what:
        | 'connectWallet'
        | 'deletePortfolio'
        | 'sync'
        | 'statusRead'
        | 'editedBuy'
        | 'editedSell'
        | 'editedTransferIn'
        | 'editedTransferOut'
        | 'nextRow'
        | 'import';
    }
  | { what: 'connectExchange'; exchange: string }
  | {
      what: 'buy' | 'sell' | 'transferIn' | 'transferOut' | 'correction' | 'reversal';
      amount: string;
      coin: string;
    };

/** Why a write is not even sent: offline, or on the pay-per-request route (the gateway serves reads only). */
export function cannotSend(session: DataSession, what: Deed): AppError | null {
  if (session.mode === 'gateway') {
    return { code: 'invalid_input', ...said({ id: 'outcomes.notSentGateway', values: what }) };
  }
  if (session.client.connectivity.offline) {
    return { code: 'network', ...said({ id: 'outcomes.notSentOffline', values: what }) };
  }
  return null;
}

/** Sends a write once; its failure, when sure, says that nothing happened. */
export async function sendOnce<T>(session: DataSession, call: ApiCall<T>): Promise<ApiResult<T>> {
  return session.client.send(call.request, call.schema, { retry: false });
}

/**
 * The re-read that settles an unsure write. A dropped connection has just marked the service unreachable, so it is
 * sent as the connectivity probe is, past the offline gate: it is the one question that must be asked now, and its
 * answer (any answer) also tells the client the service is back.
 */
export async function readToSettle<T>(session: DataSession, call: ApiCall<T>): Promise<ApiResult<T>> {
  return session.client.send(call.request, call.schema, { probe: true, retry: false });
}

/** The service's "no" to a write, said with its cause (the service's words, or main's sentence for them). */
export const refused = (error: AppError, what: Deed): Envelope<never> =>
  fail({ ...error, ...saidBecause({ id: 'outcomes.refused', values: what }, error) });

/** An answer about a write: live (the service was asked), charging what the write and any re-read charged. */
export const outcome = (
  at: { now: number; demo: boolean },
  state: WriteState,
  text: { message: string; say: Say },
  portfolioId: string | null,
  credits: number,
): Envelope<WriteOutcome> =>
  ok(
    { state, ...text, portfolioId, credits },
    { source: 'live', fetchedAt: at.now, stale: false, credits, demo: at.demo },
  );

/** What the user is told after an unsure write and the re-read that settles it (or fails to). */
export function unsureSay(what: Deed, found: boolean | null, lost: AppError): Say {
  const values = { ...what, why: lost.code === 'timeout' ? 'timeout' : 'lost' };
  if (found === true) return { id: 'outcomes.found', values };
  if (found === false) return { id: 'outcomes.notFound', values };
  return { id: 'outcomes.unknown', values };
}

/** The answer after an unsure write and the re-read that settled it (found), or failed to (null). */
export function settled(
  at: { now: number; demo: boolean },
  what: Deed,
  found: boolean | null,
  lost: AppError,
  portfolioId: string | null,
  credits: number,
): Envelope<WriteOutcome> {
  const state = found === null ? 'unknown' : found ? 'found' : 'not-found';
  return outcome(at, state, said(unsureSay(what, found, lost)), portfolioId, credits);
}

/** When a write's answer was given, and on which route. */
export const at = (deps: DomainDeps) => ({ now: deps.clock.now(), demo: deps.session().demo });

/** A write's answer, and whether the change is known to have been made. */
export interface Written {
  outcome: Envelope<WriteOutcome>;
  happened: boolean;
}

/** How one write is told: its sentence when the service said yes, and the re-read after a lost answer. */
export interface WriteSteps<T> {
  what: Deed;
  done(value: T): { text: { message: string; say: Say }; portfolioId: string | null };
  /** Whether the write was made after all (null: the re-read failed too), its portfolio and the re-read's credits. */
  settle(lost: AppError): Promise<{ found: boolean | null; portfolioId: string | null; credits: number }>;
}

/** One write: not sent, done, refused (nothing happened), or unsure and settled by reading again. */
export async function writeOnce<T>(
  deps: DomainDeps,
  call: ApiCall<T>,
  steps: WriteSteps<T>,
): Promise<Written> {
  const session = deps.session();
  const blocked = cannotSend(session, steps.what);
  if (blocked) return { outcome: fail(blocked), happened: false };
  const sent = await sendOnce(session, call);
  let written: Written;
  if (sent.ok) {
    const { text, portfolioId } = steps.done(sent.value);
    written = { outcome: outcome(at(deps), 'done', text, portfolioId, sent.credits), happened: true };
  } else if (!isUnsure(sent.error)) {
    return { outcome: refused(sent.error, steps.what), happened: false };
  } else {
    const check = await steps.settle(sent.error);
    const answer = settled(at(deps), steps.what, check.found, sent.error, check.portfolioId, check.credits);
    written = { outcome: answer, happened: check.found === true };
  }
  if (written.happened) deps.emit('data:changed', { kinds: ['portfolio'] });
  return written;
}
