// GET /v1/rwa/assets/{rwaId}/tokens — the reference's token list (service.md 2.1-2.4, 4.1), every rule of it.

import { ApiError } from '../core/errors';
import { PUBLICATION_MAX_AGE_MS, freshness } from './freshness';
import { convert, paginate, parseFilterId, parseListQuery, sortNullsLast, type RawQuery } from './list-query';
import type { AssetRecord, RwaUniverse, TokenRecord } from './universe';

const SORT_FIELDS = ['name', 'price', 'marketCap', 'volume', 'change24h'] as const;
type SortField = (typeof SORT_FIELDS)[number];

const SORT_KEYS: Record<SortField, (t: TokenRecord) => number | string | null> = {
  name: (t) => t.name,
  price: (t) => t.priceUsd,
  marketCap: (t) => t.marketCapUsd,
  volume: (t) => t.volumeUsd,
  change24h: (t) => t.change24h,
};

export function findAsset(universe: RwaUniverse, rwaId: string): AssetRecord {
  const asset = universe.byId.get(rwaId);
  if (asset === undefined) {
    throw new ApiError(404, `RWA asset '${rwaId}' not found. Use an id from GET /v1/rwa/assets.`);
  }
  return asset;
}

export function listTokens(universe: RwaUniverse, now: number, rwaId: string, raw: RawQuery) {
  const q = parseListQuery(raw, ['issuer', 'network'], SORT_FIELDS, 'volume');
  const issuer = parseFilterId('issuer', q.params.issuer);
  const network = parseFilterId('network', q.params.network);
  const asset = findAsset(universe, rwaId);

  const matches = asset.tokens.filter(
    (t) =>
      q.matches(t.name, t.symbol) &&
      (issuer === null || t.issuer.id === issuer) &&
      (network === null || t.networks.some((n) => n.platformId === network)),
  );
  const page = paginate(sortNullsLast(matches, SORT_KEYS[q.sortBy], q.direction), q.paging);
  const issuers = new Map(asset.tokens.map((t) => [t.issuer.id, t.issuer]));
  const networks = new Set(asset.tokens.flatMap((t) => t.networks.map((n) => n.platformId)));
  return {
    currency: q.money.code,
    ...freshness(universe.publishedAt, now, PUBLICATION_MAX_AGE_MS),
    available: true,
    items: page.items.map((t) => ({
      id: t.id,
      name: t.name,
      symbol: t.symbol,
      issuer: t.issuer,
      imageUrl: t.imageUrl,
      coinId: t.coinId,
      coinSlug: t.coinSlug,
      networks: t.networks,
      price: convert(t.priceUsd, q.money),
      marketCap: convert(t.marketCapUsd, q.money),
      volume24h: convert(t.volumeUsd, q.money),
      change24h: t.change24h,
      marketDataProvider: t.priceUsd === null ? null : 'coinstats',
    })),
    pagination: page.pagination,
    filters: {
      issuers: [...issuers.values()].sort((a, b) => a.name.localeCompare(b.name)),
      networks: [...networks].sort(),
    },
  };
}
