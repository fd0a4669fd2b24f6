import { useCallback, useMemo } from 'react';
import { AreaSeries, CandlestickSeries, HistogramSeries } from 'lightweight-charts';
import type { Candle } from '../../../../shared/domain/market';
import { useFormat } from '../../stores/folio-context';
import { bounded, orderedBySecond, toChartTime, type TimedValue } from './chart-data';
import { SeriesChart } from './series-chart';
import { summarizeBars, summarizeCandles, summarizeLine } from './summaries';

// The three charts the views need. Each takes domain points (epoch ms), a currency for its labels, and an
// accessible name; privacy masking reaches the axis, the crosshair and the summary through useFormat.

const UP = '#1a7f37';
const DOWN = '#cf222e';

/** Axis labels of millions and more are shortened ($3.6B); privacy mode ignores that, as everywhere. */
function useMoney(currency: string, points: readonly TimedValue[] = []): (value: number) => string {
  const fmt = useFormat();
  const compact = points.some((p) => Math.abs(p.value) >= 1_000_000);
  return useCallback((value: number) => fmt.money(value, currency, { compact }), [fmt, currency, compact]);
}

export interface LineChartProps {
  points: readonly TimedValue[];
  currency: string;
  label: string;
}

export function AreaChart({ points, currency, label }: LineChartProps) {
  const fmt = useFormat();
  const money = useMoney(currency, points);
  const clean = useMemo(() => bounded(orderedBySecond(points)), [points]);
  const data = useMemo(() => clean.map((p) => ({ time: toChartTime(p.t), value: p.value })), [clean]);
  return (
    <SeriesChart
      definition={AreaSeries}
      seriesOptions={{
        lineColor: '#2f6feb',
        topColor: 'rgba(47, 111, 235, 0.35)',
        bottomColor: 'rgba(47, 111, 235, 0.02)',
      }}
      data={data}
      priceFormatter={money}
      fmt={fmt}
      label={label}
      summary={summarizeLine(clean, money, fmt)}
    />
  );
}

export function ProfitBars({ points, currency, label }: LineChartProps) {
  const fmt = useFormat();
  const money = useMoney(currency, points);
  const signed = useCallback((value: number) => fmt.signedMoney(value, currency), [fmt, currency]);
  const clean = useMemo(() => bounded(orderedBySecond(points)), [points]);
  const data = useMemo(
    () => clean.map((p) => ({ time: toChartTime(p.t), value: p.value, color: p.value < 0 ? DOWN : UP })),
    [clean],
  );
  return (
    <SeriesChart
      definition={HistogramSeries}
      seriesOptions={{ color: UP }}
      data={data}
      priceFormatter={money}
      fmt={fmt}
      label={label}
      summary={summarizeBars(clean, signed, fmt)}
    />
  );
}

export function CandleChart({
  candles,
  currency,
  label,
}: {
  candles: readonly Candle[];
  currency: string;
  label: string;
}) {
  const fmt = useFormat();
  const money = useMoney(currency);
  const clean = useMemo(() => bounded(orderedBySecond(candles)), [candles]);
  const data = useMemo(
    () => clean.map((c) => ({ time: toChartTime(c.t), open: c.o, high: c.h, low: c.l, close: c.c })),
    [clean],
  );
  return (
    <SeriesChart
      definition={CandlestickSeries}
      seriesOptions={{
        upColor: UP,
        downColor: DOWN,
        wickUpColor: UP,
        wickDownColor: DOWN,
        borderVisible: false,
      }}
      data={data}
      priceFormatter={money}
      fmt={fmt}
      label={label}
      summary={summarizeCandles(clean, money, fmt)}
    />
  );
}
