import type { IdName } from './issuers';

// A tokenized asset's token and its networks, as the sandbox's universe holds them. Apart from universe.ts, so that
// the market rows built from the tokens (market-rows.ts) can name them without importing the universe that builds them.

export interface NetworkRecord {
  platformId: string;
  contractAddress: string;
  name: string;
  imageUrl: string | null;
  explorerUrl: string | null;
}

export interface TokenRecord {
  id: string;
  assetId: string;
  name: string;
  symbol: string;
  issuer: IdName;
  imageUrl: string | null;
  coinId: string | null;
  coinSlug: string | null;
  networks: NetworkRecord[];
  priceUsd: number | null;
  marketCapUsd: number | null;
  volumeUsd: number | null;
  change24h: number | null;
}
