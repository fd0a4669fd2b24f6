import { useEffect, useRef } from 'react';
import {
  ColorType,
  createChart,
  type IChartApi,
  type ISeriesApi,
  type SeriesDataItemTypeMap,
  type SeriesDefinition,
  type SeriesPartialOptionsMap,
} from 'lightweight-charts';

export type ChartSeriesType = 'Area' | 'Histogram' | 'Candlestick';

export interface SeriesChartProps<T extends ChartSeriesType> {
  definition: SeriesDefinition<T>;
  /** Read once, when the chart is created. */
  seriesOptions: SeriesPartialOptionsMap[T];
  data: SeriesDataItemTypeMap[T][];
  /** Axis and crosshair labels; masks amounts in privacy mode. */
  priceFormatter: (price: number) => string;
  locale: string;
  /** The accessible name of the figure. */
  label: string;
  /** The text summary: the canvas itself says nothing to a screen reader. */
  summary: string;
}

/** The canvas cannot read CSS variables; the element's resolved text colour follows the theme. */
function themeOptions(el: HTMLElement) {
  const text = getComputedStyle(el).color || '#1f2328';
  const grid = 'rgba(128, 128, 128, 0.2)';
  return {
    layout: {
      background: { type: ColorType.Solid, color: 'transparent' },
      textColor: text,
      attributionLogo: false,
    },
    grid: { vertLines: { color: grid }, horzLines: { color: grid } },
  };
}

/** One lightweight-charts chart with one series; the figure caption is its text summary. */
export function SeriesChart<T extends ChartSeriesType>(props: SeriesChartProps<T>) {
  const { data, priceFormatter, locale, label, summary } = props;
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<IChartApi | null>(null);
  const series = useRef<ISeriesApi<T> | null>(null);
  const initial = useRef({ definition: props.definition, seriesOptions: props.seriesOptions });

  useEffect(() => {
    const el = container.current;
    if (!el) return;
    const created = createChart(el, { autoSize: true, ...themeOptions(el) });
    chart.current = created;
    series.current = created.addSeries(initial.current.definition, initial.current.seriesOptions);
    // The shell switches themes with data-theme on the root, and with "system" the OS switches them (e.g. dark
    // at sunset) without touching the DOM; repaint the axis text on either.
    const repaint = () => created.applyOptions(themeOptions(el));
    const themeWatch = new MutationObserver(repaint);
    themeWatch.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    const scheme = window.matchMedia('(prefers-color-scheme: dark)');
    scheme.addEventListener('change', repaint);
    return () => {
      scheme.removeEventListener('change', repaint);
      themeWatch.disconnect();
      series.current = null;
      chart.current = null;
      created.remove();
    };
  }, []);

  useEffect(() => {
    chart.current?.applyOptions({ localization: { locale, priceFormatter } });
  }, [priceFormatter, locale]);

  useEffect(() => {
    series.current?.setData(data);
    chart.current?.timeScale().fitContent();
  }, [data]);

  return (
    <figure className="fd-chart" aria-label={label}>
      <div ref={container} className="fd-chart__canvas" aria-hidden="true" />
      <figcaption className="fd-chart__summary">{summary}</figcaption>
    </figure>
  );
}
