// Money-weighted return: the XIRR of the money that crossed the portfolio's edge (buys and transfers in put money
// in, sells and transfers out take it out) and of the value at the end, as if it were all taken out then.
import type { PortfolioTransaction } from '../domain/portfolio';
import { DAY_MS, parseDate, YEAR_DAYS } from './time';
import { xirr, type CashFlow, type XirrFailure } from './xirr';

/** The parts of a transaction a cash flow is read from. */
export type FlowTransaction = Pick<PortfolioTransaction, 'id' | 'type' | 'date' | 'totalWorth'>;

const MONEY_IN = new Set(['Buy', 'Received']);
const MONEY_OUT = new Set(['Sell', 'Sent']);

export interface FlowsFromTransactions {
  flows: (CashFlow & { transactionId: string; type: string })[];
  /** Types that move value inside the portfolio (a swap, a dust conversion): no money crosses its edge. */
  internal: { transactionId: string; type: string }[];
  /** Buys, sells and transfers without a worth or a valid date: they cannot be placed, so no return is shown. */
  unpriced: { transactionId: string; type: string }[];
}

/**
 * Investor-side cash flows of transactions dated in [from, to]: money in negative, money out positive, at the
 * transaction's total worth whatever sign the service gave it.
 */
export function flowsFromTransactions(
  txs: readonly FlowTransaction[],
  from: number | null,
  to: number,
): FlowsFromTransactions {
  const out: FlowsFromTransactions = { flows: [], internal: [], unpriced: [] };
  for (const tx of txs) {
    const at = parseDate(tx.date);
    const direction = MONEY_IN.has(tx.type) ? -1 : MONEY_OUT.has(tx.type) ? 1 : 0;
    const ref = { transactionId: tx.id, type: tx.type };
    if (direction === 0) {
      out.internal.push(ref);
      continue;
    }
    if (Number.isFinite(at) && ((from !== null && at < from) || at > to)) continue;
    if (!Number.isFinite(at) || tx.totalWorth === null || !Number.isFinite(tx.totalWorth)) {
      out.unpriced.push(ref);
      continue;
    }
    out.flows.push({ ...ref, at, amount: direction * Math.abs(tx.totalWorth) });
  }
  return out;
}

export interface MwrInput {
  flows: readonly CashFlow[];
  /** The range's start and the value then, a contribution at the start; omit both for all time. */
  start?: { at: number; value: number } | null;
  end: { at: number; value: number };
}

export type MwrResult =
  | {
      ok: true;
      /** Yearly rate (XIRR). */
      annualRate: number;
      /** The same rate over the range's own length: (1 + annual) ^ (days / 365) - 1. */
      periodRate: number;
      days: number;
      iterations: number;
      /** Every flow the rate balances, the start value and end value included, oldest first. */
      flows: CashFlow[];
      formula: string;
    }
  | { ok: false; reason: XirrFailure | 'unpriced'; message: string; flows: CashFlow[] };

export const MWR_FORMULA =
  'Find r such that the sum of flow_i / (1 + r) ^ (days from the first flow to flow_i / 365) = 0; ' +
  'money in counts negative, money out and the end value positive';

/** The money-weighted return of the flows, the optional start value and the end value. */
export function moneyWeightedReturn(input: MwrInput): MwrResult {
  const flows: CashFlow[] = [];
  if (input.start && input.start.value !== 0) flows.push({ at: input.start.at, amount: -input.start.value });
  flows.push(...input.flows.map((f) => ({ at: f.at, amount: f.amount })));
  if (input.end.value !== 0) flows.push({ at: input.end.at, amount: input.end.value });
  flows.sort((a, b) => a.at - b.at);
  if (input.flows.length === 0 && !input.start) {
    return {
      ok: false,
      reason: 'no-flows',
      message: 'No buys, sells or transfers in this range: there is no money-weighted return to show.',
      flows,
    };
  }
  if (input.end.value === 0 && flows.length > 0 && flows.every((f) => f.amount < 0)) {
    // Money only went in and nothing is left: no rate balances that, but the answer is plain, everything was lost.
    const days = (input.end.at - (flows[0]?.at ?? input.end.at)) / DAY_MS;
    return { ok: true, annualRate: -1, periodRate: -1, days, iterations: 0, flows, formula: MWR_FORMULA };
  }
  const solved = xirr(flows);
  if (!solved.ok) return { ok: false, reason: solved.reason, message: solved.message, flows };
  const first = flows[0]?.at ?? input.end.at;
  const days = (input.end.at - first) / DAY_MS;
  return {
    ok: true,
    annualRate: solved.rate,
    periodRate: (1 + solved.rate) ** (days / YEAR_DAYS) - 1,
    days,
    iterations: solved.iterations,
    flows,
    formula: MWR_FORMULA,
  };
}

/** The MWR of transactions over [from, to]; refuses (rather than guessing) when a flow has no worth. */
export function moneyWeightedReturnOf(
  txs: readonly FlowTransaction[],
  range: { from: number | null; startValue: number | null; to: number; endValue: number },
): MwrResult {
  const read = flowsFromTransactions(txs, range.from, range.to);
  if (read.unpriced.length > 0) {
    const ids = read.unpriced.map((u) => u.transactionId).join(', ');
    return {
      ok: false,
      reason: 'unpriced',
      message: `Transactions ${ids} have no worth or date; add their price to compute a money-weighted return.`,
      flows: [],
    };
  }
  const start =
    range.from !== null && range.startValue !== null ? { at: range.from, value: range.startValue } : null;
  return moneyWeightedReturn({ flows: read.flows, start, end: { at: range.to, value: range.endValue } });
}
