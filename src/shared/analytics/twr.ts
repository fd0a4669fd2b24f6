// Time-weighted return: each P/L period's return chained, so money moved in or out does not count as gain. The
// service's P/L history already takes deposits and withdrawals out of each period's profit; the value chart gives
// the money at work the profit is divided by.
import type { PlPoint, ValuePoint } from '../domain/portfolio';
import { DAY_MS, parseDate, rangeStart, YEAR_DAYS, type ReturnRange } from './time';
import { orderedPoints, valueAt } from './value-lookup';

/** One chained sub-period, with every figure that went into its return. */
export interface SubPeriod {
  start: number;
  end: number;
  profitLoss: number;
  /** Value at the start and end from the chart; null where the chart does not reach. */
  startValue: number | null;
  endValue: number | null;
  /** Money that came in during the period, inferred as end value - start value - profit (0 when money left). */
  inflow: number;
  /** What the profit is divided by: the start value plus the inflow. */
  base: number;
  return: number;
  /** Growth of 1 from the range's start to this period's end, minus 1. */
  cumulative: number;
  /** 'values': profit / base; 'service-percent': no base to divide by, so the service's own percent was used. */
  source: 'values' | 'service-percent';
  /** True when a value lies between two chart points rather than on one. */
  interpolated: boolean;
}

export interface TwrInput {
  range: ReturnRange;
  now: number;
  /** The P/L history (usually daily), each point one period's cash-flow-adjusted profit. */
  plPoints: readonly PlPoint[];
  /** The value chart covering the range (USD column). */
  valuePoints: readonly ValuePoint[];
  /** When each input was read (epoch ms), echoed for the panel's ages. */
  plFetchedAt?: number | null;
  chartFetchedAt?: number | null;
}

export interface TwrResult {
  range: ReturnRange;
  from: number | null;
  to: number;
  /** The chained return (0.1 = +10 %); null when it cannot be computed, with `reason` saying why. */
  value: number | null;
  /** Per year, for spans longer than a year (a shorter return is never annualised). */
  annualized: number | null;
  reason: string | null;
  /** The same reason as data, for a sentence in the user's language; null when there is a return. */
  cause: TwrCause | null;
  periods: SubPeriod[];
  formula: string;
  inputs: {
    plPoints: number;
    valuePoints: number;
    plFetchedAt: number | null;
    chartFetchedAt: number | null;
  };
}

export type TwrCause =
  | { kind: 'unreadable-period'; date: string; profitLoss: number }
  | { kind: 'repeated-period'; start: number }
  | { kind: 'no-period' };

export const TWR_FORMULA =
  'TWR = (1 + r1) x (1 + r2) x ... x (1 + rn) - 1, where ri = profit_i / (value at start_i + money in during i)';

interface Dated {
  start: number;
  point: PlPoint;
}

/** Points sorted by start; a repeated row is dropped, two different rows for one start are an error. */
function orderedPl(points: readonly PlPoint[]): Dated[] | { reason: string; cause: TwrCause } {
  const dated: Dated[] = [];
  for (const point of points) {
    const start = parseDate(point.date);
    if (!Number.isFinite(start) || !Number.isFinite(point.profitLoss)) {
      return {
        reason: `The P/L history has a period dated "${point.date}" with profit ${point.profitLoss}; read the history again.`,
        cause: { kind: 'unreadable-period', date: point.date, profitLoss: point.profitLoss },
      };
    }
    dated.push({ start, point });
  }
  dated.sort((a, b) => a.start - b.start);
  const out: Dated[] = [];
  for (const d of dated) {
    const last = out[out.length - 1];
    if (last && last.start === d.start) {
      if (last.point.profitLoss === d.point.profitLoss) continue;
      return {
        reason: `The P/L history has two different periods starting ${new Date(d.start).toISOString()}; read the history again.`,
        cause: { kind: 'repeated-period', start: d.start },
      };
    }
    out.push(d);
  }
  return out;
}

/** One period's return and the figures behind it. */
function subPeriod(chart: readonly ValuePoint[], d: Dated, end: number, growth: number): SubPeriod {
  const atStart = valueAt(chart, d.start);
  const atEnd = valueAt(chart, end);
  const profit = d.point.profitLoss;
  const startValue = atStart?.value ?? null;
  const endValue = atEnd?.value ?? null;
  const inflow = startValue !== null && endValue !== null ? Math.max(0, endValue - startValue - profit) : 0;
  const base = (startValue ?? 0) + inflow;
  const known = atStart !== null && atEnd !== null;
  // Nothing at work and nothing gained is a flat period; without a base to divide by, trust the service's percent.
  const fromValues = known && (base > 0 || profit === 0);
  const r = fromValues ? (base > 0 ? profit / base : 0) : d.point.profitLossPercent / 100;
  // A period cannot lose more than everything; rounding in the inputs must not make the chain negative.
  const bounded = Math.max(-1, r);
  return {
    start: d.start,
    end,
    profitLoss: profit,
    startValue,
    endValue,
    inflow,
    base,
    return: bounded,
    cumulative: growth * (1 + bounded) - 1,
    source: fromValues ? 'values' : 'service-percent',
    interpolated: (atStart?.interpolated ?? false) || (atEnd?.interpolated ?? false),
  };
}

/** The time-weighted return over `range`, with the chained sub-periods behind it. */
export function timeWeightedReturn(input: TwrInput): TwrResult {
  const from = rangeStart(input.range, input.now);
  const base: Omit<TwrResult, 'value' | 'annualized' | 'reason' | 'cause' | 'periods'> = {
    range: input.range,
    from,
    to: input.now,
    formula: TWR_FORMULA,
    inputs: {
      plPoints: input.plPoints.length,
      valuePoints: input.valuePoints.length,
      plFetchedAt: input.plFetchedAt ?? null,
      chartFetchedAt: input.chartFetchedAt ?? null,
    },
  };
  const ordered = orderedPl(input.plPoints);
  if (!Array.isArray(ordered)) return { ...base, value: null, annualized: null, ...ordered, periods: [] };
  const chart = orderedPoints(input.valuePoints);
  const periods: SubPeriod[] = [];
  let growth = 1;
  for (let i = 0; i < ordered.length; i++) {
    const d = ordered[i];
    if (!d || d.start >= input.now || (from !== null && d.start < from)) continue;
    const end = Math.min(ordered[i + 1]?.start ?? input.now, input.now);
    const period = subPeriod(chart, d, end, growth);
    growth = 1 + period.cumulative;
    periods.push(period);
  }
  const first = periods[0];
  if (!first) {
    const reason = 'The P/L history holds no period in this range; read the history for this range first.';
    return { ...base, value: null, annualized: null, reason, cause: { kind: 'no-period' }, periods };
  }
  const value = growth - 1;
  const days = (input.now - first.start) / DAY_MS;
  const annualized = days > YEAR_DAYS ? growth ** (YEAR_DAYS / days) - 1 : null;
  return { ...base, from: from ?? first.start, value, annualized, reason: null, cause: null, periods };
}
