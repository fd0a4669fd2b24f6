import type { RwaAssetRow, RwaOverview } from '../../../../src/shared/domain/rwa';
import type { Responders } from './fake-api';
import { live, screenResponders } from './fixtures';

// The Real-world assets view's reads, answered around one asset: tokenized gold.

export const gold: RwaAssetRow = {
  id: 'gold',
  name: 'Gold',
  symbol: 'XAU',
  assetType: 'commodity',
  imageUrl: null,
  tokenizedPrice: 2654.12,
  tokenizedMarketCap: 1_230_000_000,
  tokenizedVolume24h: 45_600_000,
  change1h: 0.1,
  change24h: 0.84,
  change7d: 2.2,
  change14d: null,
  change30d: 4,
  change200d: null,
  change1y: 21.5,
  tokenCount: 4,
};

/** The freshness every RWA answer carries: read half an hour before the tests' clock. */
export const rwaFresh = {
  currency: 'USD',
  updatedAt: '2026-11-22T09:30:00Z',
  isStale: false,
  available: true,
};

/** The view's overview, history, list and watchlist; `overview` changes the overview's figures, `over` channels. */
export function rwaResponders(
  overview: { isStale?: boolean; assetCounts?: RwaOverview['assetCounts'] } = {},
  over: Responders = {},
): Responders {
  return {
    ...screenResponders(1),
    'rwa:overview': () =>
      live({
        ...rwaFresh,
        totalMarketCap: 24_500_000_000,
        totalVolume24h: 310_000_000,
        assetCounts: { total: 3, stock: 1, commodity: 1, etf: 1 },
        tokenCount: 120,
        leaders: [gold],
        topGainers: [gold],
        ...overview,
      }),
    'rwa:history': ({ range, metric }) =>
      live({ ...rwaFresh, range: range ?? '30d', metric: metric ?? 'marketCap', points: [] }),
    'rwa:assets': () =>
      live({ ...rwaFresh, items: [gold], pagination: { page: 1, limit: 25, total: 1, totalPages: 1 } }),
    'rwa:watchlist': () => live([]),
    ...over,
  };
}
