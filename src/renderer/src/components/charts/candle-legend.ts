import type { Candle } from '../../../../shared/domain/market';
import type { ColumnsView } from '../../stores/candle-columns';
import type { Format } from '../../lib/format';
import { englishTranslator } from '../../../../shared/i18n/translator';
import type { Translate } from '../../stores/i18n';

// The words around the candle chart: the legend of the candle under the pointer (or the newest one), and the text
// summary of everything loaded, which a screen reader reads instead of the canvas. Both read the columns directly,
// so a million loaded candles are never turned into objects for them.

/** The candle at `index` of the columns, or null past either end. */
export function candleAt(columns: ColumnsView, index: number): Candle | null {
  const t = columns.t[index];
  if (t === undefined) return null;
  return {
    t,
    o: columns.o[index] ?? NaN,
    h: columns.h[index] ?? NaN,
    l: columns.l[index] ?? NaN,
    c: columns.c[index] ?? NaN,
    v: columns.v[index] ?? NaN,
  };
}

/** The index of the candle that opens at `t` (binary search: the columns ascend). */
export function indexOf(columns: ColumnsView, t: number): number {
  let lo = 0;
  let hi = columns.t.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const at = columns.t[mid] ?? 0;
    if (at === t) return mid;
    if (at < t) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/** Intraday intervals show the hour in the legend and on the axis. */
export const intradayInterval = (interval: string): boolean => /^\d+[mh]$/.test(interval);

export function summarizeColumns(
  columns: ColumnsView,
  amount: (n: number) => string,
  fmt: Format,
  intraday = true,
  t: Translate = (id, values) => englishTranslator.t(id, values),
): string {
  // Candles of a day or longer are days: their times say nothing.
  const when = intraday ? fmt.dateTime : fmt.date;
  const n = columns.t.length;
  const first = candleAt(columns, 0);
  const last = candleAt(columns, n - 1);
  if (!first || !last) return t('charts.noCandles');
  let low = 0;
  let high = 0;
  for (let i = 1; i < n; i++) {
    if ((columns.l[i] ?? Infinity) < (columns.l[low] ?? Infinity)) low = i;
    if ((columns.h[i] ?? -Infinity) > (columns.h[high] ?? -Infinity)) high = i;
  }
  return t('charts.candlesSummary', {
    count: n,
    n: fmt.count(n),
    from: when(first.t),
    to: when(last.t),
    open: amount(first.o),
    close: amount(last.c),
    low: amount(columns.l[low] ?? NaN),
    lowDate: fmt.date(columns.t[low] ?? null),
    high: amount(columns.h[high] ?? NaN),
    highDate: fmt.date(columns.t[high] ?? null),
  });
}
