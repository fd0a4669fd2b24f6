// The home screen's figures from holdings: allocation with a combined "other" slice, the biggest 24h movers, and
// the total's 24h change.
import type { Holding } from '../domain/portfolio';

export interface Slice {
  /** The coin or portfolio id; 'other' for the combined slice. */
  key: string;
  label: string;
  value: number;
  /** Of the total, 0..1. */
  share: number;
  /** For 'other': the keys it combines. */
  members?: string[];
}

export interface AllocationItem {
  key: string;
  label: string;
  value: number;
}

/** Named slices at most before the rest are combined: each named slice keeps a colour of its own. */
export const MOST_NAMED_SLICES = 8;

/**
 * Slices largest first; items below `minShare` of the total, and any past the first MOST_NAMED_SLICES, are
 * combined into one "other" slice at the end (only when that combines two or more; a lone item keeps its name, so
 * there are at most MOST_NAMED_SLICES + 1 slices). Items worth 0 or less are left out.
 */
export function allocation(items: readonly AllocationItem[], minShare = 0.02): Slice[] {
  const positive = items.filter((i) => Number.isFinite(i.value) && i.value > 0);
  const total = positive.reduce((s, i) => s + i.value, 0);
  if (total <= 0) return [];
  const merged = new Map<string, AllocationItem>();
  for (const item of positive) {
    const seen = merged.get(item.key);
    merged.set(item.key, seen ? { ...seen, value: seen.value + item.value } : { ...item });
  }
  const sorted = [...merged.values()].sort((a, b) => b.value - a.value || a.key.localeCompare(b.key));
  const slice = (i: AllocationItem): Slice => ({
    key: i.key,
    label: i.label,
    value: i.value,
    share: i.value / total,
  });
  // Sorted largest first, so the items at or above the share are a prefix.
  const named = sorted.filter((i) => i.value / total >= minShare).slice(0, MOST_NAMED_SLICES);
  const rest = sorted.slice(named.length);
  if (rest.length < 2) return sorted.map(slice);
  const otherValue = rest.reduce((s, i) => s + i.value, 0);
  return [
    ...named.map(slice),
    {
      key: 'other',
      label: 'Other',
      value: otherValue,
      share: otherValue / total,
      members: rest.map((i) => i.key),
    },
  ];
}

/** Allocation by coin: one item per holding (the same coin in several portfolios adds up). */
export const coinAllocation = (holdings: readonly Holding[], minShare?: number): Slice[] =>
  allocation(
    holdings.map((h) => ({ key: h.coinId, label: h.symbol, value: h.value })),
    minShare,
  );

/** Allocation by portfolio, from each portfolio's total value. */
export const portfolioAllocation = (
  portfolios: readonly { portfolioId: string; portfolioName: string; value: number | null }[],
  minShare?: number,
): Slice[] =>
  allocation(
    portfolios.map((p) => ({ key: p.portfolioId, label: p.portfolioName, value: p.value ?? 0 })),
    minShare,
  );

export interface Mover {
  coinId: string;
  symbol: string;
  /** Price change over 24 h, percent. */
  change: number;
  value: number;
}

/**
 * The `count` biggest gainers and losers over 24 h among holdings worth at least `minValue` (dust and fiat do not
 * move the portfolio); a coin with no 24 h change is left out.
 */
export function topMovers(
  holdings: readonly Holding[],
  count = 3,
  minValue = 1,
): { gainers: Mover[]; losers: Mover[] } {
  const movers = holdings
    .filter(
      (h) =>
        !h.isFiat && h.value >= minValue && h.priceChange24h !== null && Number.isFinite(h.priceChange24h),
    )
    .map((h) => ({ coinId: h.coinId, symbol: h.symbol, change: h.priceChange24h ?? 0, value: h.value }));
  const gainers = movers.filter((m) => m.change > 0).sort((a, b) => b.change - a.change || b.value - a.value);
  const losers = movers.filter((m) => m.change < 0).sort((a, b) => a.change - b.change || b.value - a.value);
  return { gainers: gainers.slice(0, count), losers: losers.slice(0, count) };
}

export interface Change24h {
  total: number;
  /** The total 24 h ago at today's amounts: each holding's value / (1 + its change). */
  before: number;
  money: number;
  /** Percent; null when nothing was worth anything 24 h ago. */
  percent: number | null;
  /** Holdings without a usable 24 h change, counted as unchanged. */
  unknown: string[];
}

/**
 * The total's 24 h change from its holdings' price changes, at today's amounts (a trade within the day moves the
 * total without being a change in price, so it is not counted).
 */
export function change24h(holdings: readonly Holding[]): Change24h {
  let total = 0;
  let before = 0;
  const unknown: string[] = [];
  for (const h of holdings) {
    if (!Number.isFinite(h.value)) continue;
    total += h.value;
    const pct = h.priceChange24h;
    // A change of -100 % or less leaves no earlier price to divide back to.
    if (pct === null || !Number.isFinite(pct) || pct <= -100) {
      unknown.push(h.coinId);
      before += h.value;
      continue;
    }
    before += h.value / (1 + pct / 100);
  }
  const money = total - before;
  return { total, before, money, percent: before > 0 ? (money / before) * 100 : null, unknown };
}
