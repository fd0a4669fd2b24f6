import type { ConnectivityState } from '../../shared/domain/connectivity';
import type { Clock, Logger } from '../lib/effects';
import { backoffDelay } from './backoff';

// One connectivity state per data session (the live service, the gateway): the first refused or timed-out
// connection marks the service offline, and from then on reads answer from the cache without touching the network
// (no retries, no rate slots) until a free probe succeeds. The probe runs with backoff by itself; "Retry now" runs
// it at once. Coming back online is announced, so what is on screen is read again.

export interface ConnectivityDeps {
  clock: Clock;
  log: Logger;
  /** One free request to the service (GET /usage/credits): true when it answered at all (any HTTP status). */
  probe: () => Promise<boolean>;
  /** Every change of state; `back` is true when the service answered again after being offline. */
  onChange?: (state: ConnectivityState, back: boolean) => void;
  random?: () => number;
  /** First wait before probing; doubles up to `probeCapMs`. */
  probeBaseMs?: number;
  probeCapMs?: number;
}

export interface Connectivity {
  state(): ConnectivityState;
  readonly offline: boolean;
  /** A request could not reach the service (refused, reset, no route, timed out). */
  failed(reason: string): void;
  /** The service answered (any status): it is reachable. */
  reached(): void;
  /** "Retry now": probe at once; resolves with the state after the probe. */
  retryNow(): Promise<ConnectivityState>;
  /** No more probes (the session is closing). */
  stop(): void;
}

export const DEFAULT_PROBE_BASE_MS = 5_000;
/**
 * The longest wait between probes. A probe is free (GET /usage/credits) and one every 30 s is nothing against the
 * Free plan's 2 requests/s; a longer one left the banner up for most of a minute after the service was back.
 */
export const DEFAULT_PROBE_CAP_MS = 30_000;

export function createConnectivity(deps: ConnectivityDeps): Connectivity {
  const random = deps.random ?? Math.random;
  const baseMs = deps.probeBaseMs ?? DEFAULT_PROBE_BASE_MS;
  const capMs = deps.probeCapMs ?? DEFAULT_PROBE_CAP_MS;
  let state: ConnectivityState = { online: true, offlineSince: null, nextProbeAt: null, reason: null };
  let attempt = 0;
  /** Cancels the sleep before the next scheduled probe. */
  let timer: AbortController | null = null;
  let probing: Promise<ConnectivityState> | null = null;
  let stopped = false;

  const set = (next: ConnectivityState, back = false) => {
    state = next;
    deps.onChange?.(state, back);
  };

  const schedule = () => {
    if (stopped || state.online) return;
    timer?.abort();
    const controller = new AbortController();
    timer = controller;
    const wait = backoffDelay(attempt++, random, { baseMs, capMs });
    set({ ...state, nextProbeAt: deps.clock.now() + wait });
    deps.clock.sleep(wait, controller.signal).then(
      () => {
        if (timer === controller) timer = null;
        // A wait cut short (stopped, or a probe ran meanwhile) sends nothing, whatever the clock did with it.
        if (stopped || controller.signal.aborted) return;
        void probe();
      },
      () => undefined,
    );
  };

  const probe = (): Promise<ConnectivityState> => {
    if (probing) return probing;
    timer?.abort();
    timer = null;
    probing = (async () => {
      let answered = false;
      try {
        answered = await deps.probe();
      } catch (error) {
        deps.log.warn('connectivity probe failed', {
          error: error instanceof Error ? error.message : String(error),
        });
      }
      // A read may have brought the state back meanwhile; then there is nothing left to do.
      if (answered) markOnline();
      else schedule();
      return state;
    })().finally(() => (probing = null));
    return probing;
  };

  const markOnline = () => {
    if (state.online) return;
    attempt = 0;
    timer?.abort();
    timer = null;
    deps.log.info('service reachable again', { offlineForMs: deps.clock.now() - (state.offlineSince ?? 0) });
    set({ online: true, offlineSince: null, nextProbeAt: null, reason: null }, true);
  };

  return {
    state: () => state,
    get offline() {
      return !state.online;
    },
    failed(reason) {
      if (stopped || !state.online) return;
      deps.log.warn('service unreachable; reading from the cache', { reason });
      attempt = 0;
      set({ online: false, offlineSince: deps.clock.now(), nextProbeAt: null, reason });
      schedule();
    },
    reached: markOnline,
    retryNow: () => (state.online ? Promise.resolve(state) : probe()),
    stop() {
      stopped = true;
      timer?.abort();
      timer = null;
    },
  };
}
