// GET /v1/rwa/assets/{rwaId}/markets — trading rows with `isAnomaly`, row freshness and trade links (service.md
// 4.2 rule 2). An asset awaiting enrichment answers an unavailable, empty list rather than an error.

import { PUBLICATION_MAX_AGE_MS, ROW_MAX_AGE_MS, freshness } from './freshness';
import { convert, paginate, parseFilterId, parseListQuery, sortNullsLast, type RawQuery } from './list-query';
import type { MarketRecord } from './market-rows';
import { findAsset } from './tokens';
import type { RwaUniverse } from './universe';

const SORT_FIELDS = ['name', 'price', 'volume'] as const;
type SortField = (typeof SORT_FIELDS)[number];

const SORT_KEYS: Record<SortField, (m: MarketRecord) => number | string | null> = {
  name: (m) => m.exchange.name,
  price: (m) => m.priceUsd,
  volume: (m) => m.volumeUsd,
};

function uniqueById<T extends { id: string; name: string }>(items: T[]): T[] {
  return [...new Map(items.map((item) => [item.id, item])).values()].sort((a, b) =>
    a.name.localeCompare(b.name),
  );
}

export function listMarkets(universe: RwaUniverse, now: number, rwaId: string, raw: RawQuery) {
  const q = parseListQuery(raw, ['token', 'issuer', 'exchange'], SORT_FIELDS, 'volume');
  const token = parseFilterId('token', q.params.token);
  const issuer = parseFilterId('issuer', q.params.issuer);
  const exchange = parseFilterId('exchange', q.params.exchange);
  const asset = findAsset(universe, rwaId);
  const rows = universe.markets.get(asset.id) ?? [];

  const matches = rows.filter(
    (m) =>
      q.matches(m.pair, m.exchange.name, m.tokenSymbol) &&
      (token === null || m.tokenId === token) &&
      (issuer === null || m.issuer?.id === issuer) &&
      (exchange === null || m.exchange.id === exchange),
  );
  const page = paginate(sortNullsLast(matches, SORT_KEYS[q.sortBy], q.direction), q.paging);
  const tokenNames = new Map(asset.tokens.map((t) => [t.id, t.name]));
  return {
    currency: q.money.code,
    ...freshness(universe.publishedAt, now, PUBLICATION_MAX_AGE_MS),
    available: !asset.info.awaitingEnrichment,
    items: page.items.map((m) => ({
      id: m.id,
      exchange: m.exchange,
      tokenId: m.tokenId,
      tokenSymbol: m.tokenSymbol,
      issuer: m.issuer,
      pair: m.pair,
      price: convert(m.priceUsd, q.money),
      volume24h: convert(m.volumeUsd, q.money),
      isAnomaly: m.isAnomaly,
      ...freshness(m.updatedAt, now, ROW_MAX_AGE_MS),
      tradeUrl: m.tradeUrl,
    })),
    pagination: page.pagination,
    filters: {
      tokens: uniqueById(
        rows.map((m) => ({ id: m.tokenId, name: tokenNames.get(m.tokenId) ?? m.tokenSymbol })),
      ),
      issuers: uniqueById(rows.flatMap((m) => (m.issuer === null ? [] : [m.issuer]))),
      exchanges: uniqueById(rows.map((m) => m.exchange)),
    },
  };
}
