import { useCallback, useMemo } from 'react';
import { AreaSeries, HistogramSeries } from 'lightweight-charts';
import { resolvedColour, SIGN_COLOUR_VAR } from '../../lib/sign';
import { useFormat } from '../../stores/folio-context';
import { useTranslator } from '../../stores/i18n';
import { figuresFor } from '../../lib/bidi';
import { bounded, orderedBySecond, toChartTime, type TimedValue } from './chart-data';
import { SeriesChart } from './series-chart';
import { summarizeBars, summarizeLine } from './summaries';

// The line and bar charts the views need (the candle chart is candle-range-chart.tsx). Each takes domain points
// (epoch ms), a currency for its labels, and an accessible name; privacy masking reaches the axis, the crosshair
// and the summary through useFormat.

const UP = '#1a7f37';
const DOWN = '#cf222e';

/** The theme's gain and loss colours (lib/sign.ts), as the figures beside the bars use them. */
const signColours = () => ({
  up: resolvedColour(SIGN_COLOUR_VAR.up) || UP,
  down: resolvedColour(SIGN_COLOUR_VAR.down) || DOWN,
});

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

/** Money in blue; an index (a percentage, a 0..100 reading) in amber, so that it never reads as money. */
const AREA_TONES = {
  money: {
    lineColor: '#2f6feb',
    topColor: 'rgba(47, 111, 235, 0.35)',
    bottomColor: 'rgba(47, 111, 235, 0.02)',
  },
  index: { lineColor: '#b35900', topColor: 'rgba(179, 89, 0, 0.25)', bottomColor: 'rgba(179, 89, 0, 0.02)' },
};

/** A line of values with the area under it; `format` writes every figure (axis, crosshair, summary). */
export function FormattedArea(props: {
  points: readonly TimedValue[];
  format: (value: number) => string;
  tone: keyof typeof AREA_TONES;
  label: string;
}) {
  const { points, format } = props;
  const fmt = useFormat();
  const { t, dir } = useTranslator();
  const clean = useMemo(() => bounded(orderedBySecond(points)), [points]);
  const data = useMemo(() => clean.map((p) => ({ time: toChartTime(p.t), value: p.value })), [clean]);
  return (
    <SeriesChart
      definition={AreaSeries}
      seriesOptions={AREA_TONES[props.tone]}
      data={data}
      priceFormatter={format}
      fmt={fmt}
      label={props.label}
      summary={summarizeLine(clean, format, fmt, t, figuresFor(dir))}
    />
  );
}

export function AreaChart({ points, currency, label }: LineChartProps) {
  const money = useMoney(currency, points);
  return <FormattedArea points={points} format={money} tone="money" label={label} />;
}

export function ProfitBars({ points, currency, label }: LineChartProps) {
  const fmt = useFormat();
  const { t, dir } = useTranslator();
  const money = useMoney(currency, points);
  const signed = useCallback((value: number) => fmt.signedMoney(value, currency), [fmt, currency]);
  const clean = useMemo(() => bounded(orderedBySecond(points)), [points]);
  const data = useMemo(() => {
    const { up, down } = signColours();
    return clean.map((p) => ({ time: toChartTime(p.t), value: p.value, color: p.value < 0 ? down : up }));
  }, [clean]);
  return (
    <SeriesChart
      definition={HistogramSeries}
      seriesOptions={{ color: UP }}
      zeroLine
      data={data}
      priceFormatter={money}
      fmt={fmt}
      label={label}
      summary={summarizeBars(clean, signed, fmt, t, figuresFor(dir))}
    />
  );
}
