import type { CurrencyRate } from '../../../shared/domain/market';
import type { ValuePoint } from '../../../shared/domain/portfolio';

// The units a value chart can be read in. Each point carries usd, btc and eth, so switching the unit re-reads
// the points already loaded: no new call. Shared by the Portfolios and Overview charts.

/** 'base' is the user's base currency (EUR...), converted from the USD points with the service's rates. */
export type ChartUnit = 'base' | 'usd' | 'btc' | 'eth';

/**
 * The units the switch offers: the base currency first (the figures beside the chart are in it), then USD, BTC
 * and ETH. With base USD, "base" and "usd" are the same and only one is offered.
 */
export function chartUnits(base: string): { value: ChartUnit; label: string }[] {
  return [
    { value: 'base', label: base },
    ...(base === 'USD' ? [] : [{ value: 'usd' as const, label: 'USD' }]),
    { value: 'btc', label: 'BTC' },
    { value: 'eth', label: 'ETH' },
  ];
}

/**
 * The base currency is usd times the service's rate (units per USD); without a rate there is no honest figure:
 * null. A chart the service sent as [timestamp, value] has no BTC or ETH figures: null as well.
 */
export function pointsIn(
  points: readonly ValuePoint[],
  unit: ChartUnit,
  rate: number | null,
): { t: number; value: number }[] | null {
  if (unit === 'base') {
    if (rate === null) return null;
    return points.map((p) => ({ t: p.t, value: p.usd * rate }));
  }
  const drawn: { t: number; value: number }[] = [];
  for (const p of points) {
    const value = p[unit];
    if (value === null) return null;
    drawn.push({ t: p.t, value });
  }
  return drawn;
}

export function rateOf(rates: readonly CurrencyRate[] | null, code: string): number | null {
  if (code === 'USD') return 1;
  return rates?.find((r) => r.code === code)?.rate ?? null;
}
