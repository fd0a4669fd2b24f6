import { impliedPrice, orderedPoints, type BenchmarkCoin } from '../../../shared/analytics';
import type { ValuePoint } from '../../../shared/domain/portfolio';
import { pointsIn, type ChartUnit } from './chart-units';

// BTC and ETH drawn beside the portfolio's value, from the same chart answer (no extra read): each line is what the
// portfolio's first value would be worth had it been held in that coin, in the chart's unit. The coin's price at a
// point is the point's USD value over its value in the coin (analytics impliedPrice).

export interface TimedValue {
  t: number;
  value: number;
}

export interface BenchmarkLines {
  value: TimedValue[];
  btc: TimedValue[];
  eth: TimedValue[];
  /** Each line's change from its first point to its last (0.1 = +10 %); null with fewer than two points. */
  change: Record<'value' | BenchmarkCoin, number | null>;
}

/** USD for one unit of the chart at a point; null where the point does not say (no BTC column). */
function unitPriceUsd(point: ValuePoint, unit: ChartUnit, rate: number | null): number | null {
  if (unit === 'usd') return 1;
  if (unit === 'base') return rate !== null && rate > 0 ? 1 / rate : null;
  return impliedPrice(point, unit);
}

const change = (line: readonly TimedValue[]): number | null => {
  const first = line[0];
  const last = line[line.length - 1];
  return line.length >= 2 && first && last && first.value > 0 ? last.value / first.value - 1 : null;
};

/**
 * The value in `unit` and the two benchmark lines, all starting together at the first point worth more than 0 that
 * carries both coins' prices. Without the unit's figures (no rate, no BTC column) nothing is drawn: empty lines.
 */
export function benchmarkLines(
  points: readonly ValuePoint[],
  unit: ChartUnit,
  rate: number | null,
): BenchmarkLines {
  const ordered = orderedPoints(points);
  const values = pointsIn(ordered, unit, rate) ?? [];
  const lines: BenchmarkLines = {
    value: values,
    btc: [],
    eth: [],
    change: { value: null, btc: null, eth: null },
  };
  if (values.length !== ordered.length) return lines;
  const start = ordered.findIndex((p, i) => {
    const v = values[i]?.value ?? 0;
    return v > 0 && unitPriceUsd(p, unit, rate) !== null && impliedPrice(p, 'btc') !== null;
  });
  const startPoint = ordered[start];
  const startValue = values[start]?.value;
  if (!startPoint || startValue === undefined)
    return { ...lines, change: { ...lines.change, value: change(values) } };
  for (const coin of ['btc', 'eth'] as const) {
    const priceIn = (p: ValuePoint) => {
      const coinUsd = impliedPrice(p, coin);
      const unitUsd = unitPriceUsd(p, unit, rate);
      return coinUsd === null || unitUsd === null ? null : coinUsd / unitUsd;
    };
    const base = priceIn(startPoint);
    if (base === null) continue;
    for (const p of ordered.slice(start)) {
      const price = priceIn(p);
      if (price !== null) lines[coin].push({ t: p.t, value: (startValue * price) / base });
    }
  }
  const shown = values.slice(start);
  lines.change = { value: change(shown), btc: change(lines.btc), eth: change(lines.eth) };
  return lines;
}
