// The seeded, immutable data of one sandbox: built once from the seed, never mutated (state.ts holds what
// changes). Route modules read it through deps.world.
import { COIN_CATALOG, type CoinFacts } from './coin-catalog';
import { createLargePortfolio, createLongTail } from './long-tail';
import { createPortfolios, type Portfolio } from './portfolios';
import { createPriceModel, type PriceModel } from './prices';
import { SPAM_COIN } from './spam';
import { DAY_MS } from './time-ranges';

export interface World {
  seed: number;
  startMs: number;
  /** The market catalogue: the coins ranked by market cap (the long tail ranks after them, in /coins too). */
  coins: readonly CoinFacts[];
  /** Every coin with a price, the catalogue and the long tail (data/long-tail.ts), by id. */
  coinsById: ReadonlyMap<string, CoinFacts>;
  prices: PriceModel;
  /** All-time high and low (USD) per coin over five years of weekly samples before the start. */
  extremes: ReadonlyMap<string, { high: number; low: number }>;
  portfolios: readonly Portfolio[];
  /** Reachable only through its share token, never among an account's own portfolios: 1,000 holdings. */
  largePortfolio: Portfolio;
  /** Wallets whose transactions are synced at the seeded start (the accounts' wallet portfolios). */
  syncedWallets: readonly { connectionId: string; address: string }[];
}

function computeExtremes(prices: PriceModel, startMs: number): Map<string, { high: number; low: number }> {
  const result = new Map<string, { high: number; low: number }>();
  for (const coin of COIN_CATALOG) {
    let high = 0;
    let low = Number.POSITIVE_INFINITY;
    for (let week = 0; week <= 260; week += 1) {
      const price = prices.usd(coin.id, startMs - week * 7 * DAY_MS);
      high = Math.max(high, price);
      low = Math.min(low, price);
    }
    result.set(coin.id, { high, low });
  }
  return result;
}

export function findCoin(world: World, coinId: string): CoinFacts | undefined {
  return world.coinsById.get(coinId);
}

export function createWorld(seed: number, startMs: number): World {
  const longTail = createLongTail(seed);
  // The spam token ranks and prices like the long tail: known by id, on no first page of /coins.
  const offCatalogue = [...longTail, SPAM_COIN];
  const prices = createPriceModel(seed, startMs, [...COIN_CATALOG, ...offCatalogue]);
  const portfolios = createPortfolios(seed, startMs, prices);
  return {
    seed,
    startMs,
    coins: COIN_CATALOG,
    coinsById: new Map([...COIN_CATALOG, ...offCatalogue].map((coin) => [coin.id, coin])),
    prices,
    largePortfolio: createLargePortfolio(seed, startMs, prices, longTail),
    extremes: computeExtremes(prices, startMs),
    portfolios,
    syncedWallets: portfolios.flatMap((portfolio) => (portfolio.wallet ? [portfolio.wallet] : [])),
  };
}
