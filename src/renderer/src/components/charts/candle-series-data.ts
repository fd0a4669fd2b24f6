import type { CandlestickData, HistogramData } from 'lightweight-charts';
import type { LoadedRange } from '../../stores/candle-range-plan';
import { toChartTime } from './chart-data';

// The candle chart's items (a candle and a volume bar per column entry), built once per candle.

const UP_VOLUME = 'rgba(26, 127, 55, 0.45)';
const DOWN_VOLUME = 'rgba(207, 34, 46, 0.45)';

export interface Drawn {
  key: string;
  from: number;
  candles: CandlestickData[];
  volume: HistogramData[];
}

/** Chart items for the columns [start, end). */
function convert(range: LoadedRange, start: number, end: number): Pick<Drawn, 'candles' | 'volume'> {
  const { t, o, h, l, c, v } = range.columns;
  const candles = new Array<CandlestickData>(end - start);
  const volume = new Array<HistogramData>(end - start);
  for (let i = start; i < end; i++) {
    const time = toChartTime(t[i] ?? 0);
    const open = o[i] ?? 0;
    const close = c[i] ?? 0;
    candles[i - start] = { time, open, high: h[i] ?? 0, low: l[i] ?? 0, close };
    volume[i - start] = { time, value: v[i] ?? 0, color: close >= open ? UP_VOLUME : DOWN_VOLUME };
  }
  return { candles, volume };
}

/**
 * The chart items for a range, reusing those already drawn when the range only gained older candles in front:
 * scrolling back through a million candles then builds each item once, not once per step.
 */
export function toSeries(range: LoadedRange, key: string, before: Drawn | null): Drawn {
  const n = range.columns.t.length;
  const kept = before?.candles.length ?? 0;
  const firstKept = before?.candles[0]?.time;
  const prefix = n - kept;
  if (before && before.key === key && prefix > 0 && toChartTime(range.columns.t[prefix] ?? 0) === firstKept) {
    const added = convert(range, 0, prefix);
    return {
      key,
      from: range.from,
      candles: added.candles.concat(before.candles),
      volume: added.volume.concat(before.volume),
    };
  }
  return { key, from: range.from, ...convert(range, 0, n) };
}
