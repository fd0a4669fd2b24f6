import { describe, expect, it } from 'vitest';
import { priceStepFor } from '../../../../../src/renderer/src/components/charts/chart-data';

// lightweight-charts puts its price-axis ticks on multiples of the series' step (0.01 by default): a coin priced in
// BTC or ETH moves by thousandths of a unit, and with the default step its axis had no label at all.

const line = (...values: number[]) => values.map((value, i) => ({ time: i, value }));

describe('the price step of a chart series', () => {
  it('keeps cents for prices in dollars', () => {
    expect(priceStepFor(line(91_000, 95_500, 93_250))).toEqual({
      type: 'price',
      precision: 2,
      minMove: 0.01,
    });
  });

  it('steps finely enough to label a coin near 0.03 BTC that moves by thousandths', () => {
    const step = priceStepFor(line(0.0301, 0.0318, 0.0297));
    expect(step.minMove).toBeLessThanOrEqual(0.0021 / 20);
    expect(step.minMove).toBeGreaterThanOrEqual(1e-6);
  });

  it('reads the candles’ high and low, and a flat series by its size', () => {
    expect(priceStepFor([{ time: 0, open: 0.5, high: 0.52, low: 0.48, close: 0.51 }]).precision).toBe(4);
    expect(priceStepFor(line(0.004, 0.004)).precision).toBe(5);
  });

  it('falls back to cents with nothing to read', () => {
    expect(priceStepFor([])).toEqual({ type: 'price', precision: 2, minMove: 0.01 });
    expect(priceStepFor(line(0, 0))).toEqual({ type: 'price', precision: 2, minMove: 0.01 });
  });
});
