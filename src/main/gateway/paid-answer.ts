import type { PaymentRequired } from '@x402/fetch';
import type { PaymentClient } from './payment-client';
import { challengeShape, PAID_VERSIONS, versionOf } from './challenge-shape';
import { paymentSaid } from './payment-error';
import { GatewayRefusal } from '../api/refusal';
import { readCapped } from '../lib/read-capped';

// Reading the gateway's answers with the protocol's own client: the 402 challenge, and what the answer to the paid
// retry says about the settlement (a receipt, or a new challenge naming its error). Nothing here throws but a
// refusal the user should see.

/** A challenge is a few hundred bytes; a body far beyond that is not one, and is not held in memory. */
export const MAX_CHALLENGE_BODY_BYTES = 64 * 1024;

export async function readChallenge(
  payment: PaymentClient,
  response: Response,
  what: string,
): Promise<PaymentRequired> {
  const unreadable = () =>
    new GatewayRefusal(paymentSaid({ id: 'outcomes.payUnreadable', values: { what } }));
  let body: unknown;
  if (response.headers.has('payment-required')) {
    // x402 v2 carries the challenge in the header; the body is then only a copy, and is not read.
    await response.body?.cancel().catch(() => undefined);
  } else {
    // x402 v1 carries it in the JSON body.
    const read = await readBody(response);
    if (read === TOO_LARGE) {
      const kb = MAX_CHALLENGE_BODY_BYTES / 1024;
      throw new GatewayRefusal(paymentSaid({ id: 'outcomes.payTooLarge', values: { what, kb } }));
    }
    body = read;
  }
  let decoded: unknown;
  try {
    decoded = payment.http.getPaymentRequiredResponse((name) => response.headers.get(name), body);
  } catch {
    throw unreadable();
  }
  const version = versionOf(decoded);
  if (typeof version === 'number' && !PAID_VERSIONS.includes(version)) {
    throw new GatewayRefusal(paymentSaid({ id: 'outcomes.payVersion', values: { what, version } }));
  }
  if (!challengeShape.safeParse(decoded).success) throw unreadable();
  // Checked, not rebuilt: the library echoes the requirements back as they came.
  return decoded as PaymentRequired;
}

const TOO_LARGE = Symbol('too large');

/** The JSON body of a 402, at most MAX_CHALLENGE_BODY_BYTES; undefined when it is not JSON. */
async function readBody(response: Response): Promise<unknown> {
  let text: string | null;
  try {
    text = (await readCapped(response, MAX_CHALLENGE_BODY_BYTES))?.toString('utf8') ?? null;
  } catch {
    text = '';
  }
  if (text === null) return TOO_LARGE;
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/** The receipt, when the answer carries one of a readable shape: one that is not reads as no receipt. */
export function settlementOf(payment: PaymentClient, response: Response) {
  let receipt: unknown;
  try {
    receipt = payment.http.getPaymentSettleResponse((name) => response.headers.get(name));
  } catch {
    return undefined;
  }
  // Decoded with JSON.parse alone: a field of the wrong type would throw where the outcome is recorded.
  if (typeof receipt !== 'object' || receipt === null) return undefined;
  const { success, transaction, errorReason } = receipt as Record<string, unknown>;
  const textOrNone = (value: unknown) => value === undefined || typeof value === 'string';
  if (typeof success !== 'boolean' || !textOrNone(transaction) || !textOrNone(errorReason)) return undefined;
  return receipt as ReturnType<PaymentClient['http']['getPaymentSettleResponse']>;
}

/**
 * The error a new challenge names, when it names one as text: in the PAYMENT-REQUIRED header (v2), else in the
 * JSON body (v1). Reads the body, so the answer is spent afterwards.
 */
export async function challengeError(
  payment: PaymentClient,
  response: Response,
): Promise<string | undefined> {
  const header = response.headers.has('payment-required');
  const body = header ? undefined : await readBody(response);
  if (header) await response.body?.cancel().catch(() => undefined);
  try {
    const error: unknown = payment.http.getPaymentRequiredResponse(
      (name) => response.headers.get(name),
      body === TOO_LARGE ? undefined : body,
    ).error;
    return typeof error === 'string' ? error : undefined;
  } catch {
    return undefined;
  }
}

/** A 3xx that points elsewhere (304 only says "unchanged"); a browser-style fetch hides it as opaqueredirect. */
export const isRedirect = (response: Response) =>
  response.type === 'opaqueredirect' || [300, 301, 302, 303, 307, 308].includes(response.status);

/** The refusal for a redirect, naming only where it pointed (its origin), never its path or query. */
export function redirectRefusal(url: string, response: Response): GatewayRefusal {
  const from = new URL(url);
  let to: string | null = null;
  try {
    const location = response.headers.get('location');
    if (location !== null) to = new URL(location, url).origin.slice(0, 80);
  } catch {
    // An unreadable Location: the message names no place.
  }
  const path = from.pathname;
  return new GatewayRefusal(
    paymentSaid(
      to === null
        ? { id: 'outcomes.payRedirectedSomewhere', values: { path } }
        : { id: 'outcomes.payRedirected', values: { path, to } },
    ),
  );
}
