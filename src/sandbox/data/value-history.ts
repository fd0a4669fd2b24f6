// One value history per portfolio on one fixed grid (hourly, 5-minutely in the last 24 h, and now); a range keeps
// the low and high of each of its buckets, so every range draws the same peaks and ends on the same newest point.
// Very large portfolios get a coarser grid, the same for all their ranges, so a chart stays quick.
import { positionsAt, shownCount } from './portfolio-math';
import type { PortfolioTx } from './portfolios';
import { DAY_MS, HOUR_MS, roundPrice, type ChartType } from './time-ranges';
import type { World } from './world';

const FINE_MS = 5 * 60_000;
/** Price look-ups one history may take (coins x grid points), for the hourly and the 5-minute part. */
const COARSE_BUDGET = 400_000;
const FINE_BUDGET = 60_000;

/** How far back each range reaches and how many points it shows at most ("all": one every ~3 days). */
const RANGES: Readonly<Record<Exclude<ChartType, 'all'>, { span: number; points: number }>> = {
  '24h': { span: DAY_MS, points: 289 },
  '1w': { span: 7 * DAY_MS, points: 169 },
  '1m': { span: 30 * DAY_MS, points: 181 },
  '3m': { span: 90 * DAY_MS, points: 181 },
  '6m': { span: 182 * DAY_MS, points: 183 },
  '1y': { span: 365 * DAY_MS, points: 183 },
};

export interface Grid {
  /** Hourly, or a power-of-two multiple of an hour for a portfolio of very many coins. */
  coarse: number;
  /** 5 minutes, or a power-of-two multiple, over the last 24 hours. */
  fine: number;
}

/** The grid of a selection: from its holdings and its whole history, never from the range asked. */
export function gridFor(coins: number, historyMs: number): Grid {
  let coarse = HOUR_MS;
  while (coins * (historyMs / coarse) > COARSE_BUDGET && coarse < 64 * HOUR_MS) coarse *= 2;
  let fine = FINE_MS;
  while (coins * (DAY_MS / fine) > FINE_BUDGET && fine < HOUR_MS) fine *= 2;
  return { coarse, fine };
}

/** The grid instants from `from` to `now` (the last one): coarse steps, then fine ones over the last day. */
export function gridTimes(from: number, now: number, grid: Grid): number[] {
  const fineFrom = now - DAY_MS;
  const times: number[] = [];
  for (
    let at = Math.ceil(from / grid.coarse) * grid.coarse;
    at < Math.min(fineFrom, now);
    at += grid.coarse
  ) {
    times.push(at);
  }
  for (let at = Math.ceil(Math.max(from, fineFrom) / grid.fine) * grid.fine; at < now; at += grid.fine) {
    times.push(at);
  }
  times.push(now);
  return times;
}

/**
 * Values already computed, per world and per set of transactions: the history is fixed, so a grid instant's
 * value never changes, and a clock that follows real time only adds new instants.
 */
const memo = new WeakMap<World, Map<string, Map<number, number>>>();

function memoFor(world: World, txs: readonly PortfolioTx[]): Map<number, number> {
  let byTxs = memo.get(world);
  if (!byTxs) memo.set(world, (byTxs = new Map()));
  // Identifies the transactions by content: added trades (POST /portfolio/transaction) and a reset both change it.
  const checksum = txs.reduce((sum, tx, index) => sum + (index + 1) * (tx.count + tx.date / 1e9), 0);
  const ids = [...new Set(txs.map((tx) => tx.portfolioId))].sort().join(',');
  const key = `${txs.length}:${checksum}:${ids}`;
  let values = byTxs.get(key);
  if (!values) byTxs.set(key, (values = new Map()));
  return values;
}

/** Values (USD) at ascending instants, in one sweep: holdings change only at trades. */
export function valuesAt(world: World, txs: readonly PortfolioTx[], times: readonly number[]): number[] {
  const ordered = [...txs].sort((a, b) => a.date - b.date);
  const known = memoFor(world, ordered);
  const values: number[] = [];
  let applied = 0;
  let heldCount = 0;
  // What is held changes only at trades: its shown counts and price paths are looked up then, not per instant.
  let held: { count: number; price: (at: number) => number }[] = [];
  for (const at of times) {
    while (applied < ordered.length && (ordered[applied]?.date ?? Infinity) <= at) applied += 1;
    const cached = known.get(at);
    if (cached !== undefined) {
      values.push(cached);
      continue;
    }
    if (heldCount !== applied) {
      held = [...positionsAt(ordered.slice(0, applied), at).values()]
        .filter((position) => position.count > 0)
        .map((position) => ({
          count: shownCount(position.count),
          price: world.prices.priceOf(position.coinId),
        }));
      heldCount = applied;
    }
    let total = 0;
    for (const { count, price } of held) total += count * roundPrice(price(at));
    known.set(at, total);
    values.push(total);
  }
  return values;
}

/**
 * At most `limit` of the points, oldest first: the first, the last, and the lowest and highest of each of
 * (limit - 2) / 2 equal time buckets between them, so no peak or trough of the series is dropped.
 */
export function keepExtremes<T extends { at: number; value: number }>(
  points: readonly T[],
  limit: number,
): T[] {
  if (points.length <= limit) return [...points];
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return [];
  const buckets = Math.max(1, Math.floor((limit - 2) / 2));
  const width = (last.at - first.at) / buckets;
  const low = new Map<number, number>();
  const high = new Map<number, number>();
  for (let i = 1; i < points.length - 1; i += 1) {
    const point = points[i] as T;
    const bucket = Math.min(buckets - 1, Math.floor((point.at - first.at) / width));
    const lo = low.get(bucket);
    const hi = high.get(bucket);
    if (lo === undefined || point.value < (points[lo] as T).value) low.set(bucket, i);
    if (hi === undefined || point.value > (points[hi] as T).value) high.set(bucket, i);
  }
  const kept = new Set([0, points.length - 1, ...low.values(), ...high.values()]);
  return [...kept].sort((a, b) => a - b).map((i) => points[i] as T);
}

/** The chart of one range: its span of the one history, with its extremes kept. */
export function rangeHistory(
  world: World,
  txs: readonly PortfolioTx[],
  type: ChartType,
  now: number,
  firstActivity: number,
): { at: number; value: number }[] {
  const { span, points } =
    type === 'all'
      ? (() => {
          const allSpan = Math.max(now - firstActivity, DAY_MS);
          return { span: allSpan, points: Math.ceil(allSpan / (3 * DAY_MS)) + 1 };
        })()
      : RANGES[type];
  const coins = new Set(txs.map((tx) => tx.coinId)).size;
  const times = gridTimes(
    now - span,
    now,
    gridFor(Math.max(coins, 1), now - Math.min(firstActivity, now - DAY_MS)),
  );
  const values = valuesAt(world, txs, times);
  return keepExtremes(
    times.map((at, i) => ({ at, value: values[i] ?? 0 })),
    points,
  );
}
