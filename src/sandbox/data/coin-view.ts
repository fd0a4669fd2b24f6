// Coin records as the service shapes them (service-facts §2 CoinItem), computed from the price model at an
// instant and converted to the requested currency.
import { noise } from '../core/prng';
import { COIN_ICON, type CoinFacts } from './coin-catalog';
import { isSpamCoin } from './spam';
import { DAY_MS, HOUR_MS, round, roundPrice } from './time-ranges';
import type { World } from './world';

export interface CoinItem {
  id: string;
  icon: string;
  name: string;
  symbol: string;
  rank: number;
  price: number;
  priceBtc: number;
  volume: number;
  marketCap: number;
  availableSupply: number;
  totalSupply: number;
  fullyDilutedValuation: number;
  priceChange1h: number;
  priceChange1d: number;
  priceChange1w: number;
  websiteUrl: string;
  redditUrl: string;
  twitterUrl: string;
  explorers: string[];
  slug: string;
  contractAddress?: string;
  contractAddresses: { blockchain: string; contractAddress: string }[];
  decimals: number;
  isStable: boolean;
  color: string;
  allTimeHigh?: number;
  allTimeLow?: number;
}

const change = (now: number, before: number): number => round((now / before - 1) * 100, 2);

/** 24h volume in USD: the catalogue's typical volume, swinging ±35% with the seed and the day. */
export function volumeUsd(world: World, coin: CoinFacts, at: number): number {
  return coin.volume * (0.65 + 0.7 * noise(world.seed, 'volume', coin.id, Math.floor(at / DAY_MS)));
}

/** Market-cap ranks at an instant; compute once per request and pass to coinItem/coinSummary. */
export function ranksAt(world: World, at: number): ReadonlyMap<string, number> {
  const ordered = world.coins
    .map((coin) => ({ id: coin.id, cap: world.prices.usd(coin.id, at) * coin.availableSupply }))
    .sort((a, b) => b.cap - a.cap);
  const ranks = new Map(ordered.map((entry, index) => [entry.id, index + 1]));
  // Long-tail tokens (data/long-tail.ts) rank after the catalogue, in their fixed order.
  for (const id of world.offCatalogueIds) if (!ranks.has(id)) ranks.set(id, ranks.size + 1);
  return ranks;
}

export function coinItem(
  world: World,
  coin: CoinFacts,
  at: number,
  rate: number,
  ranks: ReadonlyMap<string, number>,
): CoinItem {
  const usd = world.prices.usd(coin.id, at);
  const btc = world.prices.usd('bitcoin', at);
  const { high, low } = world.extremes.get(coin.id) ?? { high: usd, low: usd };
  const first = coin.contractAddresses[0];
  return {
    id: coin.id,
    icon: COIN_ICON(coin.id),
    name: coin.name,
    symbol: coin.symbol,
    rank: ranks.get(coin.id) ?? world.coins.length,
    price: roundPrice(usd * rate),
    priceBtc: roundPrice(usd / btc),
    volume: Math.round(volumeUsd(world, coin, at) * rate),
    marketCap: Math.round(usd * coin.availableSupply * rate),
    availableSupply: coin.availableSupply,
    totalSupply: coin.totalSupply,
    fullyDilutedValuation: Math.round(usd * coin.totalSupply * rate),
    priceChange1h: change(usd, world.prices.usd(coin.id, at - HOUR_MS)),
    priceChange1d: change(usd, world.prices.usd(coin.id, at - DAY_MS)),
    priceChange1w: change(usd, world.prices.usd(coin.id, at - 7 * DAY_MS)),
    websiteUrl: coin.websiteUrl,
    redditUrl: `https://www.reddit.com/r/${coin.id.replace(/-/g, '')}`,
    twitterUrl: `https://twitter.com/${coin.id.replace(/-/g, '')}`,
    explorers: [`https://blockchair.com/${coin.id}`],
    slug: coin.id,
    ...(first ? { contractAddress: first.contractAddress } : {}),
    contractAddresses: coin.contractAddresses.map((entry) => ({ ...entry })),
    decimals: coin.decimals,
    isStable: coin.isStable ?? false,
    color: coin.color,
    allTimeHigh: roundPrice(Math.max(high, usd) * rate),
    allTimeLow: roundPrice(Math.min(low, usd) * rate),
  };
}

/** The short coin block used inside portfolio items and transactions. */
export function coinSummary(
  world: World,
  coin: CoinFacts,
  at: number,
  ranks: ReadonlyMap<string, number>,
): Record<string, unknown> {
  const usd = world.prices.usd(coin.id, at);
  return {
    rank: ranks.get(coin.id) ?? world.coins.length,
    identifier: coin.id,
    symbol: coin.symbol,
    name: coin.name,
    icon: COIN_ICON(coin.id),
    isFake: isSpamCoin(coin),
    isFiat: false,
    priceChange24h: change(usd, world.prices.usd(coin.id, at - DAY_MS)),
    priceChange1h: change(usd, world.prices.usd(coin.id, at - HOUR_MS)),
    priceChange7d: change(usd, world.prices.usd(coin.id, at - 7 * DAY_MS)),
    priceChange1m: change(usd, world.prices.usd(coin.id, at - 30 * DAY_MS)),
    volume: Math.round(volumeUsd(world, coin, at)),
  };
}

/** Risk scores (`includeRiskScore=true` on coins and portfolio coins): seeded per coin, the same everywhere. */
export function riskScores(world: World, coinId: string): Record<string, number> {
  const score = (label: string): number => round(1 + 9 * noise(world.seed, 'risk', coinId, label), 1);
  return {
    liquidityScore: score('liquidity'),
    volatilityScore: score('volatility'),
    marketCapScore: score('marketCap'),
    riskScore: score('risk'),
    avgChange: round((noise(world.seed, 'risk', coinId, 'avg') - 0.5) * 10, 2),
  };
}
