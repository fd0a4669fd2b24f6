import type { ChartRange, PlInterval } from '../../shared/domain/portfolio';

// How long a cached answer counts as fresh, per endpoint (issue 4: values a minute, long chart ranges hours,
// lists minutes; closed candles forever, which the candle store handles itself). Each is weighed against its price
// (issue 10 item 8): the P/L history costs 25 credits, and its daily or longer periods change once a day, so it is
// re-read every few hours, not hourly.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const freshness = {
  portfolioList: 10 * MINUTE,
  portfolioValue: MINUTE,
  holdings: 2 * MINUTE,
  portfolioTransactions: 5 * MINUTE,
  chart: (range: ChartRange) =>
    range === '24h' ? 5 * MINUTE : range === '1w' ? 15 * MINUTE : range === '1m' ? HOUR : 6 * HOUR,
  plHistory: (interval: PlInterval) => (interval === 'hourly' ? 15 * MINUTE : 6 * HOUR),
  blockchains: 24 * HOUR,
  transactionTypes: 24 * HOUR,
  walletBalance: 2 * MINUTE,
  walletTransactions: 5 * MINUTE,
  rwaList: 5 * MINUTE,
  rwaHistory: (range: string) => (range === '1h' ? MINUTE : range === '24h' ? 5 * MINUTE : HOUR),
  coins: MINUTE,
  currencies: HOUR,
  tokenRisk: 24 * HOUR,
} as const;
