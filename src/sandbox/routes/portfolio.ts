// Portfolio reads: GET /portfolio/list, /portfolio/value, /portfolio/chart, /portfolio/coins (DeFi:
// portfolio-defi.ts).
// Value fields follow service.md 2.5; totalValue is the sum of the coin rows, defiValue comes on top. Charts of
// every range are one history sampled per range (data/value-history.ts).
import type { SandboxAnswer } from '../core/answer';
import { callerAccount, type SandboxApi, type SandboxContext } from '../core/env';
import { ApiError } from '../core/errors';
import { booleanQuery, enumQuery, intQuery } from '../core/params';
import { coinSummary, ranksAt, riskScores } from '../data/coin-view';
import {
  money,
  percent,
  mergedPositionsAt,
  shownCount,
  shownPrice,
  type Position,
} from '../data/portfolio-math';
import type { PortfolioTx } from '../data/portfolios';
import { CHART_TYPES, DAY_MS, roundPrice } from '../data/time-ranges';
import { rangeHistory } from '../data/value-history';
import { ownPortfolios } from '../data/live-portfolios';
import { findCoin, type World } from '../data/world';
import type { SandboxDeps } from '../deps';
import { currencyQuery } from './currency';
import { firstActivity, selectPortfolios, type PortfolioSelection } from './portfolio-access';

/** Ids in code-unit order: the first localeCompare of a process loads the ICU collator, a dear part of a demo start. */
const byCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

interface Triple {
  USD: number;
  BTC: number;
  ETH: number;
}

export function triple(world: World, usd: number, at: number): Triple {
  return {
    USD: roundPrice(usd),
    BTC: roundPrice(usd / world.prices.usd('bitcoin', at)),
    ETH: roundPrice(usd / world.prices.usd('ethereum', at)),
  };
}

const groups = (selection: PortfolioSelection): (readonly PortfolioTx[])[] =>
  selection.portfolios.map((portfolio) => portfolio.transactions);

function defiValueUsd(
  world: World,
  positions: readonly { coinId: string; amount: number }[],
  at: number,
): number {
  return positions.reduce(
    (sum, position) => sum + position.amount * shownPrice(world, position.coinId, at),
    0,
  );
}

/**
 * Average prices per period as the docs show them (allTime, hour24, lastTrade, unrealized, realized), each in USD,
 * BTC and ETH. `unrealized` averages what is still held, `realized` what was sold. The seeded trades all lie more
 * than a day back, so the last 24 hours' average is the all-time one.
 */
function averages(
  world: World,
  at: number,
  usd: { allTime: number; unrealized: number; lastTrade: number; realized: number },
): Record<string, Triple> {
  return {
    allTime: triple(world, usd.allTime, at),
    hour24: triple(world, usd.allTime, at),
    lastTrade: triple(world, usd.lastTrade, at),
    unrealized: triple(world, usd.unrealized, at),
    realized: triple(world, usd.realized, at),
  };
}

function coinRow(
  world: World,
  position: Position,
  at: number,
  ranks: ReadonlyMap<string, number>,
  withRisk: boolean,
): Record<string, unknown> {
  const coin = findCoin(world, position.coinId);
  if (!coin) throw new ApiError(500, `Unknown coin ${position.coinId} in a seeded portfolio`);
  const price = shownPrice(world, coin.id, at);
  const value = position.count * price;
  const unrealized = value - position.costBasis;
  const hour24 = position.count * (price - shownPrice(world, coin.id, at - DAY_MS));
  const lastTrade = position.count * (price - position.lastTradePrice);
  const allTime = unrealized + position.realized;
  const profit = { allTime, hour24, lastTrade, unrealized, realized: position.realized };
  const bases = {
    allTime: position.costBasis + position.soldCost,
    hour24: value - hour24,
    lastTrade: position.count * position.lastTradePrice,
    unrealized: position.costBasis,
    realized: position.soldCost,
  };
  const row: Record<string, unknown> = {
    count: shownCount(position.count),
    coin: coinSummary(world, coin, at, ranks),
    price: triple(world, price, at),
    profit: Object.fromEntries(Object.entries(profit).map(([key, usd]) => [key, triple(world, usd, at)])),
    profitPercent: Object.fromEntries(
      Object.entries(profit).map(([key, usd]) => {
        const pct = percent(usd, bases[key as keyof typeof bases]);
        return [key, { USD: pct, BTC: pct, ETH: pct }];
      }),
    ),
    averageBuy: averages(world, at, {
      allTime: position.boughtUsd / Math.max(position.boughtCount, 1e-12),
      unrealized: position.count > 0 ? position.costBasis / position.count : 0,
      lastTrade: position.lastTradePrice,
      realized: position.soldCount > 0 ? position.soldCost / position.soldCount : 0,
    }),
  };
  if (position.soldCount > 0) {
    const sold = position.soldUsd / position.soldCount;
    row.averageSell = averages(world, at, {
      allTime: sold,
      unrealized: sold,
      lastTrade: position.lastTradePrice,
      realized: sold,
    });
  }
  if (withRisk) Object.assign(row, riskScores(world, coin.id));
  return row;
}

/** GET /portfolio/value: totals of the selected portfolios, merged by coin. */
function portfolioValue(c: SandboxContext, deps: SandboxDeps): SandboxAnswer {
  const { world, clock } = deps;
  const currency = currencyQuery(c);
  const selection = selectPortfolios(c, world, deps.state.portfolioEdits);
  const now = clock.now();
  let totalValue = 0;
  let totalCost = 0;
  let realized = 0;
  let soldCost = 0;
  for (const position of mergedPositionsAt(groups(selection), now).values()) {
    totalValue += shownCount(position.count) * shownPrice(world, position.coinId, now);
    totalCost += position.costBasis;
    realized += position.realized;
    soldCost += position.soldCost;
  }
  const unrealized = totalValue - totalCost;
  const rate = currency.rate;
  return c.json({
    totalValue: money(totalValue * rate),
    defiValue: money(
      defiValueUsd(
        world,
        selection.portfolios.flatMap((p) => p.defi),
        now,
      ) * rate,
    ),
    totalCost: money(totalCost * rate),
    unrealizedProfitLoss: money(unrealized * rate),
    unrealizedProfitLossPercent: percent(unrealized, totalCost),
    realizedProfitLoss: money(realized * rate),
    realizedProfitLossPercent: percent(realized, soldCost),
    allTimeProfitLoss: money((unrealized + realized) * rate),
    allTimeProfitLossPercent: percent(unrealized + realized, totalCost + soldCost),
  });
}

export function registerPortfolioRoutes(api: SandboxApi, deps: SandboxDeps): void {
  const { world, clock } = deps;

  api.get('/portfolio/list', deps.metered('GET /portfolio/list'), (c) => {
    const account = callerAccount(c);
    if (!account) throw new ApiError(403, 'The portfolio list needs an API key');
    const own = ownPortfolios(world, deps.state.portfolioEdits, account.id);
    return c.json({
      result: own.map(({ portfolioId, portfolioName, portfolioType }) => ({
        portfolioId,
        portfolioName,
        portfolioType,
      })),
    });
  });

  api.get('/portfolio/value', deps.metered('GET /portfolio/value'), (c) => portfolioValue(c, deps));

  api.get('/portfolio/chart', deps.metered('GET /portfolio/chart'), (c) => {
    const type = enumQuery(c, 'type', CHART_TYPES);
    const selection = selectPortfolios(c, world, deps.state.portfolioEdits);
    const now = clock.now();
    // One history for every range (data/value-history.ts): the same peak in 1W and in All.
    const history = rangeHistory(
      world,
      selection.transactions,
      type,
      now,
      firstActivity(selection, now - DAY_MS),
    );
    const result = history.map(({ at, value }) => {
      const point = triple(world, value, at);
      return [at, money(value), point.BTC, point.ETH];
    });
    return c.json({ result });
  });

  api.get('/portfolio/coins', deps.metered('GET /portfolio/coins'), (c) => {
    const page = intQuery(c, 'page', { min: 1, max: 100_000, fallback: 1 });
    const limit = intQuery(c, 'limit', { min: 1, max: 100, fallback: 20 });
    const withRisk = booleanQuery(c, 'includeRiskScore', false);
    const selection = selectPortfolios(c, world, deps.state.portfolioEdits);
    const now = clock.now();
    const ranks = ranksAt(world, now);
    // Sorted by value, then paged: rows are built for the asked page only (a portfolio may hold 1,000 coins).
    const held = [...mergedPositionsAt(groups(selection), now).values()]
      .filter((position) => position.count > 0)
      .map((position) => ({ position, worth: position.count * shownPrice(world, position.coinId, now) }));
    const rows = held
      .sort((a, b) => b.worth - a.worth || byCodeUnits(a.position.coinId, b.position.coinId))
      .slice((page - 1) * limit, page * limit)
      .map(({ position }) => coinRow(world, position, now, ranks, withRisk));
    return c.json({ result: rows });
  });
}
