import { describe, expect, it } from 'vitest';
import { validCombination } from '../../../../src/renderer/src/lib/pl-window';

// The P/L card offers combinations that draw more than one period: a coarser period moves a range too short for
// it (weekly over 24h drew one bar), and a shorter range moves a period too coarse for it.
describe('validCombination', () => {
  it('moves a range too short for the period picked to the shortest that holds more than one period', () => {
    expect(validCombination('weekly', '24h', 'interval')).toEqual({ interval: 'weekly', range: '1m' });
    expect(validCombination('weekly', '1w', 'interval')).toEqual({ interval: 'weekly', range: '1m' });
    expect(validCombination('monthly', '1m', 'interval')).toEqual({ interval: 'monthly', range: '3m' });
    expect(validCombination('yearly', '6m', 'interval')).toEqual({ interval: 'yearly', range: 'all' });
    expect(validCombination('daily', '24h', 'interval')).toEqual({ interval: 'daily', range: '1w' });
    expect(validCombination('weekly', '6m', 'interval')).toEqual({ interval: 'weekly', range: '6m' });
  });

  it('moves a period too coarse for the range picked to the coarsest that fits it', () => {
    expect(validCombination('monthly', '1w', 'range')).toEqual({ interval: 'daily', range: '1w' });
    expect(validCombination('weekly', '24h', 'range')).toEqual({ interval: 'hourly', range: '24h' });
    expect(validCombination('yearly', '1y', 'range')).toEqual({ interval: 'monthly', range: '1y' });
    // Leaving 24h, hourly periods turn daily, the next finest.
    expect(validCombination('hourly', '1y', 'range')).toEqual({ interval: 'daily', range: '1y' });
  });
});
