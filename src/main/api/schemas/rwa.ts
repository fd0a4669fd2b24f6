import { z } from 'zod';
import type {
  RwaAssetHistory,
  RwaAssetHistoryMetric,
  RwaAssetHistoryRange,
  RwaHistory,
  RwaHistoryMetric,
  RwaHistoryRange,
} from '../../../shared/domain/rwa';
import { idName, num, pagination } from './common';

// RWA responses. The token list is service.md 2.1-2.4 exactly: every field required, the nullable ones nullable.
// The other payloads follow src/shared/domain/rwa.ts field for field (docs/wire-shapes.md), with history points
// as arrays on the wire.

const nNum = num.nullable();
const nStr = z.string().nullable();

const freshness = {
  currency: z.string(),
  updatedAt: nStr,
  isStale: z.boolean(),
  available: z.boolean(),
};

const network = z.lazy(() =>
  z.object({
    platformId: z.string(),
    contractAddress: z.string(),
    name: z.string(),
    imageUrl: nStr,
    explorerUrl: nStr,
  }),
);

const token = z.lazy(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    symbol: z.string(),
    issuer: idName.nullable(),
    imageUrl: nStr,
    coinId: nStr,
    coinSlug: nStr,
    networks: z.array(network),
    price: nNum,
    marketCap: nNum,
    volume24h: nNum,
    change24h: nNum,
    marketDataProvider: nStr,
  }),
);

export const rwaTokensResponse = z.lazy(() =>
  z.object({
    ...freshness,
    items: z.array(token),
    pagination,
    filters: z.object({ issuers: z.array(idName), networks: z.array(z.string()) }),
  }),
);

const assetType = z.lazy(() => z.enum(['stock', 'commodity', 'etf']));

const assetRow = z.lazy(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    symbol: z.string(),
    assetType,
    imageUrl: nStr,
    tokenizedPrice: nNum,
    tokenizedMarketCap: nNum,
    tokenizedVolume24h: nNum,
    change1h: nNum,
    change24h: nNum,
    change7d: nNum,
    change14d: nNum,
    change30d: nNum,
    change200d: nNum,
    change1y: nNum,
    tokenCount: z.number().int().min(0),
  }),
);

export const rwaAssetsResponse = z.lazy(() =>
  z.object({ ...freshness, items: z.array(assetRow), pagination }),
);

export const rwaOverviewResponse = z.lazy(() =>
  z.object({
    ...freshness,
    totalMarketCap: nNum,
    totalVolume24h: nNum,
    assetCounts: z.object({ total: num, stock: num, commodity: num, etf: num }),
    tokenCount: num,
    leaders: z.array(assetRow),
    topGainers: z.array(assetRow),
  }),
);

export const rwaAssetDetailResponse = z.lazy(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    symbol: z.string(),
    assetType,
    currency: z.string(),
    updatedAt: nStr,
    isStale: z.boolean(),
    price: z.object({
      available: z.boolean(),
      tokenizedPrice: nNum,
      tokenizedMarketCap: nNum,
      tokenizedVolume24h: nNum,
      change24h: nNum,
    }),
    metadata: z.object({
      available: z.boolean(),
      description: nStr,
      imageUrl: nStr,
      website: nStr,
      issuers: z.array(idName),
    }),
    markets: z.object({ available: z.boolean(), count: num }),
    history: z.object({ available: z.boolean(), availableFrom: nStr }),
  }),
);

const market = z.lazy(() =>
  z.object({
    id: z.string(),
    exchange: idName,
    tokenId: z.string(),
    tokenSymbol: z.string(),
    issuer: idName.nullable(),
    pair: z.string(),
    price: nNum,
    volume24h: nNum,
    isAnomaly: z.boolean(),
    updatedAt: nStr,
    isStale: z.boolean(),
    tradeUrl: nStr,
  }),
);

export const rwaMarketsResponse = z.lazy(() =>
  z.object({
    ...freshness,
    items: z.array(market),
    pagination,
    filters: z.object({ tokens: z.array(idName), issuers: z.array(idName), exchanges: z.array(idName) }),
  }),
);

/** service.md 4.2 rule 4: at most 500 sampled points; each [t ms, value, stock, commodity, etf]. */
export const rwaHistoryResponse = z.lazy(() =>
  z.object({
    ...freshness,
    range: z.enum(['24h', '7d', '30d', '1y', 'all']).optional(),
    metric: z.enum(['marketCap', 'volume']).optional(),
    points: z.array(z.tuple([num, num, num, num, num]).rest(z.unknown())).max(500),
  }),
);

/**
 * Per-asset history; missing observations are omitted, never zero-filled. The echo of the request (rwaId, range,
 * metric) is optional: the client knows what it asked for.
 */
export const rwaAssetHistoryResponse = z.lazy(() =>
  z.object({
    ...freshness,
    rwaId: z.string().optional(),
    range: z.enum(['1h', '24h', '1w', '1m', '3m', '6m', '1y', 'all']).optional(),
    metric: z.enum(['price', 'marketCap', 'volume']).optional(),
    resolution: z.string(),
    availableFrom: nStr,
    points: z.array(z.tuple([num, num]).rest(z.unknown())),
  }),
);

// ---- mapping to the domain types of src/shared/domain/rwa.ts (only the histories differ on the wire) ----

export function toRwaHistory(
  wire: z.output<typeof rwaHistoryResponse>,
  asked: { range: RwaHistoryRange; metric: RwaHistoryMetric },
): RwaHistory {
  const { points, range, metric, ...freshness } = wire;
  return {
    ...freshness,
    range: range ?? asked.range,
    metric: metric ?? asked.metric,
    points: points.map(([t, value, stock, commodity, etf]) => ({
      t,
      value,
      breakdown: { stock, commodity, etf },
    })),
  };
}

export function toRwaAssetHistory(
  wire: z.output<typeof rwaAssetHistoryResponse>,
  asked: { rwaId: string; range: RwaAssetHistoryRange; metric: RwaAssetHistoryMetric },
): RwaAssetHistory {
  const { points, range, metric, rwaId, ...rest } = wire;
  return {
    ...rest,
    rwaId: rwaId ?? asked.rwaId,
    range: range ?? asked.range,
    metric: metric ?? asked.metric,
    points: points.map(([t, value]) => ({ t, value })),
  };
}
