// The open lots of one coin, in the order a method sells them: FIFO the oldest first (a queue), LIFO the newest
// first (a stack), HIFO the dearest first (a heap; of equal costs the oldest). Average cost sells in FIFO order
// for the holding period and prices the sale at the pool's average (lots.ts). Each take is O(log n) at worst, so
// 100,000 transactions stay well under a frame.

export type LotMethod = 'fifo' | 'lifo' | 'hifo' | 'average';

export interface Lot {
  transactionId: string;
  acquiredAt: number;
  /** Order of arrival, to break ties between lots of one instant and one cost. */
  seq: number;
  count: number;
  /** Cost per coin, fees included. */
  unitCost: number;
  /** The count when bought, so a leftover of rounding (dust) can be told from a real remainder. */
  originalCount: number;
}

/** Part of a lot a sale used. */
export interface Piece {
  lot: Lot;
  count: number;
}

/** A remainder this small a share of the lot bought is rounding left by float arithmetic, not coins. */
const DUST_SHARE = 1e-9;

export interface LotBook {
  add(lot: Lot): void;
  /** The next lot the method sells, or undefined when none is left. */
  peek(): Lot | undefined;
  /** Drops the lot `peek` returned (used up or dust). */
  drop(): void;
  /** Every lot still open, in no particular order. */
  open(): Lot[];
}

const dearerFirst = (a: Lot, b: Lot) =>
  a.unitCost > b.unitCost || (a.unitCost === b.unitCost && a.seq < b.seq);

function heapBook(): LotBook {
  const heap: Lot[] = [];
  const swap = (i: number, j: number) => {
    const t = heap[i] as Lot;
    heap[i] = heap[j] as Lot;
    heap[j] = t;
  };
  return {
    add(lot) {
      heap.push(lot);
      let i = heap.length - 1;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (!dearerFirst(heap[i] as Lot, heap[parent] as Lot)) break;
        swap(i, parent);
        i = parent;
      }
    },
    peek: () => heap[0],
    drop() {
      const last = heap.pop();
      if (heap.length === 0 || !last) return;
      heap[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let top = i;
        if (l < heap.length && dearerFirst(heap[l] as Lot, heap[top] as Lot)) top = l;
        if (r < heap.length && dearerFirst(heap[r] as Lot, heap[top] as Lot)) top = r;
        if (top === i) break;
        swap(i, top);
        i = top;
      }
    },
    open: () => [...heap],
  };
}

function queueBook(): LotBook {
  const lots: Lot[] = [];
  let head = 0;
  return {
    add: (lot) => void lots.push(lot),
    peek: () => lots[head],
    drop() {
      head++;
      // Reclaim the used front now and then, so a long history does not keep every sold lot.
      if (head > 1024 && head * 2 > lots.length) {
        lots.splice(0, head);
        head = 0;
      }
    },
    open: () => lots.slice(head),
  };
}

function stackBook(): LotBook {
  const lots: Lot[] = [];
  return {
    add: (lot) => void lots.push(lot),
    peek: () => lots[lots.length - 1],
    drop: () => void lots.pop(),
    open: () => [...lots],
  };
}

export function lotBook(method: LotMethod): LotBook {
  if (method === 'hifo') return heapBook();
  if (method === 'lifo') return stackBook();
  return queueBook();
}

/**
 * Takes `count` coins from the book in the method's order. Returns the pieces used and the count the lots could
 * not cover (0 when they covered it); lots left with dust are dropped.
 */
export function take(book: LotBook, count: number): { pieces: Piece[]; missing: number } {
  const pieces: Piece[] = [];
  let left = count;
  for (let lot = book.peek(); lot && left > 0; lot = book.peek()) {
    const used = Math.min(lot.count, left);
    pieces.push({ lot, count: used });
    left -= used;
    lot.count -= used;
    if (lot.count <= lot.originalCount * DUST_SHARE) book.drop();
  }
  return { pieces, missing: left };
}
