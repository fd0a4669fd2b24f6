// GET /v1/rwa/assets/{rwaId} — asset data and metadata with the availability of each section (service.md 4.2
// rule 7). An asset awaiting enrichment has prices while its metadata and markets are unavailable; its nulls stay
// null rather than being filled in.

import { PUBLICATION_MAX_AGE_MS, freshness } from './freshness';
import { checkParams, convert, parseCurrency, type RawQuery } from './list-query';
import { findAsset } from './tokens';
import type { RwaUniverse } from './universe';

export function assetDetail(universe: RwaUniverse, now: number, rwaId: string, raw: RawQuery) {
  const money = parseCurrency(checkParams(raw, ['currency']).currency);
  const asset = findAsset(universe, rwaId);
  const enriched = !asset.info.awaitingEnrichment;
  const markets = universe.markets.get(asset.id) ?? [];
  const issuers = new Map(asset.tokens.map((t) => [t.issuer.id, t.issuer]));
  return {
    id: asset.id,
    name: asset.info.name,
    symbol: asset.info.symbol,
    assetType: asset.info.assetType,
    currency: money.code,
    ...freshness(universe.publishedAt, now, PUBLICATION_MAX_AGE_MS),
    price: {
      available: asset.priceUsd !== null,
      tokenizedPrice: convert(asset.priceUsd, money),
      tokenizedMarketCap: convert(asset.marketCapUsd, money),
      tokenizedVolume24h: convert(asset.volumeUsd, money),
      change24h: asset.changes.change24h,
    },
    metadata: {
      available: enriched,
      description: enriched ? asset.info.description : null,
      imageUrl: enriched ? `https://static.coinstats.app/rwa/assets/${asset.id}.png` : null,
      website: enriched ? asset.info.website : null,
      issuers: enriched ? [...issuers.values()] : [],
    },
    markets: { available: enriched, count: enriched ? markets.length : 0 },
    history: { available: true, availableFrom: new Date(asset.path.listedAt).toISOString() },
  };
}
