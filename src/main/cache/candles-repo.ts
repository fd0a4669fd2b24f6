import type { Db } from './db';
import type { Candle, CandleInterval } from '../../shared/domain/market';
import { mergeSpans, type FetchedSpan } from './candle-spans';

// The closed-candle store (STYLE.md rule 7: plain functions over an injected handle, statements prepared once).

export interface SeriesKey {
  exchange: string;
  pair: string;
  interval: CandleInterval;
}

/** The candle columns are named as a Candle's fields, so a row is served as it is. */
type CandleRow = Candle;
interface SpanRow {
  from_t: number;
  to_t: number;
  fetched_at: number;
}

export interface CandlesRepo {
  spans(series: SeriesKey): FetchedSpan[];
  /** Candles with open time in [from, to), oldest first. */
  range(series: SeriesKey, from: number, to: number): Candle[];
  /** Stores one fetch in one transaction: its candles, and the span it now covers merged with the others. */
  store(series: SeriesKey, candles: readonly Candle[], span: FetchedSpan): void;
}

export function createCandlesRepo(db: Db): CandlesRepo {
  const selectSpans = db.prepare<[string, string, string], SpanRow>(
    'SELECT from_t, to_t, fetched_at FROM candle_spans WHERE exchange = ? AND pair = ? AND interval = ? ORDER BY from_t',
  );
  const selectRange = db.prepare<[string, string, string, number, number], CandleRow>(
    `SELECT t, o, h, l, c, v FROM candles
     WHERE exchange = ? AND pair = ? AND interval = ? AND t >= ? AND t < ? ORDER BY t`,
  );
  // Closed candles never change: a candle already stored is kept as it is.
  const insertCandle = db.prepare(
    `INSERT INTO candles (exchange, pair, interval, t, o, h, l, c, v) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT DO NOTHING`,
  );
  const deleteSpans = db.prepare('DELETE FROM candle_spans WHERE exchange = ? AND pair = ? AND interval = ?');
  const insertSpan = db.prepare(
    'INSERT INTO candle_spans (exchange, pair, interval, from_t, to_t, fetched_at) VALUES (?, ?, ?, ?, ?, ?)',
  );

  const keyOf = (s: SeriesKey) => [s.exchange, s.pair, s.interval] as const;
  const spans = (series: SeriesKey): FetchedSpan[] =>
    selectSpans.all(...keyOf(series)).map((r) => ({ from: r.from_t, to: r.to_t, fetchedAt: r.fetched_at }));

  const store = db.transaction((series: SeriesKey, candles: readonly Candle[], span: FetchedSpan) => {
    const key = keyOf(series);
    for (const c of candles) insertCandle.run(...key, c.t, c.o, c.h, c.l, c.c, c.v);
    const merged = mergeSpans([...spans(series), span]);
    deleteSpans.run(...key);
    for (const s of merged) insertSpan.run(...key, s.from, s.to, s.fetchedAt);
  });

  return {
    spans,
    range: (series, from, to) => selectRange.all(...keyOf(series), from, to),
    store: (series, candles, span) => store(series, candles, span),
  };
}
