// The pay-per-request gateway over real HTTP: the x402 challenge, a real payment by the protocol's own client
// (@x402/fetch + @x402/evm with a viem key), and each way a payment must be refused.
import { ExactEvmScheme } from '@x402/evm';
import {
  decodePaymentResponseHeader,
  wrapFetchWithPayment,
  x402Client,
  type PaymentRequirements,
} from '@x402/fetch';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { createSandbox, type Sandbox } from '../../../src/sandbox/app';
import { serveSandbox, type RunningSandbox } from '../../../src/sandbox/server';

const USDC_BASE = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913';
const CANDLES = '/gateway/ohlcv/candles?exchange=Binance&pair=BTC/USDT&interval=1h&range=24h';

const payer = privateKeyToAccount(generatePrivateKey());
const scheme = new ExactEvmScheme(payer);

let sandbox: Sandbox;
let server: RunningSandbox;

beforeEach(async () => {
  // The protocol client signs with the real clock, so the sandbox clock starts at real time here.
  sandbox = createSandbox({ seed: 11, now: Date.now() });
  server = await serveSandbox(sandbox, 0);
});
afterEach(async () => {
  await server.close();
});

const decode = (header: string | null): unknown =>
  JSON.parse(Buffer.from(header ?? '', 'base64').toString('utf8'));
const encode = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64');

interface Challenge {
  x402Version: number;
  error?: string;
  resource: { url: string; description: string; mimeType: string };
  accepts: PaymentRequirements[];
}

async function challengeFor(path: string, init?: RequestInit): Promise<Challenge> {
  const res = await fetch(server.url + path, init);
  expect(res.status).toBe(402);
  const challenge = decode(res.headers.get('payment-required')) as Challenge;
  expect(await res.json()).toEqual(challenge);
  return challenge;
}

/** A payment signed by the protocol's own scheme for `signed` requirements, claiming `accepted`. */
async function payment(
  accepted: PaymentRequirements,
  signed: PaymentRequirements = accepted,
): Promise<string> {
  const result = await scheme.createPaymentPayload(2, signed);
  return encode({ x402Version: 2, accepted, payload: result.payload });
}

async function advanceClock(ms: number): Promise<void> {
  const res = await fetch(`${server.url}/__sandbox/clock`, { method: 'POST', body: JSON.stringify({ ms }) });
  expect(res.status).toBe(200);
}

describe('the 402 challenge', () => {
  it('is an x402 v2 exact requirement for USDC on Base, in the header and the body', async () => {
    const challenge = await challengeFor(CANDLES);
    expect(challenge.x402Version).toBe(2);
    expect(challenge.resource.url).toBe(server.url + CANDLES);
    expect(challenge.resource.mimeType).toBe('application/json');
    expect(challenge.accepts).toHaveLength(1);
    const [req] = challenge.accepts;
    expect(req).toMatchObject({
      scheme: 'exact',
      network: 'eip155:8453',
      amount: '1000',
      asset: USDC_BASE,
      extra: { name: 'USD Coin', version: '2' },
    });
    expect(req?.payTo).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(req?.maxTimeoutSeconds).toBeGreaterThan(0);
  });

  it('prices each path by the reference table', async () => {
    const amount = async (path: string, headers?: Record<string, string>) =>
      (await challengeFor(path, { headers })).accepts[0]?.amount;
    expect(await amount('/gateway/coins')).toBe('1000');
    expect(await amount('/gateway/coins/bitcoin/charts?period=24h')).toBe('1000');
    expect(await amount('/gateway/wallet/transactions')).toBe('3000');
    expect(await amount('/gateway/wallet/balance')).toBe('4000');
    expect(await amount('/gateway/wallet/defi')).toBe('40000');
    expect(await amount('/gateway/portfolio/snapshot/items', { sharetoken: 'sandbox-share-premium' })).toBe(
      '50000',
    );
  });

  it('refuses what the gateway does not offer, before asking for money', async () => {
    const missingShare = await fetch(`${server.url}/gateway/portfolio/value`);
    expect(missingShare.status).toBe(400);
    expect(await missingShare.json()).toMatchObject({ statusCode: 400, path: '/gateway/portfolio/value' });
    expect((await fetch(`${server.url}/gateway/rwa/overview`)).status).toBe(404);
    expect((await fetch(`${server.url}/gateway/coins`, { method: 'POST' })).status).toBe(405);
  });
});

describe('paying with @x402/fetch', () => {
  it('gets the data, a receipt in both headers and a one-hour session cookie', async () => {
    const pay = wrapFetchWithPayment(fetch, new x402Client().register('eip155:8453', scheme));
    const res = await pay(server.url + CANDLES);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { candles: number[][] };
    // Closed hourly candles opening within the last 24 hours: 23 or 24 depending on where in the hour we are.
    expect(body.candles.length).toBeGreaterThanOrEqual(23);
    expect(body.candles.length).toBeLessThanOrEqual(24);

    const receipt = decodePaymentResponseHeader(res.headers.get('payment-response') ?? '');
    expect(receipt).toMatchObject({ success: true, network: 'eip155:8453', payer: payer.address });
    expect(receipt.transaction).toMatch(/^0x[0-9a-f]{64}$/);
    expect(decode(res.headers.get('x-payment-response'))).toEqual(
      decode(res.headers.get('payment-response')),
    );

    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^auth_token=[^;]+;/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('Max-Age=3600');
  });

  it('serves the same answer the API gives for that path', async () => {
    const pay = wrapFetchWithPayment(fetch, new x402Client().register('eip155:8453', scheme));
    const paid = await pay(server.url + CANDLES);
    const api = await fetch(server.url + CANDLES.replace('/gateway', '/v1'), {
      headers: { 'X-API-KEY': 'sandbox-premium-key' },
    });
    expect(await paid.json()).toEqual(await api.json());
  });
});

describe('refused payments', () => {
  async function refusal(header: string, path = CANDLES): Promise<string | undefined> {
    const res = await fetch(server.url + path, { headers: { 'PAYMENT-SIGNATURE': header } });
    expect(res.status).toBe(402);
    return (decode(res.headers.get('payment-required')) as Challenge).error;
  }

  it('a tampered signature', async () => {
    const [req] = (await challengeFor(CANDLES)).accepts;
    if (!req) throw new Error('no requirement');
    const good = JSON.parse(Buffer.from(await payment(req), 'base64').toString()) as {
      payload: { signature: string };
    };
    const sig = good.payload.signature;
    good.payload.signature = sig.slice(0, 10) + (sig[10] === 'a' ? 'b' : 'a') + sig.slice(11);
    expect(await refusal(encode(good))).toBe('invalid_exact_evm_signature');
  });

  it('a replayed payment, also when sent as X-PAYMENT', async () => {
    const [req] = (await challengeFor(CANDLES)).accepts;
    if (!req) throw new Error('no requirement');
    const header = await payment(req);
    const first = await fetch(server.url + CANDLES, { headers: { 'X-PAYMENT': header } });
    expect(first.status).toBe(200);
    expect(await refusal(header)).toBe('invalid_exact_evm_nonce_already_used');
  });

  it('an underpaid amount', async () => {
    const [req] = (await challengeFor(CANDLES)).accepts;
    if (!req) throw new Error('no requirement');
    expect(await refusal(await payment(req, { ...req, amount: '999' }))).toBe(
      'invalid_exact_evm_authorization_value',
    );
    // Claiming the lower price as the accepted requirement is refused too: it is not what was offered.
    const cheap = { ...req, amount: '999' };
    expect(await refusal(await payment(cheap))).toBe('invalid_payment_requirements');
  });

  it('a payment to another wallet', async () => {
    const [req] = (await challengeFor(CANDLES)).accepts;
    if (!req) throw new Error('no requirement');
    const elsewhere = { ...req, payTo: privateKeyToAccount(generatePrivateKey()).address };
    expect(await refusal(await payment(req, elsewhere))).toBe('invalid_exact_evm_recipient_mismatch');
  });

  it('an expired authorization', async () => {
    const [req] = (await challengeFor(CANDLES)).accepts;
    if (!req) throw new Error('no requirement');
    const header = await payment(req);
    await advanceClock(2 * 60_000);
    expect(await refusal(header)).toBe('invalid_exact_evm_payload_authorization_valid_before');
  });

  it('an authorization not valid yet', async () => {
    const [req] = (await challengeFor(CANDLES)).accepts;
    if (!req) throw new Error('no requirement');
    const now = Math.floor(Date.now() / 1000);
    const authorization = {
      from: payer.address,
      to: req.payTo,
      value: req.amount,
      validAfter: String(now + 300),
      validBefore: String(now + 900),
      nonce: `0x${'ab'.repeat(32)}`,
    } as const;
    const signature = await payer.signTypedData({
      domain: { name: 'USD Coin', version: '2', chainId: 8453, verifyingContract: USDC_BASE },
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
        ...authorization,
        to: req.payTo as `0x${string}`,
        value: BigInt(authorization.value),
        validAfter: BigInt(authorization.validAfter),
        validBefore: BigInt(authorization.validBefore),
      },
    });
    const header = encode({ x402Version: 2, accepted: req, payload: { authorization, signature } });
    expect(await refusal(header)).toBe('invalid_exact_evm_payload_authorization_valid_after');
  });

  it('garbage in the payment header', async () => {
    expect(await refusal('not base64 at all!')).toBe('invalid_payload');
    expect(await refusal(encode({ x402Version: 1 }))).toBe('invalid_x402_version');
  });

  it('does not spend a payment on a call that fails', async () => {
    const [req] = (await challengeFor(CANDLES)).accepts;
    if (!req) throw new Error('no requirement');
    const header = await payment(req);
    const bad = await fetch(
      `${server.url}/gateway/ohlcv/candles?exchange=Binance&pair=BTC/USDT&interval=2m&range=24h`,
      {
        headers: { 'PAYMENT-SIGNATURE': header },
      },
    );
    expect(bad.status).toBe(400);
    expect(bad.headers.get('payment-response')).toBeNull();
    const good = await fetch(server.url + CANDLES, { headers: { 'PAYMENT-SIGNATURE': header } });
    expect(good.status).toBe(200);
  });
});

describe('the session cookie', () => {
  it('skips payment for an hour of sandbox clock, not after', async () => {
    const pay = wrapFetchWithPayment(fetch, new x402Client().register('eip155:8453', scheme));
    const paid = await pay(server.url + CANDLES);
    const cookie = (paid.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const withCookie = () =>
      fetch(server.url + '/gateway/ohlcv/candles?exchange=Coinbase&pair=BTC/USD&interval=1d&range=1w', {
        headers: { cookie },
      });

    const soon = await withCookie();
    expect(soon.status).toBe(200);
    expect(soon.headers.get('payment-response')).toBeNull();

    await advanceClock(59 * 60_000);
    expect((await withCookie()).status).toBe(200);

    await advanceClock(2 * 60_000);
    expect((await withCookie()).status).toBe(402);
  });

  it('is refused when forged', async () => {
    const res = await fetch(server.url + CANDLES, { headers: { cookie: 'auth_token=made-up' } });
    expect(res.status).toBe(402);
  });
});
