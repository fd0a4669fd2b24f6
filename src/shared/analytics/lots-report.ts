// What the realized-gains report shows from the lots: totals per year and per coin, one CSV row per disposal, and
// the total set beside the service's realized P/L with every difference explained.
import type { CsvColumn } from '../csv';
import type { Disposal, LotOptions, LotsReport, LotTransaction } from './lots';

export interface GainTotals {
  proceeds: number;
  costBasis: number;
  gain: number;
  shortGain: number;
  longGain: number;
  disposals: number;
}

const empty = (): GainTotals => ({
  proceeds: 0,
  costBasis: 0,
  gain: 0,
  shortGain: 0,
  longGain: 0,
  disposals: 0,
});

function addTo(t: GainTotals, d: Disposal): void {
  t.proceeds += d.proceeds;
  t.costBasis += d.costBasis;
  t.gain += d.gain;
  if (d.term === 'long') t.longGain += d.gain;
  else t.shortGain += d.gain;
  t.disposals += 1;
}

/** Totals of all disposals, by UTC year of sale and by coin (each sorted). */
export function gainSummary(disposals: readonly Disposal[]): {
  total: GainTotals;
  byYear: ({ year: number } & GainTotals)[];
  byCoin: ({ coinId: string } & GainTotals)[];
} {
  const total = empty();
  const years = new Map<number, GainTotals>();
  const coins = new Map<string, GainTotals>();
  for (const d of disposals) {
    const year = new Date(d.soldAt).getUTCFullYear();
    const y = years.get(year) ?? empty();
    const c = coins.get(d.coinId) ?? empty();
    addTo(total, d);
    addTo(y, d);
    addTo(c, d);
    years.set(year, y);
    coins.set(d.coinId, c);
  }
  return {
    total,
    byYear: [...years].sort(([a], [b]) => a - b).map(([year, t]) => ({ year, ...t })),
    byCoin: [...coins].sort(([a], [b]) => a.localeCompare(b)).map(([coinId, t]) => ({ coinId, ...t })),
  };
}

/** The CSV's columns for toCsv (src/shared/csv.ts): one row per disposal and holding term. */
export const DISPOSAL_COLUMNS: CsvColumn<Disposal>[] = [
  { header: 'Transaction', say: { id: 'csv.transaction' }, kind: 'text', get: (d) => d.transactionId },
  { header: 'Coin', say: { id: 'csv.coin' }, kind: 'text', get: (d) => d.coinId },
  { header: 'Sold', say: { id: 'csv.sold' }, kind: 'time', get: (d) => d.soldAt },
  {
    header: 'Acquired (first lot)',
    say: { id: 'csv.acquiredFirst' },
    kind: 'time',
    get: (d) => d.acquiredFirst,
  },
  {
    header: 'Acquired (last lot)',
    say: { id: 'csv.acquiredLast' },
    kind: 'time',
    get: (d) => d.acquiredLast,
  },
  { header: 'Amount', say: { id: 'csv.amount' }, kind: 'number', get: (d) => d.count },
  { header: 'Proceeds', say: { id: 'csv.proceeds' }, kind: 'money', get: (d) => d.proceeds },
  { header: 'Cost basis', say: { id: 'csv.costBasis' }, kind: 'money', get: (d) => d.costBasis },
  { header: 'Gain', say: { id: 'csv.gain' }, kind: 'money', get: (d) => d.gain },
  { header: 'Term', say: { id: 'csv.term' }, kind: 'text', get: (d) => d.term },
  { header: 'Fee', say: { id: 'csv.fee' }, kind: 'money', get: (d) => d.fee },
];

export interface Reconciliation {
  ours: number;
  service: number;
  /** ours - service. */
  difference: number;
  agrees: boolean;
  /** Our total with average cost, the service's way of pricing a sale. */
  averageCost: number;
  /** One sentence per cause that can account for the difference; empty when the totals agree. */
  explanation: string[];
  /** The same causes as data, for sentences in the user's language. */
  causes: ReconcileCause[];
}

/** A cause that can account for a difference from the service's realized P/L, with its figures. */
export type ReconcileCause =
  | { kind: 'method'; byMethod: number; averageCost: number; ours: number; method: string }
  | { kind: 'fees'; fees: number }
  | { kind: 'transfers'; count: number; worth: number }
  | { kind: 'skipped'; count: number; types: string }
  | { kind: 'rest'; rest: number };

const money = (n: number) => n.toFixed(2);

/** The English sentence of a cause, for the CSV, logs and tests. */
function causeText(c: ReconcileCause): string {
  switch (c.kind) {
    case 'method':
      return (
        `The lot method accounts for ${money(c.byMethod)}: the service prices a sale at the average buy price, ` +
        `which gives ${money(c.averageCost)} here, against ${money(c.ours)} with ${c.method}.`
      );
    case 'fees':
      return (
        `Fees of ${money(c.fees)} are counted here (added to costs, taken from proceeds); if the service leaves ` +
        'fees out, they account for part of the difference.'
      );
    case 'transfers':
      return `${c.count} transfer(s) out are moves here, not sales; counted as sales they would realize ${money(c.worth)}.`;
    case 'skipped':
      return `${c.count} transaction(s) of type ${c.types} are not counted here.`;
    case 'rest':
      return (
        `${money(c.rest)} remains with average cost: the service may hold transactions not read yet (read every ` +
        'page of transactions), or price them differently.'
      );
  }
}

/** What can account for ours - service, cause by cause. */
function causesOf(
  figures: { ours: number; averageCost: number; service: number; method: string; tolerance: number },
  report: LotsReport,
): ReconcileCause[] {
  const { ours, averageCost, service, method, tolerance } = figures;
  const causes: ReconcileCause[] = [];
  const byMethod = ours - averageCost;
  if (Math.abs(byMethod) > tolerance) causes.push({ kind: 'method', byMethod, averageCost, ours, method });
  const fees = report.fees.acquisitions + report.fees.disposals;
  if (fees > 0) causes.push({ kind: 'fees', fees });
  if (report.transfersOut.length > 0) {
    const worth = report.transfersOut.reduce((s, t) => s + t.worth - t.costBasis, 0);
    causes.push({ kind: 'transfers', count: report.transfersOut.length, worth });
  }
  if (report.skipped.length > 0) {
    const types = [...new Set(report.skipped.map((s) => s.type))].join(', ');
    causes.push({ kind: 'skipped', count: report.skipped.length, types });
  }
  const rest = averageCost - service;
  if (Math.abs(rest) > tolerance) causes.push({ kind: 'rest', rest });
  return causes;
}

/**
 * Our realized total beside the service's for the same transactions, with the causes of any difference: the lot
 * method (the service prices a sale at its average buy price), fees, transfers out, skipped types, and a rest.
 */
export function reconcileRealized(
  // The transactions the report was made from; its own pass already holds the average-cost total.
  _txs: readonly LotTransaction[],
  options: LotOptions,
  report: LotsReport,
  serviceRealized: number,
  tolerance = 0.01,
): Reconciliation {
  const ours = gainSummary(report.disposals).total.gain;
  // The report carries the average-cost total from its own pass; with that method it is `ours` itself.
  const averageCost = options.method === 'average' ? ours : report.averageCostGain;
  const difference = ours - serviceRealized;
  const agrees = Math.abs(difference) <= tolerance;
  const method = options.method.toUpperCase();
  const figures = { ours, averageCost, service: serviceRealized, method, tolerance };
  const causes = agrees ? [] : causesOf(figures, report);
  const explanation = causes.map(causeText);
  return { ours, service: serviceRealized, difference, agrees, averageCost, explanation, causes };
}
