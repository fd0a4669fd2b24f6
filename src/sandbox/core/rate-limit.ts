// Per-account request rate, a sliding one-second window.
//
// It runs on REAL time (an injected realNow, Date.now by default), not the sandbox clock: the sandbox clock only
// moves when told to, so on it every request would fall in the same instant and a Free account could never make
// a third call. Rate is about how fast the client really sends, which is what its throttle must get right.

export interface RateLimiter {
  /** Records the request and says whether it fits; refused requests do not count against the window. */
  allow(key: string, perSecond: number): boolean;
  clear(): void;
}

const WINDOW_MS = 1000;

export function createRateLimiter(realNow: () => number): RateLimiter {
  const windows = new Map<string, number[]>();
  return {
    allow: (key, perSecond) => {
      const now = realNow();
      const recent = (windows.get(key) ?? []).filter((at) => now - at < WINDOW_MS);
      if (recent.length >= perSecond) {
        windows.set(key, recent);
        return false;
      }
      recent.push(now);
      windows.set(key, recent);
      return true;
    },
    clear: () => windows.clear(),
  };
}
