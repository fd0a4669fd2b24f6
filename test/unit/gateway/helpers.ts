import Database from 'better-sqlite3';
import { recoverTypedDataAddress, type Hex } from 'viem';
import { migration002 as gatewayAuthorizationsMigration } from '../../../src/main/cache/user-migrations/002-gateway-authorizations';
import type { Db } from '../../../src/main/cache/db';
import type { FetchLike } from '../../../src/main/lib/effects';

// A small scripted x402 gateway for unit tests: it answers 402 with a v2 challenge it is told to make, accepts a
// payment only when the EIP-712 signature recovers to a payer and pays exactly the asked amount to the asked
// wallet, and opens a one-hour cookie session. It records every request, so tests can assert what was (not) sent.

export const USDC_BASE = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913';
export const TX_HASH = `0x${'ab'.repeat(32)}`;

export interface Seen {
  url: string;
  method: string;
  payment: string | null;
  /** The X-PAYMENT header alone (service.md 5.2's name for it). */
  xPayment: string | null;
  cookie: string | null;
}

export interface ChallengeTerms {
  maxTimeoutSeconds: number;
  amount: string;
  asset: string;
  network: string;
  payTo: string;
}

export interface ScriptedGateway {
  fetch: FetchLike;
  seen: Seen[];
  /** Payments the gateway accepted, with the address that signed each. */
  paid: { payer: string; to: string; value: string }[];
  /** Requests that carried a payment header. */
  paymentHeaders(): number;
}

/** A header's base64 JSON, as x402 v2 encodes its challenge and receipt headers. */
export const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

/** The payment terms a well-behaved gateway asks for /coins: 0.001 USDC on Base, for a minute. */
export const GOOD_TERMS = {
  scheme: 'exact',
  network: 'eip155:8453',
  amount: '1000',
  asset: USDC_BASE,
  payTo: '0x1111111111111111111111111111111111111111',
  maxTimeoutSeconds: 60,
  extra: { name: 'USD Coin', version: '2' },
};
const decode = (header: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(header, 'base64').toString('utf8')) as Record<string, unknown>;

export function scriptedGateway(options: {
  now: () => number;
  terms?: (path: string) => Partial<ChallengeTerms>;
  /** Answer every payment with this x402 error instead of settling it. */
  rejectWith?: string;
  /** Serve the data for a valid payment, but send no receipt and open no session (never confirms). */
  noReceipt?: boolean;
  /** Answer a valid payment with this error status and no receipt, or drop the connection ('drop'). */
  failPaid?: number | 'drop';
  /** The receipt sent with the data for a valid payment (default: a true one for this payer). */
  receiptFor?: (payer: string) => Record<string, unknown>;
}): ScriptedGateway {
  const seen: Seen[] = [];
  const paid: ScriptedGateway['paid'] = [];
  const sessions = new Map<string, number>();
  let nextToken = 1;

  const requirementFor = (url: URL) => ({ ...GOOD_TERMS, ...options.terms?.(url.pathname) });
  const challenge = (url: URL, error?: string) => {
    const body = {
      x402Version: 2,
      ...(error ? { error } : {}),
      resource: { url: url.toString(), description: 'test', mimeType: 'application/json' },
      accepts: [requirementFor(url)],
    };
    return new Response(JSON.stringify(body), {
      status: 402,
      headers: { 'content-type': 'application/json', 'PAYMENT-REQUIRED': encode(body) },
    });
  };
  const data = (url: URL, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify({ path: url.pathname, query: url.search }), {
      status: 200,
      headers: { 'content-type': 'application/json', ...headers },
    });

  const fetch: FetchLike = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const payment = request.headers.get('payment-signature') ?? request.headers.get('x-payment');
    const cookie = request.headers.get('cookie');
    const xPayment = request.headers.get('x-payment');
    seen.push({ url: request.url, method: request.method, payment, xPayment, cookie });

    const token = /auth_token=([^;]+)/.exec(cookie ?? '')?.[1];
    const expires = token === undefined ? undefined : sessions.get(token);
    if (expires !== undefined && options.now() < expires) return data(url);
    if (payment === null) return challenge(url);
    if (options.rejectWith) return challenge(url, options.rejectWith);

    const sent = decode(payment);
    const accepted = sent.accepted as ReturnType<typeof requirementFor>;
    const { signature, authorization } = sent.payload as {
      signature: Hex;
      authorization: Record<string, string>;
    };
    const required = requirementFor(url);
    if (JSON.stringify(accepted) !== JSON.stringify(required))
      return challenge(url, 'invalid_payment_requirements');
    if (authorization.to !== required.payTo || authorization.value !== required.amount) {
      return challenge(url, 'invalid_exact_evm_authorization_value');
    }
    const payer = await recoverTypedDataAddress({
      domain: { name: 'USD Coin', version: '2', chainId: 8453, verifyingContract: required.asset as Hex },
      types: {
        TransferWithAuthorization: [
          { name: 'from', type: 'address' },
          { name: 'to', type: 'address' },
          { name: 'value', type: 'uint256' },
          { name: 'validAfter', type: 'uint256' },
          { name: 'validBefore', type: 'uint256' },
          { name: 'nonce', type: 'bytes32' },
        ],
      },
      primaryType: 'TransferWithAuthorization',
      message: {
        from: authorization.from as Hex,
        to: authorization.to as Hex,
        value: BigInt(authorization.value ?? '0'),
        validAfter: BigInt(authorization.validAfter ?? '0'),
        validBefore: BigInt(authorization.validBefore ?? '0'),
        nonce: authorization.nonce as Hex,
      },
      signature,
    });
    if (payer.toLowerCase() !== String(authorization.from).toLowerCase()) {
      return challenge(url, 'invalid_exact_evm_signature');
    }
    paid.push({ payer, to: required.payTo, value: required.amount });
    if (options.failPaid === 'drop') throw new TypeError('fetch failed: socket hang up');
    if (options.failPaid !== undefined) {
      return new Response(JSON.stringify({ message: 'upstream failed' }), { status: options.failPaid });
    }
    if (options.noReceipt) return data(url);
    const issued = `tok-${nextToken++}`;
    sessions.set(issued, options.now() + 3_600_000);
    const receipt = encode(
      options.receiptFor?.(payer) ?? {
        success: true,
        transaction: TX_HASH,
        network: required.network,
        payer,
      },
    );
    return data(url, {
      'PAYMENT-RESPONSE': receipt,
      'Set-Cookie': `auth_token=${issued}; Max-Age=3600; Path=/; HttpOnly`,
    });
  };

  return { fetch, seen, paid, paymentHeaders: () => seen.filter((s) => s.payment !== null).length };
}

/** A test clock the test moves by hand. */
export function manualClock(start: number) {
  let now = start;
  return {
    now: () => now,
    sleep: async () => {},
    advance: (ms: number) => {
      now += ms;
    },
  };
}

/** An in-memory database with just the gateway's own tables. */
export function authorizationsDb(): Db {
  const db = new Database(':memory:');
  gatewayAuthorizationsMigration.up(db);
  return db;
}

/** The authorization each payment header carried, decoded (what the app signed). */
export function signedAuthorizations(gateway: ScriptedGateway): Record<string, string>[] {
  return gateway.seen.flatMap((s) =>
    s.payment === null
      ? []
      : [(decode(s.payment).payload as { authorization: Record<string, string> }).authorization],
  );
}
