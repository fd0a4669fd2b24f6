import { describe, expect, it } from 'vitest';
import { candleColumnsSchema, candleWindowInput } from '../../../src/shared/contract/candle-range';
import { fromColumns, toColumns } from '../../../src/shared/domain/candle-range';

// The compact bridge form of a candle series: six columns of numbers. It must carry every candle back unchanged
// (over JSON, as the web host sends it), and the renderer must refuse columns that cannot be drawn.

const candles = [
  { t: 1_700_000_000_000, o: 100.5, h: 110.25, l: 99, c: 105, v: 12.5 },
  { t: 1_700_000_300_000, o: 105, h: 106, l: 101.125, c: 102, v: 0 },
  { t: 1_700_000_600_000, o: 0.00001234, h: 0.00001301, l: 0.0000119, c: 0.0000125, v: 1e9 },
];

describe('candle columns', () => {
  it('carry every candle through JSON and back unchanged', () => {
    const columns = toColumns(candles);
    expect(columns.t).toEqual(candles.map((c) => c.t));
    const wire = JSON.parse(JSON.stringify(columns)) as unknown;
    const parsed = candleColumnsSchema.parse(wire);
    expect(fromColumns(parsed)).toEqual(candles);
  });

  it('are smaller on the wire than one object per candle', () => {
    const many = Array.from({ length: 1000 }, (_, i) => ({ ...candles[0]!, t: candles[0]!.t + i * 300_000 }));
    expect(JSON.stringify(toColumns(many)).length).toBeLessThan(JSON.stringify(many).length * 0.7);
  });

  it('refuse columns of unequal length, naming the short one', () => {
    const columns = toColumns(candles);
    columns.v.pop();
    const result = candleColumnsSchema.safeParse(columns);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['v']);
    expect(result.error?.issues[0]?.message).toBe('2 values where the open times have 3');
  });

  it('refuse a value that is not a finite number: NaN and Infinity arrive from JSON as null', () => {
    for (const bad of [NaN, Infinity, -Infinity]) {
      const columns = toColumns(candles);
      columns.h[1] = bad;
      expect(candleColumnsSchema.safeParse(columns).success).toBe(false);
      const wire = JSON.parse(JSON.stringify(columns)) as unknown;
      expect(candleColumnsSchema.safeParse(wire).success).toBe(false);
    }
  });

  it('refuse open times that do not ascend (the chart throws on them)', () => {
    const columns = toColumns([candles[1]!, candles[0]!, candles[2]!]);
    const result = candleColumnsSchema.safeParse(columns);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['t', 1]);
  });

  it('refuse anything but the six columns of numbers, saying where', () => {
    const extra = { ...toColumns(candles), x: [1, 2, 3] };
    expect(candleColumnsSchema.safeParse(extra).error?.issues[0]?.path).toEqual(['x']);
    const { v: _v, ...missing } = toColumns(candles);
    expect(candleColumnsSchema.safeParse(missing).error?.issues[0]?.path).toEqual(['v']);
    const text = toColumns(candles) as unknown as { o: unknown[] };
    text.o[2] = '105';
    const issue = candleColumnsSchema.safeParse(text).error?.issues[0];
    expect(issue?.path).toEqual(['o', 2]);
    expect(issue?.message).toBe('Invalid input: expected number, received string');
    expect(candleColumnsSchema.safeParse(null).success).toBe(false);
  });

  it('bound the stretch a call may ask for', () => {
    const q = { exchange: 'Binance', pair: 'BTC/USDT', interval: '5m', range: '1y' };
    expect(candleWindowInput.safeParse({ ...q, count: 1000 }).success).toBe(true);
    expect(candleWindowInput.safeParse({ ...q, count: 100_001 }).success).toBe(false);
    expect(candleWindowInput.safeParse({ ...q, count: 0 }).success).toBe(false);
    expect(candleWindowInput.safeParse({ ...q, count: 10, before: 1.5 }).success).toBe(false);
  });
});
