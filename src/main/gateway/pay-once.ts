import type { Clock } from '../lib/effects';
import { GatewayRefusal } from '../api/refusal';
import type { GatewayTarget } from './gateway-route';
import { TransportFailure, type GatewaySend } from './gateway-send';
import { readChallenge } from './paid-answer';
import type { PaymentClient } from './payment-client';
import { paymentError } from './payment-error';
import { readReason } from '../../shared/i18n/said-text';
import type { RecipientBook } from './recipient';
import { createReserver } from './reserver';
import { settlePaidAnswer, signerOf, type SettleContext } from './settle';
import { capRefusal, startOfDay, type SpendCaps } from './spend-caps';

// One paid read: the caps checked against the listed price, the free attempt, and on its 402 one signature,
// reserved first, sent once, and settled (settle.ts). Callers run it one at a time (pay-fetch.ts).

export interface PayContext extends SettleContext {
  send: GatewaySend;
  caps: () => SpendCaps;
  readWalletKey: () => Promise<string | null>;
  recipients: Pick<RecipientBook, 'admit'>;
  clock: Pick<Clock, 'now'>;
}

/** Throws the stop's refusal when the user's gateway route is stopped. */
export function checkStopped(ctx: Pick<PayContext, 'repo' | 'gateway'>): void {
  const stop = ctx.repo.stopped(ctx.gateway);
  if (!stop) return;
  const { message, say } = readReason(stop.reason);
  throw new GatewayRefusal(paymentError(message, say));
}

/** The table's price first: a call the caps forbid is refused without even asking the gateway. */
function refuseOverCaps(ctx: PayContext, target: GatewayTarget, what: string, caps: SpendCaps): void {
  const now = ctx.clock.now();
  const committed = ctx.repo.committed(startOfDay(now), now);
  const early = capRefusal({
    what,
    amountAtomic: target.price.atomic,
    caps,
    committedAtomic: committed.settled + committed.reserved,
  });
  if (early) throw new GatewayRefusal(early);
}

export async function payOnce(ctx: PayContext, target: GatewayTarget, init: RequestInit): Promise<Response> {
  const what = `GET ${target.path}`;
  const caps = ctx.caps();
  checkStopped(ctx);
  refuseOverCaps(ctx, target, what, caps);

  const first = await ctx.send(target.url, init);
  if (first.status !== 402) return first;
  const reserver = createReserver({
    repo: ctx.repo,
    gateway: ctx.gateway,
    path: target.path,
    what,
    caps,
    listedAtomic: target.price.atomic,
    admit: (payTo, what) => ctx.recipients.admit(payTo, what),
    clock: ctx.clock,
  });
  // The payment libraries (@x402/*, viem) load on the first 402, not with the app: most users never pay per
  // request, and they would be most of the main bundle's load time.
  const { createPaymentClient } = await import('./payment-client');
  const payment = createPaymentClient({
    what,
    maxPerCallUsd: caps.maxPerCallUsd,
    listedAtomic: target.price.atomic,
    readWalletKey: ctx.readWalletKey,
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
  // Encoded inside sendPaid's guard, as a failure there still follows a reservation.
  const headers = () => payment.http.encodePaymentSignatureHeader(payload);
  const answer = await sendPaid(ctx, { url: target.url, init, headers, nonce, what });
  return settlePaidAnswer(ctx, { target, what, payment, answer, nonce, payer: signerOf(payload) });
}

/** Sends the signed retry once; a failure to send records the authorization as failed and is never retried. */
async function sendPaid(
  ctx: PayContext,
  paid: {
    url: string;
    init: RequestInit;
    headers: () => Record<string, string>;
    nonce: string | null;
    what: string;
  },
): Promise<Response> {
  try {
    return await ctx.send(paid.url, paid.init, paid.headers());
  } catch (error) {
    // A refusal of send()'s own (a redirect of the paid request) keeps its words; anything else is the network.
    const refused = error instanceof GatewayRefusal ? error : null;
    if (paid.nonce) {
      ctx.repo.answer(paid.nonce, 'failed', ctx.clock.now(), {
        reason: refused ? refused.appError.message.slice(0, 80) : 'the network failed',
      });
    }
    if (refused) throw refused;
    // Not a network error to retry: a retry would sign again while this payment may still be collected.
    throw new GatewayRefusal(
      paymentError(
        `The connection failed after a payment for ${paid.what} was signed. The gateway may still collect it, so ` +
          "it counts against today's cap; Folio Desk does not sign again for this read. Try again later.",
        { id: 'errors.payConnectionLost', values: { what: paid.what } },
      ),
      { cause: error instanceof TransportFailure ? error.cause : error },
    );
  }
}
