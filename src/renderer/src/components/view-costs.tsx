import { useCurrency, useFolio, type Stores } from '../stores/folio-context';
import type { OpeningCall } from '../stores/opening';
import { portfolioOpeningCalls } from '../stores/portfolio';
import { rwaOpeningCalls } from '../stores/rwa';
import { useChoiceCosts, useChoiceHints } from './choice-costs';

// Opening a view reads what it shows, through the cache: what is fresh there costs nothing, the rest is read from
// the service at its price (under "refresh when a view opens", coming back to a view reads it again). The views
// whose opening reads are declared beside their stores are priced before the click, in their link's tooltip:
// "Opening RWA: 6 credits". The other views open on what is already loaded or cached, or show their prices in the
// view before anything is sent.

type PricedView = 'portfolios' | 'rwa';
const PRICED: readonly PricedView[] = ['portfolios', 'rwa'];

type OpeningStores = Pick<Stores, 'portfolio' | 'rwa'>;

/** The reads opening `view` sends, where they are declared; null for a view that does not declare them. */
export function openingCallsOf(view: string, stores: OpeningStores, currency: string): OpeningCall[] | null {
  if (view === 'rwa') return rwaOpeningCalls(stores.rwa, currency);
  if (view === 'portfolios') return portfolioOpeningCalls(stores.portfolio, currency);
  return null;
}

/** Each priced view's opening price in words, for its navigation link; none for the view on screen. */
export function useViewOpeningHints(current: string): Partial<Record<string, string>> {
  const { stores } = useFolio();
  const currency = useCurrency();
  const views = PRICED.filter((view) => view !== current).map((value) => ({ value }));
  const costs = useChoiceCosts<PricedView>(views, (view) => openingCallsOf(view, stores, currency) ?? []);
  return useChoiceHints(costs);
}
