// The fixed shape of the sandbox's RWA universe: which assets exist and who issues tokens for them. Only the
// numbers (prices, supplies, volumes) come from the seed, so a test can rely on the structure (a token with no
// price, a dotted symbol, the asset awaiting enrichment) whatever seed it uses.
import type { ISSUERS } from './issuers';

export type AssetType = 'stock' | 'commodity' | 'etf';
export type IssuerKey = keyof typeof ISSUERS;

export interface AssetInfo {
  id: string;
  name: string;
  symbol: string;
  assetType: AssetType;
  /** Reference price in USD at the publication time. */
  priceUsd: number;
  issuers: IssuerKey[];
  /** How many days before the publication its history starts (relative, so any sandbox clock works). */
  listedDaysAgo: number;
  /** A new asset whose metadata and markets the service has not enriched yet (prices only). */
  awaitingEnrichment?: boolean;
  website: string | null;
  description: string;
}

type Row = [
  id: string,
  name: string,
  symbol: string,
  price: number,
  issuers: IssuerKey[],
  days: number,
  web?: string,
];

const STOCKS: Row[] = [
  ['apple-stock', 'Apple Inc.', 'AAPL', 228.4, ['ondo', 'backed', 'dinari', 'swarm'], 1362, 'apple.com'],
  ['tesla-stock', 'Tesla, Inc.', 'TSLA', 342.1, ['ondo', 'backed', 'dinari'], 1362, 'tesla.com'],
  ['nvidia-stock', 'NVIDIA Corporation', 'NVDA', 138.2, ['ondo', 'backed', 'dinari'], 1256, 'nvidia.com'],
  ['microsoft-stock', 'Microsoft Corporation', 'MSFT', 415.6, ['ondo', 'backed'], 1256, 'microsoft.com'],
  ['amazon-stock', 'Amazon.com, Inc.', 'AMZN', 205.3, ['ondo', 'backed', 'swarm'], 1178, 'amazon.com'],
  ['alphabet-stock', 'Alphabet Inc. Class A', 'GOOGL', 172.5, ['ondo', 'backed'], 1178, 'abc.xyz'],
  ['meta-stock', 'Meta Platforms, Inc.', 'META', 585.0, ['ondo', 'dinari'], 1047, 'meta.com'],
  ['coinbase-stock', 'Coinbase Global, Inc.', 'COIN', 295.7, ['ondo', 'backed'], 1047, 'coinbase.com'],
  ['strategy-stock', 'Strategy Inc', 'MSTR', 330.2, ['backed', 'dinari'], 964, 'strategy.com'],
  ['netflix-stock', 'Netflix, Inc.', 'NFLX', 890.4, ['ondo'], 964, 'netflix.com'],
  ['amd-stock', 'Advanced Micro Devices, Inc.', 'AMD', 137.9, ['backed', 'swarm'], 855, 'amd.com'],
  ['robinhood-stock', 'Robinhood Markets, Inc.', 'HOOD', 38.6, ['backed'], 676, 'robinhood.com'],
  ['palantir-stock', 'Palantir Technologies Inc.', 'PLTR', 64.3, ['ondo', 'backed'], 676, 'palantir.com'],
  ['circle-stock', 'Circle Internet Group, Inc.', 'CRCL', 120.8, ['ondo'], 4, 'circle.com'],
];

const COMMODITIES: Row[] = [
  ['gold', 'Gold', 'XAU', 2652.3, ['paxos', 'tether', 'matrixdock', 'kinesis'], 2635],
  ['silver', 'Silver', 'XAG', 31.2, ['kinesis', 'matrixdock'], 2365],
  ['platinum', 'Platinum', 'XPT', 962.5, ['swarm'], 1755],
  ['palladium', 'Palladium', 'XPD', 1004.1, ['swarm'], 1755],
  ['copper', 'Copper', 'HG', 4.21, ['backed'], 935],
  ['crude-oil', 'Crude Oil WTI', 'WTI', 70.4, ['backed', 'swarm'], 935],
];

const ETFS: Row[] = [
  ['spdr-sp500', 'SPDR S&P 500 ETF Trust', 'SPY', 590.2, ['ondo', 'backed', 'dinari', 'swarm'], 1362],
  ['invesco-qqq', 'Invesco QQQ Trust', 'QQQ', 505.7, ['ondo', 'backed', 'dinari'], 1362],
  ['ishares-russell-2000', 'iShares Russell 2000 ETF', 'IWM', 225.1, ['ondo', 'backed'], 1178],
  ['spdr-gold-shares', 'SPDR Gold Shares', 'GLD', 245.3, ['ondo', 'backed'], 1178],
  ['ishares-20y-treasury', 'iShares 20+ Year Treasury Bond ETF', 'TLT', 92.4, ['ondo', 'dinari'], 1256],
  ['vanguard-total-market', 'Vanguard Total Stock Market ETF', 'VTI', 295.8, ['backed'], 1047],
  ['ishares-emerging', 'iShares MSCI Emerging Markets ETF', 'EEM', 43.2, ['ondo', 'swarm'], 964],
  ['ishares-bitcoin-trust', 'iShares Bitcoin Trust', 'IBIT', 52.6, ['ondo', 'backed', 'dinari'], 855],
  ['ark-innovation', 'ARK Innovation ETF', 'ARKK', 57.3, ['backed'], 676],
  ['ishares-0-3m-treasury', 'iShares 0-3 Month Treasury Bond ETF', 'SGOV', 100.5, ['ondo', 'backed'], 1047],
];

/** The newest listing: its enrichment (metadata, markets, supply) is still pending upstream. */
const AWAITING_ENRICHMENT = 'circle-stock';

const DESCRIPTIONS: Record<AssetType, (name: string, symbol: string) => string> = {
  stock: (name, symbol) =>
    `Tokenized shares tracking ${name} (${symbol}) common stock, redeemable through the issuers listed.`,
  commodity: (name) => `${name} held in custody, one token per troy ounce or contract unit.`,
  etf: (name) => `Tokens backed one-to-one by units of the ${name} exchange-traded fund.`,
};

function asset(assetType: AssetType, [id, name, symbol, priceUsd, issuers, days, web]: Row): AssetInfo {
  return {
    id,
    name,
    symbol,
    assetType,
    priceUsd,
    issuers,
    listedDaysAgo: days,
    ...(id === AWAITING_ENRICHMENT ? { awaitingEnrichment: true } : {}),
    website: web === undefined ? null : `https://${web}`,
    description: DESCRIPTIONS[assetType](name, symbol),
  };
}

export const ASSETS: readonly AssetInfo[] = [
  ...STOCKS.map((row) => asset('stock', row)),
  ...COMMODITIES.map((row) => asset('commodity', row)),
  ...ETFS.map((row) => asset('etf', row)),
];
