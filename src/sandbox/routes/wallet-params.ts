// Which wallets a wallet request is about: `address` + `connectionId` or `blockchain` (connectionId wins when both
// are given; a csv list or `all`/`forceall` expand to several networks), or `wallets=conn:addr,conn:addr`.
import type { SandboxContext } from '../core/env';
import { ApiError } from '../core/errors';
import { listQuery, optionalQuery } from '../core/params';
import {
  chainByBlockchain,
  chainByConnectionId,
  chainsForAll,
  isValidAddress,
  type Chain,
} from '../data/chains';

export interface WalletRef {
  chain: Chain;
  address: string;
}

export function expandNetworks(
  values: readonly string[],
  kind: 'connectionId' | 'blockchain',
  address: string,
): Chain[] {
  const chains: Chain[] = [];
  for (const value of values) {
    if (value === 'all' || value === 'forceall') {
      const all = chainsForAll(address);
      if (all.length === 0)
        throw new ApiError(400, `'${address}' is not a valid address on any supported network`);
      chains.push(...all);
      continue;
    }
    const chain = kind === 'connectionId' ? chainByConnectionId(value) : chainByBlockchain(value);
    if (!chain) throw new ApiError(400, `Unknown ${kind} '${value}'; see GET /wallet/blockchains`);
    chains.push(chain);
  }
  return chains.filter((chain, index) => chains.indexOf(chain) === index);
}

export function validatedWallet(chain: Chain, address: string): WalletRef {
  if (!isValidAddress(chain, address)) {
    throw new ApiError(400, `'${address}' is not a valid ${chain.name} address`);
  }
  return { chain, address };
}

/** `address` + `connectionId`|`blockchain`; `single` refuses lists and `all` (status). */
export function walletsFromAddress(c: SandboxContext, single = false): WalletRef[] {
  const address = optionalQuery(c, 'address', 120);
  const byConnection = listQuery(c, 'connectionId');
  const byBlockchain = listQuery(c, 'blockchain');
  if (address === undefined) throw new ApiError(400, 'Query parameter `address` is required');
  const values = byConnection ?? byBlockchain;
  if (values === undefined) throw new ApiError(400, 'Send `connectionId` or `blockchain` with the address');
  if (single && (values.length > 1 || values[0] === 'all' || values[0] === 'forceall')) {
    throw new ApiError(400, 'This endpoint takes one network; send a single connectionId');
  }
  return expandNetworks(values, byConnection ? 'connectionId' : 'blockchain', address).map((chain) =>
    validatedWallet(chain, address),
  );
}

/** `wallets=conn:addr,conn:addr`, or undefined when the parameter is absent. */
export function walletsFromList(c: SandboxContext): WalletRef[] | undefined {
  const entries = listQuery(c, 'wallets');
  if (entries === undefined) return undefined;
  return entries.flatMap((entry) => {
    const separator = entry.indexOf(':');
    if (separator <= 0 || separator === entry.length - 1) {
      throw new ApiError(400, `Wallet '${entry}' must be written connectionId:address`);
    }
    const address = entry.slice(separator + 1);
    return expandNetworks([entry.slice(0, separator)], 'connectionId', address).map((chain) =>
      validatedWallet(chain, address),
    );
  });
}

/** Either form, but not both at once. */
export function walletsFromEither(c: SandboxContext): WalletRef[] {
  const listed = walletsFromList(c);
  if (listed && c.req.query('address') !== undefined) {
    throw new ApiError(400, 'Send either `wallets` or `address` with a network, not both');
  }
  return listed ?? walletsFromAddress(c);
}
