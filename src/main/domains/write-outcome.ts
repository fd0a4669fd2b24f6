import { fail, ok, type AppError, type Envelope } from '../../shared/envelope';
import type { WriteOutcome, WriteState } from '../../shared/domain/manage';
import type { ApiResult } from '../api/http';
import type { ApiCall } from '../api/schemas/common';
import type { DataSession } from '../mode/data-session';

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

/** Why a write is not even sent: offline, or on the pay-per-request route (the gateway serves reads only). */
export function cannotSend(session: DataSession, what: string): AppError | null {
  if (session.mode === 'gateway') {
    return {
      code: 'invalid_input',
      message: `Not sent: ${what} needs an API key. The pay-per-request gateway only reads; switch the access route to the API key in Settings.`,
    };
  }
  if (session.client.connectivity.offline) {
    return {
      code: 'network',
      message: `Not sent: the service is unreachable, so ${what} did not happen. Nothing is queued; what you entered is kept, try again when the service is back.`,
    };
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

export const refused = (error: AppError, what: string): Envelope<never> =>
  fail({ ...error, message: `Not done: ${what} was refused. ${error.message}` });

/** An answer about a write: live (the service was asked), charging what the write and any re-read charged. */
export const outcome = (
  at: { now: number; demo: boolean },
  state: WriteState,
  message: string,
  portfolioId: string | null,
  credits: number,
): Envelope<WriteOutcome> =>
  ok(
    { state, message, portfolioId, credits },
    { source: 'live', fetchedAt: at.now, stale: false, credits, demo: at.demo },
  );

/** What the user is told after an unsure write and the re-read that settles it (or fails to). */
export function unsureMessage(what: string, found: boolean | null, lost: AppError): string {
  const why = lost.code === 'timeout' ? 'no answer came in time' : 'the answer was lost on the way';
  if (found === true) return `${what}: ${why}, so Folio Desk read the portfolio again and found it done.`;
  if (found === false) {
    return `${what} most likely did not happen: ${why}, and reading the portfolio again did not find it. Nothing was retried; try again if you still want it.`;
  }
  return `Folio Desk cannot tell whether ${what} happened: ${why}, and the portfolio could not be read again. Nothing was retried; check the portfolio before trying again.`;
}

export const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The answer after an unsure write and the re-read that settled it (found), or failed to (null). */
export function settled(
  at: { now: number; demo: boolean },
  what: string,
  found: boolean | null,
  lost: AppError,
  portfolioId: string | null,
  credits: number,
): Envelope<WriteOutcome> {
  const state = found === null ? 'unknown' : found ? 'found' : 'not-found';
  return outcome(at, state, unsureMessage(capital(what), found, lost), portfolioId, credits);
}
