import { vi } from 'vitest';

// lightweight-charts draws on a canvas that happy-dom cannot provide. This stand-in records what the views ask
// of it (series kind, data, localization options) so tests can check what the chart would show.

export interface FakeSeries {
  kind: string;
  data: unknown[];
  /** The pane the series was added to (0 unless given). */
  pane: number;
  options: Record<string, unknown>;
  /** The options of each price line drawn on the series, as last applied. */
  priceLines: Record<string, unknown>[];
  setData(data: unknown[]): void;
}

export interface FakeChart {
  options: Record<string, unknown>;
  series: FakeSeries[];
  removed: boolean;
  /** The element the chart draws in, inside the one it was given; taken out again by remove(). */
  element: HTMLDivElement;
  priceFormatter(): ((price: number) => string) | undefined;
  /** What the chart would call while the pointer moves over it. */
  crosshairListeners: ((param: unknown) => void)[];
  /** The logical range on screen (what getVisibleLogicalRange answers). */
  visibleRange: { from: number; to: number };
  /** The ranges asked for with setVisibleLogicalRange, in order. */
  rangeRequests: { from: number; to: number }[];
  /** Puts `range` on screen and tells the chart's visible-range listeners, as a draw or a pan would. */
  showRange(range: { from: number; to: number }): void;
}

export const charts: FakeChart[] = [];

function seriesDefinition(kind: string) {
  return { type: kind };
}

export const AreaSeries = seriesDefinition('Area');
export const HistogramSeries = seriesDefinition('Histogram');
export const LineSeries = seriesDefinition('Line');
export const CandlestickSeries = seriesDefinition('Candlestick');
export const ColorType = { Solid: 'solid', VerticalGradient: 'gradient' };
export const LineStyle = { Solid: 0, Dotted: 1, Dashed: 2 };
export const CrosshairMode = { Normal: 0, Magnet: 1, Hidden: 2, MagnetOHLC: 3 };

export const createChart = vi.fn((el: HTMLElement, options: Record<string, unknown>) => {
  const element = el.appendChild(document.createElement('div'));
  const rangeListeners = new Set<(range: { from: number; to: number }) => void>();
  const chart: FakeChart & Record<string, unknown> = {
    options: { ...options },
    series: [],
    removed: false,
    element,
    chartElement: () => element,
    priceFormatter() {
      const localization = chart.options.localization as
        { priceFormatter?: (p: number) => string } | undefined;
      return localization?.priceFormatter;
    },
    addSeries(definition: { type: string }, options: Record<string, unknown> = {}, pane = 0) {
      const series: FakeSeries & Record<string, unknown> = {
        kind: definition.type,
        data: [],
        pane,
        options: { ...options },
        priceLines: [],
        createPriceLine(line: Record<string, unknown>) {
          const index = series.priceLines.push({ ...line }) - 1;
          return {
            applyOptions(more: Record<string, unknown>) {
              series.priceLines[index] = { ...series.priceLines[index], ...more };
            },
          };
        },
        setData(data) {
          series.data = data;
        },
        applyOptions(more: Record<string, unknown>) {
          series.options = { ...series.options, ...more };
        },
        // As the real series answers: how many of its bars lie before and after the range (negative when the
        // range reaches past them), and nothing while it holds no data.
        barsInLogicalRange: (range: { from: number; to: number }) =>
          series.data.length === 0
            ? null
            : { barsBefore: range.from, barsAfter: series.data.length - 1 - range.to },
      };
      chart.series.push(series);
      return series;
    },
    applyOptions(options: Record<string, unknown>) {
      chart.options = { ...chart.options, ...options };
    },
    visibleRange: { from: 0, to: 100 },
    rangeRequests: [],
    showRange(range) {
      chart.visibleRange = range;
      for (const listener of rangeListeners) listener(range);
    },
    timeScale: () => ({
      resetTimeScale: () => undefined,
      // What is on screen; a requested range is recorded but, as in the real chart, applied on a later frame.
      getVisibleLogicalRange: () => chart.visibleRange,
      setVisibleLogicalRange: (range: { from: number; to: number }) => chart.rangeRequests.push(range),
      fitContent: () =>
        chart.rangeRequests.push({ from: 0, to: Math.max(0, ...chart.series.map((s) => s.data.length - 1)) }),
      subscribeSizeChange: () => undefined,
      subscribeVisibleLogicalRangeChange: (listener: (range: { from: number; to: number }) => void) =>
        rangeListeners.add(listener),
      unsubscribeVisibleLogicalRangeChange: (listener: (range: { from: number; to: number }) => void) =>
        rangeListeners.delete(listener),
    }),
    priceScale: () => ({ applyOptions: () => undefined }),
    panes: () =>
      [...new Set(chart.series.map((s) => s.pane))].map(() => ({ setStretchFactor: () => undefined })),
    crosshairListeners: [],
    subscribeCrosshairMove(listener: (param: unknown) => void) {
      chart.crosshairListeners.push(listener);
    },
    remove() {
      chart.removed = true;
      element.remove();
    },
  };
  charts.push(chart);
  return chart;
});
