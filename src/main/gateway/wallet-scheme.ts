import type { SchemeNetworkClient } from '@x402/fetch';
import { ExactEvmScheme, findDefaultAsset } from '@x402/evm';
import { privateKeyToAccount } from 'viem/accounts';

// The x402 `exact` scheme for EVM (an EIP-3009 transferWithAuthorization signed with EIP-712), with the wallet key
// read from the keychain only when a payment is being signed, after the spend controls, the policy and the cap
// hook have let it through. The key and the account made from it live for this one signature and are not kept.

/** Base mainnet, the only network the gateway is paid on (service.md 5.2). */
export const BASE_NETWORK = 'eip155:8453';
/** USDC on Base: a fixed value of the payment protocol (service-facts.md 5). */
export const BASE_USDC = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913';

const isPrivateKey = (value: string): value is `0x${string}` => /^0x[0-9a-fA-F]{64}$/.test(value);

/**
 * `readKey` resolves to the wallet key or rejects with the reason there is none to use; a malformed stored value
 * is reported without echoing it.
 */
export function walletScheme(readKey: () => Promise<string>): SchemeNetworkClient {
  return {
    scheme: 'exact',
    // Lets the spend controls recognise USDC on Base as a known USD asset and apply the per-call cap to it.
    findDefaultAsset,
    async createPaymentPayload(x402Version, requirements, context) {
      const key = await readKey();
      if (!isPrivateKey(key)) {
        throw new Error(
          'The stored wallet key is not a 0x-prefixed 32-byte hex key; store it again in Settings.',
        );
      }
      const signer = new ExactEvmScheme(privateKeyToAccount(key));
      return signer.createPaymentPayload(x402Version, requirements, context);
    },
  };
}

/** The wallet's public address, which is safe to show (Settings, gateway status). */
export function walletAddressOf(key: string): string | null {
  return isPrivateKey(key) ? privateKeyToAccount(key).address : null;
}
