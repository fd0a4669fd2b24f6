// Monthly credits per account on the sandbox clock: charged only for successful answers, a 503 charged and then
// refunded (service.md §7), and a fresh allowance when the clock crosses into a new UTC month.
import type { Account } from './accounts';
import { LEDGER_LIMIT, monthKeyOf, type SandboxState } from './state';

export interface CreditUsage {
  totalCredits: number;
  usedCredits: number;
  remainingCredits: number;
  subscription: string;
}

function currentMonth(state: SandboxState, account: Account): { monthKey: string; used: number } {
  const monthKey = monthKeyOf(state.clock.now());
  const month = state.credits.get(account.id);
  if (month && month.monthKey === monthKey) return month;
  const fresh = { monthKey, used: 0 };
  state.credits.set(account.id, fresh);
  return fresh;
}

export function creditUsage(state: SandboxState, account: Account): CreditUsage {
  const month = currentMonth(state, account);
  const total = account.plan.monthlyCredits;
  return {
    totalCredits: total,
    usedCredits: month.used,
    remainingCredits: Math.max(total - month.used, 0),
    subscription: account.plan.name,
  };
}

function record(state: SandboxState, entry: SandboxState['ledger'][number]): void {
  state.ledger.push(entry);
  if (state.ledger.length > LEDGER_LIMIT) state.ledger.splice(0, state.ledger.length - LEDGER_LIMIT);
}

export function charge(state: SandboxState, account: Account, credits: number, path: string): void {
  if (credits <= 0) return;
  currentMonth(state, account).used += credits;
  record(state, { at: state.clock.now(), account: account.id, path, credits, kind: 'charge' });
}

export function refund(state: SandboxState, account: Account, credits: number, path: string): void {
  if (credits <= 0) return;
  const month = currentMonth(state, account);
  month.used = Math.max(month.used - credits, 0);
  record(state, { at: state.clock.now(), account: account.id, path, credits, kind: 'refund' });
}

/** Sets what is left this month (control endpoint), e.g. to test the exhausted-credits 429 without 4,000 calls. */
export function setRemaining(state: SandboxState, account: Account, remaining: number): void {
  const month = currentMonth(state, account);
  month.used = Math.max(account.plan.monthlyCredits - remaining, 0);
}
