// Realized gains by lot over a manual portfolio's transactions. Buys and transfers in open lots at their worth;
// sells close them in the method's order (lot-book.ts). Fees: a buy's fee is added to its lot's cost, a sale's fee
// is taken from its proceeds (fees given in the transaction's currency). A transfer out removes coins with their
// cost and realizes nothing, unless `transfersOut` is 'dispose'.
import { lotBook, take, type Lot, type LotBook, type LotMethod, type Piece } from './lot-book';
import { steps, type LotsRefusal, type LotTransaction, type Skipped, type Step } from './lot-steps';
import { DAY_MS } from './time';

export type { LotMethod } from './lot-book';
export type { LotsRefusal, LotTransaction, Skipped } from './lot-steps';

export interface LotOptions {
  method: LotMethod;
  /** Held longer than this many days is long-term (365: more than a year). */
  longTermDays?: number;
  transfersOut?: 'remove' | 'dispose';
}

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

export interface OpenLot {
  transactionId: string;
  coinId: string;
  acquiredAt: number;
  count: number;
  costBasis: number;
}

export interface LotsReport {
  ok: true;
  method: LotMethod;
  disposals: Disposal[];
  openLots: OpenLot[];
  /** Transfers out treated as moves: coins and cost left, nothing realized. */
  transfersOut: { transactionId: string; coinId: string; count: number; costBasis: number; worth: number }[];
  fees: { acquisitions: number; disposals: number; transfers: number };
  /** Types that neither buy nor sell (a swap, a dust conversion): not counted, listed so nothing is hidden. */
  skipped: Skipped[];
}

/** A sale this small a share over the lots is float rounding in the amounts, not a missing buy. */
const OVERSELL_TOLERANCE = 1e-9;

interface Pool {
  book: LotBook;
  count: number;
  cost: number;
}

/** The disposal rows of one sale: pieces grouped by holding term, proceeds and fee shared by count. */
function rows(
  step: Step,
  pieces: Piece[],
  proceeds: number,
  fee: number,
  cost: (p: Piece) => number,
  longDays: number,
) {
  const total = Math.abs(step.tx.count ?? 0);
  const out = new Map<'short' | 'long', Disposal>();
  for (const piece of pieces) {
    const term = (step.at - piece.lot.acquiredAt) / DAY_MS > longDays ? 'long' : 'short';
    const share = piece.count / total;
    const row = out.get(term) ?? {
      transactionId: step.tx.id,
      coinId: step.tx.coinId ?? '',
      soldAt: step.at,
      count: 0,
      proceeds: 0,
      costBasis: 0,
      gain: 0,
      term,
      acquiredFirst: piece.lot.acquiredAt,
      acquiredLast: piece.lot.acquiredAt,
      fee: 0,
    };
    row.count += piece.count;
    row.proceeds += proceeds * share;
    row.fee += fee * share;
    row.costBasis += cost(piece);
    row.gain = row.proceeds - row.costBasis;
    row.acquiredFirst = Math.min(row.acquiredFirst, piece.lot.acquiredAt);
    row.acquiredLast = Math.max(row.acquiredLast, piece.lot.acquiredAt);
    out.set(term, row);
  }
  return [...out.values()];
}

/** Realized gains, open lots and fees of `txs` by `options.method`; refuses a sale larger than the lots. */
export function realizedGains(txs: readonly LotTransaction[], options: LotOptions): LotsReport | LotsRefusal {
  const longDays = options.longTermDays ?? 365;
  const report: LotsReport = {
    ok: true,
    method: options.method,
    disposals: [],
    openLots: [],
    transfersOut: [],
    fees: { acquisitions: 0, disposals: 0, transfers: 0 },
    skipped: [],
  };
  const ordered = steps(txs, report.skipped);
  if (!Array.isArray(ordered)) return ordered;
  const pools = new Map<string, Pool>();
  for (const step of ordered) {
    const { tx } = step;
    const coinId = tx.coinId ?? '';
    const count = Math.abs(tx.count ?? 0);
    const worth = Math.abs(tx.totalWorth ?? 0);
    const fee = Math.abs(tx.fee ?? 0);
    let pool = pools.get(coinId);
    if (!pool) {
      pool = { book: lotBook(options.method), count: 0, cost: 0 };
      pools.set(coinId, pool);
    }
    if (step.inflow) {
      const lot: Lot = {
        transactionId: tx.id,
        acquiredAt: step.at,
        seq: step.seq,
        count,
        unitCost: (worth + fee) / count,
        originalCount: count,
      };
      pool.book.add(lot);
      pool.count += count;
      pool.cost += worth + fee;
      report.fees.acquisitions += fee;
      continue;
    }
    const average = pool.count > 0 ? pool.cost / pool.count : 0;
    const { pieces, missing } = take(pool.book, count);
    if (missing > count * OVERSELL_TOLERANCE) {
      const held = count - missing;
      const message =
        `${tx.type} ${tx.id} on ${tx.date} takes ${count} ${coinId}, but only ${held} were held then ` +
        `(${missing} short); add the buy or transfer in that came before it, or correct the amount.`;
      return { ok: false, transactionId: tx.id, coinId, message };
    }
    const cost = (p: Piece) => (options.method === 'average' ? p.count * average : p.count * p.lot.unitCost);
    const removedCost = pieces.reduce((sum, p) => sum + cost(p), 0);
    pool.count = Math.max(0, pool.count - count);
    pool.cost = pool.count > 0 ? Math.max(0, pool.cost - removedCost) : 0;
    if (tx.type === 'Sent' && options.transfersOut !== 'dispose') {
      report.transfersOut.push({ transactionId: tx.id, coinId, count, costBasis: removedCost, worth });
      report.fees.transfers += fee;
      continue;
    }
    report.fees.disposals += fee;
    report.disposals.push(...rows(step, pieces, worth - fee, fee, cost, longDays));
  }
  for (const [coinId, pool] of pools) {
    const average = pool.count > 0 ? pool.cost / pool.count : 0;
    for (const lot of pool.book.open()) {
      const unit = options.method === 'average' ? average : lot.unitCost;
      report.openLots.push({
        transactionId: lot.transactionId,
        coinId,
        acquiredAt: lot.acquiredAt,
        count: lot.count,
        costBasis: lot.count * unit,
      });
    }
  }
  report.openLots.sort((a, b) => a.acquiredAt - b.acquiredAt || a.coinId.localeCompare(b.coinId));
  return report;
}
