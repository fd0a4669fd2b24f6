import type { SandboxAnswer } from '../../sandbox/core/answer';
import type { Clock, FetchResponse, ReadFetch } from '../lib/effects';
import { staticAuth, type AuthProvider } from '../api/auth';

// Demo mode talks to the sandbox in-process: no port, no network, the same client code path as live. The demo
// key is the sandbox's own Starter account, held in memory only; it is not a secret and never touches the keychain.
// Requests and answers stay plain objects: a fetch Request or Response would load Node's fetch machinery (undici),
// about 30 ms of a first start.

/** The sandbox serves the reference's `/v1` paths; the base URL carries the segment, request paths do not. */
export const DEMO_BASE_URL = 'http://sandbox.local/v1';
export const DEMO_SEED = 42;
const SANDBOX_ORIGIN = new URL(DEMO_BASE_URL).origin;
/** The one host icons may come from (icons/allow-list.ts), which the sandbox stands in for in demo mode. */
const IMAGE_HOST_ORIGIN = 'https://static.coinstats.app';
const DEMO_KEY = 'sandbox-starter-key';

export interface DemoTransport {
  fetch: ReadFetch;
  /**
   * Icon fetches: the allowed image host's addresses answered by the sandbox's stand-in of it (/static-host), so
   * demo icons show with no network while the allow-list stays the production one.
   */
  imageFetch?: ReadFetch;
  baseUrl: string;
  auth: AuthProvider;
  /**
   * Raises the simulated account's use this month to `used` (the count the demo meter reached before the app was
   * last closed): a fresh sandbox starts from its seeded figure, and the meter must not fall back on a restart.
   */
  restoreUsed?: (used: number) => void;
}

/** The sandbox account the demo key belongs to. */
const DEMO_ACCOUNT = 'starter';

/**
 * The sandbox starts at the app's now and keeps pace with the app's clock, so demo data is dated today and a
 * wallet sync finishes while the user waits. Its rate limit measures the same clock.
 */
export function createDemoTransport(clock: Pick<Clock, 'now'>, seed = DEMO_SEED): DemoTransport {
  // The sandbox (with the gateway's signature checks, viem) loads when demo mode first reads, not with the app.
  const sandbox = import('../../sandbox/app').then(({ createSandbox }) =>
    createSandbox({
      seed,
      now: clock.now(),
      followRealTime: () => clock.now(),
      realNow: () => clock.now(),
    }),
  );
  const ask = async (url: string, init: RequestInit = {}): Promise<FetchResponse> => {
    if (init.body !== undefined && init.body !== null && typeof init.body !== 'string') {
      throw new TypeError('demo mode sends text bodies only');
    }
    const request = {
      method: init.method ?? 'GET',
      url,
      headers: headerPairs(init.headers),
      ...(typeof init.body === 'string' ? { body: init.body } : {}),
    };
    return asFetchResponse(
      await untilAborted(
        init.signal,
        sandbox.then((box) => box.handle(request)),
      ),
    );
  };
  return {
    fetch: (input, init) => ask(String(input), init),
    imageFetch: async (input, init) => {
      const url = new URL(input);
      if (url.origin !== IMAGE_HOST_ORIGIN) throw new TypeError('demo mode serves only the image host');
      return ask(`${SANDBOX_ORIGIN}/static-host${url.pathname}`, init);
    },
    baseUrl: DEMO_BASE_URL,
    auth: staticAuth(DEMO_KEY),
    restoreUsed(used) {
      // Chained before any read's own wait for the sandbox, so the first answer already carries the figure.
      void sandbox.then(({ state }) => {
        const month = state.credits.get(DEMO_ACCOUNT);
        if (month && used > month.used) month.used = used;
      });
    },
  };
}

function headerPairs(init: RequestInit['headers']): [string, string][] {
  if (!init) return [];
  if (Array.isArray(init)) return init.map(([name, value]) => [String(name), String(value)]);
  const pairs: [string, string][] = [];
  // A Headers object, told apart without naming the class (that would load the fetch machinery).
  if (typeof (init as Headers).forEach === 'function')
    (init as Headers).forEach((value, name) => pairs.push([name, value]));
  else for (const [name, value] of Object.entries(init)) pairs.push([name, String(value)]);
  return pairs;
}

/** Rejects with the signal's reason once it aborts, as fetch does. */
function untilAborted<T>(signal: AbortSignal | null | undefined, work: Promise<T>): Promise<T> {
  if (!signal) return work;
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const stop = () => reject(signal.reason as Error);
    signal.addEventListener('abort', stop, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', stop));
  });
}

function asFetchResponse(sent: SandboxAnswer): FetchResponse {
  const { body } = sent;
  let stream: ReadableStream<Uint8Array> | null | undefined;
  return {
    status: sent.status,
    ok: sent.status >= 200 && sent.status <= 299,
    type: 'basic',
    headers: sent.headers,
    // Made only when read (icons read the body capped); most callers read text.
    get body() {
      stream ??=
        body === null
          ? null
          : new ReadableStream<Uint8Array>({
              start(controller) {
                controller.enqueue(typeof body === 'string' ? new TextEncoder().encode(body) : body);
                controller.close();
              },
            });
      return stream;
    },
    text: () =>
      Promise.resolve(typeof body === 'string' ? body : new TextDecoder().decode(body ?? undefined)),
  };
}
