// Who a request is for: the user's visible view, a background refresh or prefetch, or the credit reconciliation.
// The signal says when the user has left the view or changed its parameters; a read still waiting for a rate slot
// is then dropped (one already sent still lands in the cache).
// It is passed along explicitly, as the last argument: the IPC call's read scope (ipc/registry.ts) gives each
// handler one, and it goes on through the read runner and the read-through to client.send's `context`. Not an
// AsyncLocalStorage: on Node 22, and in Electron (Node keeps its async_hooks implementation for Electron), that
// makes every promise of the main process pay for a hook once it is used: a few percent of an offline dashboard
// answered from the cache. A read given none (the tray, start-up) counts as the user's.

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

/** A read given no context: the user's. */
export const USER_READ: ReadContext = Object.freeze({ priority: 'user' });

/** A handler as main's rooms write it: the renderer's input, then who the read is for (absent: the user). */
export type WithReadContext<F> = F extends (input: infer I) => infer R
  ? (input: I, context?: ReadContext) => R
  : never;
/** Each handler of `H` taking a read context after its input. */
export type ReadHandlers<H> = { [K in keyof H]: WithReadContext<H[K]> };
