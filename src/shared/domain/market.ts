import type { ChartRange, ValuePoint } from './portfolio';

export type CandleInterval = '5m' | '15m' | '30m' | '1h' | '4h' | '1d' | '1w';
export type CandleRange = '24h' | '1w' | '1mo' | '3mo' | '6mo' | '1y' | 'all';

export interface Candle {
  /** Open time, epoch milliseconds. */
  t: number;
  o: number;
  h: number;
  l: number;
  c: number;
  v: number;
}

export interface CandleSeries {
  exchange: string;
  pair: string;
  interval: CandleInterval;
  candles: Candle[];
}

export interface Coin {
  id: string;
  name: string;
  symbol: string;
  icon: string | null;
  rank: number | null;
  price: number;
  priceChange1h: number | null;
  priceChange1d: number | null;
  priceChange1w: number | null;
  marketCap: number | null;
  volume: number | null;
}

/** A coin's price over a range; each point carries USD, BTC and ETH, so switching the unit is no new call. */
export interface CoinChart {
  coinId: string;
  range: ChartRange;
  points: ValuePoint[];
}

export interface CurrencyRate {
  code: string;
  /** Units per 1 USD. */
  rate: number;
}

export interface TokenRisk {
  coinId: string;
  results: { name: string; severity: string; description: string }[];
}

/** One reading of the market's Fear and Greed index: 1 (extreme fear) to 99 (extreme greed). */
export interface FearAndGreedReading {
  value: number;
  /** As the service words it: "Extreme fear", "Fear", "Neutral", "Greed" or "Extreme greed". */
  classification: string;
  /** Epoch ms of the day the reading is for. */
  at: number;
}

export interface FearAndGreed {
  now: FearAndGreedReading;
  yesterday: FearAndGreedReading | null;
  lastWeek: FearAndGreedReading | null;
}
