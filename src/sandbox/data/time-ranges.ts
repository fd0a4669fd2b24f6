// Chart ranges shared by coin, portfolio and insight charts: how far back each preset reaches and how densely it
// is sampled. Points are aligned to the step so a chart fetched twice at the same instant is identical.

export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

export const CHART_TYPES = ['24h', '1w', '1m', '3m', '6m', '1y', 'all'] as const;
export type ChartType = (typeof CHART_TYPES)[number];

const SPANS: Readonly<Record<Exclude<ChartType, 'all'>, { span: number; step: number }>> = {
  '24h': { span: DAY_MS, step: 5 * 60_000 },
  '1w': { span: 7 * DAY_MS, step: HOUR_MS },
  '1m': { span: 30 * DAY_MS, step: 4 * HOUR_MS },
  '3m': { span: 90 * DAY_MS, step: 12 * HOUR_MS },
  '6m': { span: 182 * DAY_MS, step: DAY_MS },
  '1y': { span: 365 * DAY_MS, step: 2 * DAY_MS },
};

/**
 * Sample instants for a preset ending at `now` (always the last one). `allFrom` is where "all" starts (first
 * activity of a portfolio, or a coin's listing); "all" steps every ~3 days as the service does for portfolios.
 */
export function sampleTimes(type: ChartType, now: number, allFrom: number): number[] {
  const { span, step } =
    type === 'all' ? { span: Math.max(now - allFrom, DAY_MS), step: 3 * DAY_MS } : SPANS[type];
  const first = Math.ceil((now - span) / step) * step;
  const times: number[] = [];
  for (let at = first; at < now; at += step) times.push(at);
  times.push(now);
  return times;
}

export function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** Significant-digit rounding for prices that span 1e-6 to 1e5. */
export function roundPrice(value: number): number {
  if (value === 0 || !Number.isFinite(value)) return value;
  const digits = Math.max(2, 6 - Math.floor(Math.log10(Math.abs(value))));
  return round(value, Math.min(digits, 12));
}
