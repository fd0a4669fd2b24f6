import { describe, expect, it } from 'vitest';
import { budgetOf, parseBudget } from '../../../../src/renderer/src/stores/budget';
import type { CreditMeter } from '../../../../src/shared/domain/credits';

// The budget the Credits view shows, worked by hand: 22 Nov 2026 12:00 UTC, credits renew 1 Dec 00:00 UTC
// (8.5 days away, 9 days counted whole).

const NOW = Date.UTC(2026, 10, 22, 12);
const meter = (over: Partial<CreditMeter> = {}): CreditMeter => ({
  plan: 'free',
  totalCredits: 20_000,
  usedCredits: 11_000,
  remainingCredits: 9_000,
  ratePerSecond: 2,
  reconciledAt: NOW,
  monthStart: Date.UTC(2026, 10, 1),
  perEndpoint: [],
  ...over,
});

describe('the monthly budget', () => {
  it('defaults to the plan’s credits, what is left spread over the days left', () => {
    const b = budgetOf(meter(), { monthlyCreditBudget: null }, NOW, 0);
    expect(b).toMatchObject({ budget: 20_000, spent: 11_000, remaining: 9_000, daysLeft: 9, perDay: 1_000 });
    expect(b?.onTrack).toBe(true);
  });

  it('takes the user’s own budget, and forecasts the planned reads against it', () => {
    // 3,000 a month planned = 100 a day; 8.5 days left: 11,000 + 850 = 11,850 > 11,500.
    const b = budgetOf(meter(), { monthlyCreditBudget: 11_500 }, NOW, 3_000);
    expect(b).toMatchObject({ budget: 11_500, remaining: 500, forecast: 11_850, onTrack: false });
  });

  it('is unknown until the plan is checked, unless the user set one', () => {
    expect(budgetOf(null, { monthlyCreditBudget: null }, NOW, 0)).toBeNull();
    expect(budgetOf(meter({ totalCredits: null }), { monthlyCreditBudget: null }, NOW, 0)).toBeNull();
    expect(budgetOf(meter({ totalCredits: null }), { monthlyCreditBudget: 5_000 }, NOW, 0)?.budget).toBe(5_000);
  });
});

describe('the budget typed in Settings', () => {
  it('reads empty as the plan’s credits and a whole number, with separators, as the user’s', () => {
    expect(parseBudget('  ')).toEqual({ ok: true, value: null });
    expect(parseBudget('15,000')).toEqual({ ok: true, value: 15_000 });
    expect(parseBudget('0')).toEqual({ ok: true, value: 0 });
  });

  it('refuses anything else, saying what to type', () => {
    for (const bad of ['-5', '2.5', 'lots', '1e6', '2000000000']) {
      const parsed = parseBudget(bad);
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.problem).toMatch(/^Type a whole number of credits/);
    }
  });
});
