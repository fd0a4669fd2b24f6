// Holdings, cost basis and profit for a set of portfolio transactions (one portfolio, or all of an account's
// merged). Average-cost accounting: a sale realises (sale price - average cost) x count. Values use the same
// rounded prices the coin rows show, so totalValue equals the sum of the coins a client adds up.
import type { PortfolioTx } from './portfolios';
import { round, roundPrice } from './time-ranges';
import type { World } from './world';

export interface Position {
  coinId: string;
  count: number;
  /** USD cost of what is still held. */
  costBasis: number;
  /** USD profit realised by sales. */
  realized: number;
  /** USD cost of what was sold. */
  soldCost: number;
  boughtCount: number;
  boughtUsd: number;
  soldCount: number;
  soldUsd: number;
  lastTradePrice: number;
}

const isInflow = (tx: PortfolioTx): boolean => tx.type === 'Buy' || tx.type === 'Received';

/** Positions after every transaction dated at or before `at`, in first-trade order. */
export function positionsAt(txs: readonly PortfolioTx[], at: number): Map<string, Position> {
  const positions = new Map<string, Position>();
  const ordered = [...txs].sort((a, b) => a.date - b.date);
  for (const tx of ordered) {
    if (tx.date > at) break;
    let position = positions.get(tx.coinId);
    if (!position) {
      position = {
        coinId: tx.coinId,
        count: 0,
        costBasis: 0,
        realized: 0,
        soldCost: 0,
        boughtCount: 0,
        boughtUsd: 0,
        soldCount: 0,
        soldUsd: 0,
        lastTradePrice: tx.priceUsd,
      };
      positions.set(tx.coinId, position);
    }
    position.lastTradePrice = tx.priceUsd;
    if (isInflow(tx)) {
      position.count += tx.count;
      position.costBasis += tx.count * tx.priceUsd;
      position.boughtCount += tx.count;
      position.boughtUsd += tx.count * tx.priceUsd;
    } else {
      const sold = Math.min(tx.count, position.count);
      const average = position.count > 0 ? position.costBasis / position.count : 0;
      position.realized += (tx.priceUsd - average) * sold;
      position.soldCost += average * sold;
      position.costBasis -= average * sold;
      position.count -= sold;
      position.soldCount += sold;
      position.soldUsd += sold * tx.priceUsd;
    }
  }
  return positions;
}

/**
 * Positions of several portfolios merged by coin. Each portfolio keeps its own average cost (a sale in one does
 * not realise against the other's buys), so an aggregate equals the sum of its parts.
 */
export function mergedPositionsAt(
  groups: readonly (readonly PortfolioTx[])[],
  at: number,
): Map<string, Position> {
  const merged = new Map<string, Position & { lastTradeAt: number }>();
  for (const txs of groups) {
    // One pass for every coin's last trade: a portfolio may hold 1,000 coins.
    const lastTrades = new Map<string, number>();
    for (const tx of txs) {
      if (tx.date <= at) lastTrades.set(tx.coinId, Math.max(lastTrades.get(tx.coinId) ?? 0, tx.date));
    }
    for (const position of positionsAt(txs, at).values()) {
      const lastTradeAt = lastTrades.get(position.coinId) ?? 0;
      const into = merged.get(position.coinId);
      if (!into) {
        merged.set(position.coinId, { ...position, lastTradeAt });
        continue;
      }
      into.count += position.count;
      into.costBasis += position.costBasis;
      into.realized += position.realized;
      into.soldCost += position.soldCost;
      into.boughtCount += position.boughtCount;
      into.boughtUsd += position.boughtUsd;
      into.soldCount += position.soldCount;
      into.soldUsd += position.soldUsd;
      if (lastTradeAt > into.lastTradeAt) {
        into.lastTradeAt = lastTradeAt;
        into.lastTradePrice = position.lastTradePrice;
      }
    }
  }
  return merged;
}

/** The rounded USD price the API shows for a coin at an instant. */
export function shownPrice(world: World, coinId: string, at: number): number {
  return roundPrice(world.prices.usd(coinId, at));
}

/** Holdings as the API shows them: 8 decimals, without the float dust of many additions. */
export const shownCount = (count: number): number => round(count, 8);

export function valueUsdAt(world: World, txs: readonly PortfolioTx[], at: number): number {
  let total = 0;
  for (const position of positionsAt(txs, at).values())
    total += shownCount(position.count) * shownPrice(world, position.coinId, at);
  return total;
}

/** Money put in minus money taken out, in USD, for transactions dated in (from, to]. */
export function netFlowUsd(txs: readonly PortfolioTx[], from: number, to: number): number {
  let flow = 0;
  for (const tx of txs) {
    if (tx.date <= from || tx.date > to) continue;
    flow += (isInflow(tx) ? 1 : -1) * tx.count * tx.priceUsd;
  }
  return flow;
}

export function inflowUsd(txs: readonly PortfolioTx[], from: number, to: number): number {
  let flow = 0;
  for (const tx of txs) if (tx.date > from && tx.date <= to && isInflow(tx)) flow += tx.count * tx.priceUsd;
  return flow;
}

export const money = (value: number): number => Math.round(value * 100) / 100;
export const percent = (part: number, whole: number): number =>
  whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 100;
