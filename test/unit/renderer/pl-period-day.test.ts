import { afterEach, describe, expect, it } from 'vitest';
import { localDay, periodStart } from '../../../src/renderer/src/views/portfolios/pl-window';

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
