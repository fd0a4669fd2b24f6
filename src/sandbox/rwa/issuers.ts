// Who issues RWA tokens, on which networks, and where they trade. Fixed like the asset catalog: only numbers
// come from the seed, so a test can rely on the structure (an issuer without price feeds, a dotted symbol).

export interface IdName {
  id: string;
  name: string;
}

export interface NetworkInfo {
  platformId: string;
  name: string;
  explorer: string;
}

export const NETWORKS: Record<string, NetworkInfo> = {
  ethereum: { platformId: 'ethereum', name: 'Ethereum', explorer: 'https://etherscan.io/token/' },
  solana: { platformId: 'solana', name: 'Solana', explorer: 'https://solscan.io/token/' },
  'arbitrum-one': {
    platformId: 'arbitrum-one',
    name: 'Arbitrum One',
    explorer: 'https://arbiscan.io/token/',
  },
  base: { platformId: 'base', name: 'Base', explorer: 'https://basescan.org/token/' },
  'binance-smart-chain': {
    platformId: 'binance-smart-chain',
    name: 'BNB Smart Chain',
    explorer: 'https://bscscan.com/token/',
  },
  'polygon-pos': { platformId: 'polygon-pos', name: 'Polygon', explorer: 'https://polygonscan.com/token/' },
};

/** How an issuer names its tokens, where it deploys them, and which market data it lacks. */
export interface IssuerInfo extends IdName {
  symbol: (ticker: string) => string;
  tokenName: (assetName: string, ticker: string) => string;
  networks: string[];
  /** The issuer's tokens have a unique coin mapping (coinId/coinSlug non-null). */
  mapped: boolean;
  /** Which figures the service has no data for on this issuer's tokens. */
  missing: { price: boolean; supply: boolean; volume: boolean };
}

const none = { price: false, supply: false, volume: false };

export const ISSUERS = {
  ondo: {
    id: 'ondo-global-markets',
    name: 'Ondo Global Markets',
    symbol: (t) => `${t}on`,
    tokenName: (n) => `${n} (Ondo Tokenized)`,
    networks: ['ethereum', 'binance-smart-chain', 'solana'],
    mapped: true,
    missing: none,
  },
  backed: {
    id: 'backed-finance',
    name: 'Backed Finance',
    symbol: (t) => `${t}x`,
    tokenName: (n) => `${n} xStock`,
    networks: ['solana', 'ethereum'],
    mapped: true,
    missing: none,
  },
  dinari: {
    id: 'dinari',
    name: 'Dinari',
    symbol: (t) => `${t}.d`,
    tokenName: (_n, t) => `Dinari ${t}`,
    networks: ['arbitrum-one', 'base'],
    mapped: false,
    // Thinly traded: the service has a supply figure but no price feed for these.
    missing: { price: true, supply: false, volume: true },
  },
  swarm: {
    id: 'swarm-markets',
    name: 'Swarm Markets',
    symbol: (t) => `s${t}`,
    tokenName: (n) => `Swarm ${n}`,
    networks: ['polygon-pos'],
    mapped: false,
    missing: { price: false, supply: true, volume: true },
  },
  paxos: {
    id: 'paxos',
    name: 'Paxos',
    symbol: () => 'PAXG',
    tokenName: () => 'PAX Gold',
    networks: ['ethereum'],
    mapped: true,
    missing: none,
  },
  tether: {
    id: 'tether',
    name: 'Tether',
    symbol: () => 'XAUT',
    tokenName: () => 'Tether Gold',
    networks: ['ethereum', 'polygon-pos'],
    mapped: true,
    missing: none,
  },
  matrixdock: {
    id: 'matrixdock',
    name: 'Matrixdock',
    symbol: (t) => `${t}m`,
    tokenName: (n) => `Matrixdock ${n}`,
    networks: ['ethereum', 'binance-smart-chain'],
    mapped: true,
    missing: none,
  },
  kinesis: {
    id: 'kinesis',
    name: 'Kinesis',
    symbol: (t) => `K${t.slice(1)}`,
    tokenName: (n) => `Kinesis ${n}`,
    networks: ['ethereum'],
    mapped: false,
    missing: { price: false, supply: false, volume: true },
  },
} satisfies Record<string, IssuerInfo>;

export const EXCHANGES: IdName[] = [
  { id: 'bybit', name: 'Bybit' },
  { id: 'kraken', name: 'Kraken' },
  { id: 'gate', name: 'Gate' },
  { id: 'bitget', name: 'Bitget' },
  { id: 'raydium', name: 'Raydium' },
  { id: 'uniswap-v3', name: 'Uniswap V3' },
];

export const TRADE_URLS: Record<string, (pair: string) => string | null> = {
  bybit: (pair) => `https://www.bybit.com/en/trade/spot/${pair}`,
  kraken: (pair) => `https://pro.kraken.com/app/trade/${pair.replace('/', '-')}`,
  gate: (pair) => `https://www.gate.io/trade/${pair.replace('/', '_')}`,
  bitget: (pair) => `https://www.bitget.com/spot/${pair.replace('/', '')}`,
  // DEX pools: no stable deep link to a pair page.
  raydium: () => null,
  'uniswap-v3': () => null,
};
