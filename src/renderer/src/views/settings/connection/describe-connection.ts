import type { ConnectionCheck } from '../../../../../shared/domain/connection';

// What the connection check found, in words a user can act on. Every failure says the key is still stored: a
// failed check is about the address, the network or the service as often as about the key.

export interface ConnectionText {
  tone: 'ok' | 'error' | 'info';
  headline: string;
  detail: string;
}

export function describeConnection(
  check: ConnectionCheck,
  count: (n: number) => string,
  /** The key lives in main's memory for this session (no OS keychain), not in the keychain. */
  sessionOnly = false,
): ConnectionText {
  const KEPT = sessionOnly
    ? 'Your key is still kept for this session.'
    : 'Your key is still saved in the keychain.';
  const { address, outcome } = check;
  const learned = check.learnedFrom
    ? ` ${check.learnedFrom} answered 404 and ${address} answered, so Folio Desk uses ${address}.`
    : '';
  switch (outcome.kind) {
    case 'ok':
      return {
        tone: 'ok',
        headline: `Connected. Plan: ${outcome.plan}. Credits left at this check: ${count(outcome.creditsLeft)} of ${count(outcome.creditsTotal)}; the header counts on from there.`,
        detail: `Checked at ${address}.${learned}`,
      };
    case 'refused':
      return {
        tone: 'error',
        headline: `The key was refused by the service at ${address} (${outcome.status}).`,
        detail: `${KEPT} Replace it with the key shown in your CoinStats account.${learned}`,
      };
    case 'not-found':
      return {
        tone: 'error',
        headline: `No CoinStats API at this address: ${address}.`,
        detail: `It answered 404 with and without /v1. Check the Service address under Advanced. ${KEPT}`,
      };
    case 'network':
      return {
        tone: 'error',
        headline: `Could not reach ${address}: ${outcome.detail}.`,
        detail: `Check the address and your network connection, then check again. ${KEPT}`,
      };
    case 'tls':
      return {
        tone: 'error',
        headline: `The secure connection to ${address} failed: ${outcome.detail}.`,
        detail: `Folio Desk sends your key only to a server whose certificate it can verify. ${KEPT}`,
      };
    case 'busy':
      return {
        tone: 'info',
        headline: `The service at ${address} is there, and asked to slow down (${outcome.status}: more requests a second than your plan allows, perhaps from another app using this key).`,
        detail: `Check again in a moment. ${KEPT}${learned}`,
      };
    case 'unexpected':
      return {
        tone: 'error',
        headline: `${address} answered, but not as the CoinStats API does (${outcome.detail}).`,
        detail: `Check the Service address under Advanced, or check again later. ${KEPT}`,
      };
    case 'no-key':
      return {
        tone: 'info',
        headline: 'No API key stored.',
        detail: `The connection to ${address} is checked when you store one.`,
      };
  }
}
