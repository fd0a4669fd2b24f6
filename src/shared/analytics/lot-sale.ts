// One sale applied to a coin's lots: its coins taken in the method's order, straight into at most two disposal
// rows (the short- and the long-held part), with no list of pieces in between.
import { DUST_SHARE, type LotBook, type LotStore } from './lot-book';

/** One disposal's gain; a sale drawing on both short- and long-held lots gives one row for each term. */
export interface Disposal {
  transactionId: string;
  coinId: string;
  soldAt: number;
  count: number;
  proceeds: number;
  costBasis: number;
  gain: number;
  term: 'short' | 'long';
  /** The oldest and newest lot the row drew on. */
  acquiredFirst: number;
  acquiredLast: number;
  /** The sale's fee share taken from these proceeds. */
  fee: number;
}

/** One sale being applied: what it is, and what taking its coins from the lots found. */
export interface Sale {
  id: string;
  coinId: string;
  at: number;
  count: number;
  /** Net of the fee, shared by count between the rows. */
  proceeds: number;
  fee: number;
  /** Average cost prices every coin at the pool's average; null prices each at its lot's own cost. */
  average: number | null;
  /** Rows are written (a sale), or not (a transfer out that only moves coins). */
  record: boolean;
  cost: number;
  missing: number;
}

/**
 * Takes a sale's coins from the lots in the method's order, straight into at most two rows (short- and long-held)
 * pushed to `out`; sets the sale's cost and what the lots could not cover. The rows' sums are kept in plain
 * numbers and each row is built once at the end: no object per sale beyond the rows the report keeps.
 */
export function sell(store: LotStore, book: LotBook, sale: Sale, longMs: number, out: Disposal[]): void {
  let shortCount = 0;
  let shortCost = 0;
  let shortFirst = Infinity;
  let shortLast = -Infinity;
  let longCount = 0;
  let longCost = 0;
  let longFirst = Infinity;
  let longLast = -Infinity;
  let left = sale.count;
  let cost = 0;
  for (let lot = book.peek(); lot >= 0 && left > 0; lot = book.peek()) {
    const held = store.count[lot] ?? 0;
    const used = Math.min(held, left);
    const pieceCost = used * (sale.average ?? store.unitCost[lot] ?? 0);
    const acquiredAt = store.acquiredAt[lot] ?? 0;
    cost += pieceCost;
    left -= used;
    const rest = held - used;
    const dust = rest <= (store.original[lot] ?? 0) * DUST_SHARE;
    store.count[lot] = dust ? 0 : rest;
    if (dust) book.drop();
    if (!sale.record) continue;
    if (sale.at - acquiredAt > longMs) {
      longCount += used;
      longCost += pieceCost;
      longFirst = Math.min(longFirst, acquiredAt);
      longLast = Math.max(longLast, acquiredAt);
    } else {
      shortCount += used;
      shortCost += pieceCost;
      shortFirst = Math.min(shortFirst, acquiredAt);
      shortLast = Math.max(shortLast, acquiredAt);
    }
  }
  sale.cost = cost;
  sale.missing = left;
  if (longCount > 0) out.push(row(sale, 'long', longCount, longCost, longFirst, longLast));
  if (shortCount > 0) out.push(row(sale, 'short', shortCount, shortCost, shortFirst, shortLast));
}

/** A term's row: its share of the sale's proceeds and fee, by count, and its gain. */
function row(
  sale: Sale,
  term: Disposal['term'],
  count: number,
  costBasis: number,
  acquiredFirst: number,
  acquiredLast: number,
): Disposal {
  const share = count / sale.count;
  const proceeds = sale.proceeds * share;
  return {
    transactionId: sale.id,
    coinId: sale.coinId,
    soldAt: sale.at,
    count,
    proceeds,
    costBasis,
    gain: proceeds - costBasis,
    term,
    acquiredFirst,
    acquiredLast,
    fee: sale.fee * share,
  };
}
