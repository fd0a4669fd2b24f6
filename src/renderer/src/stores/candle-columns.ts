// The candle columns the chart holds: six Float64Arrays over buffers with spare room in front. Scrolling back puts
// each older stretch in front of what is held, so the room in front takes it without copying the history: a step
// costs about the stretch, where joining plain arrays copied every column on every step (O(n^2) over a
// million-candle browse, and a heap of copies waiting for the collector). When the room runs out, the buffers
// grow by half again, so each candle is copied a bounded number of times over the whole browse.

export const COLUMN_KEYS = ['t', 'o', 'h', 'l', 'c', 'v'] as const;
type Key = (typeof COLUMN_KEYS)[number];

/** Columns as read by the chart, legend and summary: the held Float64Arrays or a plain answer's arrays. */
export type ColumnsView = Readonly<Record<Key, ArrayLike<number>>>;

/** The held columns: views of a larger buffer, open times ascending. */
export type HeldColumns = Readonly<Record<Key, Float64Array>>;

/**
 * The lowest index of each buffer that some held view starts at. A view may write in front of itself only when it
 * starts there: an older state's view (still in React's hands) must never see its room reused under another
 * state's candles, so a second stretch put in front of that older view gets buffers of its own.
 */
const fronts = new WeakMap<ArrayBufferLike, number>();

const FIRST_ROOM = 4_000;

function allocate(length: number, room: number): Record<Key, Float64Array> {
  const out = {} as Record<Key, Float64Array>;
  for (const k of COLUMN_KEYS) out[k] = new Float64Array(room + length);
  fronts.set(out.t.buffer, room);
  return out;
}

function view(cols: Record<Key, Float64Array>, start: number, end: number): HeldColumns {
  const out = {} as Record<Key, Float64Array>;
  for (const k of COLUMN_KEYS) out[k] = cols[k].subarray(start, end);
  return out;
}

/**
 * The columns of `parts`, one after the other, in new buffers with `room` in front: by default about half as many
 * again, none when nothing older can come.
 */
export function joinColumns(
  parts: readonly ColumnsView[],
  room = Math.max(FIRST_ROOM, Math.ceil(parts.reduce((n, p) => n + p.t.length, 0) / 2)),
): HeldColumns {
  const length = parts.reduce((n, p) => n + p.t.length, 0);
  const cols = allocate(length, room);
  for (const k of COLUMN_KEYS) {
    let at = room;
    for (const p of parts) {
      const src = p[k];
      if (src instanceof Float64Array) cols[k].set(src, at);
      else for (let i = 0; i < src.length; i++) cols[k][at + i] = src[i] ?? NaN;
      at += src.length;
    }
  }
  return view(cols, room, room + length);
}

/** `older` (every open time before the first held) put in front of `held`: in place when the room allows. */
export function prependColumns(held: HeldColumns, older: ColumnsView): HeldColumns {
  const m = older.t.length;
  if (m === 0) return held;
  const start = held.t.byteOffset / Float64Array.BYTES_PER_ELEMENT;
  if (fronts.get(held.t.buffer) !== start || start < m) return joinColumns([older, held]);
  const n = held.t.length;
  const base = {} as Record<Key, Float64Array>;
  for (const k of COLUMN_KEYS) {
    // The whole buffer, seen from its start: the held view is [start, start + n) of it.
    const whole = new Float64Array(held[k].buffer);
    const src = older[k];
    for (let i = 0; i < m; i++) whole[start - m + i] = src[i] ?? NaN;
    base[k] = whole;
  }
  fronts.set(held.t.buffer, start - m);
  return view(base, start - m, start + n);
}

/** The first index whose open time is at or after `t` (binary search: open times ascend). */
export function lowerBound(times: ArrayLike<number>, t: number): number {
  let lo = 0;
  let hi = times.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((times[mid] ?? 0) < t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The columns in [i, j) as views, no copy. */
export function sliceColumns(cols: HeldColumns, i: number, j: number): HeldColumns {
  const out = {} as Record<Key, Float64Array>;
  for (const k of COLUMN_KEYS) out[k] = cols[k].subarray(i, j);
  return out;
}
