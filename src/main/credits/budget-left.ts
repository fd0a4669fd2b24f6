import { creditBudget, withinBudget } from '../../shared/analytics/credit-budget';
import type { Spent } from './meter';
import type { OverBudget } from './spend-guard';

// Past the monthly budget a call asks first, whatever the threshold: the check is spent + this call against the
// budget the user set in Settings (the plan's credits when unset). The planned reads' forecast is the Credits
// view's to show; counting it here would make every read ask first in a month forecast over budget.

export interface BudgetCheckDeps {
  /**
   * The active session's credit figures (not the whole meter: this runs before every read, and the meter's
   * per-endpoint list is a month's GROUP BY); null on the pay-per-request gateway, where credits are not spent.
   */
  spent: () => Pick<Spent, 'totalCredits' | 'usedCredits'> | null;
  /** Settings' monthly budget; null: the plan's credits. */
  monthlyBudget: () => number | null;
  now: () => number;
}

/** Why a call of `credits` asks first because of the budget, or null when it fits (or no budget is known). */
export function budgetCheck(deps: BudgetCheckDeps): (credits: number) => OverBudget | null {
  return (credits) => {
    if (credits <= 0) return null;
    const meter = deps.spent();
    if (meter === null) return null;
    const monthlyBudget = deps.monthlyBudget();
    // Before /usage/credits has answered the plan is unknown: without the user's own figure there is no budget.
    if (monthlyBudget === null && meter.totalCredits === null) return null;
    const budget = creditBudget({
      now: deps.now(),
      planCredits: meter.totalCredits ?? 0,
      monthlyBudget,
      spent: meter.usedCredits,
      plannedPerDay: 0,
    });
    const check = withinBudget(budget, credits);
    return check.within ? null : { reason: check.reason, say: check.say };
  };
}
