// A fresh sandbox per test, served over real HTTP, for the gateway tests; plus the protocol's own client pieces
// (@x402/evm's ExactEvmScheme, and ExactEvmSchemeV1 for a gateway speaking version 1, over a throw-away viem key)
// to build payments with.
import { ExactEvmScheme } from '@x402/evm';
import { ExactEvmSchemeV1 } from '@x402/evm/v1';
import { wrapFetchWithPayment, x402Client, type PaymentRequirements } from '@x402/fetch';
import { afterEach, beforeEach, expect } from 'vitest';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { createSandbox } from '../../../src/sandbox/app';
import { serveSandbox, type RunningSandbox } from '../../../src/sandbox/server';

export const USDC_BASE = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913';
export const CANDLES = '/gateway/ohlcv/candles?exchange=Binance&pair=BTC/USDT&interval=1h&range=24h';

export const payer = privateKeyToAccount(generatePrivateKey());
export const scheme = new ExactEvmScheme(payer);

export interface Challenge {
  x402Version: number;
  error?: string;
  resource: { url: string; description: string; mimeType: string };
  accepts: PaymentRequirements[];
}

export const decode = (header: string | null): unknown =>
  JSON.parse(Buffer.from(header ?? '', 'base64').toString('utf8'));
export const encode = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64');

/** A payment signed by the protocol's own scheme for `signed` requirements, claiming `accepted`. */
export async function payment(
  accepted: PaymentRequirements,
  signed: PaymentRequirements = accepted,
): Promise<string> {
  const result = await scheme.createPaymentPayload(2, signed);
  return encode({ x402Version: 2, accepted, payload: result.payload });
}

export function useGateway(options: { x402Version?: 1 | 2 } = {}) {
  let server: RunningSandbox | undefined;
  beforeEach(async () => {
    // The protocol client signs with the real clock, so the sandbox clock starts at real time here.
    server = await serveSandbox(
      createSandbox({ seed: 11, now: Date.now(), x402Version: options.x402Version }),
      0,
    );
  });
  afterEach(async () => {
    await server?.close();
  });

  const url = (path: string): string => {
    if (server === undefined) throw new Error('sandbox not started');
    return server.url + path;
  };

  const challengeFor = async (path: string, init?: RequestInit): Promise<Challenge> => {
    const res = await fetch(url(path), init);
    expect(res.status).toBe(402);
    const challenge = decode(res.headers.get('payment-required')) as Challenge;
    expect(await res.json()).toEqual(challenge);
    return challenge;
  };

  return {
    url,
    challengeFor,
    /** The one requirement the gateway offers for a path. */
    requirement: async (path: string): Promise<PaymentRequirements> => {
      const [first] = (await challengeFor(path)).accepts;
      if (first === undefined) throw new Error(`no requirement offered for ${path}`);
      return first;
    },
    payingFetch: () => wrapFetchWithPayment(fetch, new x402Client().register('eip155:8453', scheme)),
    /** The protocol's own version 1 client, as the service's page tells agents to pay. */
    payingFetchV1: () =>
      wrapFetchWithPayment(fetch, new x402Client().registerV1('base', new ExactEvmSchemeV1(payer))),
    advanceClock: async (ms: number): Promise<void> => {
      const res = await fetch(url('/__sandbox/clock'), { method: 'POST', body: JSON.stringify({ ms }) });
      expect(res.status).toBe(200);
    },
  };
}
