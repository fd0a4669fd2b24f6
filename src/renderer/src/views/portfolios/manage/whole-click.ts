import { useStore } from 'zustand';
import type { PendingCall } from '../../../components/cost-badge';
import { useCurrency, useFolio } from '../../../stores/folio-context';
import type { ThenKind } from './write-status';
import { openCalls } from '../refresh-calls';

// What a connect or a delete reads after its write, so that its badge prices the whole click: the list of
// portfolios once, live (the new one is in it, the deleted one gone), then the portfolio the view opens next.

/** Stands for the portfolio a connect creates: no answer is cached under it, so its first reads are priced whole. */
export const CONNECTING_ID = 'connecting:new';

/** What use-write reads again after a connect or a delete: the list, not the figures of a portfolio going away. */
export const LIST_ONLY = { figures: false } as const;

const LIST_LIVE: PendingCall = { channel: 'portfolio:list', input: { refresh: true } };

/** The list, live, then the portfolio the view opens next (`undefined`: All portfolios). */
function useListThen(opens: string | undefined, what: ThenKind): { calls: PendingCall[]; what: ThenKind } {
  const { stores } = useFolio();
  const ui = useStore(stores.portfolio.ui);
  const returnsUi = useStore(stores.returns.ui);
  return { calls: [LIST_LIVE, ...openCalls(ui, opens, useCurrency(), returnsUi)], what };
}

/** After a connect: the list, then the new portfolio's figures (the view selects it; nothing is cached for it). */
export const useConnectThen = () => useListThen(CONNECTING_ID, 'openNew');

/** After a delete: the list, then All portfolios (the view opens it), through the cache. */
export const useDeleteThen = () => useListThen(undefined, 'openAll');
