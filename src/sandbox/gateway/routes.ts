// The pay-per-request gateway under /gateway (service.md 5.2): the API's read-only paths without `/v1`, no API
// key, paid per call in USDC with x402, version 2 by default or version 1 (`--x402-version 1`), each with its own
// headers and real signature checks. Unpaid -> 402 with the challenge; a valid payment -> the API handler's
// answer with a settlement receipt and a one-hour session cookie. A payment is settled only when the answer is a
// success, so a failed call never spends the payer's authorization.
import type { Address, Hex } from 'viem';
import { HeaderBag, type SandboxAnswer } from '../core/answer';
import type { SandboxApi, SandboxContext } from '../core/env';
import { Router } from '../core/router';
import { ApiError } from '../core/errors';
import type { SandboxDeps } from '../deps';
import { checkShareToken } from '../routes/portfolio-access';
import {
  NETWORK,
  NETWORK_V1,
  encodeHeader,
  paymentRequired,
  paymentRequiredV1,
  requirementsFor,
  type X402Version,
} from './challenge';
import { gatewayPrice, needsShareToken, type GatewayPrice } from './prices';
import { SESSION_COOKIE, openSession, sessionCookie, sessionIsLive } from './sessions';

const PREFIX = '/gateway';
const EXPOSED = 'PAYMENT-REQUIRED, PAYMENT-RESPONSE, X-PAYMENT-RESPONSE';

/**
 * What differs between the two x402 versions on the wire (service-facts.md 6.1): where the challenge goes, which
 * header carries the payment, which the receipt, and how the receipt names Base.
 */
interface Wire {
  challenge(c: SandboxContext, price: GatewayPrice, error?: string): SandboxAnswer;
  payment(c: SandboxContext): string | undefined;
  receipt(headers: HeaderBag, receipt: Record<string, unknown>): void;
  network: string;
}

const V2: Wire = {
  challenge(c, price, error) {
    const body = paymentRequired(c.req.url, price, error);
    return c.json(body, 402, {
      'PAYMENT-REQUIRED': encodeHeader(body),
      'Access-Control-Expose-Headers': EXPOSED,
    });
  },
  // service.md 5.2 names X-PAYMENT; the v2 libraries send PAYMENT-SIGNATURE. Either is read.
  payment: (c) => c.req.header('payment-signature') ?? c.req.header('x-payment'),
  receipt(headers, receipt) {
    headers.set('PAYMENT-RESPONSE', encodeHeader(receipt));
    headers.set('X-PAYMENT-RESPONSE', encodeHeader(receipt));
  },
  network: NETWORK,
};

// Version 1, as the service's page describes the gateway: the challenge is the body, nothing in a header.
const V1: Wire = {
  challenge: (c, price, error) =>
    c.json(paymentRequiredV1(c.req.url, price, error), 402, { 'Access-Control-Expose-Headers': EXPOSED }),
  payment: (c) => c.req.header('x-payment'),
  receipt(headers, receipt) {
    headers.set('X-PAYMENT-RESPONSE', encodeHeader(receipt));
  },
  network: NETWORK_V1,
};

/** The API's answer with the settlement receipt and the session cookie added. */
function settled(
  wire: Wire,
  answer: SandboxAnswer,
  transaction: Hex,
  payer: Address,
  session: string,
): SandboxAnswer {
  const headers = new HeaderBag(answer.headers.pairs());
  wire.receipt(headers, { success: true, transaction, network: wire.network, payer });
  headers.set('Access-Control-Expose-Headers', EXPOSED);
  headers.append('Set-Cookie', sessionCookie(session));
  return { status: answer.status, headers, body: answer.body };
}

/** The value of the request's cookie `name`, if it sent one. */
function cookieOf(c: SandboxContext, name: string): string | undefined {
  for (const pair of (c.req.header('cookie') ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at <= 0 || pair.slice(0, at).trim() !== name) continue;
    const value = pair.slice(at + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

export function createGatewayRoutes(deps: SandboxDeps, version: X402Version = 2): SandboxApi {
  const gateway: SandboxApi = new Router();
  const { state } = deps;
  const wire = version === 1 ? V1 : V2;
  const challenge = wire.challenge;

  gateway.get('*', async (c) => {
    const apiPath = c.req.path.slice(PREFIX.length) || '/';
    // Priced by the reference (5.2) and answered by this sandbox, or a 404 before any challenge: a path that is
    // charged and then not found would take a payer's money for nothing.
    const price = deps.servesGet(apiPath) ? gatewayPrice(apiPath) : undefined;
    if (price === undefined) {
      throw new ApiError(
        404,
        `The gateway does not offer GET ${apiPath}; call it on /v1 with an API key instead.`,
      );
    }
    if (needsShareToken(apiPath) && !c.req.header('sharetoken') && !c.req.query('shareToken')) {
      throw new ApiError(
        400,
        'On the gateway, portfolio reads need the share token of a shared portfolio (sharetoken header or shareToken query).',
      );
    }
    // A share token that can only be refused is refused now, before a 402 has the payer sign anything.
    if (needsShareToken(apiPath)) checkShareToken(c, deps.world, state.portfolioEdits);
    const apiRequest = apiPath + new URL(c.req.url).search;
    if (sessionIsLive(state, cookieOf(c, SESSION_COOKIE))) return deps.callApi(c, apiRequest);

    const header = wire.payment(c);
    if (header === undefined) return challenge(c, price);
    // The signature checks (viem) load with the first payment: demo mode reads through this sandbox, never pays.
    const { verifyPayment } = await import('./verify-payment');
    const verdict = await verifyPayment({
      header,
      version,
      required: requirementsFor(price),
      nowSeconds: BigInt(Math.floor(deps.clock.now() / 1000)),
      usedNonces: state.usedNonces,
    });
    if (!verdict.ok) return challenge(c, price, verdict.reason);

    // Claim the nonce before answering, in the same tick as this check: verification awaited, so a concurrent
    // replay of the same payment may have claimed it meanwhile.
    if (state.usedNonces.has(verdict.nonceKey)) {
      return challenge(c, price, 'invalid_exact_evm_nonce_already_used');
    }
    state.usedNonces.add(verdict.nonceKey);
    const answer = await deps.callApi(c, apiRequest);
    if (answer.status < 200 || answer.status > 299) {
      state.usedNonces.delete(verdict.nonceKey);
      return answer;
    }
    return settled(wire, answer, verdict.transaction, verdict.authorization.from, openSession(state));
  });

  gateway.all('*', () => {
    throw new ApiError(405, 'The gateway is read-only: use GET.');
  });

  return gateway;
}
