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

const COLUMN_KEYS = ['t', 'o', 'h', 'l', 'c', 'v'] as const;

/** What makes a value unfit to draw as candle columns, where; null when it is fit. */
export interface ColumnsIssue {
  path: (string | number)[];
  message: string;
}

/**
 * Six arrays of finite numbers, all of one length, open times strictly ascending, nothing else. A plain loop: run
 * on every answer the chart receives, it costs well under a millisecond for 100k candles even before the page's
 * code is warm, where a per-element schema took 20 ms on the first answer.
 */
export function columnsIssue(value: unknown): ColumnsIssue | null {
  if (typeof value !== 'object' || value === null) return { path: [], message: 'an object of columns' };
  const cols = value as Record<string, unknown>;
  const extra = Object.keys(cols).find((k) => !(COLUMN_KEYS as readonly string[]).includes(k));
  if (extra !== undefined) return { path: [extra], message: 'not a candle column' };
  const t = cols['t'];
  if (!Array.isArray(t)) return { path: ['t'], message: 'an array of numbers' };
  const n = t.length;
  for (const key of COLUMN_KEYS) {
    const col = cols[key];
    if (!Array.isArray(col)) return { path: [key], message: 'an array of numbers' };
    for (let i = 0; i < col.length; i++) {
      const x: unknown = col[i];
      if (typeof x !== 'number') {
        const got = x === null ? 'null' : Array.isArray(x) ? 'array' : typeof x;
        return { path: [key, i], message: `Invalid input: expected number, received ${got}` };
      }
      if (!Number.isFinite(x)) return { path: [key, i], message: 'a finite number' };
    }
    if (col.length !== n) {
      return { path: [key], message: `${col.length} values where the open times have ${n}` };
    }
  }
  const times = t as number[];
  for (let i = 1; i < n; i++) {
    if ((times[i] ?? 0) <= (times[i - 1] ?? 0)) return { path: ['t', i], message: 'open times must ascend' };
  }
  return null;
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
