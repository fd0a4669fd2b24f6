// Tokenized real-world assets. The token list (RwaTokensResponse) is exactly the reference's section 2.1-2.4.
// The reference does not show the other RWA payloads; the shapes below are this project's documented assumption
// (docs/wire-shapes.md), followed by both the sandbox and the client, and parsed tolerantly by the client.

import type { RwaChanges } from '../reference/rwa-assets';

export interface RwaPagination {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

export interface IdName {
  id: string;
  name: string;
}

export interface RwaNetwork {
  platformId: string;
  contractAddress: string;
  name: string;
  imageUrl: string | null;
  explorerUrl: string | null;
}

export interface RwaToken {
  id: string;
  name: string;
  symbol: string;
  issuer: IdName | null;
  imageUrl: string | null;
  coinId: string | null;
  coinSlug: string | null;
  networks: RwaNetwork[];
  price: number | null;
  marketCap: number | null;
  volume24h: number | null;
  change24h: number | null;
  marketDataProvider: string | null;
}

export interface RwaFreshness {
  currency: string;
  /** When the upstream publication was updated; never the request time. */
  updatedAt: string | null;
  isStale: boolean;
  available: boolean;
}

export interface RwaTokensResponse extends RwaFreshness {
  items: RwaToken[];
  pagination: RwaPagination;
  filters: { issuers: IdName[]; networks: string[] };
}

export type RwaAssetType = 'stock' | 'commodity' | 'etf';

export interface RwaAssetRow extends RwaChanges {
  id: string;
  name: string;
  symbol: string;
  assetType: RwaAssetType;
  imageUrl: string | null;
  tokenizedPrice: number | null;
  tokenizedMarketCap: number | null;
  tokenizedVolume24h: number | null;
  tokenCount: number;
}

export interface RwaAssetsResponse extends RwaFreshness {
  items: RwaAssetRow[];
  pagination: RwaPagination;
}

export interface RwaOverview extends RwaFreshness {
  totalMarketCap: number | null;
  totalVolume24h: number | null;
  assetCounts: { total: number; stock: number; commodity: number; etf: number };
  tokenCount: number;
  leaders: RwaAssetRow[];
  topGainers: RwaAssetRow[];
}

export interface RwaAssetDetail {
  id: string;
  name: string;
  symbol: string;
  assetType: RwaAssetType;
  currency: string;
  updatedAt: string | null;
  isStale: boolean;
  price: {
    available: boolean;
    tokenizedPrice: number | null;
    tokenizedMarketCap: number | null;
    tokenizedVolume24h: number | null;
    change24h: number | null;
  };
  metadata: {
    available: boolean;
    description: string | null;
    imageUrl: string | null;
    website: string | null;
    issuers: IdName[];
  };
  markets: { available: boolean; count: number };
  history: { available: boolean; availableFrom: string | null };
}

export interface RwaMarket {
  id: string;
  exchange: IdName;
  tokenId: string;
  tokenSymbol: string;
  issuer: IdName | null;
  pair: string;
  price: number | null;
  volume24h: number | null;
  isAnomaly: boolean;
  /** Row freshness. */
  updatedAt: string | null;
  isStale: boolean;
  tradeUrl: string | null;
}

export interface RwaMarketsResponse extends RwaFreshness {
  items: RwaMarket[];
  pagination: RwaPagination;
  filters: { tokens: IdName[]; issuers: IdName[]; exchanges: IdName[] };
}

export type RwaHistoryRange = '24h' | '7d' | '30d' | '1y' | 'all';
export type RwaHistoryMetric = 'marketCap' | 'volume';

export interface RwaHistoryPoint {
  /** Unix milliseconds. */
  t: number;
  value: number;
  breakdown: { stock: number; commodity: number; etf: number };
}

export interface RwaHistory extends RwaFreshness {
  range: RwaHistoryRange;
  metric: RwaHistoryMetric;
  /** At most 500 sampled points. */
  points: RwaHistoryPoint[];
}

export type RwaAssetHistoryRange = '1h' | '24h' | '1w' | '1m' | '3m' | '6m' | '1y' | 'all';
export type RwaAssetHistoryMetric = 'price' | 'marketCap' | 'volume';

export interface RwaAssetHistory extends RwaFreshness {
  rwaId: string;
  range: RwaAssetHistoryRange;
  metric: RwaAssetHistoryMetric;
  resolution: string;
  availableFrom: string | null;
  /** Missing observations are omitted, never zero-filled. */
  points: { t: number; value: number }[];
}
