import type { AppError } from '../../shared/envelope';
import { paymentError } from './payment-error';

// How long a signed authorization may stay settleable. The x402 challenge names `maxTimeoutSeconds`, the longest
// the gateway allows for completing the payment; a gateway that asked for years would hold a payment it could
// settle whenever it liked. Folio Desk signs for what it asks, but never for more than five minutes: a shorter
// authorization is just as valid to the facilitator (it needs a few seconds left), so a longer request is cut to
// five minutes rather than refused. `validAfter` lies a minute in the past: a computer clock a little fast must
// not make the payment "not yet valid" (the contract wants validAfter before the block's time), and only
// `validBefore` bounds when it can be collected.

export const MAX_LIFETIME_SECONDS = 300;
export const VALID_AFTER_SLACK_SECONDS = 60;

export type Window = { ok: true; validAfter: number; validBefore: number } | { ok: false; error: AppError };

/** `nowMs` is the app's clock; the window is in unix seconds, as EIP-3009 signs it. */
export function authorizationWindow(maxTimeoutSeconds: unknown, nowMs: number, what: string): Window {
  const now = Math.floor(nowMs / 1000);
  if (
    typeof maxTimeoutSeconds !== 'number' ||
    !Number.isSafeInteger(maxTimeoutSeconds) ||
    maxTimeoutSeconds <= 0
  ) {
    return refuse(
      `The gateway asked for a payment for ${what} without a usable time limit, so Folio Desk signed nothing.`,
    );
  }
  const lifetime = Math.min(maxTimeoutSeconds, MAX_LIFETIME_SECONDS);
  return { ok: true, validAfter: now - VALID_AFTER_SLACK_SECONDS, validBefore: now + lifetime };
}

function refuse(message: string): Window {
  return { ok: false, error: paymentError(message) };
}
