import type { Clock, FetchLike, Logger } from '../lib/effects';
import type { AuthorizationsRepo } from './authorizations-repo';
import { routeToGateway, type GatewayTarget } from './gateway-route';
import { createGatewaySend, TransportFailure } from './gateway-send';
import { GatewayRefusal } from '../api/refusal';
import { checkStopped, payOnce, type PayContext } from './pay-once';
import { createRecipientBook, type RecipientBook } from './recipient';
import { createSessionCookie, type SessionCookie } from './session-cookie';
import type { SpendCaps } from './spend-caps';

// A fetch that reads `/v1/<path>` from the pay-per-request gateway, paying in USDC on a 402 with ONE paid retry.
// Payments go one at a time (two reads never both pay for one session) and each signature is reserved against the
// caps first; a 402 to the paid retry stops the route until the user resumes it, and a failed paid retry ends as a
// GatewayRefusal that is never retried, so a hostile gateway cannot collect signature after signature.

export interface PayFetchDeps {
  fetch: FetchLike;
  /** The gateway host (with the sandbox's `/gateway` prefix when testing); gateway paths carry no `/v1`. */
  gatewayBaseUrl: string;
  /** KeyService.read('wallet-key'): asked only when a payment is about to be signed. */
  readWalletKey: () => Promise<string | null>;
  /** Read afresh for every payment, so a change in Settings applies to the next call. */
  caps: () => SpendCaps;
  authorizations: AuthorizationsRepo;
  clock: Pick<Clock, 'now'>;
  log: Logger;
  /** The session cookie, shared with whoever shows its countdown; one of its own when not given. */
  session?: SessionCookie;
  /** A signed authorization's outcome was recorded (the ledger and the header change). */
  changed?: () => void;
  /** Whom payments may go to (recipient.ts); one of its own, kept in memory, when not given. */
  recipients?: Pick<RecipientBook, 'admit'>;
}

/** The gateway a stop applies to: its base address, as configured. */
export const gatewayKeyOf = (gatewayBaseUrl: string) => gatewayBaseUrl.replace(/\/+$/, '');

export function createPayFetch(deps: PayFetchDeps): FetchLike {
  const session = deps.session ?? createSessionCookie(deps.clock);
  const gateway = gatewayKeyOf(deps.gatewayBaseUrl);
  const repo = deps.authorizations;
  const recipients = deps.recipients ?? createRecipientBook({ repo, gateway, clock: deps.clock });
  let queue: Promise<unknown> = Promise.resolve();
  const serially = <T>(run: () => Promise<T>): Promise<T> => {
    const next = queue.then(run, run);
    queue = next.catch(() => undefined);
    return next;
  };
  const send = createGatewaySend(deps.fetch, session);
  const ctx: PayContext = {
    repo,
    gateway,
    send,
    recipients,
    caps: deps.caps,
    readWalletKey: deps.readWalletKey,
    clock: deps.clock,
    log: deps.log,
    changed: () => deps.changed?.(),
  };

  /** The answer within a live session, or null when there is none (or the gateway no longer honours it). */
  const withSession = async (target: GatewayTarget, init: RequestInit): Promise<Response | null> => {
    if (session.header() === null) return null;
    const response = await send(target.url, init);
    if (response.status !== 402) return response;
    session.forget();
    await response.body?.cancel();
    return null;
  };

  return async (input, init) => {
    const original = new Request(input, init);
    const target = routeToGateway(original, deps.gatewayBaseUrl);
    const forward: RequestInit = { method: 'GET', headers: original.headers, signal: original.signal };
    try {
      checkStopped(ctx);
      const free = await withSession(target, forward);
      if (free) return free;
      // Another call may have opened a session while this one waited its turn to pay.
      return await serially(
        async () => (await withSession(target, forward)) ?? (await payOnce(ctx, target, forward)),
      );
    } catch (error) {
      if (error instanceof TransportFailure) throw error.cause;
      if (error instanceof GatewayRefusal) {
        deps.log.warn('gateway call refused', { path: target.path, code: error.appError.code });
      }
      throw error;
    }
  };
}
