import type { Candle, CandleInterval } from './market';

// A stretch of a candle series as it crosses the bridge: six columns of numbers rather than one object per candle.
// A 100k-candle answer then carries no repeated keys (about 40% less JSON over the web host's socket, and
// Electron's structured clone copies six arrays instead of 100k objects).

export interface CandleColumns {
  /** Open times, epoch milliseconds, ascending. */
  t: number[];
  o: number[];
  h: number[];
  l: number[];
  c: number[];
  v: number[];
}

/** One candles:window answer: the candles whose open time lies in [from, to), and whether older ones may exist. */
export interface CandleWindow {
  exchange: string;
  pair: string;
  interval: CandleInterval;
  /** The span this answer covers, epoch ms: [from, to). */
  from: number;
  to: number;
  /**
   * False once `from` is the start of the query's span, or the history of the pair begins after it (an older
   * stretch came back empty): scrolling further back has nothing to load.
   */
  hasOlder: boolean;
  columns: CandleColumns;
}

export const emptyColumns = (): CandleColumns => ({ t: [], o: [], h: [], l: [], c: [], v: [] });

export function toColumns(candles: readonly Candle[]): CandleColumns {
  const out = emptyColumns();
  for (const k of candles) {
    out.t.push(k.t);
    out.o.push(k.o);
    out.h.push(k.h);
    out.l.push(k.l);
    out.c.push(k.c);
    out.v.push(k.v);
  }
  return out;
}

export function fromColumns(columns: CandleColumns): Candle[] {
  const { t, o, h, l, c, v } = columns;
  return t.map((time, i) => ({
    t: time,
    o: o[i] ?? NaN,
    h: h[i] ?? NaN,
    l: l[i] ?? NaN,
    c: c[i] ?? NaN,
    v: v[i] ?? NaN,
  }));
}
