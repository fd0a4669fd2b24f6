// The pay-per-request gateway under /gateway (service.md 5.2): the API's read-only paths without `/v1`, no API
// key, paid per call in USDC with x402. Unpaid -> 402 with the challenge; a valid payment -> the API handler's
// answer with a settlement receipt and a one-hour session cookie. A payment is settled only when the answer is a
// success, so a failed call never spends the payer's authorization.
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { keccak256, type Address, type Hex } from 'viem';
import type { SandboxEnv } from '../core/env';
import { ApiError } from '../core/errors';
import type { SandboxDeps } from '../deps';
import { NETWORK, encodeHeader, paymentRequired, requirementsFor } from './challenge';
import { gatewayPrice, needsShareToken, type GatewayPrice } from './prices';
import { SESSION_COOKIE, openSession, sessionCookie, sessionIsLive } from './sessions';
import { verifyPayment } from './verify-payment';

const PREFIX = '/gateway';
const EXPOSED = 'PAYMENT-REQUIRED, PAYMENT-RESPONSE, X-PAYMENT-RESPONSE';

function challenge(c: Context<SandboxEnv>, price: GatewayPrice, error?: string): Response {
  const body = paymentRequired(c.req.url, price, error);
  return c.json(body, 402, {
    'PAYMENT-REQUIRED': encodeHeader(body),
    'Access-Control-Expose-Headers': EXPOSED,
  });
}

/** The API's answer with the settlement receipt (in both header spellings) and the session cookie added. */
function settled(answer: Response, signature: Hex, payer: Address, session: string): Response {
  const receipt = encodeHeader({ success: true, transaction: keccak256(signature), network: NETWORK, payer });
  const headers = new Headers(answer.headers);
  headers.set('PAYMENT-RESPONSE', receipt);
  headers.set('X-PAYMENT-RESPONSE', receipt);
  headers.set('Access-Control-Expose-Headers', EXPOSED);
  headers.append('Set-Cookie', sessionCookie(session));
  return new Response(answer.body, { status: answer.status, headers });
}

export function createGatewayRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const gateway = new Hono<SandboxEnv>();
  const { state } = deps;

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
    const apiRequest = apiPath + new URL(c.req.url).search;
    if (sessionIsLive(state, getCookie(c, SESSION_COOKIE))) return deps.callApi(c, apiRequest);

    const header = c.req.header('payment-signature') ?? c.req.header('x-payment');
    if (header === undefined) return challenge(c, price);
    const verdict = await verifyPayment({
      header,
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
    if (!answer.ok) {
      state.usedNonces.delete(verdict.nonceKey);
      return answer;
    }
    return settled(answer, verdict.signature, verdict.authorization.from, openSession(state));
  });

  gateway.all('*', () => {
    throw new ApiError(405, 'The gateway is read-only: use GET.');
  });

  return gateway;
}
