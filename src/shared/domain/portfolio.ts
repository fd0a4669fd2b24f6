/**
 * The documentation names manual, exchange and wallet; the set is open (the service may add more), and an unknown
 * type is shown as itself.
 */
export type PortfolioType = 'manual' | 'exchange' | 'wallet' | (string & {});

export interface PortfolioSummary {
  /** The service's portfolioId for own portfolios; `shared:<localId>` for one added by share token. */
  portfolioId: string;
  portfolioName: string;
  portfolioType: PortfolioType;
  shared: boolean;
  /** True when a passcode is stored for this shared portfolio (the passcode itself never leaves main). */
  hasPasscode: boolean;
}

/**
 * Names, in a price asked before Add (credits:preview), the shared portfolio about to be added: its local id is
 * not made yet, and nothing is cached under it, so its reads are priced as a new portfolio's. Never read.
 */
export const ADDING_SHARED_ID = 'shared:adding';

export interface PortfolioValue {
  currency: string;
  totalValue: number | null;
  defiValue: number | null;
  totalCost: number | null;
  unrealizedProfitLoss: number | null;
  unrealizedProfitLossPercent: number;
  realizedProfitLoss: number | null;
  realizedProfitLossPercent: number;
  allTimeProfitLoss: number | null;
  allTimeProfitLossPercent: number;
}

export type ChartRange = '24h' | '1w' | '1m' | '3m' | '6m' | '1y' | 'all';

/**
 * One chart point; `t` is epoch milliseconds whatever unit the service sent. `btc` and `eth` are null when the
 * service sent the point as [timestamp, value] (one page of its documentation shows that form, the API reference
 * the four columns).
 */
export interface ValuePoint {
  t: number;
  usd: number;
  btc: number | null;
  eth: number | null;
}

export interface PortfolioChart {
  range: ChartRange;
  points: ValuePoint[];
}

export type PlInterval = 'hourly' | 'daily' | 'weekly' | 'monthly' | 'yearly';

export interface PlPoint {
  /** ISO date of the period's start. */
  date: string;
  /** The period's own P/L (not a running total). */
  profitLoss: number;
  profitLossPercent: number;
}

export interface PlHistory {
  interval: PlInterval;
  currency: string;
  points: PlPoint[];
}

export interface Holding {
  coinId: string;
  symbol: string;
  name: string;
  icon: string | null;
  count: number;
  price: number;
  value: number;
  priceChange24h: number | null;
  /** The coin's price change over 1 hour and 7 days, percent (the service's coin block); null when not sent. */
  priceChange1h: number | null;
  priceChange7d: number | null;
  profitAllTime: number | null;
  profitAllTimePercent: number | null;
  /** The holding's P/L over the last 24 hours, unrealized and realized (the service's profit periods). */
  profit24h: number | null;
  profit24hPercent: number | null;
  profitUnrealized: number | null;
  profitRealized: number | null;
  /** All-time average buy and sell price per coin, in the shown currency (the service's averageBuy/Sell). */
  averageBuy: number | null;
  averageSell: number | null;
  isFiat: boolean;
  /** The service flags the coin as likely spam; absent from answers cached before the flag was kept. */
  isFake?: boolean;
}

export interface PortfolioTransaction {
  id: string;
  type: string;
  date: string;
  coinId: string | null;
  symbol: string | null;
  count: number | null;
  totalWorth: number | null;
  profitLoss: number | null;
  note: string | null;
  /**
   * The addresses the transaction names (its fee's and transfers' from/to), so a search can find it by one. The
   * service's portfolio transactions carry no transaction hash (get-portfolio-transactions).
   */
  addresses: string[];
}
