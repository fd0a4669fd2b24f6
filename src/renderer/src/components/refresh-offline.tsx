import { useFolio, useFormat } from '../stores/folio-context';
import { useT } from '../stores/i18n';
import { CostBadge, CostTag, costText, useOffline, type CostState } from './cost-badge';

// While the service is out of reach, main answers every read from the cache without touching the network
// (api/http.ts), so a Refresh that only read again would change nothing. Pressed offline, Refresh first tries the
// service (the free probe behind "Retry now"), then reads: live and at its price if the service answered, from the
// cache and free if not. Its badge says that instead of a price that may not be spent.

/** The Refresh action: offline, it tries the service first; then it reads. */
export function useRefreshAction(reload: () => Promise<unknown>): () => Promise<void> {
  const { stores } = useFolio();
  return async () => {
    if (!stores.connectivity.getState().state.online) await stores.connectivity.retry();
    await reload();
  };
}

/** Refresh's badge: its price online; offline, that pressing it tries the service again. */
export function RefreshBadge({ cost }: { cost: CostState }) {
  const offline = useOffline();
  const fmt = useFormat();
  const t = useT();
  if (!offline) return <CostBadge cost={cost} />;
  const price = cost.preview ? costText(cost.preview, fmt.count, t) : t('cost.usualPrice');
  return <CostTag text={t('cost.offline')} detail={t('cost.refreshOfflineDetail', { price })} />;
}
