// Identical GETs in flight share one request: ten views asking for the same portfolio value at once cost one
// call and one rate slot. Each caller can still give up on its own (its signal) without cancelling the others.

export interface Coalescer<T> {
  run(key: string, start: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  /** Requests currently in flight. */
  readonly size: number;
}

export function createCoalescer<T>(): Coalescer<T> {
  const inFlight = new Map<string, Promise<T>>();

  const shared = (key: string, start: () => Promise<T>): Promise<T> => {
    const existing = inFlight.get(key);
    if (existing) return existing;
    const promise = start().finally(() => inFlight.delete(key));
    inFlight.set(key, promise);
    return promise;
  };

  return {
    run(key, start, signal) {
      if (signal?.aborted) return Promise.reject(signal.reason);
      const promise = shared(key, start);
      if (!signal) return promise;
      return new Promise<T>((resolve, reject) => {
        const onAbort = () => reject(signal.reason);
        signal.addEventListener('abort', onAbort, { once: true });
        promise.then(
          (value) => {
            signal.removeEventListener('abort', onAbort);
            resolve(value);
          },
          (error: unknown) => {
            signal.removeEventListener('abort', onAbort);
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
