import {
  CandlestickSeries,
  createChart,
  HistogramSeries,
  type BarsInfo,
  type IChartApi,
  type ISeriesApi,
  type LogicalRange,
  type Time,
} from 'lightweight-charts';
import { SAME_SPAN_ON_RESIZE, themeOptions } from './series-chart';

// One lightweight-charts chart of the candle view: candles over a volume pane, following the page's theme. The
// view builds a new one for each series it loads afresh rather than replacing the data of the old one: setData
// over a series holding 100,000 scrolled-back candles walks and re-sorts every old time point of both panes
// (about 100 ms in Chromium), while dropping the chart and building another takes about 10 ms.

const UP = '#1a7f37';
const DOWN = '#cf222e';

export interface CandleChartInstance {
  chart: IChartApi;
  candles: ISeriesApi<'Candlestick'>;
  volume: ISeriesApi<'Histogram'>;
  /** Stops following the theme and removes the chart from the page. */
  dispose(): void;
  /**
   * Stops telling the view about the pointer and the visible range: a replaced chart, hidden until it is
   * removed, reports a range as it loses its size, which is not the user's and must not move the view (nor make
   * it fit a million hidden candles).
   */
  quiet(): void;
}

/** Hides a replaced chart now and removes it when idle, so the new chart's first frame waits for no teardown. */
export function retire(instance: CandleChartInstance, removed: (remove: () => void) => void): () => void {
  instance.quiet();
  instance.chart.chartElement().style.display = 'none';
  let done = false;
  const remove = () => {
    if (done) return;
    done = true;
    instance.dispose();
    removed(remove);
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(remove, { timeout: 1000 });
  else setTimeout(remove, 50);
  return remove;
}

export interface CandleChartEvents {
  /** The time (epoch ms) under the pointer, or null when the pointer leaves the candles. */
  crosshair(ms: number | null): void;
  /** The visible logical range changed; `bars` says how many candles lie before and after it. */
  range(logical: LogicalRange, bars: BarsInfo<Time> | null): void;
}

export function createCandleChart(el: HTMLElement, on: CandleChartEvents): CandleChartInstance {
  const chart = createChart(el, {
    autoSize: true,
    ...themeOptions(el),
    // Each pane's axis is cut at the line between the panes: a price label near the bottom of the candles (or the
    // top of the volume) would be drawn half under it, next to the other pane's label. Only whole labels are drawn.
    rightPriceScale: { entireTextOnly: true },
    timeScale: SAME_SPAN_ON_RESIZE,
  });
  const candles = chart.addSeries(CandlestickSeries, {
    upColor: UP,
    downColor: DOWN,
    wickUpColor: UP,
    wickDownColor: DOWN,
    borderVisible: false,
    // No last-price tag: it covers the axis label at its height, and the legend above gives the newest close.
    lastValueVisible: false,
    priceLineVisible: false,
  });
  // Pane 1, below the candles: volume has its own scale and never squeezes the prices.
  const volume = chart.addSeries(
    HistogramSeries,
    { priceFormat: { type: 'volume' }, priceLineVisible: false, lastValueVisible: false },
    1,
  );
  chart.panes()[0]?.setStretchFactor(3);
  chart.panes()[1]?.setStretchFactor(1);
  let quiet = false;
  chart.subscribeCrosshairMove((param) => {
    if (!quiet) on.crosshair(typeof param.time === 'number' ? param.time * 1000 : null);
  });
  const onRange = (logical: LogicalRange | null) => {
    if (logical && !quiet) on.range(logical, candles.barsInLogicalRange(logical));
  };
  chart.timeScale().subscribeVisibleLogicalRangeChange(onRange);
  const repaint = () => chart.applyOptions(themeOptions(el));
  const themeWatch = new MutationObserver(repaint);
  themeWatch.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  const scheme = window.matchMedia('(prefers-color-scheme: dark)');
  scheme.addEventListener('change', repaint);
  return {
    chart,
    candles,
    volume,
    quiet() {
      quiet = true;
    },
    dispose() {
      scheme.removeEventListener('change', repaint);
      themeWatch.disconnect();
      chart.timeScale().unsubscribeVisibleLogicalRangeChange(onRange);
      chart.remove();
    },
  };
}
