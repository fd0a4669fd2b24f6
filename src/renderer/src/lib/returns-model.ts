import {
  benchmarkReturn,
  flowsFromTransactions,
  moneyWeightedReturnOf,
  periodTable,
  rangeStart,
  timeWeightedReturn,
  type BenchmarkReturn,
  type CashFlow,
  type MwrResult,
  type PeriodRow,
  type ReturnRange,
  type TwrCause,
  type TwrResult,
} from '../../../shared/analytics';
import { orderedPoints, valueAt } from '../../../shared/analytics/value-lookup';
import type { PlPoint, PortfolioTransaction, ValuePoint } from '../../../shared/domain/portfolio';
import type { Say } from '../../../shared/envelope';

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

/** The money-weighted return, or why there is none as a message the component says in the user's language. */
export type MwrFigure = Extract<MwrResult, { ok: true }> | { ok: false; why: Say; flows: CashFlow[] };

export interface ReturnsFigures {
  twr: TwrResult;
  /** Why there is no time-weighted return, as a message to say; null when there is one. */
  twrWhy: Say | null;
  mwr: MwrFigure;
  btc: BenchmarkReturn;
  eth: BenchmarkReturn;
  /** The values that started and ended the range, in the base currency, for the panels. */
  startValue: number | null;
  endValue: number | null;
}

const scaled = (points: readonly ValuePoint[], rate: number): ValuePoint[] =>
  rate === 1 ? [...points] : points.map((p) => ({ ...p, usd: p.usd * rate }));

const none = (id: Say['id']): MwrFigure => ({ ok: false, why: { id }, flows: [] });

/** Why the time-weighted return could not be chained, as a message of the catalogue. */
function twrWhyOf(cause: TwrCause): Say {
  switch (cause.kind) {
    case 'unreadable-period':
      return {
        id: 'returns.whyUnreadablePeriod',
        values: { date: cause.date, profit: String(cause.profitLoss) },
      };
    case 'repeated-period':
      return { id: 'returns.whyRepeatedPeriod', values: { date: new Date(cause.start).toISOString() } };
    case 'no-period':
      return { id: 'returns.whyNoPeriod' };
  }
}

/** Why the money-weighted return has no rate, as a message of the catalogue. */
function mwrWhy(result: Extract<MwrResult, { ok: false }>, inputs: ReturnsInputs, from: number | null): Say {
  switch (result.reason) {
    case 'unpriced': {
      const read = flowsFromTransactions(inputs.transactions ?? [], from, inputs.now);
      const ids = read.unpriced.map((u) => u.transactionId);
      return { id: 'returns.whyUnpriced', values: { count: ids.length, ids: ids.join(', ') } };
    }
    case 'no-flows':
      return { id: 'returns.whyNoFlows' };
    case 'no-sign-change':
      return { id: 'returns.whyOneWay' };
    case 'no-convergence':
      return { id: 'returns.whyNoConvergence' };
    case 'bad-input':
      return { id: 'returns.whyBadFlow' };
  }
}

function mwrOf(inputs: ReturnsInputs, from: number | null, chart: ValuePoint[]): MwrFigure {
  const { transactions, now } = inputs;
  if (transactions === null) return none('returns.whyTransactionsUnread');
  if (!inputs.transactionsComplete) return none('returns.whyMorePages');
  const last = chart[chart.length - 1];
  if (!last) return none('returns.whyNoEndValue');
  const first = chart[0];
  // The chart may begin a little after the range does (it is sampled from the read's moment): the range then
  // starts at its first point, with the value there at work from the start.
  const startAt = from === null || first === undefined ? from : Math.max(from, first.t);
  const startValue = startAt === null ? null : (valueAt(chart, startAt)?.value ?? null);
  const result = moneyWeightedReturnOf(transactions, {
    from: startAt,
    startValue,
    to: now,
    endValue: last.usd,
  });
  return result.ok ? result : { ok: false, why: mwrWhy(result, inputs, startAt), flows: result.flows };
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
  const from = rangeStart(inputs.range, inputs.now);
  const first = chart.find((p) => from === null || p.t >= from);
  const noRate = inputs.rate === null;
  if (noRate) {
    twr.value = null;
    twr.annualized = null;
  }
  return {
    twr,
    twrWhy: noRate ? { id: 'returns.whyNoRate' } : twr.cause && twrWhyOf(twr.cause),
    mwr: noRate ? none('returns.whyNoRate') : mwrOf(inputs, from, chart),
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
