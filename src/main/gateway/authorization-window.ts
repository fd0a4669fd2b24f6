import type { AppError } from '../../shared/envelope';
import { paymentSaid } from './payment-error';

// A signed authorization stays settleable for what the challenge's `maxTimeoutSeconds` asks, cut to five minutes
// so a gateway cannot hold a payment to settle whenever it likes. `validAfter` lies a minute back so a computer
// clock a little fast does not make the payment "not yet valid".

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
    return { ok: false, error: paymentSaid({ id: 'outcomes.payNoTimeLimit', values: { what } }) };
  }
  const lifetime = Math.min(maxTimeoutSeconds, MAX_LIFETIME_SECONDS);
  return { ok: true, validAfter: now - VALID_AFTER_SLACK_SECONDS, validBefore: now + lifetime };
}
