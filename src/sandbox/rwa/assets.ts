// GET /v1/rwa/assets (the paginated asset list) and GET /v1/rwa/overview (market totals, counts, leaders,
// gainers). Both read the same asset rows, converted to the requested currency.

import { PUBLICATION_MAX_AGE_MS, freshness } from './freshness';
import {
  checkParams,
  convert,
  paginate,
  parseCurrency,
  parseEnum,
  parseListQuery,
  sortNullsLast,
  type Money,
  type RawQuery,
} from './list-query';
import type { AssetRecord, RwaUniverse } from './universe';
import {
  RWA_ASSET_SORT_FIELDS,
  RWA_ASSET_TYPE_FILTERS,
  type RwaChanges,
} from '../../shared/reference/rwa-assets';

const SORT_FIELDS = RWA_ASSET_SORT_FIELDS;
type SortField = (typeof SORT_FIELDS)[number];
type ChangeField = keyof RwaChanges;

const ASSET_TYPES = RWA_ASSET_TYPE_FILTERS;

function sortKey(field: SortField): (a: AssetRecord) => number | string | null {
  switch (field) {
    case 'name':
      return (a) => a.info.name;
    case 'tokenizedPrice':
      return (a) => a.priceUsd;
    case 'tokenizedMarketCap':
      return (a) => a.marketCapUsd;
    case 'tokenizedVolume24h':
      return (a) => a.volumeUsd;
    default: {
      const change: ChangeField = field;
      return (a) => a.changes[change];
    }
  }
}

export function assetRow(asset: AssetRecord, money: Money) {
  return {
    id: asset.info.id,
    name: asset.info.name,
    symbol: asset.info.symbol,
    assetType: asset.info.assetType,
    imageUrl: asset.info.awaitingEnrichment
      ? null
      : `https://static.coinstats.app/rwa/assets/${asset.info.id}.png`,
    tokenizedPrice: convert(asset.priceUsd, money),
    tokenizedMarketCap: convert(asset.marketCapUsd, money),
    tokenizedVolume24h: convert(asset.volumeUsd, money),
    ...asset.changes,
    tokenCount: asset.tokens.length,
  };
}

export function listAssets(universe: RwaUniverse, now: number, raw: RawQuery) {
  const q = parseListQuery(raw, ['assetType'], SORT_FIELDS, 'tokenizedMarketCap');
  const assetType = parseEnum('assetType', q.params.assetType, ASSET_TYPES, 'all');
  const matches = universe.assets.filter(
    (a) => (assetType === 'all' || a.info.assetType === assetType) && q.matches(a.info.name, a.info.symbol),
  );
  const page = paginate(sortNullsLast(matches, sortKey(q.sortBy), q.direction), q.paging);
  return {
    currency: q.money.code,
    ...freshness(universe.publishedAt, now, PUBLICATION_MAX_AGE_MS),
    available: true,
    items: page.items.map((a) => assetRow(a, q.money)),
    pagination: page.pagination,
  };
}

const LEADERS = 5;

export function overview(universe: RwaUniverse, now: number, raw: RawQuery) {
  const money = parseCurrency(checkParams(raw, ['currency']).currency);
  const count = (type: string) => universe.assets.filter((a) => a.info.assetType === type).length;
  const sum = (pick: (a: AssetRecord) => number | null) =>
    universe.assets.reduce((total, a) => total + (pick(a) ?? 0), 0);
  const leaders = sortNullsLast(universe.assets, (a) => a.marketCapUsd, 'desc').slice(0, LEADERS);
  const gainers = sortNullsLast(
    universe.assets.filter((a) => a.changes.change24h !== null && a.changes.change24h > 0),
    (a) => a.changes.change24h,
    'desc',
  ).slice(0, LEADERS);
  return {
    currency: money.code,
    ...freshness(universe.publishedAt, now, PUBLICATION_MAX_AGE_MS),
    available: true,
    totalMarketCap: convert(
      sum((a) => a.marketCapUsd),
      money,
    ),
    totalVolume24h: convert(
      sum((a) => a.volumeUsd),
      money,
    ),
    assetCounts: {
      total: universe.assets.length,
      stock: count('stock'),
      commodity: count('commodity'),
      etf: count('etf'),
    },
    tokenCount: universe.assets.reduce((n, a) => n + a.tokens.length, 0),
    leaders: leaders.map((a) => assetRow(a, money)),
    topGainers: gainers.map((a) => assetRow(a, money)),
  };
}
