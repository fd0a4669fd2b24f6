// The seeded, immutable data of one sandbox: built once from the seed, never mutated (state.ts holds what
// changes). Route modules read it through deps.world.
import { COIN_CATALOG, type CoinFacts } from './coin-catalog';
import { createPriceModel, type PriceModel } from './prices';

export interface World {
  seed: number;
  startMs: number;
  coins: readonly CoinFacts[];
  prices: PriceModel;
  /** Wallets whose transactions are synced at the seeded start (the accounts' wallet portfolios). */
  syncedWallets: readonly { connectionId: string; address: string }[];
}

export function createWorld(seed: number, startMs: number): World {
  return {
    seed,
    startMs,
    coins: COIN_CATALOG,
    prices: createPriceModel(seed, startMs, COIN_CATALOG),
    syncedWallets: [],
  };
}
