import { describe, expect, it } from 'vitest';
import type { PortfolioTransaction } from '../../../../src/shared/domain/portfolio';
import { correctionMarks } from '../../../../src/renderer/src/lib/corrections';

const row = (id: string, over: Partial<PortfolioTransaction> = {}): PortfolioTransaction => ({
  id,
  type: 'Buy',
  date: '2026-11-05T12:00:00.000Z',
  coinId: 'bitcoin',
  symbol: 'BTC',
  count: 0.5,
  totalWorth: 44_000,
  profitLoss: null,
  note: null,
  addresses: [],
  ...over,
});

describe('which rows a correction reverses', () => {
  it('pairs each correction with one original of its coin, count and day', () => {
    const marks = correctionMarks([
      row('c1', { count: -0.5, note: 'Correction (edit): reverses 0.5 bitcoin of 2026-11-05' }),
      row('a'),
      row('b'),
      row('other-day', { date: '2026-11-06T12:00:00.000Z' }),
      row('other-coin', { coinId: 'ethereum' }),
    ]);
    expect(marks.get('c1')).toEqual({ kind: 'correction' });
    // Two alike rows and one correction: one is reversed, the other still stands.
    expect([marks.get('a'), marks.get('b')]).toEqual([{ kind: 'reversed', by: 'edit' }, undefined]);
    expect(marks.has('other-day')).toBe(false);
    expect(marks.has('other-coin')).toBe(false);
  });

  it('reads a note the user wrote as no correction', () => {
    expect(correctionMarks([row('a', { note: 'correction later' })]).size).toBe(0);
  });
});
