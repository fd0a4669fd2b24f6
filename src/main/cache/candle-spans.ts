// Arithmetic on half-open time spans [from, to), for deciding which candles still have to be fetched.

export interface Span {
  from: number;
  to: number;
}

/** A covered span and when (epoch ms) its newest part was fetched. */
export interface FetchedSpan extends Span {
  fetchedAt: number;
}

/**
 * Sorted, with overlapping or touching spans joined; a joined span keeps the latest fetch time. An empty span
 * that touches another (a check of a series' newest end that found nothing new) only refreshes its fetch time.
 */
export function mergeSpans(spans: readonly FetchedSpan[]): FetchedSpan[] {
  const sorted = spans.filter((s) => s.to >= s.from).sort((a, b) => a.from - b.from || b.to - a.to);
  const out: FetchedSpan[] = [];
  for (const span of sorted) {
    const last = out.at(-1);
    if (last && span.from <= last.to) {
      last.to = Math.max(last.to, span.to);
      last.fetchedAt = Math.max(last.fetchedAt, span.fetchedAt);
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
