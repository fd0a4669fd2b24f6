// Identical GETs in flight share one request: ten views asking for the same portfolio value at once cost one
// call and one rate slot. Each caller can still give up on its own without cancelling the others:
// - `signal`: the caller leaves whenever it aborts;
// - `dropSignal`: the caller leaves only while the request has not been sent yet (the user left the view while
//   it waited for a rate slot); once sent, the caller stays, so the answer still lands in the cache.
// When every caller has left, the shared request's own signal aborts and a request still queued is dropped.

export interface SharedRun {
  /** Aborts once no caller is waiting any more. */
  abandoned: AbortSignal;
  /** Call when the request leaves for the network: callers can no longer drop it. */
  sent(): void;
}

export interface CallerSignals {
  signal?: AbortSignal;
  dropSignal?: AbortSignal;
}

export interface Coalescer<T> {
  run(key: string, start: (shared: SharedRun) => Promise<T>, caller?: CallerSignals): Promise<T>;
  /** Requests currently in flight. */
  readonly size: number;
}

interface Entry<T> {
  promise: Promise<T>;
  /** Callers still waiting. */
  waiting: number;
  sent: boolean;
  abandoned: AbortController;
}

export function createCoalescer<T>(): Coalescer<T> {
  const inFlight = new Map<string, Entry<T>>();

  const entryFor = (key: string, start: (shared: SharedRun) => Promise<T>): Entry<T> => {
    const existing = inFlight.get(key);
    if (existing) return existing;
    const entry: Entry<T> = {
      promise: Promise.resolve() as Promise<never>,
      waiting: 0,
      sent: false,
      abandoned: new AbortController(),
    };
    entry.promise = start({ abandoned: entry.abandoned.signal, sent: () => (entry.sent = true) }).finally(
      () => {
        if (inFlight.get(key) === entry) inFlight.delete(key);
      },
    );
    inFlight.set(key, entry);
    return entry;
  };

  return {
    run(key, start, caller = {}) {
      const { signal, dropSignal } = caller;
      if (signal?.aborted) return Promise.reject(signal.reason);
      if (dropSignal?.aborted && !inFlight.get(key)?.sent) return Promise.reject(dropSignal.reason);
      const entry = entryFor(key, start);
      entry.waiting += 1;
      if (!signal && !dropSignal) return entry.promise;
      return new Promise<T>((resolve, reject) => {
        let left = false;
        const leave = (reason: unknown) => {
          if (left) return;
          left = true;
          cleanup();
          entry.waiting -= 1;
          if (entry.waiting === 0 && !entry.sent) {
            // Nobody wants it: a later caller for the same key starts afresh rather than joining a dropped one.
            if (inFlight.get(key) === entry) inFlight.delete(key);
            entry.abandoned.abort(reason);
          }
          reject(reason);
        };
        const onAbort = () => leave(signal?.reason);
        const onDrop = () => {
          if (!entry.sent) leave(dropSignal?.reason);
        };
        const cleanup = () => {
          signal?.removeEventListener('abort', onAbort);
          dropSignal?.removeEventListener('abort', onDrop);
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        dropSignal?.addEventListener('abort', onDrop, { once: true });
        entry.promise.then(
          (value) => {
            if (left) return;
            cleanup();
            resolve(value);
          },
          (error: unknown) => {
            if (left) return;
            cleanup();
            reject(error);
          },
        );
      });
    },
    get size() {
      return inFlight.size;
    },
  };
}
