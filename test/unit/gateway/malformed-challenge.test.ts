import { generatePrivateKey } from 'viem/accounts';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { silentLogger, type FetchLike } from '../../../src/main/lib/effects';
import { createPayFetch } from '../../../src/main/gateway/pay-fetch';
import { createAuthorizationsRepo } from '../../../src/main/gateway/authorizations-repo';
import { GatewayRefusal } from '../../../src/main/api/refusal';
import { clientWith } from '../api/http-helpers';
import { GOOD_TERMS, authorizationsDb, encode, manualClock } from './helpers';

// A gateway whose 402 is not a challenge Folio Desk can read: each one is refused in words, nothing is signed (the
// wallet key is never read), and the app stays online, since the service did answer.

const GATEWAY = 'https://gateway.test';
const KEY = generatePrivateKey();
const NOON = new Date(2026, 10, 22, 12, 0).getTime();

const good = GOOD_TERMS;
const { asset: _asset, ...withoutAsset } = good;

let keyReads: number;
let sent: Request[];
beforeEach(() => {
  keyReads = 0;
  sent = [];
});

/** A gateway that answers every request with `answer`, and the paying fetch in front of it. */
function payFetchAgainst(answer: () => Response) {
  const fetch: FetchLike = async (input, init) => {
    sent.push(new Request(input, init));
    return answer();
  };
  return createPayFetch({
    fetch,
    gatewayBaseUrl: GATEWAY,
    readWalletKey: async () => {
      keyReads += 1;
      return KEY;
    },
    caps: () => ({ maxPerCallUsd: 0.05, maxPerDayUsd: 1 }),
    authorizations: createAuthorizationsRepo(authorizationsDb()),
    clock: manualClock(NOON),
    log: silentLogger,
  });
}

const challengeIn = (header: unknown) => () =>
  new Response('{}', { status: 402, headers: { 'PAYMENT-REQUIRED': encode(header) } });

const payments = () => sent.filter((r) => r.headers.has('payment-signature') || r.headers.has('x-payment'));

describe('a 402 challenge Folio Desk cannot read', () => {
  it.each([
    ['accepts that is not a list', { x402Version: 2, accepts: 'nope' }],
    ['no accepts at all', { x402Version: 2 }],
    ['an empty accepts', { x402Version: 2, accepts: [] }],
    ['an accept without an asset', { x402Version: 2, accepts: [withoutAsset] }],
    ['an asset that is a number', { x402Version: 2, accepts: [{ ...good, asset: 42 }] }],
    ['an amount that is a number', { x402Version: 2, accepts: [{ ...good, amount: 1000 }] }],
    ['an amount that is not digits', { x402Version: 2, accepts: [{ ...good, amount: '1e3' }] }],
    ['a maxTimeoutSeconds that is text', { x402Version: 2, accepts: [{ ...good, maxTimeoutSeconds: '60' }] }],
    ['an accept that is null', { x402Version: 2, accepts: [null] }],
    ['a challenge that is null', null],
  ])(
    'with %s is refused in words, before the key is read, and the app stays online',
    async (_name, header) => {
      const payFetch = payFetchAgainst(challengeIn(header));
      const { client } = clientWith([(request) => payFetch(request.url, { headers: request.headers })], {
        baseUrl: GATEWAY,
        metered: false,
        connectivity: { probeBaseMs: 60_000_000 },
      });

      const result = await client.send(
        { method: 'GET', path: '/coins/bitcoin', endpoint: 'GET /coins/:coinId' },
        z.unknown(),
      );

      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.error.code).toBe('payment_required');
      expect(result.error.message).toContain(
        'The pay-per-request gateway answered GET /coins/bitcoin with a payment request Folio Desk cannot read; nothing was signed.',
      );
      expect(keyReads).toBe(0);
      expect(payments()).toEqual([]);
      expect(client.connectivity.offline).toBe(false);
      client.connectivity.stop();
    },
  );

  it('refuses the same challenge when it comes in the body, as x402 v1 sends it', async () => {
    const payFetch = payFetchAgainst(
      () => new Response(JSON.stringify({ x402Version: 1, accepts: 'nope' }), { status: 402 }),
    );

    const error = await payFetch(`${GATEWAY}/coins`).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(GatewayRefusal);
    expect((error as GatewayRefusal).message).toContain(
      'The pay-per-request gateway answered GET /coins with a payment request Folio Desk cannot read; nothing was signed.',
    );
    expect(keyReads).toBe(0);
    expect(payments()).toEqual([]);
  });
});

describe('the size of a 402 body', () => {
  const bodyOf = (bytes: number) => () =>
    new Response(JSON.stringify({ x402Version: 1, pad: 'x'.repeat(bytes) }), { status: 402 });

  it('refuses a challenge body larger than 64 KB without signing', async () => {
    const payFetch = payFetchAgainst(bodyOf(70 * 1024));

    const error = await payFetch(`${GATEWAY}/coins`).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(GatewayRefusal);
    expect((error as GatewayRefusal).message).toContain(
      'The pay-per-request gateway answered GET /coins with a payment request larger than 64 KB',
    );
    expect(keyReads).toBe(0);
    expect(payments()).toEqual([]);
  });

  it('refuses a large body that does not say its length, too', async () => {
    const payFetch = payFetchAgainst(() => {
      const chunk = new TextEncoder().encode('x'.repeat(16 * 1024));
      let left = 5;
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (left-- > 0) controller.enqueue(chunk);
          else controller.close();
        },
      });
      return new Response(stream, { status: 402 });
    });

    const error = await payFetch(`${GATEWAY}/coins`).catch((e: unknown) => e);

    expect((error as GatewayRefusal).message).toContain('larger than 64 KB');
  });

  it('still reads a body just under the limit', async () => {
    const payFetch = payFetchAgainst(bodyOf(60 * 1024));

    const error = await payFetch(`${GATEWAY}/coins`).catch((e: unknown) => e);

    // Read, decoded as the v1 challenge it claims to be, and refused for having no requirements, not its size.
    expect((error as GatewayRefusal).message).toContain('a payment request Folio Desk cannot read');
    expect((error as GatewayRefusal).message).not.toContain('larger than');
  });
});

describe('an answer to the paid retry with fields of the wrong type', () => {
  /** A gateway that asks a well-formed challenge, then answers the signed retry with `paid`. */
  const askingThen = (paid: () => Response) => () =>
    sent.length === 1 ? challengeIn({ x402Version: 2, accepts: [good] })() : paid();

  it('reads a receipt whose errorReason is not text as no receipt, and shows the data it came with', async () => {
    const receipt = encode({ success: false, errorReason: 42, transaction: '', network: 'eip155:8453' });
    const payFetch = payFetchAgainst(
      askingThen(() => new Response('{"ok":1}', { status: 200, headers: { 'PAYMENT-RESPONSE': receipt } })),
    );

    const response = await payFetch(`${GATEWAY}/coins`);

    expect(await response.json()).toEqual({ ok: 1 });
    expect(payments()).toHaveLength(1);
  });

  it('refuses a new challenge whose error is not text in words, as a payment the gateway would not take', async () => {
    const payFetch = payFetchAgainst(askingThen(challengeIn({ x402Version: 2, error: 42, accepts: [good] })));

    const error = await payFetch(`${GATEWAY}/coins`).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(GatewayRefusal);
    expect((error as GatewayRefusal).message).toContain(
      'refused a signed payment for GET /coins (no reason given)',
    );
  });
});
