// The portfolio's value at any instant, read from the value chart: the chart point at that instant, or a straight
// line between the two around it (marked, so the "How this was computed" panel can say the value is in between).
import type { ValuePoint } from '../domain/portfolio';

export interface LookedUp {
  value: number;
  /** True when no chart point sits at that instant and the value lies on the line between two. */
  interpolated: boolean;
}

/**
 * The chart's points oldest first, one per instant. The service's own example repeats a row; a repeated instant
 * keeps its last point.
 */
export function orderedPoints(points: readonly ValuePoint[]): ValuePoint[] {
  const sorted = points.filter((p) => Number.isFinite(p.t) && Number.isFinite(p.usd));
  sorted.sort((a, b) => a.t - b.t);
  const out: ValuePoint[] = [];
  for (const point of sorted) {
    if (out.length > 0 && out[out.length - 1]?.t === point.t) out[out.length - 1] = point;
    else out.push(point);
  }
  return out;
}

/** Index of the last point at or before `t`, or -1. */
export function lastAtOrBefore(points: readonly ValuePoint[], t: number): number {
  let lo = 0;
  let hi = points.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if ((points[mid]?.t ?? Infinity) <= t) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** USD value at `t` from ordered points; null outside the chart's span (the chart says nothing there). */
export function valueAt(points: readonly ValuePoint[], t: number): LookedUp | null {
  const i = lastAtOrBefore(points, t);
  const before = points[i];
  if (!before) return null;
  if (before.t === t) return { value: before.usd, interpolated: false };
  const after = points[i + 1];
  if (!after) return null;
  const share = (t - before.t) / (after.t - before.t);
  return { value: before.usd + (after.usd - before.usd) * share, interpolated: true };
}
