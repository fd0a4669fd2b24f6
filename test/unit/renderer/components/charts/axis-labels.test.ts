import { TickMarkType, type UTCTimestamp } from 'lightweight-charts';
import { describe, expect, it } from 'vitest';
import { isIntraday, tickLabel } from '../../../../../src/renderer/src/components/charts/series-chart';
import { createFormat } from '../../../../../src/renderer/src/lib/format';

// The axis labels fit the points' spacing (hours for the 24h chart, not day numbers). The axis is drawn on a
// canvas the browser tests cannot read, so the labels it is given are asserted here.

const fmt = createFormat('en-US', false);
const at = (iso: string) => Date.parse(iso);

describe('chart axis labels', () => {
  it('labels hourly marks with the hour, never the day number', () => {
    const hours = ['2026-11-23T20:00:00Z', '2026-11-23T22:00:00Z', '2026-11-24T02:00:00Z'].map((iso) =>
      tickLabel(at(iso), TickMarkType.Time, fmt),
    );
    for (const label of hours) expect(label).toMatch(/\d{1,2}:\d{2}/);
    expect(new Set(hours).size).toBe(3);
  });

  it('labels day, month and year marks in the app-wide date style', () => {
    expect(tickLabel(at('2026-11-24T12:00:00Z'), TickMarkType.DayOfMonth, fmt)).toMatch(/Nov 24/);
    expect(tickLabel(at('2026-11-15T12:00:00Z'), TickMarkType.Month, fmt)).toMatch(/Nov/);
    expect(tickLabel(at('2026-06-15T12:00:00Z'), TickMarkType.Year, fmt)).toBe('2026');
  });

  it('takes points less than a day apart as intraday, so the axis and the crosshair show hours', () => {
    const hourly = [0, 1, 2].map((h) => ({ time: (1_763_942_400 + h * 3_600) as UTCTimestamp }));
    const daily = [0, 1, 2].map((d) => ({ time: (1_763_942_400 + d * 86_400) as UTCTimestamp }));
    expect(isIntraday(hourly)).toBe(true);
    expect(isIntraday(daily)).toBe(false);
  });
});
