import { useEffect } from 'react';
import { useStore } from 'zustand';
import { useCurrency, useFolio, type Stores } from '../stores/folio-context';
import { candlesOpeningCalls } from '../stores/candles';
import type { OpeningCall } from '../stores/opening';
import { overviewOpeningCalls } from '../stores/overview';
import { portfolioOpeningCalls } from '../stores/portfolio';
import { NO_QUERY } from '../stores/resource';
import { rwaOpeningCalls } from '../stores/rwa';
import { walletOpeningCalls } from '../stores/wallet';
import { watchlistOpeningCalls } from '../stores/watchlist';
import { useChoiceCosts, useChoiceHints } from './choice-costs';
import { useT } from '../stores/i18n';

// Opening a view reads what it shows, through the cache: what is fresh there costs nothing, the rest is read from
// the service at its price (under "refresh when a view opens", coming back to a view reads it again). The views
// whose opening reads are declared beside their stores are priced before the click, in their link's tooltip:
// "Opening RWA: 6 credits". The other views (Alerts, Credits, Settings) read nothing of the service's data when
// they open.

type PricedView = 'overview' | 'portfolios' | 'wallets' | 'watchlist' | 'rwa' | 'candles';
const PRICED: readonly PricedView[] = ['overview', 'portfolios', 'wallets', 'watchlist', 'rwa', 'candles'];

type OpeningStores = Pick<
  Stores,
  'overview' | 'portfolio' | 'returns' | 'rwa' | 'wallet' | 'watchlist' | 'candles'
>;

/**
 * The reads opening `view` sends, where they are declared; null for a view that does not declare them, or whose
 * reads are not known yet (which wallet opens, before the followed wallets are read): no price is better than a
 * wrong one.
 */
export function openingCallsOf(view: string, stores: OpeningStores, currency: string): OpeningCall[] | null {
  if (view === 'rwa') return rwaOpeningCalls(stores.rwa, currency);
  if (view === 'overview') return overviewOpeningCalls(stores.overview, currency);
  if (view === 'portfolios')
    return portfolioOpeningCalls(stores.portfolio, currency, stores.returns.ui.getState());
  if (view === 'wallets') return walletOpeningCalls(stores.wallet, currency);
  if (view === 'watchlist') return watchlistOpeningCalls(stores.watchlist, stores.rwa, currency);
  if (view === 'candles') return candlesOpeningCalls(stores.candles);
  return null;
}

/**
 * Said for a view whose opening sends nothing: not "0 credits: cached", since nothing is asked of the cache. The
 * palette says it too, for a command that sends nothing.
 */

/**
 * The lists that decide what Wallets and Watchlist open on (the followed wallets, the watched coins and assets),
 * read once and early so those views can be priced before their first visit: they are kept in main and cost
 * nothing to read.
 */
export function useOpeningLists(): void {
  const { stores } = useFolio();
  useEffect(() => {
    for (const list of [stores.wallet.list, stores.watchlist.coins, stores.rwa.watchlist]) {
      if (list.getState().query === null) void list.load(NO_QUERY);
    }
  }, [stores]);
}

/** Each priced view's opening price in words, for its navigation link; none for the view on screen. */
export function useViewOpeningHints(current: string): Partial<Record<string, string>> {
  const { stores } = useFolio();
  const currency = useCurrency();
  const t = useT();
  useOpeningLists();
  // The free lists move no credit meter: their arrival (or a change) prices again by itself.
  useStore(stores.wallet.list, (s) => s.value);
  useStore(stores.watchlist.coins, (s) => s.value);
  useStore(stores.rwa.watchlist, (s) => s.value);
  // The Returns section's range and panel decide part of what opening Portfolios reads.
  useStore(stores.returns.ui);
  const known = new Map<PricedView, OpeningCall[]>();
  for (const view of PRICED) {
    const calls = view === current ? null : openingCallsOf(view, stores, currency);
    if (calls) known.set(view, calls);
  }
  const views = [...known.keys()].map((value) => ({ value }));
  const costs = useChoiceCosts<PricedView>(views, (view) => known.get(view) ?? []);
  const free = [...known].filter(([, calls]) => calls.length === 0).map(([view]) => [view, t('cost.free')]);
  return { ...useChoiceHints(costs), ...Object.fromEntries(free) };
}
