// The realized-gains report as a job that can run away from the screen's thread: the transactions come in page
// by page, the report is made when asked for, and only what the screen shows goes back (totals, per year and per
// coin, the reconciliation, the first page of sales and of open lots). Further rows are sent on request.
import type { Disposal, LotOptions, LotsRefusal, LotsReport, LotTransaction, OpenLot } from './lots';
import { realizedGains } from './lots';
import { gainSummary, reconcileRealized, type Reconciliation } from './lots-report';

/** Rows of sales or open lots in one answer: what one screen of either table shows. */
export const GAINS_PAGE_ROWS = 100;

export type GainsTable = 'disposals' | 'openLots';

/** The report as the screen shows it: every figure, and the first page of each long table. */
export interface GainsView {
  ok: true;
  method: LotOptions['method'];
  summary: ReturnType<typeof gainSummary>;
  /** Null when the service's realized P/L for the same portfolio and currency is not read. */
  reconciliation: Reconciliation | null;
  disposalCount: number;
  openLotCount: number;
  disposals: Disposal[];
  openLots: OpenLot[];
  /** How many transactions the report counts. */
  transactions: number;
}

export type GainsAnswer = GainsView | LotsRefusal;

export type GainsRequest =
  /** Forget the transactions held: another portfolio, or its pages read again. */
  | { kind: 'reset' }
  | { kind: 'append'; rows: LotTransaction[] }
  | { kind: 'compute'; id: number; options: LotOptions; serviceRealized: number | null }
  /** Rows of the last report; `limit` Infinity for all of them (the CSV export). */
  | { kind: 'rows'; id: number; table: GainsTable; offset: number; limit: number };

export type GainsReply =
  | { kind: 'report'; id: number; answer: GainsAnswer }
  | { kind: 'rows'; id: number; rows: Disposal[] | OpenLot[] };

/** Only the fields lots are made from cross to the job: a page's notes and addresses would only add copying. */
export const lotFields = (tx: LotTransaction): LotTransaction => ({
  id: tx.id,
  type: tx.type,
  date: tx.date,
  coinId: tx.coinId,
  count: tx.count,
  totalWorth: tx.totalWorth,
  ...(tx.fee === undefined ? {} : { fee: tx.fee }),
});

/** What the screen is sent of a report: everything but the long tables past their first page. */
export function gainsView(
  report: LotsReport,
  txs: readonly LotTransaction[],
  options: LotOptions,
  serviceRealized: number | null,
): GainsView {
  return {
    ok: true,
    method: report.method,
    summary: gainSummary(report.disposals),
    reconciliation:
      serviceRealized === null ? null : reconcileRealized(txs, options, report, serviceRealized),
    disposalCount: report.disposals.length,
    openLotCount: report.openLots.length,
    disposals: report.disposals.slice(0, GAINS_PAGE_ROWS),
    openLots: report.openLots.slice(0, GAINS_PAGE_ROWS),
    transactions: txs.length,
  };
}

export interface GainsJob {
  /** The reply to a request, or null for one that needs none (reset, append). */
  handle(request: GainsRequest): GainsReply | null;
}

/** One job holds one portfolio's transactions and its last report. */
export function createGainsJob(): GainsJob {
  let txs: LotTransaction[] = [];
  let report: LotsReport | null = null;
  return {
    handle(request) {
      switch (request.kind) {
        case 'reset':
          txs = [];
          report = null;
          return null;
        case 'append':
          for (const tx of request.rows) txs.push(tx);
          return null;
        case 'compute': {
          const made = realizedGains(txs, request.options);
          report = made.ok ? made : null;
          const answer = made.ok ? gainsView(made, txs, request.options, request.serviceRealized) : made;
          return { kind: 'report', id: request.id, answer };
        }
        case 'rows': {
          const all = report ? report[request.table] : [];
          const end = request.offset + request.limit;
          return {
            kind: 'rows',
            id: request.id,
            rows: all.slice(request.offset, end) as Disposal[] | OpenLot[],
          };
        }
      }
    },
  };
}
