// The effects main depends on, passed in by the host (Electron, web, tests) so that the core runs in plain Node.

export interface Clock {
  now(): number;
  /** Resolves after ms; a test clock may resolve at once. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason);
      const timer = setTimeout(resolve, ms);
      signal?.addEventListener(
        'abort',
        () => {
          clearTimeout(timer);
          reject(signal.reason);
        },
        { once: true },
      );
    }),
};

export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

/** Logs as one JSON line each to stderr. Callers pass no secrets; see redact(). */
export const consoleLogger: Logger = {
  info: (message, fields) => console.error(JSON.stringify({ level: 'info', message, ...fields })),
  warn: (message, fields) => console.error(JSON.stringify({ level: 'warn', message, ...fields })),
  error: (message, fields) => console.error(JSON.stringify({ level: 'error', message, ...fields })),
};

export const silentLogger: Logger = { info: () => {}, warn: () => {}, error: () => {} };

/**
 * What the app reads of an answer. A fetch Response is one; so is demo mode's in-process answer, which builds no
 * Response (mode/demo-transport.ts).
 */
export interface FetchResponse {
  readonly status: number;
  readonly ok: boolean;
  readonly type: Response['type'];
  readonly headers: Pick<Headers, 'get' | 'has' | 'getSetCookie'>;
  readonly body: ReadableStream<Uint8Array> | null;
  text(): Promise<string>;
}

export type FetchLike = (input: Request | string | URL, init?: RequestInit) => Promise<Response>;
/** A fetch for the service's reads and icons: a FetchLike is one, and so is demo mode's in-process transport. */
export type ReadFetch = (input: string | URL, init?: RequestInit) => Promise<FetchResponse>;
