import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  AreaSeries,
  createChart,
  LineSeries,
  LineStyle,
  type IChartApi,
  type ISeriesApi,
  type TickMarkType,
  type Time,
} from 'lightweight-charts';
import { resolvedColour } from '../../lib/sign';
import { useFormat } from '../../stores/folio-context';
import { bounded, orderedBySecond, toChartTime, type TimedValue } from './chart-data';
import { isIntraday, msOf, themeOptions, tickLabel } from './series-chart';

// The value chart with BTC and ETH beside it: one area (the portfolio) and two lines on one price scale, all in
// the chart's unit. Colours are the theme's series tokens (styles/tokens.css), resolved for the canvas and
// repainted when the scheme changes.

export interface BenchmarkChartProps {
  value: readonly TimedValue[];
  btc: readonly TimedValue[];
  eth: readonly TimedValue[];
  /** The unit's code, for the axis and readout labels. */
  currency: string;
  /** The figure's accessible name: what it draws. */
  label: string;
  /** The text summary: the canvas says nothing to a screen reader. */
  summary: string;
}

type Line = 'value' | 'btc' | 'eth';
const NAMES: Record<Line, string> = { value: 'Portfolio', btc: 'BTC', eth: 'ETH' };

function seriesColours(el: HTMLElement) {
  return {
    value: resolvedColour('--fd-series-value', el),
    fill: resolvedColour('--fd-series-value-fill', el),
    btc: resolvedColour('--fd-series-btc', el),
    eth: resolvedColour('--fd-series-eth', el),
  };
}

const chartData = (points: readonly TimedValue[]) =>
  bounded(orderedBySecond(points)).map((p) => ({ time: toChartTime(p.t), value: p.value }));

/**
 * Every point in view, edge to edge, whatever the card's width: with the plot sized after the data arrived, the
 * library kept its bar spacing and left an empty band before the first point.
 */
const EDGE_TO_EDGE = { fixLeftEdge: true, fixRightEdge: true } as const;

export function BenchmarkChart({ value, btc, eth, currency, label, summary }: BenchmarkChartProps) {
  const fmt = useFormat();
  const compact = value.some((p) => Math.abs(p.value) >= 1_000_000);
  const money = useCallback((n: number) => fmt.money(n, currency, { compact }), [fmt, currency, compact]);
  const data = useMemo(
    () => ({ value: chartData(value), btc: chartData(btc), eth: chartData(eth) }),
    [value, btc, eth],
  );
  const intraday = isIntraday(data.value);
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<IChartApi | null>(null);
  const series = useRef<Partial<Record<Line, ISeriesApi<'Area'> | ISeriesApi<'Line'>>>>({});
  const [readout, setReadout] = useState<string | null>(null);
  const describePoint = useCallback(
    (time: Time, values: Partial<Record<Line, number>>) => {
      const when = intraday ? fmt.dateTime(msOf(time)) : fmt.date(msOf(time));
      const parts = (['value', 'btc', 'eth'] as const).flatMap((line) =>
        values[line] === undefined ? [] : [`${NAMES[line]} ${money(values[line])}`],
      );
      return `${when}: ${parts.join(' · ')}`;
    },
    [fmt, intraday, money],
  );
  const describe = useRef(describePoint);
  useEffect(() => {
    describe.current = describePoint;
  }, [describePoint]);

  useEffect(() => {
    const el = container.current;
    if (!el) return;
    const created = createChart(el, {
      autoSize: true,
      ...themeOptions(el),
      rightPriceScale: { borderVisible: false },
      timeScale: EDGE_TO_EDGE,
    });
    const fit = () => created.timeScale().fitContent();
    created.timeScale().subscribeSizeChange(fit);
    chart.current = created;
    const colours = seriesColours(el);
    const quiet = { lastValueVisible: false, priceLineVisible: false } as const;
    const area = created.addSeries(AreaSeries, {
      ...quiet,
      lineColor: colours.value,
      topColor: colours.fill,
      bottomColor: 'rgba(0, 0, 0, 0)',
      lineWidth: 2,
    });
    const line = (colour: string) =>
      created.addSeries(LineSeries, { ...quiet, color: colour, lineWidth: 2, lineStyle: LineStyle.Dashed });
    series.current = { value: area, btc: line(colours.btc), eth: line(colours.eth) };
    created.subscribeCrosshairMove((param) => {
      if (param.time === undefined) return setReadout(null);
      const values: Partial<Record<Line, number>> = {};
      for (const key of ['value', 'btc', 'eth'] as const) {
        const s = series.current[key];
        const item = s ? (param.seriesData.get(s) as { value?: number } | undefined) : undefined;
        if (typeof item?.value === 'number') values[key] = item.value;
      }
      setReadout(describe.current(param.time, values));
    });
    const repaint = () => {
      const next = seriesColours(el);
      created.applyOptions(themeOptions(el));
      area.applyOptions({ lineColor: next.value, topColor: next.fill });
      series.current.btc?.applyOptions({ color: next.btc });
      series.current.eth?.applyOptions({ color: next.eth });
    };
    const themeWatch = new MutationObserver(repaint);
    themeWatch.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    const scheme = window.matchMedia('(prefers-color-scheme: dark)');
    scheme.addEventListener('change', repaint);
    return () => {
      scheme.removeEventListener('change', repaint);
      themeWatch.disconnect();
      series.current = {};
      chart.current = null;
      created.remove();
    };
  }, []);

  useEffect(() => {
    chart.current?.applyOptions({
      localization: {
        locale: fmt.locale,
        priceFormatter: money,
        timeFormatter: (time: Time) => (intraday ? fmt.dateTime(msOf(time)) : fmt.date(msOf(time))),
      },
      timeScale: {
        ...EDGE_TO_EDGE,
        timeVisible: intraday,
        tickMarkFormatter: (time: Time, kind: TickMarkType) => tickLabel(msOf(time), kind, fmt),
      },
    });
  }, [money, fmt, intraday]);

  useEffect(() => {
    series.current.value?.setData(data.value);
    series.current.btc?.setData(data.btc);
    series.current.eth?.setData(data.eth);
    if (data.value.length > 0) chart.current?.timeScale().fitContent();
  }, [data]);

  const last = data.value[data.value.length - 1];
  const latest = last ? `Latest, ${describePoint(last.time, { value: last.value })}` : null;
  return (
    <figure className="fd-chart fd-benchmark-chart" aria-label={label}>
      <div ref={container} className="fd-benchmark-chart__canvas" aria-hidden="true" />
      <p className="fd-chart__readout" aria-live="off">
        {readout ?? latest ?? '\u00a0'}
      </p>
      <figcaption className="fd-visually-hidden">{summary}</figcaption>
    </figure>
  );
}
