import type { CandlestickData, HistogramData } from 'lightweight-charts';
import type { ColumnsView } from '../../stores/candle-columns';
import { toChartTime } from './chart-data';

// The candle chart's items (a candle and a volume bar per column entry), built from the held columns each time the
// chart's data is set and dropped right after: lightweight-charts copies what it needs from them into its own
// rows, so keeping them would hold a second copy of a million-candle history (about 150 MB) for nothing. Each
// pane's items are built just before that pane's setData, so only one pane's items are alive at a time.

const UP_VOLUME = 'rgba(26, 127, 55, 0.45)';
const DOWN_VOLUME = 'rgba(207, 34, 46, 0.45)';

/** Candlestick items for every held candle. */
export function candleItems(columns: ColumnsView): CandlestickData[] {
  const { t, o, h, l, c } = columns;
  const n = t.length;
  const out = new Array<CandlestickData>(n);
  for (let i = 0; i < n; i++) {
    out[i] = {
      time: toChartTime(t[i] ?? 0),
      open: o[i] ?? 0,
      high: h[i] ?? 0,
      low: l[i] ?? 0,
      close: c[i] ?? 0,
    };
  }
  return out;
}

/** Volume bars for every held candle, green when the candle closed at or above its open. */
export function volumeItems(columns: ColumnsView): HistogramData[] {
  const { t, o, c, v } = columns;
  const n = t.length;
  const out = new Array<HistogramData>(n);
  for (let i = 0; i < n; i++) {
    const color = (c[i] ?? 0) >= (o[i] ?? 0) ? UP_VOLUME : DOWN_VOLUME;
    out[i] = { time: toChartTime(t[i] ?? 0), value: v[i] ?? 0, color };
  }
  return out;
}
