import type { Clock, FetchLike, Logger } from '../lib/effects';
import type { AuthorizationOutcome, AuthorizationsRepo } from './authorizations-repo';
import { routeToGateway, type GatewayTarget } from './gateway-route';
import { challengeError, isRedirect, readChallenge, redirectRefusal, settlementOf } from './paid-answer';
import type { PaymentClient } from './payment-client';
import { paymentError } from './payment-error';
import { GatewayRefusal } from '../api/refusal';
import { createRecipientBook, type RecipientBook } from './recipient';
import { createReserver } from './reserver';
import { createSessionCookie, type SessionCookie } from './session-cookie';
import { capRefusal, startOfDay, type SpendCaps } from './spend-caps';
import { BASE_NETWORK, BASE_NETWORK_V1 } from './usdc';

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

/** A failure of the underlying fetch, kept apart from payment failures and unwrapped before it leaves. */
class TransportFailure {
  constructor(readonly cause: unknown) {}
}

/** The signer of a payment payload (x402 exact scheme: payload.authorization.from), if it names one. */
function signerOf(payload: unknown): string | null {
  const from = (payload as { payload?: { authorization?: { from?: unknown } } } | null)?.payload
    ?.authorization?.from;
  return typeof from === 'string' ? from : null;
}

/**
 * Why a receipt that says "success" does not prove this payment was settled, or null when it does: it must come
 * with the data (a 2xx), name Base, a transaction hash, and (when it names one) this payment's payer. A receipt
 * is the gateway's text: a wrong one is recorded as unconfirmed, never as paid with someone else's transaction.
 */
function mismatchOf(
  receipt: { transaction?: unknown; network?: unknown; payer?: unknown },
  payer: string | null,
  answer: Response,
): string | null {
  if (!answer.ok) return `a receipt with HTTP ${answer.status}`;
  // x402 v1 receipts name the network `base`, v2 ones `eip155:8453`: the same chain.
  if (receipt.network !== BASE_NETWORK && receipt.network !== BASE_NETWORK_V1) {
    return 'a receipt for another network';
  }
  if (typeof receipt.transaction !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(receipt.transaction)) {
    return 'a receipt without a transaction hash';
  }
  if (
    payer !== null &&
    receipt.payer !== undefined &&
    (typeof receipt.payer !== 'string' || receipt.payer.toLowerCase() !== payer.toLowerCase())
  ) {
    return "a receipt naming another wallet's payment";
  }
  return null;
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

  // Every request the gateway sees goes through here: the session cookie out, a new session cookie in.
  const send = async (
    url: string,
    init: RequestInit,
    payment?: Record<string, string>,
  ): Promise<Response> => {
    // Never followed: a redirect would carry the payment headers and the session cookie to wherever it points.
    const request = new Request(url, { ...init, redirect: 'manual' });
    const cookie = session.header();
    if (cookie !== null) request.headers.set('Cookie', cookie);
    for (const [name, value] of Object.entries(payment ?? {})) request.headers.set(name, value);
    // The library encodes a v1 payment as X-PAYMENT and a v2 one as PAYMENT-SIGNATURE. service.md 5.2 names
    // X-PAYMENT whatever the version, so a v2 payment goes under both names and either kind of gateway finds it.
    const signed = request.headers.get('payment-signature');
    if (signed !== null && !request.headers.has('x-payment')) request.headers.set('X-PAYMENT', signed);
    let response: Response;
    try {
      response = await deps.fetch(request);
    } catch (error) {
      throw new TransportFailure(error);
    }
    if (isRedirect(response)) {
      await response.body?.cancel().catch(() => undefined);
      throw redirectRefusal(url, response);
    }
    session.remember(response);
    return response;
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

  const checkStopped = () => {
    const stop = repo.stopped(gateway);
    if (stop) throw new GatewayRefusal(paymentError(stop.reason));
  };

  const pay = async (target: GatewayTarget, init: RequestInit): Promise<Response> => {
    const what = `GET ${target.path}`;
    const caps = deps.caps();
    checkStopped();
    // The table's price first: a call the caps forbid is refused without even asking the gateway.
    const now = deps.clock.now();
    const committed = repo.committed(startOfDay(now), now);
    const early = capRefusal({
      what,
      amountAtomic: target.price.atomic,
      caps,
      committedAtomic: committed.settled + committed.reserved,
    });
    if (early) throw new GatewayRefusal(early);

    const first = await send(target.url, init);
    if (first.status !== 402) return first;
    const reserver = createReserver({
      repo,
      gateway,
      path: target.path,
      what,
      caps,
      listedAtomic: target.price.atomic,
      admit: (payTo, what) => recipients.admit(payTo, what),
      clock: deps.clock,
    });
    // The payment libraries (@x402/*, viem) load on the first 402, not with the app: most users never pay per
    // request, and they would be most of the main bundle's load time.
    const { createPaymentClient } = await import('./payment-client');
    const payment = createPaymentClient({
      what,
      maxPerCallUsd: caps.maxPerCallUsd,
      listedAtomic: target.price.atomic,
      readWalletKey: deps.readWalletKey,
      reserve: reserver.reserve,
      unsigned: reserver.unsigned,
    });
    const challenge = await readChallenge(payment, first, what);
    let payload: Awaited<ReturnType<PaymentClient['client']['createPaymentPayload']>>;
    try {
      payload = await payment.client.createPaymentPayload(challenge);
    } catch (error) {
      throw new GatewayRefusal(payment.refusal(challenge, error), { cause: error });
    }
    const nonce = reserver.nonce();
    let answer: Response;
    try {
      answer = await send(target.url, init, payment.http.encodePaymentSignatureHeader(payload));
    } catch (error) {
      // A refusal of send()'s own (a redirect of the paid request) keeps its words; anything else is the network.
      const refused = error instanceof GatewayRefusal ? error : null;
      if (nonce) {
        repo.answer(nonce, 'failed', deps.clock.now(), {
          reason: refused ? refused.appError.message.slice(0, 80) : 'the network failed',
        });
      }
      if (refused) throw refused;
      // Not a network error to retry: a retry would sign again while this payment may still be collected.
      throw new GatewayRefusal(
        paymentError(
          `The connection failed after a payment for ${what} was signed. The gateway may still collect it, so ` +
            "it counts against today's cap; Folio Desk does not sign again for this read. Try again later.",
        ),
        { cause: error instanceof TransportFailure ? error.cause : error },
      );
    }
    return settle({ target, what, payment, answer, nonce, payer: signerOf(payload) });
  };

  /** Reads what the gateway made of the signed authorization and records it. */
  const settle = async (call: {
    target: GatewayTarget;
    what: string;
    payment: PaymentClient;
    answer: Response;
    nonce: string | null;
    /** The address that signed the authorization, when the payload names it. */
    payer: string | null;
  }): Promise<Response> => {
    const { target, what, answer, nonce } = call;
    const at = deps.clock.now();
    const receipt = settlementOf(call.payment, answer);
    const receiptProblem = receipt?.success ? mismatchOf(receipt, call.payer, answer) : null;
    const record = (outcome: AuthorizationOutcome, detail: { transaction?: string; reason?: string }) => {
      if (nonce === null) return;
      queueMicrotask(() => deps.changed?.());
      try {
        repo.answer(nonce, outcome, at, detail);
      } catch (error) {
        // The authorization stays recorded as reserved, which still counts against the caps.
        deps.log.error('could not record a gateway payment outcome', {
          path: target.path,
          error: error instanceof Error ? error.message : String(error),
        });
      }
    };
    if (receipt?.success && receiptProblem === null) {
      record('settled', { transaction: receipt.transaction });
      deps.log.info('gateway payment settled', {
        path: target.path,
        network: receipt.network,
        transaction: receipt.transaction,
      });
      return answer;
    }
    if (answer.status === 402) {
      const reason = (
        receipt?.errorReason ??
        (await challengeError(call.payment, answer)) ??
        'no reason given'
      ).slice(0, 80);
      await answer.body?.cancel().catch(() => undefined);
      record('refused', { reason });
      const message =
        `The pay-per-request gateway refused a signed payment for ${what} (${reason}) and asked again. ` +
        `Folio Desk stopped paying ${gateway} so that it cannot ask for signature after signature; the ` +
        `authorization counts against today's cap. Check the wallet's USDC on Base and the gateway, then ` +
        `resume paying in Settings.`;
      repo.stop(gateway, at, message);
      deps.log.warn('gateway refused a paid retry; route stopped', { path: target.path, reason });
      throw new GatewayRefusal(paymentError(message));
    }
    if (receipt && !receipt.success) {
      const reason = (receipt.errorReason ?? 'no reason given').slice(0, 80);
      record('failed', { reason });
      if (answer.ok) return answer;
      await answer.body?.cancel();
      throw new GatewayRefusal(
        paymentError(
          `The pay-per-request gateway could not settle the payment for ${what} (${reason}). It counts ` +
            "against today's cap until the day ends, in case it was collected; Folio Desk does not sign again " +
            'for this read.',
        ),
      );
    }
    if (answer.ok) {
      // Data without a (matching) receipt: probably paid, not confirmed.
      record('unconfirmed', { reason: receiptProblem ?? 'no receipt' });
      deps.log.warn('gateway served a paid call without a matching receipt', {
        path: target.path,
        problem: receiptProblem ?? 'no receipt',
      });
      return answer;
    }
    // An error answer to the paid retry: the payment may still have been collected, so it stays counted, and the
    // read ends here. The HTTP layer would retry an error status, and every retry would sign a new payment.
    record('failed', { reason: `HTTP ${answer.status}` });
    await answer.body?.cancel();
    if (answer.status === 409) {
      // The service's "not synced" (service.md 7): an answer about the wallet, not about the payment. Said as
      // such, so the wallet room remembers it and the read is not paid for again on this route (no sync here).
      throw new GatewayRefusal({
        code: 'not_synced',
        status: 409,
        message:
          `The gateway answered the paid request for ${what}: these wallet transactions are not synced yet ` +
          "(HTTP 409). The signed payment may still be collected, so it counts against today's cap. Paying per " +
          'request cannot sync a wallet, so Folio Desk does not pay for this read again: sync the wallet with ' +
          'your API key (Settings, Access route), then read it.',
      });
    }
    throw new GatewayRefusal(
      paymentError(
        `The pay-per-request gateway answered the paid request for ${what} with HTTP ${answer.status}. The ` +
          "signed payment may still be collected, so it counts against today's cap; Folio Desk does not sign " +
          'again for this read. Try again later.',
      ),
    );
  };

  return async (input, init) => {
    const original = new Request(input, init);
    const target = routeToGateway(original, deps.gatewayBaseUrl);
    const forward: RequestInit = { method: 'GET', headers: original.headers, signal: original.signal };
    try {
      checkStopped();
      const free = await withSession(target, forward);
      if (free) return free;
      // Another call may have opened a session while this one waited its turn to pay.
      return await serially(async () => (await withSession(target, forward)) ?? (await pay(target, forward)));
    } catch (error) {
      if (error instanceof TransportFailure) throw error.cause;
      if (error instanceof GatewayRefusal) {
        deps.log.warn('gateway call refused', { path: target.path, code: error.appError.code });
      }
      throw error;
    }
  };
}
