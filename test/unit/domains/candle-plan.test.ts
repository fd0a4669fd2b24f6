import { describe, expect, it } from 'vitest';
import {
  candleCountError,
  candleCountOf,
  coveredBy,
  planFetches,
  TAIL_RECHECK_MS,
  windowOf,
} from '../../../src/main/domains/candle-plan';
import { mergeSpans } from '../../../src/main/cache/candle-spans';
import { explanationText } from '../../../src/shared/i18n/explanation';
import { loadTranslator } from '../../../src/shared/i18n/load';
import { sayText } from '../../../src/shared/i18n/say';

const DAY = 86_400_000;
const now = Date.UTC(2026, 10, 22, 10);
const midnight = Date.UTC(2026, 10, 22);
const q = { exchange: 'Binance', pair: 'BTC/USDT', interval: '1d' as const };

describe('candle fetch planning', () => {
  it('asks for the whole window when nothing is stored', () => {
    const window = windowOf({ ...q, range: '1y' }, now);
    expect(window).toEqual({ from: now - 365 * DAY, to: now });
    expect(planFetches(window, [], '1d', now)).toEqual([{ kind: 'span', from: now - 365 * DAY, to: now }]);
  });

  it('the next day asks only for the day that closed since', () => {
    const firstFrom = now - 365 * DAY;
    const covered = [{ from: firstFrom, to: midnight, fetchedAt: now }];
    expect(planFetches(windowOf({ ...q, range: '1y' }, now), covered, '1d', now)).toEqual([]);
    const tomorrow = now + DAY;
    expect(planFetches(windowOf({ ...q, range: '1y' }, tomorrow), covered, '1d', tomorrow)).toEqual([
      { kind: 'span', from: midnight, to: tomorrow },
    ]);
  });

  it('fills an older head when a longer range is opened, and skips a sliver under one interval', () => {
    const covered = [{ from: now - 30 * DAY, to: midnight, fetchedAt: now }];
    expect(planFetches(windowOf({ ...q, range: '1y' }, now), covered, '1d', now)).toEqual([
      { kind: 'span', from: now - 365 * DAY, to: now - 30 * DAY },
    ]);
    expect(planFetches({ from: now - 30 * DAY - 3_600_000, to: now }, covered, '1d', now)).toEqual([]);
  });

  it('asks for the whole history once for "all", then only for what closed since', () => {
    expect(planFetches(windowOf({ ...q, range: 'all' }, now), [], '1d', now)).toEqual([{ kind: 'all' }]);
    const covered = [{ from: 0, to: midnight, fetchedAt: now }];
    expect(planFetches(windowOf({ ...q, range: 'all' }, now + DAY), covered, '1d', now + DAY)).toEqual([
      { kind: 'span', from: midnight, to: now + DAY },
    ]);
  });

  it('asks about the newest end again only after the recheck pause, even when our clock says a candle closed', () => {
    // Our clock is two days ahead of the service's: the last check found nothing new.
    const checkedAt = now + 2 * DAY;
    const covered = [{ from: now - 365 * DAY, to: midnight, fetchedAt: checkedAt }];
    const at = (t: number) => planFetches(windowOf({ ...q, range: '1y' }, t), covered, '1d', t);
    expect(at(checkedAt + TAIL_RECHECK_MS - 1)).toEqual([]);
    expect(at(checkedAt + TAIL_RECHECK_MS)).toHaveLength(1);
  });

  it('a chart shown again just after a 5-minute boundary asks for the candle that closed at it', () => {
    const MIN = 60_000;
    const boundary = Date.UTC(2026, 10, 22, 10, 5);
    // Shown at 10:04:50: the newest closed candle opened at 9:55, so the store covers up to 10:00.
    const shownAt = boundary - 10_000;
    const covered = [{ from: shownAt - DAY, to: boundary - 5 * MIN, fetchedAt: shownAt }];
    const at = (t: number) =>
      planFetches(windowOf({ ...q, interval: '5m', range: '24h' }, t), covered, '5m', t);
    expect(at(boundary - 1)).toEqual([]);
    // 20 s later the 10:00 candle has closed: it is asked for (and so priced), not left out until the recheck pause.
    expect(at(boundary + 10_000)).toEqual([
      { kind: 'span', from: boundary - 5 * MIN, to: boundary + 10_000 },
    ]);
  });

  it('a chart shown again after scrolling back past a 5-minute boundary still asks for the candle that closed', () => {
    const MIN = 60_000;
    const boundary = Date.UTC(2026, 10, 22, 10, 5);
    const shownAt = boundary - 10_000;
    // The newest end was checked at 10:04:50; at 10:05:30 the user scrolled back and an older stretch came in.
    const covered = mergeSpans([
      { from: shownAt - DAY, to: boundary - 5 * MIN, fetchedAt: shownAt },
      { from: shownAt - 2 * DAY, to: shownAt - DAY, fetchedAt: boundary + 30_000 },
    ]);
    const at = (t: number) =>
      planFetches(windowOf({ ...q, interval: '5m', range: '24h' }, t), covered, '5m', t);
    expect(at(boundary + 60_000)).toEqual([
      { kind: 'span', from: boundary - 5 * MIN, to: boundary + 60_000 },
    ]);
  });

  it('splits a span longer than 100,000 candles', () => {
    const from = now - 400 * DAY;
    const plan = planFetches({ from, to: now }, [], '5m', now);
    expect(plan).toHaveLength(2);
    expect(plan[0]).toEqual({ kind: 'span', from, to: from + 100_000 * 300_000 });
  });

  it('covers a past span fully and a current one up to the newest candle returned', () => {
    const candle = (t: number) => ({ t, o: 1, h: 1, l: 1, c: 1, v: 1 });
    expect(coveredBy({ kind: 'span', from: 0, to: 10 * DAY }, [], '1d', now)).toEqual({
      from: 0,
      to: 10 * DAY,
    });
    expect(
      coveredBy({ kind: 'span', from: midnight - 5 * DAY, to: now }, [candle(midnight - DAY)], '1d', now),
    ).toEqual({
      from: midnight - 5 * DAY,
      to: midnight,
    });
    expect(coveredBy({ kind: 'span', from: midnight, to: now }, [], '1d', now)).toEqual({
      from: midnight,
      to: midnight,
    });
  });

  it('reads an explicit start and end, clamped to now', () => {
    expect(windowOf({ ...q, start: '2026-01-01T00:00:00Z', end: '2030-01-01T00:00:00Z' }, now)).toEqual({
      from: Date.UTC(2026, 0, 1),
      to: now,
    });
  });
});

describe('the 100,000-candle limit of one chart', () => {
  it.each([
    [{ ...q, interval: '5m', range: '6mo' }, 51_840, true],
    [{ ...q, interval: '5m', range: '1y' }, 105_120, false],
    [{ ...q, interval: '15m', start: '2024-11-22T00:00:00Z', end: '2026-11-22T00:00:00Z' }, 70_080, true],
    [{ ...q, interval: '15m', start: '2023-11-22T00:00:00Z', end: '2026-11-22T00:00:00Z' }, 105_216, false],
  ] as const)('%o is up to %i candles (sendable: %s)', (query, count, sendable) => {
    expect(candleCountOf(query, now)).toBe(count);
    expect(candleCountError(query, now) === null).toBe(sendable);
  });

  it('takes the whole history to reach back to the first bitcoin exchange', () => {
    expect(candleCountError({ ...q, interval: '4h', range: 'all' }, now)).toBeNull();
    const hourly = candleCountError({ ...q, interval: '1h', range: 'all' }, now);
    expect(hourly).toMatchObject({ code: 'invalid_input', issues: [{ path: 'range' }] });
    expect(hourly?.message).toMatch(
      /BTC\/USDT in 1h candles over the whole history is up to 143,\d{3} candles/,
    );
    expect(hourly?.message).toMatch(/Choose a larger interval or a shorter range/);
  });

  it('says the refusal by its message id: in German on the error card and as the chart’s price', async () => {
    const hourly = candleCountError({ ...q, interval: '1h', range: 'all' }, now);
    if (!hourly) throw new Error('the whole hourly history fits one request');
    expect(hourly.say).toMatchObject({
      id: 'candles.tooMany',
      values: { pair: 'BTC/USDT', interval: '1h', span: 'all', max: 100_000, maxN: '100000' },
    });
    const de = await loadTranslator('de');
    // The error card says main's sentence with sayText (describe-error.ts).
    const card = sayText(de.t, hourly.say);
    expect(card).toMatch(
      /^BTC\/USDT in 1h-Kerzen über die gesamte Historie sind bis zu 143\d{3} Kerzen, mehr als die 100000, die der Dienst auf einmal sendet\. Wählen Sie ein größeres Intervall oder einen kürzeren Zeitraum\./,
    );
    expect(card).not.toMatch(/candles over|Choose a larger/);
    // candles.ts prices the refused chart as free, explained by this sentence: the badge writes its counts.
    const price = explanationText(de.t, { explanation: hourly.message, explanationSays: [hourly.say] }, (n) =>
      n.toLocaleString('de-DE'),
    );
    expect(price).toMatch(/bis zu 143\.\d{3} Kerzen, mehr als die 100\.000, die der Dienst/);

    const span = candleCountError(
      { ...q, interval: '5m', start: '2020-01-01T00:00:00Z', end: '2026-01-01T00:00:00Z' },
      now,
    );
    expect(span && sayText(de.t, span.say)).toMatch(/^BTC\/USDT in 5m-Kerzen über diesen Zeitraum/);
    const year = candleCountError({ ...q, interval: '5m', range: '1y' }, now);
    expect(year && sayText(de.t, year.say)).toMatch(/^BTC\/USDT in 5m-Kerzen über einen Zeitraum von 1y/);
  });
});
