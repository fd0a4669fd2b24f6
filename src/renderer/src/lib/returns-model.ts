import {
  benchmarkReturn,
  gainSummary,
  moneyWeightedReturnOf,
  realizedGains,
  reconcileRealized,
  type LotOptions,
  type LotsRefusal,
  type LotsReport,
  type Reconciliation,
  periodTable,
  rangeStart,
  timeWeightedReturn,
  type BenchmarkReturn,
  type MwrResult,
  type PeriodRow,
  type ReturnRange,
  type TwrResult,
} from '../../../shared/analytics';
import { orderedPoints, valueAt } from '../../../shared/analytics/value-lookup';
import type { PlPoint, PortfolioTransaction, ValuePoint } from '../../../shared/domain/portfolio';

// The returns the Portfolios view shows, from what its reads hold: the pure functions of src/shared/analytics fed
// with the P/L history, the value chart and the transactions, nothing computed twice. The chart is in USD; the P/L
// and transactions in the base currency, so the chart's values are converted at the rate before dividing.

export interface ReturnsInputs {
  range: ReturnRange;
  now: number;
  pl: readonly PlPoint[] | null;
  chart: readonly ValuePoint[] | null;
  /** Base currency units per USD; null when the rate is not known. */
  rate: number | null;
  transactions: readonly PortfolioTransaction[] | null;
  /** False while more pages of transactions remain unread: a money-weighted return would miss flows. */
  transactionsComplete: boolean;
  plFetchedAt: number | null;
  chartFetchedAt: number | null;
}

export type MwrFigure = MwrResult | { ok: false; reason: 'inputs'; message: string; flows: [] };

export interface ReturnsFigures {
  twr: TwrResult;
  mwr: MwrFigure;
  btc: BenchmarkReturn;
  eth: BenchmarkReturn;
  /** The values that started and ended the range, in the base currency, for the panels. */
  startValue: number | null;
  endValue: number | null;
}

const scaled = (points: readonly ValuePoint[], rate: number): ValuePoint[] =>
  rate === 1 ? [...points] : points.map((p) => ({ ...p, usd: p.usd * rate }));

function mwrOf(inputs: ReturnsInputs, from: number | null, chart: ValuePoint[]): MwrFigure {
  const { transactions, now } = inputs;
  const none = (message: string): MwrFigure => ({ ok: false, reason: 'inputs', message, flows: [] });
  if (transactions === null) return none('The transactions are not read yet.');
  if (!inputs.transactionsComplete) {
    return none('More pages of transactions remain unread: read them all to include every flow.');
  }
  const last = chart[chart.length - 1];
  if (!last) return none('The value chart holds no point for this range: the end value is unknown.');
  const first = chart[0];
  // The chart may begin a little after the range does (it is sampled from the read's moment): the range then
  // starts at its first point, with the value there at work from the start.
  const startAt = from === null || first === undefined ? from : Math.max(from, first.t);
  const startValue = startAt === null ? null : (valueAt(chart, startAt)?.value ?? null);
  return moneyWeightedReturnOf(transactions, { from: startAt, startValue, to: now, endValue: last.usd });
}

/** Every figure of the Returns card and its panels; pure, so a component memoises it per input. */
export function returnsFigures(inputs: ReturnsInputs): ReturnsFigures {
  const rate = inputs.rate ?? 1;
  const rawChart = orderedPoints(inputs.chart ?? []);
  const chart = scaled(rawChart, rate);
  const twr = timeWeightedReturn({
    range: inputs.range,
    now: inputs.now,
    plPoints: inputs.pl ?? [],
    valuePoints: chart,
    plFetchedAt: inputs.plFetchedAt,
    chartFetchedAt: inputs.chartFetchedAt,
  });
  if (inputs.rate === null) {
    twr.value = null;
    twr.annualized = null;
    twr.reason =
      'The rate of the base currency is not known yet, so the chart values cannot be divided into.';
  }
  const from = rangeStart(inputs.range, inputs.now);
  const first = chart.find((p) => from === null || p.t >= from);
  const noRate = {
    ok: false as const,
    reason: 'inputs' as const,
    message: twr.reason ?? '',
    flows: [] as [],
  };
  return {
    twr,
    mwr: inputs.rate === null ? noRate : mwrOf(inputs, from, chart),
    btc: benchmarkReturn(rawChart, 'btc', from, inputs.now),
    eth: benchmarkReturn(rawChart, 'eth', from, inputs.now),
    startValue: from === null ? (first?.usd ?? null) : (valueAt(chart, from)?.value ?? first?.usd ?? null),
    endValue: chart[chart.length - 1]?.usd ?? null,
  };
}

/**
 * Years by months of chained daily returns, over every period the P/L history read holds (read for all time):
 * the same sub-periods as the time-weighted return, so a cell can be checked against the panel.
 */
export function periodRows(
  pl: readonly PlPoint[] | null,
  chart: readonly ValuePoint[] | null,
  rate: number | null,
  now: number,
): PeriodRow[] {
  if (pl === null || chart === null || rate === null) return [];
  const valuePoints = scaled(orderedPoints(chart), rate);
  return periodTable(timeWeightedReturn({ range: 'all', now, plPoints: pl, valuePoints }).periods);
}

/** An RWA asset's return over the range at its listed price: the last price in it over the first, less one. */
export function priceReturn(
  points: readonly { t: number; value: number }[],
  from: number | null,
  to: number,
): {
  value: number | null;
  start: { t: number; value: number } | null;
  end: { t: number; value: number } | null;
} {
  let start: { t: number; value: number } | null = null;
  let end: { t: number; value: number } | null = null;
  for (const p of points) {
    if ((from !== null && p.t < from) || p.t > to || !(p.value > 0)) continue;
    if (start === null || p.t < start.t) start = p;
    if (end === null || p.t > end.t) end = p;
  }
  const value = start && end && end.t > start.t ? end.value / start.value - 1 : null;
  return { value, start, end };
}

export interface GainsFigures {
  report: LotsReport | LotsRefusal;
  summary: ReturnType<typeof gainSummary> | null;
  /** Null when the service's realized P/L for the same portfolio and currency is not read. */
  reconciliation: Reconciliation | null;
}

/** The realized-gains report by the user's lot settings, set beside the service's realized P/L when known. */
export function gainsFigures(
  transactions: readonly PortfolioTransaction[],
  options: LotOptions,
  serviceRealized: number | null,
): GainsFigures {
  const report = realizedGains(transactions, options);
  if (!report.ok) return { report, summary: null, reconciliation: null };
  const reconciliation =
    serviceRealized === null ? null : reconcileRealized(transactions, options, report, serviceRealized);
  return { report, summary: gainSummary(report.disposals), reconciliation };
}
