// The fixed shape of the sandbox's RWA universe: which assets exist, who issues tokens for them and where they
// trade. Only the numbers (prices, supplies, volumes) come from the seed, so a test can rely on the structure
// (a token with no price, a dotted symbol, the asset awaiting enrichment) whatever seed it uses.

export type AssetType = 'stock' | 'commodity' | 'etf';

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

export const ISSUERS: Record<string, IssuerInfo> = {
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
};

export interface AssetInfo {
  id: string;
  name: string;
  symbol: string;
  assetType: AssetType;
  /** Reference price in USD at the publication time. */
  priceUsd: number;
  issuers: (keyof typeof ISSUERS)[];
  /** How many days before the publication its history starts (relative, so any sandbox clock works). */
  listedDaysAgo: number;
  /** A new asset whose metadata and markets the service has not enriched yet (prices only). */
  awaitingEnrichment?: boolean;
  website: string | null;
  description: string;
}

const stock = (
  id: string,
  name: string,
  symbol: string,
  priceUsd: number,
  issuers: (keyof typeof ISSUERS)[],
  listedDaysAgo: number,
  website: string,
): AssetInfo => ({
  id,
  name,
  symbol,
  assetType: 'stock',
  priceUsd,
  issuers,
  listedDaysAgo,
  website,
  description: `Tokenized shares tracking ${name} (${symbol}) common stock, redeemable through the issuers listed.`,
});

const etf = (
  id: string,
  name: string,
  symbol: string,
  priceUsd: number,
  issuers: (keyof typeof ISSUERS)[],
  listedDaysAgo: number,
): AssetInfo => ({
  id,
  name,
  symbol,
  assetType: 'etf',
  priceUsd,
  issuers,
  listedDaysAgo,
  website: null,
  description: `Tokens backed one-to-one by units of the ${name} exchange-traded fund.`,
});

const commodity = (
  id: string,
  name: string,
  symbol: string,
  priceUsd: number,
  issuers: (keyof typeof ISSUERS)[],
  listedDaysAgo: number,
): AssetInfo => ({
  id,
  name,
  symbol,
  assetType: 'commodity',
  priceUsd,
  issuers,
  listedDaysAgo,
  website: null,
  description: `${name} held in custody, one token per troy ounce or contract unit.`,
});

export const ASSETS: AssetInfo[] = [
  stock(
    'apple-stock',
    'Apple Inc.',
    'AAPL',
    228.4,
    ['ondo', 'backed', 'dinari', 'swarm'],
    1362,
    'https://apple.com',
  ),
  stock('tesla-stock', 'Tesla, Inc.', 'TSLA', 342.1, ['ondo', 'backed', 'dinari'], 1362, 'https://tesla.com'),
  stock(
    'nvidia-stock',
    'NVIDIA Corporation',
    'NVDA',
    138.2,
    ['ondo', 'backed', 'dinari'],
    1256,
    'https://nvidia.com',
  ),
  stock(
    'microsoft-stock',
    'Microsoft Corporation',
    'MSFT',
    415.6,
    ['ondo', 'backed'],
    1256,
    'https://microsoft.com',
  ),
  stock(
    'amazon-stock',
    'Amazon.com, Inc.',
    'AMZN',
    205.3,
    ['ondo', 'backed', 'swarm'],
    1178,
    'https://amazon.com',
  ),
  stock(
    'alphabet-stock',
    'Alphabet Inc. Class A',
    'GOOGL',
    172.5,
    ['ondo', 'backed'],
    1178,
    'https://abc.xyz',
  ),
  stock('meta-stock', 'Meta Platforms, Inc.', 'META', 585.0, ['ondo', 'dinari'], 1047, 'https://meta.com'),
  stock(
    'coinbase-stock',
    'Coinbase Global, Inc.',
    'COIN',
    295.7,
    ['ondo', 'backed'],
    1047,
    'https://coinbase.com',
  ),
  stock('strategy-stock', 'Strategy Inc', 'MSTR', 330.2, ['backed', 'dinari'], 964, 'https://strategy.com'),
  stock('netflix-stock', 'Netflix, Inc.', 'NFLX', 890.4, ['ondo'], 964, 'https://netflix.com'),
  stock(
    'amd-stock',
    'Advanced Micro Devices, Inc.',
    'AMD',
    137.9,
    ['backed', 'swarm'],
    855,
    'https://amd.com',
  ),
  stock('robinhood-stock', 'Robinhood Markets, Inc.', 'HOOD', 38.6, ['backed'], 676, 'https://robinhood.com'),
  stock(
    'palantir-stock',
    'Palantir Technologies Inc.',
    'PLTR',
    64.3,
    ['ondo', 'backed'],
    676,
    'https://palantir.com',
  ),
  {
    ...stock('circle-stock', 'Circle Internet Group, Inc.', 'CRCL', 120.8, ['ondo'], 4, 'https://circle.com'),
    awaitingEnrichment: true,
  },
  commodity('gold', 'Gold', 'XAU', 2652.3, ['paxos', 'tether', 'matrixdock', 'kinesis'], 2635),
  commodity('silver', 'Silver', 'XAG', 31.2, ['kinesis', 'matrixdock'], 2365),
  commodity('platinum', 'Platinum', 'XPT', 962.5, ['swarm'], 1755),
  commodity('palladium', 'Palladium', 'XPD', 1004.1, ['swarm'], 1755),
  commodity('copper', 'Copper', 'HG', 4.21, ['backed'], 935),
  commodity('crude-oil', 'Crude Oil WTI', 'WTI', 70.4, ['backed', 'swarm'], 935),
  etf('spdr-sp500', 'SPDR S&P 500 ETF Trust', 'SPY', 590.2, ['ondo', 'backed', 'dinari', 'swarm'], 1362),
  etf('invesco-qqq', 'Invesco QQQ Trust', 'QQQ', 505.7, ['ondo', 'backed', 'dinari'], 1362),
  etf('ishares-russell-2000', 'iShares Russell 2000 ETF', 'IWM', 225.1, ['ondo', 'backed'], 1178),
  etf('spdr-gold-shares', 'SPDR Gold Shares', 'GLD', 245.3, ['ondo', 'backed'], 1178),
  etf('ishares-20y-treasury', 'iShares 20+ Year Treasury Bond ETF', 'TLT', 92.4, ['ondo', 'dinari'], 1256),
  etf('vanguard-total-market', 'Vanguard Total Stock Market ETF', 'VTI', 295.8, ['backed'], 1047),
  etf('ishares-emerging', 'iShares MSCI Emerging Markets ETF', 'EEM', 43.2, ['ondo', 'swarm'], 964),
  etf('ishares-bitcoin-trust', 'iShares Bitcoin Trust', 'IBIT', 52.6, ['ondo', 'backed', 'dinari'], 855),
  etf('ark-innovation', 'ARK Innovation ETF', 'ARKK', 57.3, ['backed'], 676),
  etf(
    'ishares-0-3m-treasury',
    'iShares 0-3 Month Treasury Bond ETF',
    'SGOV',
    100.5,
    ['ondo', 'backed'],
    1047,
  ),
];

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
