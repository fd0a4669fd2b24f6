import type { Say } from '../envelope';

// Managing portfolios through the service: what the write channels answer.

/** One exchange a portfolio can be connected to (GET /exchange/support), with the credential fields it needs. */
export interface SupportedExchange {
  connectionId: string;
  name: string;
  icon: string | null;
  /** `key` goes in the request; `name` is what the form shows. Their values are secrets and never come back. */
  fields: { key: string; name: string }[];
}

/**
 * How a write ended. `done`: the service answered yes. `found`: the answer was lost (a timeout, a dropped
 * connection) and reading again found the change made. `not-found`: the answer was lost and reading again did not
 * find it, so it most likely did not happen. `unknown`: the answer was lost and reading again failed too.
 * `partial`: an edit reversed the old entry but the new one was not recorded.
 * A write the service refused, or one never sent (offline), is not an outcome but an error: nothing happened.
 */
export type WriteState = 'done' | 'found' | 'not-found' | 'unknown' | 'partial';

export interface WriteOutcome {
  state: WriteState;
  /** A sentence for the user: what happened, and what to do when it is not sure. */
  message: string;
  /** The same sentence by its catalogue id, shown in the user's language; `message` stays for logs. */
  say?: Say;
  /** The portfolio written to, or the one created by a connect. */
  portfolioId: string | null;
  /** Credits the write and any re-read charged. */
  credits: number;
}

export type PortfolioSyncStatus = 'syncing' | 'synced';

export interface SyncAnswer {
  portfolioId: string;
  status: PortfolioSyncStatus;
}
