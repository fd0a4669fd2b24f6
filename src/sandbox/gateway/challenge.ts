// The x402 payment challenge (service-facts.md 5, 6.2, 9): one `exact` requirement for USDC on Base. Version 2
// carries it base64-encoded in the PAYMENT-REQUIRED header (and as the JSON body too); version 1, as the service's
// page describes it, only as the JSON body, with `maxAmountRequired`, the network named `base` and the resource
// inside the requirement.
import type { Address } from 'viem';
import type { GatewayPrice } from './prices';

export const NETWORK = 'eip155:8453';
/** Base mainnet as x402 version 1 names it. */
export const NETWORK_V1 = 'base';

export type X402Version = 1 | 2;
export const CHAIN_ID = 8453;
/** USDC on Base mainnet, a fixed value of the payment protocol. */
export const USDC_ADDRESS: Address = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913';
/** The sandbox's receiving wallet: a fixed address nobody holds a key for. */
export const PAY_TO: Address = '0x5A4Db0C5000000000000000000000000000402a1';
export const MAX_TIMEOUT_SECONDS = 60;
/** The EIP-712 domain of USDC on Base: name and version travel in the requirement's `extra`. */
export const USDC_DOMAIN = { name: 'USD Coin', version: '2' } as const;

export interface PaymentRequirements {
  scheme: 'exact';
  network: string;
  amount: string;
  asset: Address;
  payTo: Address;
  maxTimeoutSeconds: number;
  extra: { name: string; version: string };
}

export interface PaymentRequired {
  x402Version: 2;
  error?: string;
  resource: { url: string; description: string; mimeType: string };
  accepts: PaymentRequirements[];
}

const describe = (price: GatewayPrice): string =>
  `Sandbox crypto data: GET ${price.pattern} (${price.usdc} USDC per request)`;

export function requirementsFor(price: GatewayPrice): PaymentRequirements {
  return {
    scheme: 'exact',
    network: NETWORK,
    amount: price.amount,
    asset: USDC_ADDRESS,
    payTo: PAY_TO,
    maxTimeoutSeconds: MAX_TIMEOUT_SECONDS,
    extra: { ...USDC_DOMAIN },
  };
}

export function paymentRequired(url: string, price: GatewayPrice, error?: string): PaymentRequired {
  return {
    x402Version: 2,
    ...(error === undefined ? {} : { error }),
    resource: {
      url,
      description: describe(price),
      mimeType: 'application/json',
    },
    accepts: [requirementsFor(price)],
  };
}

export interface PaymentRequirementsV1 {
  scheme: 'exact';
  network: typeof NETWORK_V1;
  maxAmountRequired: string;
  resource: string;
  description: string;
  mimeType: string;
  payTo: Address;
  maxTimeoutSeconds: number;
  asset: Address;
  extra: { name: string; version: string };
}

export interface PaymentRequiredV1 {
  x402Version: 1;
  error: string;
  accepts: PaymentRequirementsV1[];
}

export function paymentRequiredV1(url: string, price: GatewayPrice, error?: string): PaymentRequiredV1 {
  const terms = requirementsFor(price);
  return {
    x402Version: 1,
    error: error ?? 'X-PAYMENT header is required',
    accepts: [
      {
        scheme: terms.scheme,
        network: NETWORK_V1,
        maxAmountRequired: terms.amount,
        resource: url,
        description: describe(price),
        mimeType: 'application/json',
        payTo: terms.payTo,
        maxTimeoutSeconds: terms.maxTimeoutSeconds,
        asset: terms.asset,
        extra: terms.extra,
      },
    ],
  };
}

export function encodeHeader(value: unknown): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64');
}

/** Standard base64 of UTF-8 JSON; undefined when the header is not that. */
export function decodeHeader(header: string): unknown {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(header)) return undefined;
  try {
    return JSON.parse(Buffer.from(header, 'base64').toString('utf8'));
  } catch {
    return undefined;
  }
}
