import type { Holding } from '../domain/portfolio';

// Coins the service flags as likely spam (airdropped look-alikes) count in the totals until the user leaves them
// out; then the total, allocation and movers are worked from the rest, and the total says how many it left out.

export interface CountedHoldings {
  /** The holdings the figures are worked from. */
  holdings: Holding[];
  /** Holdings left out as likely spam: none while they count. */
  leftOut: Holding[];
  /** Their value, in the holdings' currency. */
  leftOutValue: number;
  /** Holdings flagged, counted or not. */
  flagged: number;
}

export const isLikelySpam = (h: Holding): boolean => h.isFake === true;

export function countedHoldings(holdings: readonly Holding[], spamInTotals: boolean): CountedHoldings {
  const flagged = holdings.filter(isLikelySpam);
  if (spamInTotals || flagged.length === 0) {
    return { holdings: [...holdings], leftOut: [], leftOutValue: 0, flagged: flagged.length };
  }
  const leftOutValue = flagged.reduce((sum, h) => sum + (Number.isFinite(h.value) ? h.value : 0), 0);
  return { holdings: holdings.filter((h) => !isLikelySpam(h)), leftOut: flagged, leftOutValue, flagged: flagged.length };
}

/** The service's total less what was left out (nothing until the holdings are read); null while it is unknown. */
export const countedTotal = (total: number | null | undefined, counted: CountedHoldings | null): number | null =>
  total === null || total === undefined ? null : total - (counted?.leftOutValue ?? 0);
