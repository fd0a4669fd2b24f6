import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { Format } from '../../lib/format';
import type { LoadedRange } from '../../stores/candle-range-plan';
import { wantsOlder } from '../../stores/candle-range-plan';
import {
  createCandleChart,
  retire,
  type CandleChartEvents,
  type CandleChartInstance,
} from './candle-chart-instance';
import { candleItems, volumeItems } from './candle-series-data';
import { fittedRange } from './chart-data';
import { timeOptions } from './chart-time';

// The candle chart's life on screen: built on mount, rebuilt for a series loaded afresh, labelled in the user's
// locale, moved by keys, and asking for older candles when the user scrolls back (CandleRangeChart draws the rest).

type Logical = { from: number; to: number };

/** What the chart's event handlers read and set, kept across renders and across the charts built. */
interface ChartRefs {
  latest: { current: { range: LoadedRange; onOlder: (visibleBars: number) => void } };
  /** The range the last key asked for, until the chart has drawn it. */
  asked: { current: Logical | null };
  /** The user has moved the chart since it was (re)loaded. */
  moved: { current: boolean };
  refit: { current: () => void };
  localize: { current: (c: CandleChartInstance) => void };
}

/** A chart on `el` whose range events fit a short series once, track the range on screen and ask for older candles. */
function buildChart(
  el: HTMLElement,
  refs: ChartRefs,
  onHover: (time: number | null) => void,
  onVisible: (range: Logical) => void,
): CandleChartInstance {
  const { latest, asked, moved } = refs;
  let frame = 0;
  let made: CandleChartInstance | null = null;
  let fitted = false;
  refs.refit.current = () => (fitted = false);
  const on: CandleChartEvents = {
    crosshair: onHover,
    range(logical, info) {
      // A series shorter than the chart is wide (a month of daily candles) opens at the default bar width,
      // huddled at the right edge behind an empty stretch: it is spread over the whole width instead, once.
      // Only as it opens (or after Reset zoom), never on the user's move: one who scrolls or zooms out past the
      // oldest candle keeps that view, and it asks for older candles. (Fitted instead, it asked for none, and the
      // next key or drag undid the fit before it was drawn: the chart sat at its left edge, where moves report
      // no range, and loaded nothing more.)
      if (!fitted && !moved.current && logical.from < -1 && made) {
        fitted = true;
        made.chart.timeScale().setVisibleLogicalRange(fittedRange(latest.current.range.columns.t.length));
        return;
      }
      asked.current = null;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => onVisible({ from: logical.from, to: logical.to }));
      const visible = Math.max(1, Math.round(logical.to - logical.from));
      if (moved.current && info && wantsOlder(latest.current.range, info.barsBefore, visible)) {
        latest.current.onOlder(visible);
      }
    },
  };
  made = createCandleChart(el, on);
  refs.localize.current(made);
  const instance = made;
  return {
    ...instance,
    dispose() {
      cancelAnimationFrame(frame);
      instance.dispose();
    },
  };
}

/** Arrows pan, Page Up and Down move a screen, + and - zoom, Home resets; false for any other key. */
function moveByKey(
  key: string,
  scale: ReturnType<CandleChartInstance['chart']['timeScale']>,
  asked: { current: Logical | null },
  resetZoom: () => void,
): boolean {
  const logical = asked.current ?? scale.getVisibleLogicalRange();
  if (!logical) return false;
  const width = logical.to - logical.from;
  // Remembered until the chart has drawn a frame: two presses within one frame then move twice. Forgotten after
  // it, as the chart may have clamped the range (zoomed out as far as it goes) without saying so.
  const go = (next: Logical) => {
    scale.setVisibleLogicalRange(next);
    asked.current = next;
    requestAnimationFrame(() => {
      if (asked.current === next) asked.current = null;
    });
  };
  const shift = (by: number) => go({ from: logical.from + by, to: logical.to + by });
  const zoom = (factor: number) => {
    const mid = (logical.from + logical.to) / 2;
    go({ from: mid - (width * factor) / 2, to: mid + (width * factor) / 2 });
  };
  const keys: Record<string, () => void> = {
    ArrowLeft: () => shift(-Math.max(1, width / 4)),
    ArrowRight: () => shift(Math.max(1, width / 4)),
    PageUp: () => shift(-width),
    PageDown: () => shift(width),
    '+': () => zoom(0.8),
    '=': () => zoom(0.8),
    '-': () => zoom(1.25),
    Home: resetZoom,
  };
  const act = keys[key];
  if (!act) return false;
  act();
  return true;
}

/**
 * The chart drawn in `container`: the candle under the pointer, the logical range on screen, whether the user moved
 * it, Reset zoom and the frame's key handler. `labels`: the axis labels' format, applied to each chart built.
 */
export function useCandleChart(
  range: LoadedRange,
  onOlder: (visibleBars: number) => void,
  labels: { fmt: Format; money: (value: number) => string; intraday: boolean },
) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<CandleChartInstance | null>(null);
  const latest = useRef({ range, onOlder });
  useEffect(() => {
    latest.current = { range, onOlder };
  }, [range, onOlder]);
  const [hovered, setHovered] = useState<number | null>(null);
  // The range the last key asked for: the chart applies it on its next frame, and a key pressed before then
  // must move on from it rather than from the range still on screen.
  const asked = useRef<{ from: number; to: number } | null>(null);
  // The series last handed to the chart: which one, and the oldest open time asked about (the items themselves are
  // not kept, candle-series-data.ts says why).
  const drawn = useRef<{ key: string; from: number } | null>(null);
  // Older candles are asked for only once the user has moved the chart since it was (re)loaded: a redraw that
  // fires a range event on its own must not spend credits on a stretch nobody scrolled to.
  const moved = useRef(false);
  // The logical range on screen, for the "Showing … to …" line; set at most once a frame while panning.
  const [visible, setVisible] = useState<{ from: number; to: number } | null>(null);
  // The locale's labels and the currency, applied to each chart built (a series loaded afresh gets a new one).
  const localize = useRef<(c: CandleChartInstance) => void>(() => undefined);

  // Lets the chart on screen fit a short series again (Reset zoom); each chart built keeps its own "fitted".
  const refit = useRef<() => void>(() => undefined);

  // Built once here, and again by the data effect below for a series loaded afresh.
  const build = useCallback(
    (el: HTMLElement) => buildChart(el, { latest, asked, moved, refit, localize }, setHovered, setVisible),
    [],
  );

  // Replaced charts waiting for an idle moment to be removed (candle-chart-instance.ts, retire).
  const retired = useRef(new Set<() => void>());
  useEffect(() => {
    const el = container.current;
    if (!el) return;
    chart.current = build(el);
    const waiting = retired.current;
    return () => {
      chart.current?.dispose();
      chart.current = null;
      for (const remove of waiting) remove();
      waiting.clear();
    };
  }, [build]);

  const { fmt, money, intraday } = labels;
  useEffect(() => {
    localize.current = ({ chart: c, candles, volume }) => {
      c.applyOptions(timeOptions(fmt, intraday));
      // Each pane labels its own unit: prices in the quote currency, volume as an amount of the base asset (a
      // chart-wide price formatter would put the currency on the volume axis too).
      candles.applyOptions({ priceFormat: { type: 'custom', formatter: money } });
      volume.applyOptions({ priceFormat: { type: 'custom', formatter: (n: number) => fmt.amount(n) } });
    };
    if (chart.current) localize.current(chart.current);
  }, [fmt, money, intraday]);

  // Prepending older candles keeps the view where it is: the time scale holds its distance from the newest bar.
  // A new series, or the same one loaded afresh (Show candles again), gets a new chart, which opens on its
  // newest candles (candle-chart-instance.ts says why a new chart rather than new data).
  useEffect(() => {
    const key = `${range.exchange} ${range.pair} ${range.interval}`;
    const before = drawn.current;
    const el = container.current;
    // Rebuilt first, so the range event that setData fires sees the newest candles, not the old scrolled-back
    // position (which would ask for older candles the user never scrolled to).
    if (el && chart.current && before && (before.key !== key || range.from > before.from)) {
      moved.current = false;
      asked.current = null;
      setHovered(null);
      // The old chart is hidden now and removed once the page is idle, after the new one's first frame.
      retired.current.add(retire(chart.current, (remove) => retired.current.delete(remove)));
      chart.current = build(el);
    }
    chart.current?.candles.setData(candleItems(range.columns));
    chart.current?.volume.setData(volumeItems(range.columns));
    drawn.current = { key, from: range.from };
  }, [range, build]);

  const resetZoom = () => {
    asked.current = null;
    // The view the series opened on again: its range events are the chart's, not the user's (as after a load).
    moved.current = false;
    // The reset view of a short series is the fitted one, as when it opened.
    refit.current();
    chart.current?.chart.timeScale().resetTimeScale();
    chart.current?.chart.priceScale('right').applyOptions({ autoScale: true });
  };

  /** The canvas takes no keys; the chart's frame does: arrows pan, + and - zoom, Home resets. */
  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const scale = chart.current?.chart.timeScale();
    if (scale && moveByKey(event.key, scale, asked, resetZoom)) event.preventDefault();
  };

  /** The user moved the chart (pointer, wheel or key): its range events now ask for older candles. */
  const markMoved = () => {
    moved.current = true;
  };
  return { container, hovered, visible, markMoved, resetZoom, onKey };
}
