import { randomBytes } from 'node:crypto';
import type { PaymentRequirements, SchemeNetworkClient } from '@x402/fetch';
import { findDefaultAsset } from '@x402/evm';
import { askedAmount } from './challenge-shape';
import { BASE_NETWORK } from './usdc';
import { TRANSFER_WITH_AUTHORIZATION } from '../../shared/reference/eip3009';
import { getAddress, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';

// The x402 `exact` EVM scheme (service-facts.md 6.2-6.5), signed here rather than by @x402/evm so the app decides
// what is signed: a nonce recorded first, a bounded validity on its own clock (the library's v1 client signs for
// whatever the gateway asks), and only an EIP-3009 transferWithAuthorization. `reserve` runs first and may refuse;
// the key is read after it, for this one signature, and not kept.

export const BASE_CHAIN_ID = 8453;

const isPrivateKey = (value: string): value is Hex => /^0x[0-9a-fA-F]{64}$/.test(value);

/** What the app decided for one authorization, after recording it. */
export interface Reservation {
  nonce: Hex;
  validAfter: number;
  validBefore: number;
}

export interface WalletSchemeDeps {
  /** The x402 version this scheme answers: the payload's shape differs (v1 names scheme and network in it). */
  version: 1 | 2;
  /** The wallet key, or a rejection with the reason there is none to use. */
  readKey: () => Promise<string>;
  /** Checks and records the authorization about to be signed; throws to refuse. */
  reserve: (requirements: PaymentRequirements, nonce: Hex) => Reservation;
  /** Nothing was signed after `reserve` (no key, signing failed): the reservation is dropped. */
  unsigned: (nonce: Hex) => void;
}

export function walletScheme(deps: WalletSchemeDeps): SchemeNetworkClient {
  return {
    scheme: 'exact',
    // Lets the spend controls recognise USDC on Base as a known USD asset and apply the per-call cap to it.
    findDefaultAsset,
    async createPaymentPayload(x402Version, requirements) {
      const { name, version } = requirements.extra ?? {};
      if (typeof name !== 'string' || typeof version !== 'string') {
        throw new Error('The challenge names no EIP-712 domain for the token, so it cannot be signed.');
      }
      const amount = askedAmount(deps.version, requirements);
      if (amount === undefined) throw new Error('The challenge names no amount, so it cannot be signed.');
      // What the app checks and records is the same in both versions: the amount asked, on Base (the policy lets
      // nothing else through), whatever the version calls them.
      const terms: PaymentRequirements = { ...requirements, amount, network: BASE_NETWORK };
      // Reserved first: a call the caps or the lifetime bound refuse never even reads the key.
      const reservation = deps.reserve(terms, `0x${randomBytes(32).toString('hex')}`);
      try {
        const key = await deps.readKey();
        if (!isPrivateKey(key)) {
          throw new Error(
            'The stored wallet key is not a 0x-prefixed 32-byte hex key; store it again in Settings.',
          );
        }
        const account = privateKeyToAccount(key);
        const authorization = {
          from: account.address,
          to: getAddress(requirements.payTo),
          value: amount,
          validAfter: String(reservation.validAfter),
          validBefore: String(reservation.validBefore),
          nonce: reservation.nonce,
        };
        const signature = await account.signTypedData({
          domain: {
            name,
            version,
            chainId: BASE_CHAIN_ID,
            verifyingContract: getAddress(requirements.asset),
          },
          types: TRANSFER_WITH_AUTHORIZATION,
          primaryType: 'TransferWithAuthorization',
          message: {
            ...authorization,
            value: BigInt(authorization.value),
            validAfter: BigInt(authorization.validAfter),
            validBefore: BigInt(authorization.validBefore),
          },
        });
        const payload = { authorization, signature };
        return deps.version === 1
          ? { x402Version, scheme: requirements.scheme, network: requirements.network, payload }
          : { x402Version, payload };
      } catch (error) {
        deps.unsigned(reservation.nonce);
        throw error;
      }
    },
  };
}

/** The wallet's public address, which is safe to show (Settings, gateway status). */
export function walletAddressOf(key: string): string | null {
  return isPrivateKey(key) ? privateKeyToAccount(key).address : null;
}

/** A new random wallet key, made in main; only its address leaves. */
export const newWalletKey = (): string => generatePrivateKey();
