import { generatePrivateKey } from 'viem/accounts';
import { beforeEach, describe, expect, it } from 'vitest';
import { GatewayRefusal } from '../../../src/main/api/refusal';
import { createAuthorizationsRepo } from '../../../src/main/gateway/authorizations-repo';
import { createPayFetch } from '../../../src/main/gateway/pay-fetch';
import { silentLogger, type FetchLike } from '../../../src/main/lib/effects';
import { GOOD_TERMS, authorizationsDb, encode, manualClock } from './helpers';

// The rules of paying hold for an x402 version 1 gateway as for version 2: at most the listed price, an
// authorization that lives at most five minutes whatever the challenge asks, one signature per read (a paid retry
// answered with a new challenge stops the route), and a v1 receipt naming `base` settles the payment.

const GATEWAY = 'https://gateway.test';
const NOON = new Date(2026, 10, 22, 12, 0).getTime();
const TX = `0x${'cd'.repeat(32)}`;

let keyReads: number;
let sent: Request[];
beforeEach(() => {
  keyReads = 0;
  sent = [];
});

/** The v1 challenge for /coins (listed at 0.001 USDC), with `terms` changed. */
function challengeV1(terms: Record<string, unknown> = {}, error = 'X-PAYMENT header is required'): Response {
  const { amount, ...rest } = GOOD_TERMS;
  const requirement = {
    ...rest,
    network: 'base',
    maxAmountRequired: amount,
    resource: `${GATEWAY}/coins`,
    description: 'coins',
    ...terms,
  };
  return new Response(JSON.stringify({ x402Version: 1, error, accepts: [requirement] }), { status: 402 });
}

function payFetchAgainst(answer: (request: Request) => Response) {
  const fetch: FetchLike = async (input, init) => {
    const request = new Request(input, init);
    sent.push(request);
    return answer(request);
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

const payments = () => sent.flatMap((r) => r.headers.get('x-payment') ?? []);
const decoded = (header: string) =>
  JSON.parse(Buffer.from(header, 'base64').toString('utf8')) as {
    x402Version: number;
    scheme: string;
    network: string;
    payload: { authorization: Record<string, string> };
  };

describe('paying an x402 version 1 gateway', () => {
  it('signs the v1 payload in X-PAYMENT for at most five minutes, and a `base` receipt settles it', async () => {
    const { payFetch, repo } = payFetchAgainst((request) =>
      request.headers.has('x-payment')
        ? new Response('{"ok":1}', {
            status: 200,
            headers: { 'X-PAYMENT-RESPONSE': encode({ success: true, transaction: TX, network: 'base' }) },
          })
        : challengeV1({ maxTimeoutSeconds: 86_400 }),
    );

    const response = await payFetch(`${GATEWAY}/coins`);

    expect(await response.json()).toEqual({ ok: 1 });
    const [payment] = payments();
    expect(payments()).toHaveLength(1);
    expect(sent[1]?.headers.has('payment-signature')).toBe(false);
    const signed = decoded(payment ?? '');
    expect(signed).toMatchObject({ x402Version: 1, scheme: 'exact', network: 'base' });
    expect(signed.payload.authorization).toMatchObject({ to: GOOD_TERMS.payTo, value: '1000' });
    expect(Number(signed.payload.authorization.validBefore)).toBe(NOON / 1000 + 300);
    expect(repo.recent(5)).toMatchObject([{ outcome: 'settled', transaction: TX, network: 'eip155:8453' }]);
  });

  it('refuses a challenge above the listed price before the key is read', async () => {
    const { payFetch } = payFetchAgainst(() => challengeV1({ maxAmountRequired: '2000' }));

    const error = await payFetch(`${GATEWAY}/coins`).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(GatewayRefusal);
    expect((error as GatewayRefusal).message).toContain(
      'The gateway asked 0.002 USDC for GET /coins, above its listed price of 0.001 USDC',
    );
    expect(keyReads).toBe(0);
    expect(payments()).toEqual([]);
  });

  it('signs once: a paid retry answered with a new challenge stops the route, naming the error in its body', async () => {
    const { payFetch, repo } = payFetchAgainst((request) =>
      challengeV1(
        {},
        request.headers.has('x-payment') ? 'insufficient_funds' : 'X-PAYMENT header is required',
      ),
    );

    const first = await payFetch(`${GATEWAY}/coins`).catch((e: unknown) => e);
    const second = await payFetch(`${GATEWAY}/coins`).catch((e: unknown) => e);

    expect((first as GatewayRefusal).message).toContain(
      'refused a signed payment for GET /coins (insufficient_funds)',
    );
    expect(second).toBeInstanceOf(GatewayRefusal);
    expect(payments()).toHaveLength(1);
    expect(repo.recent(5)).toMatchObject([{ outcome: 'refused', reason: 'insufficient_funds' }]);
  });
});
