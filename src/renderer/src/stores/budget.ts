import { creditBudget, type Budget } from '../../../shared/analytics/credit-budget';
import type { CreditMeter } from '../../../shared/domain/credits';
import type { Settings } from '../../../shared/domain/settings';

// The monthly credit budget as the renderer shows it: Settings' own figure, or the plan's credits when unset,
// against the meter's spent credits and what the refresh policy plans to read (the arithmetic is the analytics'
// creditBudget; main applies the same budget before each call, credits/budget-left.ts).

const MONTH_DAYS = 30;

/** The budget now; null until the plan is known (no meter, or a plan not checked yet) and no budget is set. */
export function budgetOf(
  meter: CreditMeter | null,
  settings: Pick<Settings, 'monthlyCreditBudget'> | null,
  now: number,
  plannedMonthly: number | null,
): Budget | null {
  const own = settings?.monthlyCreditBudget ?? null;
  if (meter === null || (own === null && meter.totalCredits === null)) return null;
  return creditBudget({
    now,
    planCredits: meter.totalCredits ?? 0,
    monthlyBudget: own,
    spent: meter.usedCredits,
    plannedPerDay: (plannedMonthly ?? 0) / MONTH_DAYS,
  });
}

/**
 * The Settings field's text as a budget: empty is "the plan's credits" (null); a whole number of credits from 0
 * is the user's; anything else is refused with what to type, and nothing is saved.
 */
export function parseBudget(text: string): { ok: true; value: number | null } | { ok: false; problem: string } {
  const trimmed = text.trim().replaceAll(',', '');
  if (trimmed === '') return { ok: true, value: null };
  const n = Number(trimmed);
  if (!/^\d+$/.test(trimmed) || !Number.isSafeInteger(n) || n > 1_000_000_000) {
    return {
      ok: false,
      problem: 'Type a whole number of credits (0 to 1,000,000,000), or leave it empty for the plan’s credits.',
    };
  }
  return { ok: true, value: n };
}
