import { useStore } from 'zustand';
import type { PendingCall } from '../../../components/cost-badge';
import { useCurrency, useFolio } from '../../../stores/folio-context';
import { openCalls } from '../refresh-calls';

// What a connect or a delete reads after its write, so that its badge prices the whole click: the list of
// portfolios once, live (the new one is in it, the deleted one gone), then the portfolio the view opens next.

/** Stands for the portfolio a connect creates: no answer is cached under it, so its first reads are priced whole. */
export const CONNECTING_ID = 'connecting:new';

/** What use-write reads again after a connect or a delete: the list, not the figures of a portfolio going away. */
export const LIST_ONLY = { figures: false } as const;

const LIST_LIVE: PendingCall = { channel: 'portfolio:list', input: { refresh: true } };

/** After a connect: the list, then the new portfolio's figures (the view selects it; nothing is cached for it). */
export function useConnectThen(): { calls: PendingCall[]; what: string } {
  const { stores } = useFolio();
  const ui = useStore(stores.portfolio.ui);
  const returnsUi = useStore(stores.returns.ui);
  const calls = [LIST_LIVE, ...openCalls(ui, CONNECTING_ID, useCurrency(), returnsUi)];
  return { calls, what: 'read the list and open the new portfolio' };
}

/** After a delete: the list, then All portfolios (the view opens it), through the cache. */
export function useDeleteThen(): { calls: PendingCall[]; what: string } {
  const { stores } = useFolio();
  const ui = useStore(stores.portfolio.ui);
  const returnsUi = useStore(stores.returns.ui);
  const calls = [LIST_LIVE, ...openCalls(ui, undefined, useCurrency(), returnsUi)];
  return { calls, what: 'read the list and open All portfolios' };
}
