import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { LoadedRange } from '../../stores/candle-range-plan';
import { wantsOlder } from '../../stores/candle-range-plan';
import { useFormat } from '../../stores/folio-context';
import { CandleLegend } from './candle-legend-view';
import { candleAt, indexOf, intradayInterval, summarizeColumns } from './candle-legend';
import {
  createCandleChart,
  retire,
  type CandleChartEvents,
  type CandleChartInstance,
} from './candle-chart-instance';
import { candleItems, volumeItems } from './candle-series-data';
import { fittedRange } from './chart-data';
import { timeOptions } from './chart-time';
import './candle-range-chart.css';

// The candle chart of the Candles view: candles over a volume pane, a legend of the candle under the pointer, and
// a reset-zoom control. It draws everything loaded and asks for older candles (onOlder) when the user scrolls
// close to the oldest one, as lightweight-charts' visible logical range reports it.

export interface CandleRangeChartProps {
  range: LoadedRange;
  currency: string;
  label: string;
  /** Asks for the stretch before the oldest candle; `visibleBars` sizes it. */
  onOlder: (visibleBars: number) => void;
}

/**
 * "On screen: 3 Nov 2026, 10:00 to 4 Nov 2026, 12:00": the loaded candles at the edges of the visible range. It
 * says "on screen" because the summary below spans every candle loaded, which reaches further back.
 */
function visibleSpan(
  range: LoadedRange,
  logical: { from: number; to: number } | null,
  when: (t: number) => string,
): string {
  const n = range.columns.t.length;
  if (n === 0) return '\u00a0';
  const at = (i: number) => range.columns.t[Math.min(n - 1, Math.max(0, Math.round(i)))] ?? 0;
  const from = logical ? at(logical.from) : at(0);
  const to = logical ? at(logical.to) : at(n - 1);
  return `On screen: ${when(from)} to ${when(to)}`;
}

export function CandleRangeChart({ range, currency, label, onOlder }: CandleRangeChartProps) {
  const intraday = intradayInterval(range.interval);
  // A daily or weekly candle opens at UTC midnight: its day is read in UTC, so it is that day in any time zone.
  const local = useFormat();
  const fmt = intraday ? local : local.utc();
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
  const build = useCallback((el: HTMLElement): CandleChartInstance => {
    let frame = 0;
    let made: CandleChartInstance | null = null;
    let fitted = false;
    refit.current = () => (fitted = false);
    const on: CandleChartEvents = {
      crosshair: setHovered,
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
        frame = requestAnimationFrame(() => setVisible({ from: logical.from, to: logical.to }));
        const visible = Math.max(1, Math.round(logical.to - logical.from));
        if (moved.current && info && wantsOlder(latest.current.range, info.barsBefore, visible)) {
          latest.current.onOlder(visible);
        }
      },
    };
    made = createCandleChart(el, on);
    localize.current(made);
    const instance = made;
    return {
      ...instance,
      dispose() {
        cancelAnimationFrame(frame);
        instance.dispose();
      },
    };
  }, []);

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

  const money = useMemo(() => (value: number) => fmt.money(value, currency), [fmt, currency]);
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
    const logical = asked.current ?? scale?.getVisibleLogicalRange();
    if (!scale || !logical) return;
    const width = logical.to - logical.from;
    // Remembered until the chart has drawn a frame: two presses within one frame then move twice. Forgotten after
    // it, as the chart may have clamped the range (zoomed out as far as it goes) without saying so.
    const go = (next: { from: number; to: number }) => {
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
    const act = keys[event.key];
    if (!act) return;
    event.preventDefault();
    act();
  };

  const index = hovered === null ? range.columns.t.length - 1 : indexOf(range.columns, hovered);
  const shown = candleAt(range.columns, index < 0 ? range.columns.t.length - 1 : index);
  const span = visibleSpan(range, visible, intraday ? fmt.dateTime : fmt.date);
  const summary = useMemo(
    () => summarizeColumns(range.columns, money, fmt, intraday),
    [range, money, fmt, intraday],
  );

  return (
    <figure className="fd-chart fd-candles" aria-label={label}>
      <div className="fd-candles__head">
        <p className="fd-chart__title" aria-hidden="true">
          {label}
        </p>
        <button type="button" className="fd-button" onClick={resetZoom}>
          Reset zoom
        </button>
      </div>
      <CandleLegend
        candle={shown}
        intraday={intraday}
        money={money}
        volumeUnit={range.pair.split('/')[0] ?? ''}
        hovered={hovered !== null}
      />
      <div
        className="fd-candles__frame"
        tabIndex={0}
        role="group"
        aria-label="Chart controls: arrow keys scroll, Page Up and Page Down move a screen, + and - zoom, Home resets"
        onKeyDown={onKey}
        onPointerDownCapture={() => (moved.current = true)}
        onWheelCapture={() => (moved.current = true)}
        onKeyDownCapture={() => (moved.current = true)}
      >
        <div ref={container} className="fd-chart__canvas fd-candles__canvas" aria-hidden="true" />
      </div>
      <p className="fd-candles__status">{span}</p>
      <figcaption className="fd-chart__summary">{summary}</figcaption>
    </figure>
  );
}
