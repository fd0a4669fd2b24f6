import { useMemo } from 'react';
import type { LoadedRange } from '../../stores/candle-range-plan';
import { useFormat } from '../../stores/folio-context';
import { figuresFor } from '../../lib/bidi';
import { useTranslator } from '../../stores/i18n';
import { CandleLegend } from './candle-legend-view';
import { candleAt, indexOf, intradayInterval, summarizeColumns } from './candle-legend';
import { useCandleChart } from './use-candle-chart';
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
  const money = useMemo(() => (value: number) => fmt.money(value, currency), [fmt, currency]);
  const { t, dir } = useTranslator();
  const { container, hovered, visible, markMoved, resetZoom, onKey } = useCandleChart(range, onOlder, {
    fmt,
    money,
    intraday,
  });

  const index = hovered === null ? range.columns.t.length - 1 : indexOf(range.columns, hovered);
  const shown = candleAt(range.columns, index < 0 ? range.columns.t.length - 1 : index);
  const span = visibleSpan(range, visible, intraday ? fmt.dateTime : fmt.date);
  // The summary sets four prices into one sentence: in a right-to-left one each is an isolate, or a dollar sign
  // changes sides. The legend and the axis show each price alone and take them as they are.
  const summary = useMemo(() => {
    const figure = figuresFor(dir);
    return summarizeColumns(range.columns, (n) => figure(money(n)), fmt, intraday, t);
  }, [range, money, fmt, intraday, t, dir]);

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
        onPointerDownCapture={markMoved}
        onWheelCapture={markMoved}
        onKeyDownCapture={markMoved}
      >
        <div ref={container} className="fd-chart__canvas fd-candles__canvas" aria-hidden="true" />
      </div>
      <p className="fd-candles__status">{span}</p>
      <figcaption className="fd-chart__summary">{summary}</figcaption>
    </figure>
  );
}
