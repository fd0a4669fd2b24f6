import type { Clock, Logger } from '../lib/effects';

// Anyone on the machine can knock on the web host's port: a refused upgrade or a malformed frame is worth a line,
// a flood of them is not worth a full disk. Each kind of event logs at most a few lines a minute; the ones held
// back are counted, and the count rides on the next line of that kind.

export interface LimitedLog {
  /** `kind` names the event (a fixed string of this code), so the map of windows stays small. */
  warn(kind: string, message: string, fields?: Record<string, unknown>): void;
}

export interface LimitOptions {
  clock: Pick<Clock, 'now'>;
  perWindow?: number;
  windowMs?: number;
}

export function limitedLog(log: Logger, options: LimitOptions): LimitedLog {
  const perWindow = options.perWindow ?? 3;
  const windowMs = options.windowMs ?? 60_000;
  const windows = new Map<string, { start: number; logged: number; suppressed: number }>();
  return {
    warn(kind, message, fields = {}) {
      const now = options.clock.now();
      let window = windows.get(kind);
      let extra: Record<string, unknown> = {};
      if (!window || now - window.start >= windowMs) {
        if (window && window.suppressed > 0) extra = { suppressedBefore: window.suppressed };
        window = { start: now, logged: 0, suppressed: 0 };
        windows.set(kind, window);
      }
      if (window.logged >= perWindow) {
        window.suppressed += 1;
        return;
      }
      window.logged += 1;
      if (window.logged === perWindow)
        extra = { ...extra, limit: `more this minute are counted, not logged` };
      log.warn(message, { ...fields, ...extra });
    },
  };
}
