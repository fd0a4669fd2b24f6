// Realized gains by lot over a manual portfolio's transactions. Buys and transfers in open lots at their worth;
// sells close them in the method's order (lot-book.ts). Fees: a buy's fee is added to its lot's cost, a sale's fee
// is taken from its proceeds (fees given in the transaction's currency). A transfer out removes coins with their
// cost and realizes nothing, unless `transfersOut` is 'dispose'.
import { lotBook, lotStore, openLot, type LotBook, type LotMethod, type LotStore } from './lot-book';
import { sell, type Disposal, type Sale } from './lot-sale';
import {
  IN_KIND,
  steps,
  TRANSFER_OUT_KIND,
  type LotsRefusal,
  type LotTransaction,
  type Skipped,
  type Steps,
} from './lot-steps';
import { DAY_MS } from './time';

export type { LotMethod } from './lot-book';
export type { Disposal } from './lot-sale';
export type { LotsRefusal, LotsRefusalCause, LotTransaction, Skipped } from './lot-steps';

export interface LotOptions {
  method: LotMethod;
  /** Held longer than this many days is long-term (365: more than a year). */
  longTermDays?: number;
  transfersOut?: 'remove' | 'dispose';
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
  /**
   * The realized total had every sale been priced at the pool's average buy price (the service's way), from the
   * same pass: setting the report beside the service's figure needs no second computation.
   */
  averageCostGain: number;
}

/** A sale this small a share over the lots is float rounding in the amounts, not a missing buy. */
const OVERSELL_TOLERANCE = 1e-9;

interface Pool {
  book: LotBook;
  count: number;
  cost: number;
  /** The cost left by average-cost pricing, whatever the method: the reconciliation's figure, in the same pass. */
  averageCost: number;
}

function oversold(tx: LotTransaction, count: number, missing: number): LotsRefusal {
  const coinId = tx.coinId ?? '';
  const message =
    `${tx.type} ${tx.id} on ${tx.date} takes ${count} ${coinId}, but only ${count - missing} were held then ` +
    `(${missing} short); add the buy or transfer in that came before it, or correct the amount.`;
  const cause = { kind: 'oversold' as const, type: tx.type, date: tx.date, count, held: count - missing, missing };
  return { ok: false, transactionId: tx.id, coinId, message, cause };
}

/** What one computation carries from step to step. */
interface Run {
  txs: readonly LotTransaction[];
  c: Steps;
  store: LotStore;
  pools: Pool[];
  report: LotsReport;
  method: LotMethod;
  longMs: number;
  transferAsSale: boolean;
  /** One object reused for every sale: 100,000 transactions allocate only what the report keeps. */
  sale: Sale;
}

const blankSale = (): Sale => ({
  id: '',
  coinId: '',
  at: 0,
  count: 0,
  proceeds: 0,
  fee: 0,
  average: null,
  record: true,
  cost: 0,
  missing: 0,
});

function acquire(run: Run, i: number, pool: Pool): void {
  const { c } = run;
  const count = c.count[i] ?? 0;
  const paid = (c.worth[i] ?? 0) + (c.fee[i] ?? 0);
  pool.book.add(openLot(run.store, i, c.at[i] ?? 0, count, paid / count));
  pool.count += count;
  pool.cost += paid;
  pool.averageCost += paid;
  run.report.fees.acquisitions += c.fee[i] ?? 0;
}

/** Takes step i's coins from the lots; a refusal when the lots hold fewer than it takes. */
function dispose(run: Run, i: number, pool: Pool): LotsRefusal | null {
  const { c, sale, report } = run;
  const count = c.count[i] ?? 0;
  const worth = c.worth[i] ?? 0;
  const fee = c.fee[i] ?? 0;
  const moveOnly = c.kind[i] === TRANSFER_OUT_KIND && !run.transferAsSale;
  sale.id = c.ids[i] ?? '';
  sale.coinId = c.coins[c.coin[i] ?? 0] ?? '';
  sale.at = c.at[i] ?? 0;
  sale.count = count;
  sale.proceeds = worth - fee;
  sale.fee = fee;
  sale.average = run.method === 'average' ? (pool.count > 0 ? pool.cost / pool.count : 0) : null;
  sale.record = !moveOnly;
  const averageUnit = pool.count > 0 ? pool.averageCost / pool.count : 0;
  sell(run.store, pool.book, sale, run.longMs, report.disposals);
  if (sale.missing > count * OVERSELL_TOLERANCE)
    return oversold(run.txs[i] as LotTransaction, count, sale.missing);
  const taken = count - sale.missing;
  if (sale.record) report.averageCostGain += sale.proceeds * (taken / count) - taken * averageUnit;
  pool.count = Math.max(0, pool.count - count);
  pool.cost = pool.count > 0 ? Math.max(0, pool.cost - sale.cost) : 0;
  pool.averageCost = pool.count > 0 ? Math.max(0, pool.averageCost - taken * averageUnit) : 0;
  if (!moveOnly) {
    report.fees.disposals += fee;
    return null;
  }
  report.transfersOut.push({
    transactionId: sale.id,
    coinId: sale.coinId,
    count,
    costBasis: sale.cost,
    worth,
  });
  report.fees.transfers += fee;
  return null;
}

/** The lots still open, oldest first: they are stored in the order opened, so no sort is needed. */
function openLots(run: Run): OpenLot[] {
  const { c, store, pools } = run;
  const out: OpenLot[] = [];
  for (let lot = 0; lot < store.size; lot++) {
    const count = store.count[lot] ?? 0;
    if (count <= 0) continue;
    const i = store.tx[lot] ?? 0;
    const pool = pools[c.coin[i] ?? 0] as Pool;
    const unit =
      run.method === 'average' ? (pool.count > 0 ? pool.cost / pool.count : 0) : (store.unitCost[lot] ?? 0);
    out.push({
      transactionId: c.ids[i] ?? '',
      coinId: c.coins[c.coin[i] ?? 0] ?? '',
      acquiredAt: store.acquiredAt[lot] ?? 0,
      count,
      costBasis: count * unit,
    });
  }
  return out;
}

/** Realized gains, open lots and fees of `txs` by `options.method`; refuses a sale larger than the lots. */
export function realizedGains(txs: readonly LotTransaction[], options: LotOptions): LotsReport | LotsRefusal {
  const report: LotsReport = {
    ok: true,
    method: options.method,
    disposals: [],
    openLots: [],
    transfersOut: [],
    fees: { acquisitions: 0, disposals: 0, transfers: 0 },
    skipped: [],
    averageCostGain: 0,
  };
  const c = steps(txs, report.skipped);
  if ('ok' in c) return c;
  const store = lotStore(txs.length);
  const run: Run = {
    txs,
    c,
    store,
    pools: c.coins.map(() => ({ book: lotBook(options.method, store), count: 0, cost: 0, averageCost: 0 })),
    report,
    method: options.method,
    longMs: (options.longTermDays ?? 365) * DAY_MS,
    transferAsSale: options.transfersOut === 'dispose',
    sale: blankSale(),
  };
  for (const i of c.order) {
    const pool = run.pools[c.coin[i] ?? 0] as Pool;
    if (c.kind[i] === IN_KIND) acquire(run, i, pool);
    else {
      const refusal = dispose(run, i, pool);
      if (refusal) return refusal;
    }
  }
  report.openLots = openLots(run);
  return report;
}
