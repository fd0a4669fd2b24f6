// The blockchains wallets can be read on (GET /wallet/blockchains) and what an address looks like on each.

export type AddressFamily = 'evm' | 'solana' | 'bitcoin' | 'tron';

export interface Chain {
  name: string;
  connectionId: string;
  chain: string;
  family: AddressFamily;
  nativeCoinId: string;
  /** Tokens a wallet on this chain may hold. */
  tokenCoinIds: readonly string[];
  explorer: string;
}

export const CHAINS: readonly Chain[] = [
  {
    name: 'Ethereum',
    connectionId: 'ethereum',
    chain: 'ethereum',
    family: 'evm',
    nativeCoinId: 'ethereum',
    tokenCoinIds: ['usd-coin', 'tether', 'chainlink', 'uniswap', 'aave', 'polygon-ecosystem-token'],
    explorer: 'https://etherscan.io/tx/',
  },
  {
    name: 'BNB Smart Chain',
    connectionId: 'binancesmartchain',
    chain: 'binance_smart',
    family: 'evm',
    nativeCoinId: 'binancecoin',
    tokenCoinIds: ['tether', 'usd-coin'],
    explorer: 'https://bscscan.com/tx/',
  },
  {
    name: 'Polygon',
    connectionId: 'polygon',
    chain: 'polygon',
    family: 'evm',
    nativeCoinId: 'polygon-ecosystem-token',
    tokenCoinIds: ['usd-coin', 'tether', 'aave'],
    explorer: 'https://polygonscan.com/tx/',
  },
  {
    name: 'Arbitrum',
    connectionId: 'arbitrum',
    chain: 'arbitrum',
    family: 'evm',
    nativeCoinId: 'ethereum',
    tokenCoinIds: ['arbitrum', 'usd-coin'],
    explorer: 'https://arbiscan.io/tx/',
  },
  {
    name: 'Base',
    connectionId: 'base',
    chain: 'base',
    family: 'evm',
    nativeCoinId: 'ethereum',
    tokenCoinIds: ['usd-coin'],
    explorer: 'https://basescan.org/tx/',
  },
  {
    name: 'Avalanche C-Chain',
    connectionId: 'avalanche',
    chain: 'avalanche',
    family: 'evm',
    nativeCoinId: 'avalanche-2',
    tokenCoinIds: ['usd-coin', 'tether'],
    explorer: 'https://snowtrace.io/tx/',
  },
  {
    name: 'Solana',
    connectionId: 'solana',
    chain: 'solana',
    family: 'solana',
    nativeCoinId: 'solana',
    tokenCoinIds: ['usd-coin', 'tether'],
    explorer: 'https://solscan.io/tx/',
  },
  {
    name: 'Bitcoin',
    connectionId: 'bitcoin',
    chain: 'bitcoin',
    family: 'bitcoin',
    nativeCoinId: 'bitcoin',
    tokenCoinIds: [],
    explorer: 'https://mempool.space/tx/',
  },
  {
    name: 'Tron',
    connectionId: 'tron',
    chain: 'tron',
    family: 'tron',
    nativeCoinId: 'tron',
    tokenCoinIds: ['tether'],
    explorer: 'https://tronscan.org/#/transaction/',
  },
];

const ADDRESS_PATTERNS: Readonly<Record<AddressFamily, RegExp>> = {
  evm: /^0x[0-9a-fA-F]{40}$/,
  solana: /^[1-9A-HJ-NP-Za-km-z]{32,44}$/,
  bitcoin: /^(bc1[02-9ac-hj-np-z]{11,71}|[13][1-9A-HJ-NP-Za-km-z]{25,34})$/,
  tron: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
};

export function isValidAddress(chain: Chain, address: string): boolean {
  return ADDRESS_PATTERNS[chain.family].test(address);
}

export const chainByConnectionId = (id: string): Chain | undefined =>
  CHAINS.find((c) => c.connectionId === id);
export const chainByBlockchain = (id: string): Chain | undefined => CHAINS.find((c) => c.chain === id);

/** The chains `all` stands for with a given address: every chain where that address is valid. */
export function chainsForAll(address: string): Chain[] {
  return CHAINS.filter((chain) => isValidAddress(chain, address));
}
