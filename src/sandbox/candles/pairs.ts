// The exchange pairs the sandbox has candles for. Prices follow the sandbox's coin price paths (data/prices.ts),
// so a candle chart agrees with the coin list at the same instant; each venue adds its own small basis.

export interface PairInfo {
  exchange: string;
  pair: string;
  /** The base asset's coin id in the sandbox's price model. */
  coinId: string;
  /** Units of the quote currency per 1 USD (USDT trades a hair off the dollar). */
  quotePerUsd: number;
  /** First candle: before this the pair did not trade. */
  listedAt: number;
  /** Base-asset volume per hour, typical. */
  hourlyVolume: number;
  /** Relative candle range: 1 for bitcoin. */
  volatility: number;
}

const at = (iso: string): number => Date.parse(`${iso}T00:00:00Z`);

export const PAIRS: readonly PairInfo[] = [
  {
    exchange: 'Binance',
    pair: 'BTC/USDT',
    coinId: 'bitcoin',
    quotePerUsd: 1.0002,
    listedAt: at('2017-08-17'),
    hourlyVolume: 1_400,
    volatility: 1,
  },
  {
    exchange: 'Binance',
    pair: 'ETH/USDT',
    coinId: 'ethereum',
    quotePerUsd: 1.0002,
    listedAt: at('2017-08-17'),
    hourlyVolume: 14_000,
    volatility: 1.3,
  },
  {
    exchange: 'Binance',
    pair: 'SOL/USDT',
    coinId: 'solana',
    quotePerUsd: 1.0002,
    listedAt: at('2020-08-11'),
    hourlyVolume: 90_000,
    volatility: 1.6,
  },
  {
    exchange: 'Coinbase',
    pair: 'BTC/USD',
    coinId: 'bitcoin',
    quotePerUsd: 1,
    listedAt: at('2015-01-26'),
    hourlyVolume: 420,
    volatility: 1,
  },
  {
    exchange: 'Coinbase',
    pair: 'ETH/USD',
    coinId: 'ethereum',
    quotePerUsd: 1,
    listedAt: at('2016-05-18'),
    hourlyVolume: 5_200,
    volatility: 1.3,
  },
  {
    exchange: 'Kraken',
    pair: 'BTC/EUR',
    coinId: 'bitcoin',
    quotePerUsd: 0.9312,
    listedAt: at('2016-01-01'),
    hourlyVolume: 160,
    volatility: 1,
  },
];

/** Exchange names match case-insensitively (`binance` or `Binance`); pairs likewise (`btc/usdt`). */
export function findPair(exchange: string, pair: string): PairInfo | undefined {
  const e = exchange.toLowerCase();
  const p = pair.toUpperCase();
  return PAIRS.find((info) => info.exchange.toLowerCase() === e && info.pair === p);
}
