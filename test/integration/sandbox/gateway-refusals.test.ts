// Every way a gateway payment must be refused (service-facts.md 6.6), each with the x402 reason a client can show.
// Payments are built by the protocol's own scheme and then altered, or signed with viem directly.
import { describe, expect, it } from 'vitest';
import {
  CANDLES,
  USDC_BASE,
  decode,
  encode,
  payer,
  payment,
  useGateway,
  type Challenge,
} from './gateway-harness';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { createSandbox } from '../../../src/sandbox/app';

const gateway = useGateway();

describe('refused payments', () => {
  async function refusal(header: string, path = CANDLES): Promise<string | undefined> {
    const res = await fetch(gateway.url(path), { headers: { 'PAYMENT-SIGNATURE': header } });
    expect(res.status).toBe(402);
    return (decode(res.headers.get('payment-required')) as Challenge).error;
  }

  it('a tampered signature', async () => {
    const req = await gateway.requirement(CANDLES);
    const good = JSON.parse(Buffer.from(await payment(req), 'base64').toString()) as {
      payload: { signature: string };
    };
    const sig = good.payload.signature;
    good.payload.signature = sig.slice(0, 10) + (sig[10] === 'a' ? 'b' : 'a') + sig.slice(11);
    expect(await refusal(encode(good))).toBe('invalid_exact_evm_signature');
  });

  it('a replayed payment, also when sent as X-PAYMENT', async () => {
    const req = await gateway.requirement(CANDLES);
    const header = await payment(req);
    const first = await fetch(gateway.url(CANDLES), { headers: { 'X-PAYMENT': header } });
    expect(first.status).toBe(200);
    expect(await refusal(header)).toBe('invalid_exact_evm_nonce_already_used');
  });

  it('an underpaid amount', async () => {
    const req = await gateway.requirement(CANDLES);
    expect(await refusal(await payment(req, { ...req, amount: '999' }))).toBe(
      'invalid_exact_evm_authorization_value',
    );
    // Claiming the lower price as the accepted requirement is refused too: it is not what was offered.
    const cheap = { ...req, amount: '999' };
    expect(await refusal(await payment(cheap))).toBe('invalid_payment_requirements');
  });

  it('a payment to another wallet', async () => {
    const req = await gateway.requirement(CANDLES);
    const elsewhere = { ...req, payTo: privateKeyToAccount(generatePrivateKey()).address };
    expect(await refusal(await payment(req, elsewhere))).toBe('invalid_exact_evm_recipient_mismatch');
  });

  it('an expired authorization', async () => {
    const req = await gateway.requirement(CANDLES);
    const header = await payment(req);
    await gateway.advanceClock(2 * 60_000);
    expect(await refusal(header)).toBe('invalid_exact_evm_payload_authorization_valid_before');
  });

  it('an authorization not valid yet', async () => {
    const req = await gateway.requirement(CANDLES);
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
    const req = await gateway.requirement(CANDLES);
    const header = await payment(req);
    const bad = await fetch(
      gateway.url('/gateway/ohlcv/candles?exchange=Binance&pair=BTC/USDT&interval=2m&range=24h'),
      {
        headers: { 'PAYMENT-SIGNATURE': header },
      },
    );
    expect(bad.status).toBe(400);
    expect(bad.headers.get('payment-response')).toBeNull();
    const good = await fetch(gateway.url(CANDLES), { headers: { 'PAYMENT-SIGNATURE': header } });
    expect(good.status).toBe(200);
  });
});

describe('concurrent replays', () => {
  it('settle one payment once even when the copies are verified at the same time', async () => {
    // In process, so that all copies are in verification together rather than queued by the socket.
    const sandbox = createSandbox({ seed: 11, now: Date.now() });
    const req = await gateway.requirement(CANDLES);
    const header = await payment(req);
    const send = () =>
      sandbox.fetch(new Request(`http://sandbox${CANDLES}`, { headers: { 'PAYMENT-SIGNATURE': header } }));
    const statuses = (await Promise.all([send(), send(), send()])).map((res) => res.status).sort();
    expect(statuses).toEqual([200, 402, 402]);
  });
});
