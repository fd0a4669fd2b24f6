// The seeded, immutable data of one sandbox: built from the seed, never mutated (state.ts holds what changes).
// Route modules read it through deps.world. What the portfolio dashboard does not show (the long tail, all-time
// extremes, the other accounts' portfolios) is built on first use (core/areas.ts).
import { ACCOUNTS, type AccountId } from '../core/accounts';
import { createAreas, type Areas } from '../core/areas';
import { COIN_CATALOG, type CoinFacts } from './coin-catalog';
import { createLargePortfolio, createLongTail, longTailIds } from './long-tail';
import { createPortfolios, seededWallets, type Portfolio } from './portfolios';
import { createPriceModel, type PriceModel } from './prices';
import { SPAM_COIN } from './spam';
import { DAY_MS } from './time-ranges';

export interface World {
  seed: number;
  startMs: number;
  /** The market catalogue: the coins ranked by market cap (the long tail ranks after them, in /coins too). */
  coins: readonly CoinFacts[];
  /** Every coin with a price, the catalogue and the long tail (data/long-tail.ts), by id. Built on first use. */
  readonly coinsById: ReadonlyMap<string, CoinFacts>;
  /** The ids of the coins after the catalogue (the long tail, then the spam coin), in rank order. */
  offCatalogueIds: readonly string[];
  prices: PriceModel;
  /** All-time high and low (USD) per coin over five years of weekly samples before the start. Built on first use. */
  readonly extremes: ReadonlyMap<string, { high: number; low: number }>;
  /** Every account's seeded portfolios. Built on first use. */
  readonly portfolios: readonly Portfolio[];
  /** One account's seeded portfolios, built on first use. */
  portfoliosOf(owner: AccountId): readonly Portfolio[];
  /** Reachable only through its share token, never among an account's own portfolios: 1,000 holdings. */
  readonly largePortfolio: Portfolio;
  /** Wallets whose transactions are synced at the seeded start (the accounts' wallet portfolios). */
  syncedWallets: readonly { connectionId: string; address: string }[];
  /** The areas of seeded data built so far, and the means to build one on first use. */
  areas: Areas;
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

/** The catalogue and the spam coin: what the portfolios hold, found without building the long tail. */
const HELD = new Map([...COIN_CATALOG, SPAM_COIN].map((coin) => [coin.id, coin]));

export function findCoin(world: World, coinId: string): CoinFacts | undefined {
  return HELD.get(coinId) ?? world.coinsById.get(coinId);
}

export function createWorld(seed: number, startMs: number, areas: Areas = createAreas()): World {
  const longTail = areas.lazy('long tail', () => createLongTail(seed));
  // The spam token ranks and prices like the long tail: known by id, on no first page of /coins.
  const coinsById = areas.lazy(
    'coins by id',
    () => new Map([...COIN_CATALOG, ...longTail(), SPAM_COIN].map((coin) => [coin.id, coin])),
  );
  const prices = createPriceModel(seed, startMs, (coinId) => HELD.get(coinId) ?? coinsById().get(coinId));
  const byOwner = new Map(
    ACCOUNTS.map((account) => [
      account.id,
      areas.lazy(`portfolios of ${account.id}`, () => createPortfolios(seed, startMs, prices, account.id)),
    ]),
  );
  const portfoliosOf = (owner: AccountId) => byOwner.get(owner)?.() ?? [];
  const largePortfolio = areas.lazy('large portfolio', () =>
    createLargePortfolio(seed, startMs, prices, longTail()),
  );
  const extremes = areas.lazy('extremes', () => computeExtremes(prices, startMs));
  return {
    seed,
    startMs,
    coins: COIN_CATALOG,
    get coinsById() {
      return coinsById();
    },
    offCatalogueIds: [...longTailIds(), SPAM_COIN.id],
    prices,
    get largePortfolio() {
      return largePortfolio();
    },
    get extremes() {
      return extremes();
    },
    get portfolios() {
      return ACCOUNTS.flatMap((account) => portfoliosOf(account.id));
    },
    portfoliosOf,
    syncedWallets: seededWallets(seed),
    areas,
  };
}
