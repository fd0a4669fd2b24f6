import type { GuardResult, SpendGuard } from '../credits/spend-guard';
import type { Priced } from './price';

// The guard stage: a read whose price passes the user's threshold, or whose row says "always", asks first; the
// token of the user's yes lets that very read through once.

const flags = (input: unknown): { refresh: boolean; token: string | undefined } => {
  const i = input as { refresh?: boolean; confirmToken?: string };
  return { refresh: i.refresh === true, token: i.confirmToken };
};

/** The user pressed Refresh: the cache is not asked. */
export const refreshAsked = (input: unknown): boolean => flags(input).refresh;

/**
 * Whether a read's input is the user's own ask: Refresh (Retry sends one on a held card) or a spend they confirmed.
 * Such a read is sent even while it is held after a timeout (send.ts).
 */
export const askedBy = (input: unknown): boolean => {
  const { refresh, token } = flags(input);
  return refresh || token !== undefined;
};

/**
 * Whether a read at this price asks first (above the threshold, or past the monthly budget): the preview's badge
 * and the handlers' guard both use it.
 */
export const asksFirst = (guard: Pick<SpendGuard, 'threshold' | 'overBudget'>, priced: Priced): boolean =>
  priced.cost.credits > 0 &&
  (priced.always ||
    priced.cost.credits > guard.threshold() ||
    guard.overBudget(priced.cost.credits) !== null);

/** Lets a read at this price through, or answers "confirm first" (spending the input's token if it is the right one). */
export const confirm = (guard: SpendGuard, channel: string, input: unknown, priced: Priced): GuardResult =>
  asksFirst(guard, priced)
    ? guard.guard(channel, input, priced.cost, flags(input).token, { always: priced.always })
    : { ok: true };
