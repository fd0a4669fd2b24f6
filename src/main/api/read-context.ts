// Who a request is for (the visible view, a background read, the credit check) and a signal that drops it while it
// still waits for a rate slot. Passed explicitly rather than through AsyncLocalStorage, whose hook every promise in
// main would pay for. A read given none (the tray, start-up) counts as the user's.

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
