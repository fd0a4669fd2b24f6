import type { FetchLike } from '../lib/effects';
import { isRedirect, redirectRefusal } from './paid-answer';
import type { SessionCookie } from './session-cookie';

/** A failure of the underlying fetch, kept apart from payment failures and unwrapped before it leaves. */
export class TransportFailure {
  constructor(readonly cause: unknown) {}
}

export type GatewaySend = (
  url: string,
  init: RequestInit,
  payment?: Record<string, string>,
) => Promise<Response>;

/** Every request the gateway sees goes through here: the session cookie out, a new session cookie in. */
export function createGatewaySend(fetch: FetchLike, session: SessionCookie): GatewaySend {
  return async (url, init, payment) => {
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
      response = await fetch(request);
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
}
