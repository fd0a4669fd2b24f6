import type { Clock, Logger } from '../lib/effects';
import { GatewayRefusal } from '../api/refusal';
import type { AuthorizationOutcome, AuthorizationsRepo } from './authorizations-repo';
import type { GatewayTarget } from './gateway-route';
import { challengeError, settlementOf } from './paid-answer';
import type { PaymentClient } from './payment-client';
import { paymentError } from './payment-error';
import { said } from '../../shared/i18n/say';
import { storeReason } from '../../shared/i18n/said-text';
import type { Say } from '../../shared/envelope';
import { BASE_NETWORK, BASE_NETWORK_V1 } from './usdc';

// What the gateway made of a signed authorization: the answer to the paid retry is read, its outcome recorded
// against the reserved nonce, and only a settled or a data-carrying answer goes on to the reader.

export interface SettleContext {
  repo: AuthorizationsRepo;
  /** The gateway's key (gatewayKeyOf): where a stop is recorded. */
  gateway: string;
  clock: Pick<Clock, 'now'>;
  log: Logger;
  changed?: () => void;
}

export interface PaidCall {
  target: GatewayTarget;
  what: string;
  payment: PaymentClient;
  answer: Response;
  nonce: string | null;
  /** The address that signed the authorization, when the payload names it. */
  payer: string | null;
}

type RecordOutcome = (
  outcome: AuthorizationOutcome,
  detail: { transaction?: string; reason?: string },
) => void;

/** The signer of a payment payload (x402 exact scheme: payload.authorization.from), if it names one. */
export function signerOf(payload: unknown): string | null {
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

function recorder(ctx: SettleContext, call: PaidCall, at: number): RecordOutcome {
  return (outcome, detail) => {
    if (call.nonce === null) return;
    queueMicrotask(() => ctx.changed?.());
    try {
      ctx.repo.answer(call.nonce, outcome, at, detail);
    } catch (error) {
      // The authorization stays recorded as reserved, which still counts against the caps.
      ctx.log.error('could not record a gateway payment outcome', {
        path: call.target.path,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  };
}

/** Reads what the gateway made of the signed authorization and records it. */
export async function settlePaidAnswer(ctx: SettleContext, call: PaidCall): Promise<Response> {
  const { target, what, answer } = call;
  const at = ctx.clock.now();
  const receipt = settlementOf(call.payment, answer);
  const receiptProblem = receipt?.success ? mismatchOf(receipt, call.payer, answer) : null;
  const record = recorder(ctx, call, at);
  if (receipt?.success && receiptProblem === null) {
    record('settled', { transaction: receipt.transaction });
    ctx.log.info('gateway payment settled', {
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
    return stopAfterSecondChallenge(ctx, call, { at, reason, record });
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
        { id: 'errors.payNotSettled', values: { what, reason } },
      ),
    );
  }
  if (answer.ok) {
    // Data without a (matching) receipt: probably paid, not confirmed.
    record('unconfirmed', { reason: receiptProblem ?? 'no receipt' });
    ctx.log.warn('gateway served a paid call without a matching receipt', {
      path: target.path,
      problem: receiptProblem ?? 'no receipt',
    });
    return answer;
  }
  record('failed', { reason: `HTTP ${answer.status}` });
  await answer.body?.cancel();
  throw errorAnswerRefusal(what, answer.status);
}

/** A 402 to the paid retry: the route stops until the user resumes it, so no signature follows another. */
async function stopAfterSecondChallenge(
  ctx: SettleContext,
  call: PaidCall,
  seen: { at: number; reason: string; record: RecordOutcome },
): Promise<never> {
  const { reason } = seen;
  await call.answer.body?.cancel().catch(() => undefined);
  seen.record('refused', { reason });
  const message =
    `The pay-per-request gateway refused a signed payment for ${call.what} (${reason}) and asked again. ` +
    `Folio Desk stopped paying ${ctx.gateway} so that it cannot ask for signature after signature; the ` +
    `authorization counts against today's cap. Check the wallet's USDC on Base and the gateway, then ` +
    `resume paying in Settings.`;
  const values = { what: call.what, reason, gateway: ctx.gateway };
  const say: Say = { id: 'errors.payRefusedStopped', values };
  ctx.repo.stop(ctx.gateway, seen.at, storeReason({ message, say }));
  ctx.log.warn('gateway refused a paid retry; route stopped', { path: call.target.path, reason });
  throw new GatewayRefusal(paymentError(message, say));
}

/**
 * An error answer to the paid retry: the payment may still have been collected, so it stays counted, and the
 * read ends here. The HTTP layer would retry an error status, and every retry would sign a new payment.
 */
function errorAnswerRefusal(what: string, status: number): GatewayRefusal {
  if (status === 409) {
    // The service's "not synced" (service.md 7): an answer about the wallet, not about the payment. Said as
    // such, so the wallet room remembers it and the read is not paid for again on this route (no sync here).
    return new GatewayRefusal({
      code: 'not_synced',
      status: 409,
      ...said({ id: 'outcomes.payNotSynced', values: { what } }),
    });
  }
  return new GatewayRefusal(
    paymentError(
      `The pay-per-request gateway answered the paid request for ${what} with HTTP ${status}. The ` +
        "signed payment may still be collected, so it counts against today's cap; Folio Desk does not sign " +
        'again for this read. Try again later.',
      { id: 'errors.payAnsweredStatus', values: { what, status: String(status) } },
    ),
  );
}
