import { z } from 'zod';
import type {
  Holding,
  PortfolioTransaction,
  PortfolioValue,
  ValuePoint,
} from '../../../shared/domain/portfolio';
import { num, optNum, optStr, orEmpty, rowList } from './common';

// Portfolio responses: service.md 2.5-2.7, service-facts.md section 2, docs/wire-shapes.md.

/**
 * `portfolioType` is an open set: the documentation names manual, exchange and wallet, and the service may add
 * more. A type of another string is shown as itself; one missing or not a string is read as "other". No page or
 * OpenAPI text shows this answer, so it is read row by row: a row that cannot be read is left out and counted.
 */
const portfolioRow = z.lazy(() =>
  z.object({
    portfolioId: z.string().min(1),
    portfolioName: z.string(),
    portfolioType: z.string().min(1).catch('other'),
  }),
);
export const portfolioListResponse = z.lazy(() =>
  z.union([rowList(portfolioRow), z.object({ result: rowList(portfolioRow) }).transform((v) => v.result)]),
);

/**
 * service.md 2.5: the three percentages are required, the amounts optional. An empty answer (common.ts
 * isEmptyAnswer: an account with no API-connected portfolio) is a value of nothing: every figure 0.
 */
export const portfolioValueResponse = z.lazy(() =>
  orEmpty(
    z.object({
      unrealizedProfitLossPercent: num,
      realizedProfitLossPercent: num,
      allTimeProfitLossPercent: num,
      totalValue: num.optional(),
      defiValue: num.optional(),
      totalCost: num.optional(),
      unrealizedProfitLoss: num.optional(),
      realizedProfitLoss: num.optional(),
      allTimeProfitLoss: num.optional(),
    }),
    {
      unrealizedProfitLossPercent: 0,
      realizedProfitLossPercent: 0,
      allTimeProfitLossPercent: 0,
      totalValue: 0,
      totalCost: 0,
      unrealizedProfitLoss: 0,
      realizedProfitLoss: 0,
      allTimeProfitLoss: 0,
    },
  ),
);

/**
 * service.md 2.6 and the API reference (get-portfolio-chart): points of [timestamp, usd, btc, eth]. The guide page
 * (coinstats.app/docs/portfolio/portfolio-chart) shows [timestamp, value] instead: both read, a point without its
 * BTC and ETH columns has them as null. Trailing extra columns after the fourth are tolerated; three columns are
 * neither form. An empty answer (common.ts isEmptyAnswer) is a chart with no points.
 */
export const portfolioChartResponse = z.lazy(() =>
  orEmpty(
    z.object({
      result: z.array(z.union([z.tuple([num, num, num, num]).rest(z.unknown()), z.tuple([num, num])])),
    }),
    { result: [] },
  ),
);

const column = (value: unknown) => (typeof value === 'number' ? value : null);

export const plHistoryResponse = z.lazy(() =>
  z.object({
    result: z.array(z.object({ date: z.string().min(1), profitLoss: num, profitLossPercent: num })),
    meta: z.object({ interval: z.string().optional() }).optional(),
  }),
);

const money = z.lazy(() => z.object({ USD: num, BTC: num, ETH: num }));
/** A money block inside a period block: the documentation's example sends all three, but none is required. */
const someMoney = z.lazy(() => z.object({ USD: optNum, BTC: optNum, ETH: optNum }));
/** Per period (the documentation: allTime, hour24, lastTrade, unrealized, realized), each optional. */
const moneyByPeriod = z.lazy(() =>
  z.object({
    allTime: someMoney.nullish(),
    hour24: someMoney.nullish(),
    lastTrade: someMoney.nullish(),
    unrealized: someMoney.nullish(),
    realized: someMoney.nullish(),
  }),
);

/**
 * One holding (get-portfolio-coins). The documentation marks `coin` optional, but a holding without its coin has
 * nothing to name it by: such a row is skipped and counted, with its issue, rather than shown as a blank.
 */
export const holdingRow = z.lazy(() =>
  z.object({
    count: num,
    coin: z.object({
      identifier: z.string().min(1),
      symbol: z.string(),
      name: z.string(),
      icon: optStr,
      priceChange24h: optNum,
      priceChange1h: optNum,
      priceChange7d: optNum,
      isFiat: z.boolean().nullish(),
      isFake: z.boolean().nullish(),
    }),
    price: money,
    profit: moneyByPeriod.nullish(),
    profitPercent: moneyByPeriod.nullish(),
    averageBuy: moneyByPeriod.nullish(),
    averageSell: moneyByPeriod.nullish(),
  }),
);

/**
 * `{ result: [...] }`, read row by row; an empty answer (common.ts isEmptyAnswer: an account with no API-connected
 * portfolio) is no holdings.
 */
export const portfolioCoinsResponse = z.lazy(() =>
  orEmpty(z.object({ result: rowList(holdingRow) }), { result: [] }),
);

/** The documentation shows `note` as an object `{ name, icon }`; older answers sent a string. Both read. */
const txNote = z
  .union([z.string(), z.object({ name: optStr, icon: optStr })])
  .nullish()
  .transform((n) => (n === null || n === undefined ? null : typeof n === 'string' ? n : n.name));

const addressed = z.lazy(() => z.object({ toAddress: optStr.catch(null), fromAddress: optStr.catch(null) }));

/** The distinct addresses a transaction names, in the order they appear. */
const addressesOf = (tx: {
  fee?: z.output<typeof addressed> | null;
  transfers?: { items?: z.output<typeof addressed>[] | null }[] | null;
}): string[] => {
  // A plain walk: a page holds 100 transactions, each read on every view of the page.
  const found: string[] = [];
  const add = (block: z.output<typeof addressed> | null | undefined) => {
    if (!block) return;
    for (const a of [block.fromAddress, block.toAddress]) {
      if (typeof a === 'string' && a.length > 0 && !found.includes(a)) found.push(a);
    }
  };
  add(tx.fee);
  for (const transfer of tx.transfers ?? []) for (const item of transfer.items ?? []) add(item);
  return found;
};

const portfolioTxRow = z.lazy(() =>
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
      .nullish(),
    profitLoss: z.object({ profit: optNum }).nullish(),
    // Read only for their addresses; a block of another shape costs the addresses, never the row.
    fee: addressed.nullish().catch(null),
    transfers: z
      .array(z.object({ items: z.array(addressed).nullish() }))
      .nullish()
      .catch(null),
    portfolioInfo: z.object({ name: optStr, icon: optStr }).nullish(),
    note: txNote,
  }),
);

/**
 * `{ data: [...], meta: { page, limit } }` (note `data`, not `result`), read row by row; an empty answer (common.ts
 * isEmptyAnswer) is no transactions.
 */
export const portfolioTransactionsResponse = z.lazy(() =>
  orEmpty(
    z.object({
      data: rowList(portfolioTxRow),
      meta: z.object({ page: num, limit: num }).optional(),
    }),
    { data: [] },
  ),
);

// ---- mapping to the domain types of src/shared/domain/portfolio.ts ----

/**
 * The reference says the chart timestamp is Unix seconds while its sample has millisecond magnitude. Any value
 * below 1e11 is read as seconds: as milliseconds it would be a date in 1973, as seconds one before the year 5000.
 */
export const toEpochMs = (t: number) => (Math.abs(t) < 1e11 ? t * 1000 : t);

export const toChartPoints = (wire: z.output<typeof portfolioChartResponse>): ValuePoint[] => {
  const points = wire.result.map(([t, usd, btc, eth]) => ({
    t: toEpochMs(t),
    usd,
    btc: column(btc),
    eth: column(eth),
  }));
  // The service sends them oldest first; sorted only when it did not.
  for (let i = 1; i < points.length; i++) {
    if ((points[i]?.t ?? 0) < (points[i - 1]?.t ?? 0)) return points.sort((a, b) => a.t - b.t);
  }
  return points;
};

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
  const pick = (m: { USD: number | null; BTC: number | null; ETH: number | null }) => {
    const v =
      currency === 'BTC' ? m.BTC : currency === 'ETH' ? m.ETH : m.USD === null ? null : m.USD * usdRate;
    return v ?? null;
  };
  type Period = keyof z.output<typeof moneyByPeriod>;
  const inPeriod = (block: z.output<typeof moneyByPeriod> | null | undefined, period: Period) => {
    const money = block?.[period];
    return money ? pick(money) : null;
  };
  const allTime = (block: z.output<typeof moneyByPeriod> | null | undefined) => inPeriod(block, 'allTime');
  return wire.result.rows.map((item) => {
    const price = pick(item.price) ?? 0;
    return {
      coinId: item.coin.identifier,
      symbol: item.coin.symbol,
      name: item.coin.name,
      icon: item.coin.icon,
      count: item.count,
      price,
      value: price * item.count,
      priceChange24h: item.coin.priceChange24h,
      priceChange1h: item.coin.priceChange1h,
      priceChange7d: item.coin.priceChange7d,
      profitAllTime: allTime(item.profit),
      // Percentages are not converted; USD's is the one the service computes against cost.
      profitAllTimePercent: item.profitPercent?.allTime?.USD ?? null,
      profit24h: inPeriod(item.profit, 'hour24'),
      profit24hPercent: item.profitPercent?.hour24?.USD ?? null,
      profitUnrealized: inPeriod(item.profit, 'unrealized'),
      profitRealized: inPeriod(item.profit, 'realized'),
      averageBuy: allTime(item.averageBuy),
      averageSell: allTime(item.averageSell),
      isFiat: item.coin.isFiat ?? false,
      isFake: item.coin.isFake ?? false,
    };
  });
}

export const toPortfolioTransactions = (
  wire: z.output<typeof portfolioTransactionsResponse>,
  page: number,
): PortfolioTransaction[] =>
  wire.data.rows.map((tx, index) => ({
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
    addresses: addressesOf(tx),
  }));
