import { createStore } from 'zustand/vanilla';
import type { TickerPairsPage } from '../../../shared/domain/tickers';
import type { ResourceStore } from './resource';

// The pairs each exchange is known to list, from every pair list read this session (the pairs store holds only the
// last one): when the form's exchange changes, its pair is checked against them, and nothing is read to do it.

export interface ListedPairs {
  /** BASE/QUOTE, the most traded first as the service orders them. */
  pairs: readonly string[];
  /** Every pair of the exchange is here (a last page was read), so a pair missing from it is not listed. */
  complete: boolean;
}

/** Keyed by the exchange's name in lower case. */
export type KnownPairs = Readonly<Record<string, ListedPairs>>;

const WHOLE_PAIR = /^[A-Z0-9]+\/[A-Z0-9]+$/;
const keyOf = (exchange: string) => exchange.trim().toLowerCase();
const baseOf = (pair: string) => pair.split('/')[0] ?? '';

/** What a page adds: its pairs; it completes the list only if it is the exchange's whole list (not one coin's). */
export function rememberPairs(known: KnownPairs, page: TickerPairsPage, fromCoin?: string): KnownPairs {
  const key = keyOf(page.exchange);
  const before = known[key];
  const pairs = [...(before?.pairs ?? [])];
  for (const p of page.pairs) if (!pairs.includes(p.pair)) pairs.push(p.pair);
  const whole = fromCoin === undefined && page.page === 1 && !page.hasNextPage;
  return { ...known, [key]: { pairs, complete: (before?.complete ?? false) || whole } };
}

export function pairsOf(known: KnownPairs, exchange: string): ListedPairs | undefined {
  return known[keyOf(exchange)];
}

/** Whether the exchange lists the pair: null while that cannot be told (list unread or partial, pair half typed). */
export function listsPair(listed: ListedPairs | undefined, pair: string): boolean | null {
  const p = pair.trim().toUpperCase();
  if (!listed || !WHOLE_PAIR.test(p)) return null;
  if (listed.pairs.includes(p)) return true;
  return listed.complete ? false : null;
}

/**
 * The pair to keep when another exchange is chosen: the same one while it may be listed there; one of the same
 * base the exchange is known to list (BTC/USDT -> BTC/EUR on Kraken) when it is not; else the same one, which the
 * pair field then says the exchange does not list. Never a half pair.
 */
export function pairForExchange(pair: string, listed: ListedPairs | undefined): string {
  if (listsPair(listed, pair) !== false || !listed) return pair;
  const base = baseOf(pair.trim().toUpperCase());
  return listed.pairs.find((p) => baseOf(p) === base) ?? pair;
}

/** Follows the pairs store: every list it reads is remembered; clearing it (another mode) forgets them all. */
export function createKnownPairs(
  pairs: ResourceStore<TickerPairsPage, { exchange: string; fromCoin?: string }>,
) {
  const known = createStore<KnownPairs>()(() => ({}));
  pairs.subscribe((s, prev) => {
    if (s.value === prev.value) return;
    if (s.value === null) known.setState({}, true);
    else known.setState(rememberPairs(known.getState(), s.value, s.shownQuery?.fromCoin), true);
  });
  return known;
}
