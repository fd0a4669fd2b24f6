import { createSandbox } from '../../sandbox/app';
import type { Clock, FetchLike } from '../lib/effects';
import { staticAuth, type AuthProvider } from '../api/auth';

// Demo mode talks to the sandbox in-process: no port, no network, the same client code path as live. The demo
// key is the sandbox's own Starter account, held in memory only; it is not a secret and never touches the keychain.

/** The sandbox serves the reference's `/v1` paths; the base URL carries the segment, request paths do not. */
export const DEMO_BASE_URL = 'http://sandbox.local/v1';
export const DEMO_SEED = 42;
const DEMO_KEY = 'sandbox-starter-key';

export interface DemoTransport {
  fetch: FetchLike;
  baseUrl: string;
  auth: AuthProvider;
}

/**
 * The sandbox starts at the app's now and keeps pace with the app's clock, so demo data is dated today and a
 * wallet sync finishes while the user waits. Its rate limit measures the same clock.
 */
export function createDemoTransport(clock: Pick<Clock, 'now'>, seed = DEMO_SEED): DemoTransport {
  const sandbox = createSandbox({
    seed,
    now: clock.now(),
    followRealTime: () => clock.now(),
    realNow: () => clock.now(),
  });
  return {
    fetch: (input, init) => sandbox.fetch(new Request(input, init)),
    baseUrl: DEMO_BASE_URL,
    auth: staticAuth(DEMO_KEY),
  };
}
