import type { AppError, Envelope } from '../../shared/envelope';

// What one data session's reads remember between reads, beside the rows themselves: refreshes under way, reads
// paused after a timeout or a failed refresh, the cache hits whose bookkeeping waits for this moment's answers, and
// each schema's stamp. Owned by the session, so a new mode or service address starts with none of it.

export interface AnswerCache {
  /** Keys with a background refresh under way. */
  refreshing: Set<string>;
  /** The reads that missed the cache and are being sent, by key and schema: an identical one joins them. */
  sending: Map<string, Promise<Envelope<unknown>>>;
  /** Reads that timed out: when, and how long they are not sent again unasked. */
  timedOut: Map<string, { at: number; pauseMs: number }>;
  /** The last background refresh of a key failed: why and when (shown with the stale answer, not retried at once). */
  refreshFailed: Map<string, { error: AppError; at: number }>;
  /** Cache hits waiting for this moment's answers to be out: each writes its ledger line, and may refresh. */
  afterAnswers: ((refresh: boolean) => void)[];
}

export const createAnswerCache = (): AnswerCache => ({
  refreshing: new Set(),
  sending: new Map(),
  timedOut: new Map(),
  refreshFailed: new Map(),
  afterAnswers: [],
});
