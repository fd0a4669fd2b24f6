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

function newRow(sale: Sale, acquiredAt: number, long: boolean): Disposal {
  return {
    transactionId: sale.id,
    coinId: sale.coinId,
    soldAt: sale.at,
    count: 0,
    proceeds: 0,
    costBasis: 0,
    gain: 0,
    term: long ? 'long' : 'short',
    acquiredFirst: acquiredAt,
    acquiredLast: acquiredAt,
    fee: 0,
  };
}

/**
 * Takes a sale's coins from the lots in the method's order, straight into at most two rows (short- and long-held)
 * pushed to `out`; sets the sale's cost and what the lots could not cover.
 */
export function sell(store: LotStore, book: LotBook, sale: Sale, longMs: number, out: Disposal[]): void {
  let short: Disposal | null = null;
  let long: Disposal | null = null;
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
    const isLong = sale.at - acquiredAt > longMs;
    let row: Disposal | null = isLong ? long : short;
    if (!row) {
      row = newRow(sale, acquiredAt, isLong);
      if (isLong) long = row;
      else short = row;
    }
    row.count += used;
    row.costBasis += pieceCost;
    if (acquiredAt < row.acquiredFirst) row.acquiredFirst = acquiredAt;
    if (acquiredAt > row.acquiredLast) row.acquiredLast = acquiredAt;
  }
  sale.cost = cost;
  sale.missing = left;
  if (long) out.push(settle(long, sale));
  if (short) out.push(settle(short, sale));
}

/** A row's share of the sale's proceeds and fee, by count, and its gain. */
function settle(row: Disposal, sale: Sale): Disposal {
  const share = row.count / sale.count;
  row.proceeds = sale.proceeds * share;
  row.fee = sale.fee * share;
  row.gain = row.proceeds - row.costBasis;
  return row;
}
