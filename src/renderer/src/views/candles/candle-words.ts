import type { CandleInterval, CandleRange } from '../../../../shared/domain/market';
import type { MessageId } from '../../../../shared/i18n/catalogues/en/index';
import type { Format } from '../../lib/format';
import type { Translate } from '../../stores/i18n';
import { INTERVALS, RANGES } from '../../stores/candle-form';
import type { CandlesQuery } from '../../stores/candle-range-plan';

// The candle form's choices, its problems and the chart's title in the user's language. The form's store keeps
// its values and English sentences (for logs and tests); each has its message here.

const INTERVAL_WORDS: Record<CandleInterval, MessageId> = {
  '5m': 'candles.interval5m',
  '15m': 'candles.interval15m',
  '30m': 'candles.interval30m',
  '1h': 'candles.interval1h',
  '4h': 'candles.interval4h',
  '1d': 'candles.interval1d',
  '1w': 'candles.interval1w',
};

const RANGE_WORDS: Record<CandleRange, MessageId> = {
  '24h': 'candles.range24h',
  '1w': 'candles.range1w',
  '1mo': 'candles.range1mo',
  '3mo': 'candles.range3mo',
  '6mo': 'candles.range6mo',
  '1y': 'candles.range1y',
  all: 'candles.rangeAll',
};

const PROBLEM_WORDS: Readonly<Record<string, MessageId>> = {
  'Enter an exchange name, such as Binance.': 'candles.problemExchange',
  'Enter a pair as BASE/QUOTE, such as BTC/USDT.': 'candles.problemPair',
  'Choose both a start and an end.': 'candles.problemBoth',
  'The start must be before the end.': 'candles.problemOrder',
};

const wordOf = <V extends string>(words: Record<V, MessageId>, t: Translate, value: V): string =>
  value in words ? t(words[value]) : value;

export const intervalOptions = (t: Translate) =>
  INTERVALS.map((i) => ({ value: i.value, label: wordOf(INTERVAL_WORDS, t, i.value) }));

export const rangeOptions = (t: Translate) =>
  RANGES.map((r) => ({ value: r.value, label: wordOf(RANGE_WORDS, t, r.value) }));

/** What the user must fix in the form, in their language (the store's sentence when it has no message). */
export function problemText(t: Translate, problem: string): string {
  const id = PROBLEM_WORDS[problem];
  return id ? t(id) : problem;
}

/**
 * The chart's title, "Binance ETH/USDT · 1h candles · Last week"; while older candles are still to load (they load
 * as the user scrolls back), how many are loaded so far, so that "Last year" is not read as a year on screen.
 */
export function chartTitle(
  t: Translate,
  q: CandlesQuery,
  fmt: Pick<Format, 'dateTime' | 'count'>,
  loaded?: { count: number; hasOlder: boolean },
): string {
  const span =
    q.range !== undefined
      ? wordOf(RANGE_WORDS, t, q.range)
      : t('candles.spanWindow', { start: fmt.dateTime(q.start ?? null), end: fmt.dateTime(q.end ?? null) });
  const values = {
    exchange: q.exchange,
    pair: q.pair,
    interval: wordOf(INTERVAL_WORDS, t, q.interval),
    span,
  };
  return loaded?.hasOlder
    ? t('candles.chartTitleLoading', { ...values, n: fmt.count(loaded.count) })
    : t('candles.chartTitle', values);
}
