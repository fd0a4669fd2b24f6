import type { Clock, FetchLike } from '../lib/effects';
import { staticAuth, type AuthProvider } from '../api/auth';

// Demo mode talks to the sandbox in-process: no port, no network, the same client code path as live. The demo
// key is the sandbox's own Starter account, held in memory only; it is not a secret and never touches the keychain.

/** The sandbox serves the reference's `/v1` paths; the base URL carries the segment, request paths do not. */
export const DEMO_BASE_URL = 'http://sandbox.local/v1';
export const DEMO_SEED = 42;
const SANDBOX_ORIGIN = new URL(DEMO_BASE_URL).origin;
/** The one host icons may come from (icons/allow-list.ts), which the sandbox stands in for in demo mode. */
const IMAGE_HOST_ORIGIN = 'https://static.coinstats.app';
const DEMO_KEY = 'sandbox-starter-key';

export interface DemoTransport {
  fetch: FetchLike;
  /**
   * Icon fetches: the allowed image host's addresses answered by the sandbox's stand-in of it (/static-host), so
   * demo icons show with no network while the allow-list stays the production one.
   */
  imageFetch?: FetchLike;
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
  return {
    fetch: async (input, init) => (await sandbox).fetch(new Request(input, init)),
    imageFetch: async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : input);
      if (url.origin !== IMAGE_HOST_ORIGIN) throw new TypeError('demo mode serves only the image host');
      const local = new URL(`${SANDBOX_ORIGIN}/static-host${url.pathname}`);
      return (await sandbox).fetch(new Request(local, init));
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
