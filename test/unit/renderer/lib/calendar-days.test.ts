import { afterEach, describe, expect, it } from 'vitest';
import { summarizeColumns } from '../../../../src/renderer/src/components/charts/candle-legend';
import { createFormat } from '../../../../src/renderer/src/lib/format';
import { localDay, periodStart } from '../../../../src/renderer/src/lib/pl-window';

// A daily P/L period is a calendar day of the service's ("2026-11-07T00:00:00.000Z"). West of UTC its instant falls
// on the evening before, so a chart or summary that formats the instant in the user's zone said "Nov 6" for Nov 7.
// Node applies a TZ set at run time to Date, which is what these helpers use.

// The renderer's tests are typed for the page, without Node's globals: the environment is reached through globalThis.
const env = (globalThis as unknown as { process: { env: Record<string, string | undefined> } }).process.env;
const zone = env.TZ;
afterEach(() => {
  if (zone === undefined) delete env.TZ;
  else env.TZ = zone;
});

describe('the day a P/L period is shown on', () => {
  it.each(['America/New_York', 'Pacific/Honolulu', 'UTC', 'Asia/Tokyo', 'Pacific/Kiritimati'])(
    'is the service’s calendar day in %s, for daily and longer periods',
    (tz) => {
      env.TZ = tz;
      for (const interval of ['daily', 'weekly', 'monthly', 'yearly'] as const) {
        const at = new Date(periodStart('2026-11-07T00:00:00.000Z', interval));
        expect([at.getFullYear(), at.getMonth() + 1, at.getDate()]).toEqual([2026, 11, 7]);
      }
      // A date without a time is the same day.
      expect(new Date(periodStart('2026-11-07', 'daily')).getDate()).toBe(7);
      expect(new Date(localDay('2026-11-05')).getDate()).toBe(5);
    },
  );

  it('keeps an hourly period as the instant the service sent', () => {
    env.TZ = 'America/New_York';
    expect(periodStart('2026-11-07T15:00:00.000Z', 'hourly')).toBe(Date.UTC(2026, 10, 7, 15));
  });
});

describe('the day a daily or weekly candle is shown on', () => {
  // A daily candle opens at UTC midnight: in the user's zone west of UTC it is the evening before.
  const open = Date.UTC(2026, 10, 24);
  const columns = { t: [open], o: [1], h: [2], l: [0.5], c: [1.5], v: [10] };

  it('is its UTC day in the chart’s labels, legend and summary, in any zone', () => {
    env.TZ = 'America/Los_Angeles';
    const fmt = createFormat('en-US', false, 'America/Los_Angeles');
    expect(fmt.date(open)).toBe('Nov 23, 2026');
    const day = fmt.utc();
    expect(day.date(open)).toBe('Nov 24, 2026');
    expect(day.dayMonth(open)).toBe('Nov 24');
    // The summary of day candles names days, not the midnight they open at.
    expect(summarizeColumns(columns, String, day, false)).toMatch(
      /^1 candle loaded, from Nov 24, 2026 to Nov 24, 2026\./,
    );
    expect(summarizeColumns(columns, String, fmt, true)).toMatch(/from Nov 23, 2026, 4:00\sPM to/);
  });
});
