import { useCallback, useEffect, useRef, useState } from 'react';
import {
  ColorType,
  createChart,
  LineStyle,
  type IChartApi,
  type CreatePriceLineOptions,
  type ISeriesApi,
  type SeriesDataItemTypeMap,
  type SeriesDefinition,
  type SeriesPartialOptionsMap,
  type Time,
} from 'lightweight-charts';
import type { Format } from '../../lib/format';
import { fittedRange, priceStepFor } from './chart-data';
import { msOf, timeOptions, watchTheme } from './chart-time';
import { figuresFor } from '../../lib/bidi';
import { useTranslator, type Translate } from '../../stores/i18n';

// The time labels moved to chart-time.ts; still exported here for the callers that import them from the chart.
export { msOf, tickLabel } from './chart-time';

export type ChartSeriesType = 'Area' | 'Histogram' | 'Candlestick';

export interface SeriesChartProps<T extends ChartSeriesType> {
  definition: SeriesDefinition<T>;
  /** Read once, when the chart is created. */
  seriesOptions: SeriesPartialOptionsMap[T];
  /** A line at zero labelled on the axis, the level a profit and loss chart is read against. Read once. */
  zeroLine?: boolean;
  data: SeriesDataItemTypeMap[T][];
  /** Axis and crosshair labels; masks amounts in privacy mode. */
  priceFormatter: (price: number) => string;
  /** Dates and times on the axis and under the crosshair, in the user's locale and time zone. */
  fmt: Format;
  /** The figure's visible title and accessible name: what the chart draws (pair, range, currency). */
  label: string;
  /** The text summary: the canvas itself says nothing to a screen reader. */
  summary: string;
}

/** The canvas cannot read CSS variables; the element's resolved text colour follows the theme. */
export function themeOptions(el: HTMLElement) {
  const text = getComputedStyle(el).color || '#1f2328';
  const grid = 'rgba(128, 128, 128, 0.2)';
  return {
    layout: {
      background: { type: ColorType.Solid, color: 'transparent' },
      textColor: text,
      attributionLogo: false,
      // The line between the candle and volume panes: the grid's grey in both themes (the library's default is
      // a near-white line on a dark page).
      panes: { separatorColor: grid, separatorHoverColor: 'rgba(128, 128, 128, 0.35)' },
    },
    grid: { vertLines: { color: grid }, horzLines: { color: grid } },
  };
}

/**
 * Only whole tick labels on the price axis: the round prices fall where the data puts them, so one may sit on the
 * plot's top or bottom edge, drawn cut in half. No margin prevents that; the library leaves such a label out.
 */
export const WHOLE_AXIS_LABELS = { entireTextOnly: true } as const;

/**
 * No last-value tag on the price axis: it is drawn over the axis label at its height, which may be the one the user
 * looks for ($0.00 on a profit and loss chart). The line under the chart gives the latest value instead.
 */
const NO_LAST_VALUE_TAG = { lastValueVisible: false, priceLineVisible: false } as const;

/**
 * A window made wider or narrower shows the same span of time, fitted or zoomed, across the whole plot. By default
 * the library keeps the bar width instead: a wider window opened an empty band left of the oldest point.
 */
export const SAME_SPAN_ON_RESIZE = { lockVisibleTimeRangeOnResize: true } as const;

/** One lightweight-charts chart with one series; the figure caption is its text summary. */
export function SeriesChart<T extends ChartSeriesType>(props: SeriesChartProps<T>) {
  const { data, priceFormatter, fmt, label, summary } = props;
  const intraday = isIntraday(data);
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<IChartApi | null>(null);
  const series = useRef<ISeriesApi<T> | null>(null);
  const initial = useRef({
    definition: props.definition,
    seriesOptions: props.seriesOptions,
    zeroLine: props.zeroLine === true,
  });
  // What the crosshair points at, in words under the chart: the canvas labels cannot be read or copied. Without
  // a pointer on the chart, the latest point: the axis carries no tag for it.
  const [readout, setReadout] = useState<string | null>(null);
  const { t, dir } = useTranslator();
  // A price set into a right-to-left sentence keeps its sign on the side it was formatted on.
  const shownPrice = useCallback((n: number) => figuresFor(dir)(priceFormatter(n)), [dir, priceFormatter]);
  const whenOf = useCallback(
    (time: Time) => (intraday ? fmt.dateTime(msOf(time)) : fmt.date(msOf(time))),
    [fmt, intraday],
  );
  const describePoint = useCallback(
    (time: Time, item: unknown) => pointWords(t, 'point', whenOf(time), item, shownPrice),
    [t, whenOf, shownPrice],
  );
  const describe = useRef(describePoint);
  useEffect(() => {
    describe.current = describePoint;
  }, [describePoint]);
  const last = data[data.length - 1];
  const latest = last ? pointWords(t, 'latest', whenOf(last.time), last, shownPrice) : null;

  useEffect(() => {
    const el = container.current;
    if (!el) return;
    const created = createChart(el, {
      autoSize: true,
      ...themeOptions(el),
      rightPriceScale: WHOLE_AXIS_LABELS,
      timeScale: SAME_SPAN_ON_RESIZE,
    });
    chart.current = created;
    const added = created.addSeries(initial.current.definition, {
      ...NO_LAST_VALUE_TAG,
      ...initial.current.seriesOptions,
    });
    series.current = added;
    const zero = initial.current.zeroLine ? added.createPriceLine(zeroLineOptions(el)) : null;
    created.subscribeCrosshairMove((param) => {
      const item = param.time === undefined ? undefined : param.seriesData.get(added);
      setReadout(param.time === undefined || !item ? null : describe.current(param.time, item));
    });
    // The axis text follows the theme.
    const unwatch = watchTheme(() => {
      created.applyOptions(themeOptions(el));
      zero?.applyOptions(zeroLineOptions(el));
    });
    return () => {
      unwatch();
      series.current = null;
      chart.current = null;
      created.remove();
    };
  }, []);

  useEffect(() => {
    const time = timeOptions(fmt, intraday);
    chart.current?.applyOptions({ ...time, localization: { ...time.localization, priceFormatter } });
  }, [priceFormatter, fmt, intraday]);

  useEffect(() => {
    series.current?.applyOptions({ priceFormat: priceStepFor(data) });
    series.current?.setData(data);
    if (data.length > 0) chart.current?.timeScale().setVisibleLogicalRange(fittedRange(data.length));
  }, [data]);

  return (
    <figure className="fd-chart" aria-label={label}>
      <p className="fd-chart__title" aria-hidden="true">
        {label}
      </p>
      <div ref={container} className="fd-chart__canvas" aria-hidden="true" />
      <ChartReadout text={readout ?? latest} />
      <figcaption className="fd-chart__summary">{summary}</figcaption>
    </figure>
  );
}

/** The point under the crosshair, else the latest; never spoken as it moves. A blank line holds its room. */
export function ChartReadout({ text }: { text: string | null }) {
  return (
    <p className="fd-chart__readout" aria-live="off">
      {text ?? '\u00a0'}
    </p>
  );
}

/** The zero line in the theme's text colour, so that it reads as part of the axis rather than as data. */
function zeroLineOptions(el: HTMLElement): CreatePriceLineOptions {
  return {
    price: 0,
    color: themeOptions(el).layout.textColor,
    lineWidth: 1,
    lineStyle: LineStyle.Solid,
    axisLabelVisible: true,
  };
}

/** Points less than a day apart: the axis and the crosshair then show hours. */
export function isIntraday(data: readonly { time: Time }[]): boolean {
  const first = data[0]?.time;
  const last = data[data.length - 1]?.time;
  if (typeof first !== 'number' || typeof last !== 'number' || data.length < 2) return false;
  return (last - first) / (data.length - 1) < 86_400;
}

/**
 * The readout of one point: a candle's open, high, low and close, or the value of a line or bar, each as one
 * whole sentence of the language.
 */
export function pointWords(
  t: Translate,
  which: 'point' | 'latest',
  when: string,
  item: unknown,
  price: (n: number) => string,
): string {
  const v = item as { value?: number; open?: number; high?: number; low?: number; close?: number };
  if (typeof v.close === 'number') {
    const values = {
      when,
      open: price(v.open ?? NaN),
      high: price(v.high ?? NaN),
      low: price(v.low ?? NaN),
      close: price(v.close),
    };
    return t(which === 'point' ? 'charts.candlePoint' : 'charts.candleLatest', values);
  }
  const values = typeof v.value === 'number' ? price(v.value) : '';
  return t(which === 'point' ? 'charts.point' : 'charts.latest', { when, values });
}
