import { generatePrivateKey } from 'viem/accounts';
import { beforeEach, describe, expect, it } from 'vitest';
import { createAuthorizationsRepo } from '../../../src/main/gateway/authorizations-repo';
import { GatewayRefusal } from '../../../src/main/api/refusal';
import { createPayFetch } from '../../../src/main/gateway/pay-fetch';
import { silentLogger, type FetchLike } from '../../../src/main/lib/effects';
import { GOOD_TERMS, USDC_BASE, authorizationsDb, encode, manualClock } from './helpers';

// A gateway naming the zero address or the USDC contract itself as the recipient, on the very first payment (when
// no recipient is known yet, so nothing else would refuse it): refused in words, in x402 version 2 (challenge in
// the PAYMENT-REQUIRED header) and version 1 (challenge in the body), with no key read and nothing signed. Either
// recipient would lose the USDC for good.

const GATEWAY = 'https://gateway.test';
const NOON = new Date(2026, 10, 22, 12, 0).getTime();
const ZERO = '0x0000000000000000000000000000000000000000';

let keyReads: number;
let sent: Request[];
beforeEach(() => {
  keyReads = 0;
  sent = [];
});

/** The 402 each version sends for /coins, asking to be paid at `payTo`. */
function challenge(version: 1 | 2, payTo: string): Response {
  if (version === 2) {
    const body = {
      x402Version: 2,
      resource: { url: `${GATEWAY}/coins` },
      accepts: [{ ...GOOD_TERMS, payTo }],
    };
    return new Response('{}', { status: 402, headers: { 'PAYMENT-REQUIRED': encode(body) } });
  }
  const { amount, ...rest } = GOOD_TERMS;
  const requirement = {
    ...rest,
    network: 'base',
    maxAmountRequired: amount,
    resource: `${GATEWAY}/coins`,
    description: 'coins',
    payTo,
  };
  return new Response(
    JSON.stringify({ x402Version: 1, error: 'X-PAYMENT header is required', accepts: [requirement] }),
    {
      status: 402,
      headers: { 'content-type': 'application/json' },
    },
  );
}

function payFetchAgainst(version: 1 | 2, payTo: string) {
  const fetch: FetchLike = async (input, init) => {
    sent.push(new Request(input, init));
    return challenge(version, payTo);
  };
  const repo = createAuthorizationsRepo(authorizationsDb());
  const payFetch = createPayFetch({
    fetch,
    gatewayBaseUrl: GATEWAY,
    readWalletKey: async () => {
      keyReads += 1;
      return generatePrivateKey();
    },
    caps: () => ({ maxPerCallUsd: 0.05, maxPerDayUsd: 1 }),
    authorizations: repo,
    clock: manualClock(NOON),
    log: silentLogger,
  });
  return { payFetch, repo };
}

const payments = () => sent.filter((r) => r.headers.has('payment-signature') || r.headers.has('x-payment'));

describe('a first payment to an address no payment can reach', () => {
  it.each([
    [2, 'the zero address', ZERO],
    [2, 'the USDC token contract itself', USDC_BASE],
    [1, 'the zero address', ZERO],
    [1, 'the USDC token contract itself', USDC_BASE.toLowerCase()],
  ] as const)(
    'in x402 version %i, to %s, is refused and nothing is signed',
    async (version, named, payTo) => {
      const { payFetch, repo } = payFetchAgainst(version, payTo);

      const error = await payFetch(`${GATEWAY}/coins`).catch((e: unknown) => e);

      expect(error).toBeInstanceOf(GatewayRefusal);
      expect((error as GatewayRefusal).appError.code).toBe('payment_required');
      expect((error as GatewayRefusal).message).toContain(
        `The gateway asked to be paid for GET /coins at ${named}, which no payment can reach, so Folio Desk signed nothing.`,
      );
      expect(keyReads).toBe(0);
      expect(payments()).toEqual([]);
      expect(repo.recent(10)).toEqual([]);
    },
  );
});
