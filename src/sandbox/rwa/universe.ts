// The seeded RWA data set, in USD, built once per sandbox from the catalog, the seed and the publication time.
// Endpoints read from it and convert money on the way out; nothing here changes after it is built.

import { ASSETS, type AssetInfo, type IssuerKey } from './catalog';
import { ISSUERS, NETWORKS } from './issuers';
import { deriveSeed } from '../core/prng';
import { keyedBetween, keyedHex, keyedNormal } from './keyed-random';
import { buildMarkets, type MarketRecord } from './market-rows';
import type { NetworkRecord, TokenRecord } from './token-records';
import { DAY, HOUR, pricePath, round2, type PricePath } from './price-path';
import type { RwaChanges } from '../../shared/reference/rwa-assets';

export type { NetworkRecord, TokenRecord } from './token-records';

export interface AssetRecord {
  id: string;
  info: AssetInfo;
  path: PricePath;
  tokens: TokenRecord[];
  priceUsd: number | null;
  marketCapUsd: number | null;
  volumeUsd: number | null;
  changes: RwaChanges;
  /** Keyed-noise streams for the asset's history: hourly volume swings and unrecorded observations. */
  streams: { volume: number; gaps: number };
}

export interface RwaUniverse {
  seed: number;
  /** When the upstream publication was produced (ms); the `updatedAt` of every section. */
  publishedAt: number;
  assets: AssetRecord[];
  byId: ReadonlyMap<string, AssetRecord>;
  markets: ReadonlyMap<string, MarketRecord[]>;
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

function contractAddress(platformId: string, tokenId: string): string {
  if (platformId === 'solana') {
    const hex = keyedHex(88, tokenId, platformId);
    let out = '';
    for (let i = 0; i < 44; i++) out += BASE58[parseInt(hex.slice(i * 2, i * 2 + 2), 16) % 58];
    return out;
  }
  return `0x${keyedHex(40, tokenId, platformId)}`;
}

function networksOf(platformIds: readonly string[], tokenId: string): NetworkRecord[] {
  return platformIds.map((platformId) => {
    const network = NETWORKS[platformId];
    if (network === undefined) throw new Error(`the issuer table names unknown network ${platformId}`);
    const address = contractAddress(platformId, tokenId);
    return {
      platformId,
      contractAddress: address,
      name: network.name,
      imageUrl: `https://static.coinstats.app/portfolio_images/${platformId}.png`,
      explorerUrl: `${network.explorer}${address}`,
    };
  });
}

/** Market caps span two orders of magnitude; tokenized gold is the one sector an order bigger. */
function marketCapRange(asset: AssetInfo): [number, number] {
  return asset.id === 'gold' ? [2e8, 1.2e9] : [1.5e6, 3.5e8];
}

function buildToken(
  seed: number,
  asset: AssetInfo,
  issuerKey: IssuerKey,
  path: PricePath,
  published: number,
) {
  const issuer = ISSUERS[issuerKey];
  const id = `${issuerKey}-${asset.symbol.toLowerCase()}`;
  const name = issuer.tokenName(asset.name, asset.symbol);
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const priceUsd = issuer.missing.price
    ? null
    : path.at(published) * (1 + 0.002 * keyedNormal(seed, id, 'premium'));
  const [low, high] = marketCapRange(asset);
  // A new listing's supply is part of the pending enrichment, so its market cap is unknown for now.
  const marketCapUsd =
    issuer.missing.supply || asset.awaitingEnrichment
      ? null
      : Math.exp(keyedBetween(Math.log(low), Math.log(high), seed, id, 'cap'));
  const volumeUsd = issuer.missing.volume
    ? null
    : (marketCapUsd ?? 5e6) * keyedBetween(0.01, 0.25, seed, id, 'turnover');
  const assetChange = path.change(DAY);
  const token: TokenRecord = {
    id,
    assetId: asset.id,
    name,
    symbol: issuer.symbol(asset.symbol),
    issuer: { id: issuer.id, name: issuer.name },
    imageUrl: issuer.mapped ? `https://static.coinstats.app/rwa/tokens/${id}.png` : null,
    coinId: issuer.mapped ? slug : null,
    coinSlug: issuer.mapped ? slug : null,
    networks: networksOf(issuer.networks, id),
    priceUsd: priceUsd === null ? null : round6(priceUsd),
    marketCapUsd: marketCapUsd === null ? null : Math.round(marketCapUsd),
    volumeUsd: volumeUsd === null ? null : Math.round(volumeUsd),
    // Without trades (no volume) there is no 24h change either.
    change24h:
      priceUsd === null || volumeUsd === null || assetChange === null
        ? null
        : round2(assetChange + 0.3 * keyedNormal(seed, id, 'change')),
  };
  return token;
}

function round6(n: number): number {
  return Math.round(n * 1e6) / 1e6;
}

function sumOrNull(values: (number | null)[]): number | null {
  const known = values.filter((v): v is number => v !== null);
  return known.length === 0 ? null : known.reduce((a, b) => a + b, 0);
}

function buildAsset(seed: number, info: AssetInfo, publishedAt: number): AssetRecord {
  const path = pricePath(seed, info, publishedAt);
  const tokens = info.issuers.map((key) => buildToken(seed, info, key, path, publishedAt));
  const prices = tokens.map((t) => t.priceUsd).filter((p): p is number => p !== null);
  const young = info.awaitingEnrichment === true;
  return {
    id: info.id,
    info,
    path,
    streams: { volume: deriveSeed(seed, info.id, 'volume'), gaps: deriveSeed(seed, info.id, 'gaps') },
    tokens,
    priceUsd: prices.length === 0 ? null : round6(prices.reduce((a, b) => a + b, 0) / prices.length),
    marketCapUsd: sumOrNull(tokens.map((t) => t.marketCapUsd)),
    volumeUsd: sumOrNull(tokens.map((t) => t.volumeUsd)),
    changes: {
      change1h: path.change(HOUR),
      change24h: path.change(DAY),
      change7d: path.change(7 * DAY),
      // The enrichment backlog also covers the longer change windows of a new listing.
      change14d: young ? null : path.change(14 * DAY),
      change30d: young ? null : path.change(30 * DAY),
      change200d: young ? null : path.change(200 * DAY),
      change1y: young ? null : path.change(365 * DAY),
    },
  };
}

export function buildUniverse(seed: number, publishedAt: number): RwaUniverse {
  const assets = ASSETS.map((info) => buildAsset(seed, info, publishedAt));
  const markets = new Map<string, MarketRecord[]>();
  for (const asset of assets) {
    markets.set(
      asset.info.id,
      asset.info.awaitingEnrichment ? [] : buildMarkets(seed, asset.tokens, publishedAt),
    );
  }
  return {
    seed,
    publishedAt,
    assets,
    byId: new Map(assets.map((a) => [a.info.id, a])),
    markets,
  };
}
