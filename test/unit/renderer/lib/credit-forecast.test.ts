import { describe, expect, it } from 'vitest';
import { forecastText } from '../../../../src/renderer/src/components/forecast-line';
import {
  forecastCredits,
  nextMonthStart,
  topSpenders,
} from '../../../../src/renderer/src/lib/credit-forecast';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NOV = Date.UTC(2026, 10, 1);
const DEC = Date.UTC(2026, 11, 1);

const meter = (
  usedCredits: number,
  remainingCredits: number | null,
  totalCredits: number | null = 20_000,
) => ({
  monthStart: NOV,
  usedCredits,
  remainingCredits,
  totalCredits,
});

describe('the month the credits renew', () => {
  it('is the 1st of the next month, UTC, across the year end', () => {
    expect(nextMonthStart(NOV)).toBe(DEC);
    expect(nextMonthStart(DEC)).toBe(Date.UTC(2027, 0, 1));
  });
});

describe('forecastCredits', () => {
  it('runs out before the month ends at a pace the allowance cannot carry', () => {
    // 10 days in, 10,000 of 20,000 used: 1,000 a day, the other 10,000 last 10 more days.
    const now = NOV + 10 * DAY;
    expect(forecastCredits(meter(10_000, 10_000), now)).toEqual({
      kind: 'runs-out',
      perDay: 1_000,
      observedMs: 10 * DAY,
      at: NOV + 20 * DAY,
      renewsAt: DEC,
    });
  });

  it('lasts past the month end at a gentle pace', () => {
    expect(forecastCredits(meter(2_000, 18_000), NOV + 10 * DAY)).toEqual({
      kind: 'lasts',
      perDay: 200,
      observedMs: 10 * DAY,
      renewsAt: DEC,
    });
  });

  it('paces the whole account, credits used outside Folio Desk included', () => {
    // The remaining figure is the service's: 5,000 used elsewhere leave 5,000, gone in 5 days at 1,000 a day.
    const forecast = forecastCredits(meter(15_000, 5_000), NOV + 15 * DAY);
    expect(forecast).toMatchObject({ kind: 'runs-out', perDay: 1_000, at: NOV + 20 * DAY });
  });

  it('does not extrapolate from less than a day of the month, however much was spent', () => {
    // Minutes into the month, a burst of 500 credits would "run out" 20,000 in under a day.
    expect(forecastCredits(meter(500, 19_500), NOV + 20 * 60_000)).toEqual({
      kind: 'too-early',
      observedMs: 20 * 60_000,
      renewsAt: DEC,
    });
    expect(forecastCredits(meter(500, 19_500), NOV + DAY - 1).kind).toBe('too-early');
    expect(forecastCredits(meter(500, 19_500), NOV + DAY).kind).toBe('lasts');
  });

  it('says nothing of a pace when nothing was spent', () => {
    expect(forecastCredits(meter(0, 20_000), NOV + 12 * DAY).kind).toBe('too-early');
  });

  it('knows nothing before the plan is checked, and says when spent credits renew', () => {
    expect(forecastCredits(meter(300, null, null), NOV + 12 * DAY)).toEqual({ kind: 'unknown' });
    expect(forecastCredits(meter(20_000, 0), NOV + 12 * DAY)).toEqual({ kind: 'exhausted', renewsAt: DEC });
  });
});

describe('topSpenders', () => {
  it('names the dearest endpoints first with their share, leaving out the free ones', () => {
    const spent = topSpenders([
      { endpoint: 'GET /usage/credits', calls: 40, credits: 0 },
      { endpoint: 'GET /coins', calls: 10, credits: 20 },
      { endpoint: 'GET /wallet/transactions', calls: 3, credits: 120 },
      { endpoint: 'GET /portfolio/coins', calls: 5, credits: 40 },
      { endpoint: 'GET /ohlcv/candles', calls: 20, credits: 20 },
    ]);
    expect(spent.map((s) => [s.endpoint, s.share])).toEqual([
      ['GET /wallet/transactions', 0.6],
      ['GET /portfolio/coins', 0.2],
      ['GET /coins', 0.1],
    ]);
  });

  it('is empty when nothing was spent', () => {
    expect(topSpenders([{ endpoint: 'GET /usage/credits', calls: 4, credits: 0 }])).toEqual([]);
    expect(topSpenders([])).toEqual([]);
  });
});

describe('the forecast in words', () => {
  const fmt = {
    count: (n: number | null | undefined) => String(n),
    date: (at: unknown) => new Date(Number(at)).toISOString().slice(0, 10),
    dateTime: (at: unknown) => new Date(Number(at)).toISOString().slice(0, 16),
  };
  it('says when and why, or that there is not enough use yet', () => {
    expect(forecastText(forecastCredits(meter(10_000, 10_000), NOV + 10 * DAY), fmt)).toBe(
      'At this month’s pace so far (about 1000 credits a day over 10 days), the credits run out around ' +
        '2026-11-21T00:00, 10 days before they renew.',
    );
    expect(forecastText(forecastCredits(meter(500, 19_500), NOV + 3_600_000), fmt)).toBe(
      'Not enough use yet to forecast: less than a day of this month has passed.',
    );
    expect(forecastText(forecastCredits(meter(0, 20_000), NOV + 5 * DAY), fmt)).toBe(
      'Not enough use yet to forecast: nothing has been spent this month.',
    );
    expect(forecastText(forecastCredits(meter(20_000, 0), NOV + 5 * DAY), fmt)).toMatch(
      /used up; they renew on 2026-12-01T00:00/,
    );
  });
});
