import { useCallback, useMemo } from 'react';
import { AreaSeries } from 'lightweight-charts';
import { useFormat } from '../../stores/folio-context';
import { useT } from '../../stores/i18n';
import { bounded, orderedBySecond, toChartTime } from '../charts/chart-data';
import { SeriesChart } from '../charts/series-chart';
import { summarizeLine } from '../charts/summaries';

// A small line of an index (Bitcoin's dominance in percent, the Fear and Greed reading 0..100): not money, so
// never masked by privacy mode, and labelled with its unit.

export function IndexChart(props: {
  points: readonly { t: number; value: number }[];
  unit: string;
  label: string;
}) {
  const fmt = useFormat();
  const t = useT();
  const { unit, label } = props;
  const format = useCallback(
    (value: number) => `${value.toLocaleString(fmt.locale, { maximumFractionDigits: 1 })}${unit}`,
    [fmt, unit],
  );
  const clean = useMemo(() => bounded(orderedBySecond(props.points)), [props.points]);
  const data = useMemo(() => clean.map((p) => ({ time: toChartTime(p.t), value: p.value })), [clean]);
  return (
    <SeriesChart
      definition={AreaSeries}
      seriesOptions={{
        lineColor: '#b35900',
        topColor: 'rgba(179, 89, 0, 0.25)',
        bottomColor: 'rgba(179, 89, 0, 0.02)',
      }}
      data={data}
      priceFormatter={format}
      fmt={fmt}
      label={label}
      summary={summarizeLine(clean, format, fmt, t)}
    />
  );
}
