import { AsyncLocalStorage } from 'node:async_hooks';

// Who a request is for, carried from the IPC call down to the rate queue without threading it through every
// domain handler: the user's visible view, a background refresh or prefetch, or the credit reconciliation. The
// signal says when the user has left the view or changed its parameters; a read still waiting for a rate slot is
// then dropped (one already sent still lands in the cache).

/** Lower sorts first in the rate queue. */
export const PRIORITY = { user: 0, background: 1, reconcile: 2 } as const;
export type Priority = keyof typeof PRIORITY;

/** Within the user's reads, what the eye goes to first: the headline value, then the chart, then the tables. */
export const RANK = { headline: 0, chart: 1, table: 2 } as const;
export type Rank = keyof typeof RANK;

export interface ReadContext {
  priority: Priority;
  /** Order among reads of the same priority; default 'table'. */
  rank?: Rank;
  /** Aborted when the read is no longer wanted (the view or its parameters were left). */
  signal?: AbortSignal;
  /** A cached answer of this read is already on screen: one bounded try, no retries with backoff. */
  cached?: boolean;
}

const storage = new AsyncLocalStorage<ReadContext>();

/** The context of the current call chain; a call from outside any (the tray, start-up) counts as the user's. */
export const currentReadContext = (): ReadContext => storage.getStore() ?? { priority: 'user' };

/** The context a caller set explicitly, if any (a prefetch sets 'background'). */
export const explicitReadContext = (): ReadContext | undefined => storage.getStore();

/** Runs `work` (and everything it starts) under `context`. */
export const withReadContext = <T>(context: ReadContext, work: () => T): T => storage.run(context, work);
