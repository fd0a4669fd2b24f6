// The monthly credit budget the app keeps. Credits renew on the 1st at 00:00 UTC; by default the budget is the
// plan's credits, and what is left is spread evenly over the days left before the renewal.
import type { Say } from '../envelope';
import { DAY_MS, nextUtcMonthStart, utcMonthStart } from './time';

export interface BudgetInput {
  now: number;
  /** The plan's credits a month (the meter's totalCredits). */
  planCredits: number;
  /** The user's own monthly budget; the plan's credits when unset. */
  monthlyBudget?: number | null;
  /** Credits spent since the month began (the meter's usedCredits). */
  spent: number;
  /** Credits the app's planned reads take a day (refreshes, prefetches), from the read table's prices. */
  plannedPerDay: number;
}

export interface Budget {
  monthStart: number;
  renewsAt: number;
  budget: number;
  spent: number;
  /** budget - spent, never below 0. */
  remaining: number;
  /** Days until the renewal, today counted as a whole day. */
  daysLeft: number;
  /** What is left spread over the days left. */
  perDay: number;
  /** Spent plus the planned reads until the renewal (today's share by the hours left). */
  forecast: number;
  /** The forecast within the budget. */
  onTrack: boolean;
}

/** The budget, what is left of it a day, and the forecast at the planned rate. */
export function creditBudget(input: BudgetInput): Budget {
  const budget = Math.max(0, input.monthlyBudget ?? input.planCredits);
  const renewsAt = nextUtcMonthStart(input.now);
  const msLeft = renewsAt - input.now;
  const daysLeft = Math.max(1, Math.ceil(msLeft / DAY_MS));
  const remaining = Math.max(0, budget - input.spent);
  const forecast = input.spent + Math.max(0, input.plannedPerDay) * (msLeft / DAY_MS);
  return {
    monthStart: utcMonthStart(input.now),
    renewsAt,
    budget,
    spent: input.spent,
    remaining,
    daysLeft,
    perDay: remaining / daysLeft,
    forecast,
    onTrack: forecast <= budget,
  };
}

/**
 * `leftAfter`: what the budget keeps after this action and the planned reads (negative: over by that much).
 * `reason`: why it is not within, in English; `say`: the same sentence by its catalogue id.
 */
export type ActionCheck =
  | { within: true; leftAfter: number; reason: null; say: null }
  | { within: false; leftAfter: number; reason: string; say: Say };

/** Whether an action of `credits` fits: the spent credits, the planned reads until renewal and it, in the budget. */
export function withinBudget(b: Budget, credits: number): ActionCheck {
  const leftAfter = b.budget - b.forecast - credits;
  if (leftAfter >= 0) return { within: true, leftAfter, reason: null, say: null };
  const date = new Date(b.renewsAt).toISOString().slice(0, 10);
  const takes = { credits, n: String(credits), date };
  if (b.spent + credits > b.budget) {
    const left = Math.round(b.remaining);
    return {
      within: false,
      leftAfter,
      reason: `This takes ${credits} credits and ${left} are left of this month's budget (renews ${date}).`,
      say: { id: 'credits.budget.pastLeft', values: { ...takes, left, leftN: String(left) } },
    };
  }
  const over = Math.round(-leftAfter);
  return {
    within: false,
    leftAfter,
    reason:
      `This takes ${credits} credits; with the reads planned until ${date} the month would end ` +
      `${over} credits over budget.`,
    say: { id: 'credits.budget.pastForecast', values: { ...takes, over, overN: String(over) } },
  };
}
