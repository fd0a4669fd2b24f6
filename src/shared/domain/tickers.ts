// The exchanges and trading pairs the service lists (GET /tickers/exchanges, /tickers/markets): what the candle
// view offers to pick from. Numbers the service may leave out are null.

export interface TickerExchange {
  /** The service's exchange id (e.g. `binance`). */
  id: string;
  /** The name candles are asked for by (e.g. `Binance`). */
  name: string;
  /** Rank by 24h trading volume; null when not given. */
  rank: number | null;
  /** USD traded in the last 24 hours; null when not given. */
  volume24h: number | null;
}

export interface TickerPair {
  exchange: string;
  /** BASE/QUOTE, as candles are asked for (e.g. `BTC/USDT`). */
  pair: string;
  base: string;
  quote: string;
  /** Price of one base unit in the quote currency. */
  pairPrice: number | null;
  /** USD traded in the last 24 hours. */
  volumeUsd: number | null;
}

/** One page of an exchange's pairs, highest volume first as the service orders them. */
export interface TickerPairsPage {
  exchange: string;
  pairs: TickerPair[];
  page: number;
  /** The service says there is a next page. */
  hasNextPage: boolean;
  /** Pairs the exchange has in all; null when the answer does not say. */
  total: number | null;
}
