import type { Handlers } from '../../shared/contract';
import { fail } from '../../shared/envelope';

/**
 * wallet:add refuses an address that cannot be on the chosen chain (EVM checksum, Bitcoin, Solana, ...) before
 * anything is saved, in the same shape as a contract refusal. The renderer checks first with the same rule; this
 * holds for every other caller.
 */
export function guardWalletAdd(add: Handlers['wallet:add']): Handlers['wallet:add'] {
  return async (input) => {
    // Loaded at the first add: its hashing libraries are no part of what a start shows.
    const { checkWalletAddress } = await import('../../shared/wallet-address');
    const checked = checkWalletAddress(input.address, input.connectionId);
    if (checked.ok) return add(input);
    return fail({
      code: 'invalid_input',
      message: `Invalid input for wallet:add: address: ${checked.message}`,
      issues: [{ path: 'address', message: checked.message }],
    });
  };
}
