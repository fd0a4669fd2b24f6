import { z } from 'zod';
import type {
  Holding,
  PortfolioTransaction,
  PortfolioValue,
  ValuePoint,
} from '../../../shared/domain/portfolio';
import { num, optNum, optStr, listOrResult } from './common';

// Portfolio responses: service.md 2.5-2.7, service-facts.md section 2, docs/wire-shapes.md.

export const portfolioListResponse = listOrResult(
  z.object({
    portfolioId: z.string().min(1),
    portfolioName: z.string(),
    portfolioType: z.enum(['manual', 'exchange', 'wallet', 'platform', 'parent', 'other']),
  }),
);

/** service.md 2.5: the three percentages are required, the amounts optional. */
export const portfolioValueResponse = z.object({
  unrealizedProfitLossPercent: num,
  realizedProfitLossPercent: num,
  allTimeProfitLossPercent: num,
  totalValue: num.optional(),
  defiValue: num.optional(),
  totalCost: num.optional(),
  unrealizedProfitLoss: num.optional(),
  realizedProfitLoss: num.optional(),
  allTimeProfitLoss: num.optional(),
});

/** service.md 2.6: points of [timestamp, usd, btc, eth]; trailing extra columns are tolerated. */
export const portfolioChartResponse = z.object({
  result: z.array(z.tuple([num, num, num, num]).rest(z.unknown())),
});

export const plHistoryResponse = z.object({
  result: z.array(z.object({ date: z.string().min(1), profitLoss: num, profitLossPercent: num })),
  meta: z.object({ interval: z.string().optional() }).optional(),
});

const money = z.object({ USD: num, BTC: num, ETH: num });
const moneyByPeriod = z.object({ allTime: money.optional() });

export const portfolioCoinsResponse = z.object({
  result: z.array(
    z.object({
      count: num,
      coin: z.object({
        identifier: z.string().min(1),
        symbol: z.string(),
        name: z.string(),
        icon: optStr,
        priceChange24h: optNum,
        isFiat: z.boolean().optional(),
      }),
      price: money,
      profit: moneyByPeriod.optional(),
      profitPercent: moneyByPeriod.optional(),
    }),
  ),
});

export const portfolioTransactionsResponse = z.object({
  data: z.array(
    z.object({
      id: z.string().optional(),
      transactionType: z.string(),
      date: z.string(),
      coinData: z
        .object({
          identifier: optStr,
          symbol: optStr,
          count: optNum,
          totalWorth: optNum,
        })
        .optional(),
      profitLoss: z.object({ profit: optNum }).optional(),
      note: optStr,
    }),
  ),
  meta: z.object({ page: num, limit: num }).optional(),
});

// ---- mapping to the domain types of src/shared/domain/portfolio.ts ----

/**
 * The reference says the chart timestamp is Unix seconds while its sample has millisecond magnitude. Any value
 * below 1e11 is read as seconds: as milliseconds it would be a date in 1973, as seconds one before the year 5000.
 */
export const toEpochMs = (t: number) => (Math.abs(t) < 1e11 ? t * 1000 : t);

export const toChartPoints = (wire: z.output<typeof portfolioChartResponse>): ValuePoint[] =>
  wire.result.map(([t, usd, btc, eth]) => ({ t: toEpochMs(t), usd, btc, eth })).sort((a, b) => a.t - b.t);

export const toPortfolioValue = (
  wire: z.output<typeof portfolioValueResponse>,
  currency: string,
): PortfolioValue => ({
  currency,
  totalValue: wire.totalValue ?? null,
  defiValue: wire.defiValue ?? null,
  totalCost: wire.totalCost ?? null,
  unrealizedProfitLoss: wire.unrealizedProfitLoss ?? null,
  unrealizedProfitLossPercent: wire.unrealizedProfitLossPercent,
  realizedProfitLoss: wire.realizedProfitLoss ?? null,
  realizedProfitLossPercent: wire.realizedProfitLossPercent,
  allTimeProfitLoss: wire.allTimeProfitLoss ?? null,
  allTimeProfitLossPercent: wire.allTimeProfitLossPercent,
});

/**
 * Portfolio coins are priced in USD, BTC and ETH only. Other currencies are the USD figure times the rate from the
 * currencies list (`usdRate` = units per 1 USD).
 */
export function toHoldings(
  wire: z.output<typeof portfolioCoinsResponse>,
  currency: string,
  usdRate: number,
): Holding[] {
  const pick = (m: { USD: number; BTC: number; ETH: number }) =>
    currency === 'BTC' ? m.BTC : currency === 'ETH' ? m.ETH : m.USD * usdRate;
  return wire.result.map((item) => {
    const price = pick(item.price);
    const profit = item.profit?.allTime;
    const percent = item.profitPercent?.allTime;
    return {
      coinId: item.coin.identifier,
      symbol: item.coin.symbol,
      name: item.coin.name,
      icon: item.coin.icon,
      count: item.count,
      price,
      value: price * item.count,
      priceChange24h: item.coin.priceChange24h,
      profitAllTime: profit ? pick(profit) : null,
      // Percentages are not converted; USD's is the one the service computes against cost.
      profitAllTimePercent: percent ? percent.USD : null,
      isFiat: item.coin.isFiat ?? false,
    };
  });
}

export const toPortfolioTransactions = (
  wire: z.output<typeof portfolioTransactionsResponse>,
  page: number,
): PortfolioTransaction[] =>
  wire.data.map((tx, index) => ({
    // The service sends no id; page, position and time identify a row within one answer.
    id: tx.id ?? `${page}:${index}:${tx.date}`,
    type: tx.transactionType,
    date: tx.date,
    coinId: tx.coinData?.identifier ?? null,
    symbol: tx.coinData?.symbol ?? null,
    count: tx.coinData?.count ?? null,
    totalWorth: tx.coinData?.totalWorth ?? null,
    profitLoss: tx.profitLoss?.profit ?? null,
    note: tx.note,
  }));
