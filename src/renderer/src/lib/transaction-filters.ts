import type { PortfolioTransaction } from '../../../shared/domain/portfolio';

// Searching, filtering and paging the transactions already read (the first page and any loaded with "Load
// more"). The service filters portfolio transactions by coin only and has no search, so these run over what the
// app holds: free, and the same offline. Reading further pages from the service is load-more.tsx's, priced.

export const ALL = '';

export interface TxFilter {
  /** Matched, case-insensitively, in the coin's symbol and id, the note, and the addresses. */
  search: string;
  /** A transaction type as the service names it (Buy, Sell, Received, ...); ALL for every type. */
  type: string;
  /** A coin id; ALL for every coin. */
  coin: string;
}

export const NO_FILTER: TxFilter = { search: '', type: ALL, coin: ALL };

export function matchesFilter(tx: PortfolioTransaction, filter: TxFilter): boolean {
  if (filter.type !== ALL && tx.type !== filter.type) return false;
  if (filter.coin !== ALL && tx.coinId !== filter.coin) return false;
  const needle = filter.search.trim().toLowerCase();
  if (needle === '') return true;
  const haystack = [tx.symbol, tx.coinId, tx.note, ...tx.addresses];
  return haystack.some((text) => text !== null && text.toLowerCase().includes(needle));
}

export const filterTransactions = (rows: readonly PortfolioTransaction[], filter: TxFilter) =>
  rows.filter((tx) => matchesFilter(tx, filter));

/** The types present, sorted: the filter offers only what is there. */
export const typesOf = (rows: readonly PortfolioTransaction[]): string[] =>
  [...new Set(rows.map((tx) => tx.type))].sort((a, b) => a.localeCompare(b));

/** The coins present (id and symbol), by symbol. */
export function coinsOf(rows: readonly PortfolioTransaction[]): { coinId: string; symbol: string }[] {
  const byId = new Map<string, string>();
  for (const tx of rows) if (tx.coinId !== null) byId.set(tx.coinId, tx.symbol ?? tx.coinId);
  return [...byId]
    .map(([coinId, symbol]) => ({ coinId, symbol }))
    .sort((a, b) => a.symbol.localeCompare(b.symbol));
}

/** Rows per page of a transactions table; pages of the service are TX_PAGE (100). */
export const ROWS_PER_PAGE = 25;

export interface PageSpan {
  /** 1-based, clamped to the pages there are. */
  page: number;
  pages: number;
  /** The slice [from, to) of the rows this page shows. */
  from: number;
  to: number;
}

/** Which rows page `page` of `size` shows; an empty list is one empty page. */
export function pageSpan(count: number, page: number, size: number): PageSpan {
  const pages = Math.max(1, Math.ceil(count / size));
  const current = Math.min(Math.max(1, Math.floor(page)), pages);
  const from = (current - 1) * size;
  return { page: current, pages, from, to: Math.min(count, from + size) };
}
