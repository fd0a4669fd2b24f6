import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  AreaSeries,
  createChart,
  CrosshairMode,
  LineSeries,
  LineStyle,
  type IChartApi,
  type ISeriesApi,
  type Time,
} from 'lightweight-charts';
import { resolvedColour } from '../../lib/sign';
import { useFormat } from '../../stores/folio-context';
import { figuresFor } from '../../lib/bidi';
import { useTranslator } from '../../stores/i18n';
import { bounded, orderedBySecond, toChartTime, type TimedValue } from './chart-data';
import { msOf, timeOptions, watchTheme } from './chart-time';
import { ChartReadout, isIntraday, SAME_SPAN_ON_RESIZE, themeOptions, WHOLE_AXIS_LABELS } from './series-chart';

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
 * library kept its bar spacing and left an empty band before the first point. A resize keeps the span shown, so
 * a fitted chart stays fitted and a zoomed one keeps the user's zoom.
 */
const EDGE_TO_EDGE = { fixLeftEdge: true, fixRightEdge: true, ...SAME_SPAN_ON_RESIZE } as const;

type Values = Partial<Record<Line, number>>;

/**
 * The chart and its three series on `el`, in the theme's colours and repainted when it changes; `onPoint` hears
 * the values under the crosshair (null time: the pointer left).
 */
function mountBenchmark(el: HTMLElement, onPoint: (time: Time | null, values: Values) => void) {
  const created = createChart(el, {
    autoSize: true,
    ...themeOptions(el),
    rightPriceScale: { ...WHOLE_AXIS_LABELS, borderVisible: false },
    timeScale: EDGE_TO_EDGE,
    // The crosshair's price follows the pointer, a ruler to hold against any of the lines: the library's default
    // snaps it to whichever line is nearest, so its label would name the portfolio's value, then BTC's, then ETH's.
    crosshair: { mode: CrosshairMode.Normal },
  });
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
  const series = { value: area, btc: line(colours.btc), eth: line(colours.eth) };
  created.subscribeCrosshairMove((param) => {
    if (param.time === undefined) return onPoint(null, {});
    const values: Values = {};
    for (const key of ['value', 'btc', 'eth'] as const) {
      const item = param.seriesData.get(series[key]) as { value?: number } | undefined;
      if (typeof item?.value === 'number') values[key] = item.value;
    }
    onPoint(param.time, values);
  });
  const unwatch = watchTheme(() => {
    const next = seriesColours(el);
    created.applyOptions(themeOptions(el));
    area.applyOptions({ lineColor: next.value, topColor: next.fill });
    series.btc.applyOptions({ color: next.btc });
    series.eth.applyOptions({ color: next.eth });
  });
  return {
    chart: created,
    series,
    dispose: () => {
      unwatch();
      created.remove();
    },
  };
}

/** The readout's words: the total by its name, BTC and ETH by their tickers (data, not words), and the time. */
function usePointWords(money: (n: number) => string, intraday: boolean) {
  const fmt = useFormat();
  const { t, dir } = useTranslator();
  const pointValues = useCallback(
    (values: Values) => {
      // Each figure, and a ticker with its figure, held together: on one line, and in a right-to-left sentence.
      const figure = figuresFor(dir);
      return (['value', 'btc', 'eth'] as const)
        .flatMap((line) => {
          const v = values[line];
          if (v === undefined) return [];
          return [
            line === 'value'
              ? t('charts.portfolio', { amount: figure(money(v)) })
              : figure(`${line.toUpperCase()}\u00a0${money(v)}`),
          ];
        })
        .join(' · ');
    },
    [t, dir, money],
  );
  const whenOf = useCallback(
    (time: Time) => (intraday ? fmt.dateTime(msOf(time)) : fmt.date(msOf(time))),
    [fmt, intraday],
  );
  return { pointValues, whenOf, t };
}

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
  const { pointValues, whenOf, t } = usePointWords(money, intraday);
  const describePoint = useCallback(
    (time: Time, values: Values) => t('charts.point', { when: whenOf(time), values: pointValues(values) }),
    [t, whenOf, pointValues],
  );
  const describe = useRef(describePoint);
  useEffect(() => {
    describe.current = describePoint;
  }, [describePoint]);

  useEffect(() => {
    const el = container.current;
    if (!el) return;
    const made = mountBenchmark(el, (time, values) =>
      setReadout(time === null ? null : describe.current(time, values)),
    );
    chart.current = made.chart;
    series.current = made.series;
    return () => {
      series.current = {};
      chart.current = null;
      made.dispose();
    };
  }, []);

  useEffect(() => {
    const time = timeOptions(fmt, intraday);
    chart.current?.applyOptions({
      localization: { ...time.localization, priceFormatter: money },
      timeScale: { ...EDGE_TO_EDGE, ...time.timeScale },
    });
  }, [money, fmt, intraday]);

  useEffect(() => {
    series.current.value?.setData(data.value);
    series.current.btc?.setData(data.btc);
    series.current.eth?.setData(data.eth);
    if (data.value.length > 0) chart.current?.timeScale().fitContent();
  }, [data]);

  const last = data.value[data.value.length - 1];
  // The latest names all three lines, as a point under the pointer does: the same words, so the readout keeps its
  // number of lines and the card does not jump as the pointer comes and goes.
  const latest = last
    ? t('charts.latest', {
        when: whenOf(last.time),
        values: pointValues({ value: last.value, btc: data.btc.at(-1)?.value, eth: data.eth.at(-1)?.value }),
      })
    : null;
  return (
    <figure className="fd-chart fd-benchmark-chart" aria-label={label}>
      <div ref={container} className="fd-benchmark-chart__canvas" aria-hidden="true" />
      <ChartReadout text={readout ?? latest} />
      <figcaption className="fd-visually-hidden">{summary}</figcaption>
    </figure>
  );
}
