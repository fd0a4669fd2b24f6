// Arithmetic on half-open time spans [from, to), for deciding which candles still have to be fetched.

export interface Span {
  from: number;
  to: number;
}

/** A covered span and when (epoch ms) its newest end was fetched. */
export interface FetchedSpan extends Span {
  fetchedAt: number;
}

/**
 * Sorted, with overlapping or touching spans joined. A joined span keeps the fetch time of its newest end: an
 * older stretch fetched later (the user scrolled back) says nothing about whether a newer candle has closed, so it
 * must not make the series' end look checked (candle-plan.ts would then wait out its recheck pause). An empty
 * span at the newest end (a check that found nothing new) only refreshes that time.
 */
export function mergeSpans(spans: readonly FetchedSpan[]): FetchedSpan[] {
  const sorted = spans.filter((s) => s.to >= s.from).sort((a, b) => a.from - b.from || b.to - a.to);
  const out: FetchedSpan[] = [];
  for (const span of sorted) {
    const last = out.at(-1);
    if (last && span.from <= last.to) {
      if (span.to > last.to) last.fetchedAt = span.fetchedAt;
      else if (span.to === last.to) last.fetchedAt = Math.max(last.fetchedAt, span.fetchedAt);
      last.to = Math.max(last.to, span.to);
    } else out.push({ ...span });
  }
  return out.filter((s) => s.to > s.from);
}

/** The parts of `wanted` that no span in `covered` contains, oldest first. */
export function missingSpans(wanted: Span, covered: readonly Span[]): Span[] {
  const out: Span[] = [];
  let cursor = wanted.from;
  for (const span of [...covered].sort((a, b) => a.from - b.from)) {
    if (span.to <= cursor) continue;
    if (span.from >= wanted.to) break;
    if (span.from > cursor) out.push({ from: cursor, to: span.from });
    cursor = Math.max(cursor, span.to);
  }
  if (cursor < wanted.to) out.push({ from: cursor, to: wanted.to });
  return out;
}
