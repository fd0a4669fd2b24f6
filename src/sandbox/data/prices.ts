// Seeded price paths: a price is a pure function of (seed, coin, time), continuous and believable (a yearly
// cycle, slower and faster swings, hourly jitter, altcoins partly following bitcoin), anchored so that at the
// sandbox start each coin trades near its catalogue price. Being a function, the chart, the value and the coin
// list always agree at the same instant, whatever order they are asked in.
import { createRng, deriveSeed, mixToUnit } from '../core/prng';
import type { CoinFacts } from './coin-catalog';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const YEAR = 365 * DAY;
const PERIODS = [365 * DAY, 97 * DAY, 23 * DAY, 4.3 * DAY, 0.37 * DAY] as const;
const AMPLITUDES = [0.28, 0.1, 0.05, 0.022, 0.006] as const;

interface CoinPath {
  anchor: number;
  drift: number;
  volatility: number;
  phases: number[];
  /** How much of bitcoin's swing this coin follows. */
  beta: number;
  jitterSeed: number;
}

export interface PriceModel {
  /** USD price of a catalogue coin at an instant (ms). */
  usd(coinId: string, at: number): number;
  /** The same price as a function of the instant alone, for a chart that asks one coin at many instants. */
  priceOf(coinId: string): (at: number) => number;
}

/**
 * `coinOf` finds a coin's facts by id. A coin's path is drawn from the seed and its id when first asked for, so a
 * sandbox prices its thousand long-tail tokens only once something asks about them.
 */
export function createPriceModel(
  seed: number,
  startMs: number,
  coinOf: (coinId: string) => CoinFacts | undefined,
): PriceModel {
  const pathOf = (coin: CoinFacts): CoinPath => {
    const rng = createRng(deriveSeed(seed, 'price-path', coin.id));
    return {
      anchor: coin.price * (coin.isStable ? 1 + rng.float(-0.0008, 0.0008) : 1 + rng.float(-0.08, 0.08)),
      drift: coin.isStable ? 0 : rng.float(-0.15, 0.75),
      volatility: coin.volatility,
      phases: PERIODS.map(() => rng.float(0, Math.PI * 2)),
      beta: coin.id === 'bitcoin' || coin.isStable ? 0 : rng.float(0.4, 0.75),
      jitterSeed: deriveSeed(seed, 'jitter', coin.id),
    };
  };

  const hourlyJitter = (path: CoinPath, at: number): number => {
    const hour = Math.floor(at / HOUR);
    const fraction = at / HOUR - hour;
    const a = mixToUnit(path.jitterSeed, hour) - 0.5;
    const b = mixToUnit(path.jitterSeed, hour + 1) - 0.5;
    return (a + (b - a) * fraction) * 0.008;
  };

  // A plain loop and one angle: a first chart asks this some ten thousand times before the engine optimises it.
  const ownShape = (path: CoinPath, at: number): number => {
    let shape = path.drift * (at / YEAR) + hourlyJitter(path, at);
    const turn = 2 * Math.PI * at;
    for (let index = 0; index < PERIODS.length; index++) {
      shape += (AMPLITUDES[index] ?? 0) * Math.sin(turn / (PERIODS[index] ?? 1) + (path.phases[index] ?? 0));
    }
    return shape;
  };

  const bitcoinFacts = coinOf('bitcoin');
  const bitcoin = bitcoinFacts ? pathOf(bitcoinFacts) : undefined;
  // A chart asks every coin at the same instant in turn: the market's swing is computed once per instant.
  let marketAt = Number.NaN;
  let marketShape = 0;
  const marketOf = (at: number): number => {
    if (at !== marketAt) {
      marketShape = bitcoin ? ownShape(bitcoin, at) : 0;
      marketAt = at;
    }
    return marketShape;
  };
  const shape = (path: CoinPath, at: number): number => {
    const market = marketOf(at);
    return path.volatility * ((1 - path.beta) * ownShape(path, at) + path.beta * market);
  };

  /** Each coin's path and its shape at the start, which anchors its price there. */
  const paths = new Map<string, { path: CoinPath; atStart: number }>();
  const drawn = (coinId: string) => {
    let entry = paths.get(coinId);
    if (!entry) {
      const coin = coinOf(coinId);
      if (!coin) throw new RangeError(`no price path for ${coinId}`);
      const path = pathOf(coin);
      entry = { path, atStart: shape(path, startMs) };
      paths.set(coinId, entry);
    }
    return entry;
  };

  const priceOf = (coinId: string) => {
    const { path, atStart } = drawn(coinId);
    return (at: number) => path.anchor * Math.exp(shape(path, at) - atStart);
  };
  return {
    usd: (coinId, at) => priceOf(coinId)(at),
    priceOf,
  };
}
