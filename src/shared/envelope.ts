// The result envelope every IPC answer travels in (DESIGN.md "One read, end to end"). Errors cross IPC as values,
// never as thrown errors, because a thrown error loses its class and fields on the way.

import type { MessageId } from './i18n/catalogues/en/index';

/** A message main built, by its catalogue id and parameters, so it can be shown in the user's language. */
export interface Say {
  id: MessageId;
  values?: Record<string, string | number>;
  /** A sentence said inside this one as its {reason} (a refusal's cause), itself a catalogue message. */
  reason?: Say;
}

export type ErrorCode =
  | 'invalid_input' // the IPC input or a request parameter failed validation; nothing was sent
  | 'unauthorized' // 401: missing or invalid API key
  | 'forbidden' // 403: key or plan lacks permission (e.g. share token of a non-premium owner)
  | 'not_found' // 404
  | 'not_synced' // 409: wallet transactions not synced yet
  | 'rate_limited' // 429 from the request rate
  | 'insufficient_credits' // 429/406 from exhausted credits
  | 'payment_required' // 402 from the pay-per-request gateway
  | 'server_error' // 500
  | 'unavailable' // 503
  | 'timeout' // 504 or a client-side timeout
  | 'held' // a read that timed out a moment ago, not sent again unasked: a late answer may have been charged
  | 'network' // connection refused, dropped, DNS
  | 'redirected' // the service address answered a 3xx: refused, not followed, nothing sent where it pointed
  | 'bad_response' // the answer failed validation (malformed JSON, wrong shape, an HTML page)
  | 'confirmation_required' // the call costs more than the user's threshold; confirm first
  | 'keychain_unavailable' // no OS Secret Service
  | 'spend_cap' // a gateway payment would exceed the user's USDC cap
  | 'disk_full' // SQLite or the file system found the disk full: the change was not saved, nothing was lost
  | 'cancelled'
  | 'internal';

export interface IssueItem {
  path: string;
  message: string;
}

export interface AppError {
  code: ErrorCode;
  /** A sentence that says what happened and what to do. Never contains a secret. */
  message: string;
  /** The same sentence as a catalogue message: shown translated when present; `message` stays for logs. */
  say?: Say;
  /** What to do, when main knows better than the code's general advice (a 404 that names the missing coin). */
  advice?: string;
  status?: number;
  requestId?: string;
  /** Validation issues (IPC input or response schema), with their paths. */
  issues?: IssueItem[];
  /** For rate_limited: how long the client is waiting before it retries. */
  retryAfterMs?: number;
  /** For spend_cap: which of the user's USDC caps the payment would pass (only the daily one passes by waiting). */
  cap?: 'per-call' | 'daily';
  /** For confirmation_required: what the call would cost, and how that price is reached. */
  cost?: {
    credits: number;
    usdc?: string;
    explanation?: string;
    explanationSays?: Say[];
    explanationFrame?: Say;
  };
}

export type Source = 'live' | 'cache';

export interface Meta {
  source: Source;
  /** Epoch milliseconds when the value was fetched from the service. */
  fetchedAt: number;
  stale: boolean;
  /** Credits this answer charged (0 when served from the cache). */
  credits: number;
  /** True when the answer came from the demo sandbox, not the user's account. */
  demo: boolean;
  /** When a stale cached value is returned because the live read failed: why. */
  error?: AppError;
  /** Rows of a list answer that could not be read and were left out, with their validation issues. */
  skipped?: { count: number; issues: IssueItem[] };
}

export type Envelope<T> = { ok: true; value: T; meta: Meta } | { ok: false; error: AppError };

export const ok = <T>(value: T, meta: Meta): Envelope<T> => ({ ok: true, value, meta });
export const fail = <T = never>(error: AppError): Envelope<T> => ({ ok: false, error });

/** Meta for answers that are local state (settings, keychain status), not service data. */
export const localMeta = (now: number, demo = false): Meta => ({
  source: 'cache',
  fetchedAt: now,
  stale: false,
  credits: 0,
  demo,
});
