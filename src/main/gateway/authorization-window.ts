import type { AppError } from '../../shared/envelope';
import { paymentError } from './payment-error';

// How long a signed authorization may stay settleable. The x402 challenge names `maxTimeoutSeconds`; a gateway
// that asked for years would hold a payment it could settle whenever it liked. Folio Desk signs for at most five
// minutes and refuses anything longer unsigned, saying why. `validAfter` is a few seconds in the past only (clocks
// differ a little), not the ten minutes or the zero that x402's reference client uses.

export const MAX_LIFETIME_SECONDS = 300;
export const VALID_AFTER_SLACK_SECONDS = 5;

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
  if (maxTimeoutSeconds > MAX_LIFETIME_SECONDS) {
    return refuse(
      `The gateway asked for a payment authorization for ${what} that would stay valid for ` +
        `${describeSeconds(maxTimeoutSeconds)}; Folio Desk signs authorizations valid for at most ` +
        `${MAX_LIFETIME_SECONDS / 60} minutes, so that a gateway cannot keep one to use later; it signed nothing.`,
    );
  }
  return { ok: true, validAfter: now - VALID_AFTER_SLACK_SECONDS, validBefore: now + maxTimeoutSeconds };
}

function refuse(message: string): Window {
  return { ok: false, error: paymentError(message) };
}

function describeSeconds(seconds: number): string {
  const days = seconds / 86_400;
  if (days >= 365) return `about ${Math.round(days / 365).toLocaleString('en-US')} years`;
  if (days >= 2) return `about ${Math.round(days)} days`;
  if (seconds >= 7200) return `about ${Math.round(seconds / 3600)} hours`;
  return `${Math.round(seconds / 60)} minutes`;
}
