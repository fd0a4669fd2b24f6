// The lots, and the order each method sells them in. Lots live in one store of typed arrays (a lot is an
// index), not an object each: 100,000 transactions then stay within a frame, where an object per lot spent most
// of it waiting on memory. A coin's book holds its open lots' indices: FIFO the oldest first (a queue), LIFO the
// newest first (a stack), HIFO the dearest first (a heap; of equal costs the oldest). Average cost sells in FIFO
// order for the holding period and prices the sale at the pool's average (lots.ts).

export type LotMethod = 'fifo' | 'lifo' | 'hifo' | 'average';

/** A remainder this small a share of the lot bought is rounding left by float arithmetic, not coins. */
export const DUST_SHARE = 1e-9;

/** Every lot opened, by index in the order opened (which is time order); sized once for all it can hold. */
export interface LotStore {
  size: number;
  /** Index of the transaction that opened it, in the list given. */
  tx: Int32Array;
  acquiredAt: Float64Array;
  /** Coins still in the lot; 0 once it is sold or only dust is left. */
  count: Float64Array;
  /** Cost per coin, fees included. */
  unitCost: Float64Array;
  /** The count when bought, so a leftover of rounding (dust) can be told from a real remainder. */
  original: Float64Array;
}

/** A store for at most `capacity` lots (one per buy or transfer in). */
export const lotStore = (capacity: number): LotStore => ({
  size: 0,
  tx: new Int32Array(capacity),
  acquiredAt: new Float64Array(capacity),
  count: new Float64Array(capacity),
  unitCost: new Float64Array(capacity),
  original: new Float64Array(capacity),
});

/** Opens a lot; returns its index. */
export function openLot(store: LotStore, tx: number, at: number, count: number, unitCost: number): number {
  const lot = store.size++;
  store.tx[lot] = tx;
  store.acquiredAt[lot] = at;
  store.count[lot] = count;
  store.unitCost[lot] = unitCost;
  store.original[lot] = count;
  return lot;
}

export interface LotBook {
  add(lot: number): void;
  /** The next lot the method sells, or -1 when none is left. */
  peek(): number;
  /** Drops the lot `peek` returned (used up, or only dust left: see DUST_SHARE). */
  drop(): void;
}

function heapBook(store: LotStore): LotBook {
  const heap: number[] = [];
  const cost = store.unitCost;
  // Lower index = opened earlier, which wins a tie.
  const before = (a: number, b: number) => {
    const ca = cost[a] ?? 0;
    const cb = cost[b] ?? 0;
    return ca > cb || (ca === cb && a < b);
  };
  const swap = (i: number, j: number) => {
    const t = heap[i] ?? 0;
    heap[i] = heap[j] ?? 0;
    heap[j] = t;
  };
  return {
    add(lot) {
      heap.push(lot);
      for (let i = heap.length - 1; i > 0;) {
        const parent = (i - 1) >> 1;
        if (!before(heap[i] ?? 0, heap[parent] ?? 0)) break;
        swap(i, parent);
        i = parent;
      }
    },
    peek: () => (heap.length > 0 ? (heap[0] ?? -1) : -1),
    drop() {
      const last = heap.pop();
      if (heap.length === 0 || last === undefined) return;
      heap[0] = last;
      for (let i = 0; ;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let top = i;
        if (l < heap.length && before(heap[l] ?? 0, heap[top] ?? 0)) top = l;
        if (r < heap.length && before(heap[r] ?? 0, heap[top] ?? 0)) top = r;
        if (top === i) break;
        swap(i, top);
        i = top;
      }
    },
  };
}

function queueBook(): LotBook {
  let lots: number[] = [];
  let head = 0;
  return {
    add: (lot) => void lots.push(lot),
    peek: () => (head < lots.length ? (lots[head] ?? -1) : -1),
    drop() {
      head++;
      // Reclaim the used front now and then, so a long history does not keep every sold lot.
      if (head > 1024 && head * 2 > lots.length) {
        lots = lots.slice(head);
        head = 0;
      }
    },
  };
}

function stackBook(): LotBook {
  const lots: number[] = [];
  return {
    add: (lot) => void lots.push(lot),
    peek: () => (lots.length > 0 ? (lots[lots.length - 1] ?? -1) : -1),
    drop: () => void lots.pop(),
  };
}

export function lotBook(method: LotMethod, store: LotStore): LotBook {
  if (method === 'hifo') return heapBook(store);
  if (method === 'lifo') return stackBook();
  return queueBook();
}
