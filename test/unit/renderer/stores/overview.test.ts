import { describe, expect, it } from 'vitest';
import { fail } from '../../../../src/shared/envelope';
import {
  combineWorths,
  overviewCalls,
  ownPortfolios,
  refreshCalls,
} from '../../../../src/renderer/src/stores/overview';
import { live, NOW, portfolios } from '../helpers/fixtures';

const names = new Map([
  ['a', 'Main'],
  ['b', 'Cold'],
]);

describe('each portfolio’s value, for the allocation by portfolio', () => {
  it('is as old as its oldest read, stale if any is, and costs what they cost together', () => {
    const answer = combineWorths(['a', 'b'], names, [
      live({ totalValue: 10 }, { fetchedAt: NOW - 60_000, credits: 2 }),
      live({ totalValue: 30 }, { fetchedAt: NOW - 600_000, stale: true, credits: 0 }),
    ]);
    expect(answer).toEqual({
      ok: true,
      value: [
        { portfolioId: 'a', portfolioName: 'Main', value: 10 },
        { portfolioId: 'b', portfolioName: 'Cold', value: 30 },
      ],
      meta: expect.objectContaining({ fetchedAt: NOW - 600_000, stale: true, credits: 2 }),
    });
  });

  it('keeps a portfolio whose read failed, without a value; fails only when every read did', () => {
    const refused = fail({ code: 'forbidden' as const, message: 'Not in your plan.' });
    const partial = combineWorths(['a', 'b'], names, [live({ totalValue: 10 }), refused]);
    expect(partial.ok && partial.value[1]).toEqual({ portfolioId: 'b', portfolioName: 'Cold', value: null });
    expect(combineWorths(['a', 'b'], names, [refused, refused])).toEqual(refused);
  });

  it('leaves out shared portfolios and groups, which the aggregate does not add', () => {
    const list = [
      ...portfolios,
      {
        portfolioId: 'g',
        portfolioName: 'Group',
        portfolioType: 'parent',
        shared: false,
        hasPasscode: false,
      },
    ];
    expect(ownPortfolios(list).map((p) => p.portfolioId)).toEqual(['p1']);
  });
});

describe('what Overview reads', () => {
  it('reads the aggregate once, each portfolio only after "By portfolio", and all live for Refresh', () => {
    const ui = { range: '1w', unit: 'base', allocationBy: 'coin' } as const;
    const calls = overviewCalls(ui, 'EUR', portfolios, null);
    expect(calls.map((c) => c.channel)).toEqual([
      'portfolio:list',
      'portfolio:value',
      'portfolio:chart',
      'portfolio:coins',
    ]);
    expect(overviewCalls(ui, 'EUR', portfolios, { portfolioIds: ['p1'], currency: 'EUR' })).toContainEqual({
      channel: 'portfolio:value',
      input: { portfolioId: 'p1', currency: 'EUR' },
    });
    expect(refreshCalls(calls).every((c) => (c.input as { refresh?: boolean }).refresh === true)).toBe(true);
  });
});
