import type { Format } from '../../lib/format';
import { englishTranslator } from '../../../../shared/i18n/translator';
import type { Translate } from '../../stores/i18n';
import type { TimedValue } from './chart-data';

// lightweight-charts draws on a canvas that screen readers cannot read (#1440): every chart gets a sentence that
// says what it shows. Amounts go through the caller's formatter, so privacy mode masks them here too; `figure`
// sets each figure into the sentence (an isolate in a right-to-left language, lib/bidi.ts).

type Amount = (value: number) => string;
type Figure = (text: string) => string;
const asItIs: Figure = (text) => text;

function extremes<P extends object>(
  points: readonly P[],
  value: (p: P) => number,
): { low: P; high: P } | null {
  const first = points[0];
  if (first === undefined) return null;
  let low = first;
  let high = first;
  for (const p of points) {
    if (value(p) < value(low)) low = p;
    if (value(p) > value(high)) high = p;
  }
  return { low, high };
}

const english: Translate = (id, values) => englishTranslator.t(id, values);

export function summarizeLine(
  points: readonly TimedValue[],
  written: Amount,
  fmt: Format,
  t: Translate = english,
  figure: Figure = asItIs,
): string {
  const amount = (value: number) => figure(written(value));
  const first = points[0];
  const last = points[points.length - 1];
  const ends = extremes(points, (p) => p.value);
  if (!first || !last || !ends) return t('charts.noData');
  const change = first.value === 0 ? null : ((last.value - first.value) / Math.abs(first.value)) * 100;
  const values = {
    count: points.length,
    n: fmt.count(points.length),
    from: fmt.dateTime(first.t),
    to: fmt.dateTime(last.t),
    start: amount(first.value),
    end: amount(last.value),
    low: amount(ends.low.value),
    lowDate: fmt.date(ends.low.t),
    high: amount(ends.high.value),
    highDate: fmt.date(ends.high.t),
  };
  return change === null
    ? t('charts.lineSummary', values)
    : t('charts.lineSummaryChange', { ...values, change: figure(fmt.percent(change)) });
}

export function summarizeBars(
  points: readonly TimedValue[],
  written: Amount,
  fmt: Format,
  t: Translate = english,
  figure: Figure = asItIs,
): string {
  const amount = (value: number) => figure(written(value));
  const ends = extremes(points, (p) => p.value);
  if (!ends) return t('charts.noData');
  const total = points.reduce((sum, p) => sum + p.value, 0);
  return t('charts.barsSummary', {
    count: points.length,
    n: fmt.count(points.length),
    gains: fmt.count(points.filter((p) => p.value > 0).length),
    losses: fmt.count(points.filter((p) => p.value < 0).length),
    total: amount(total),
    best: amount(ends.high.value),
    bestDate: fmt.date(ends.high.t),
    worst: amount(ends.low.value),
    worstDate: fmt.date(ends.low.t),
  });
}
