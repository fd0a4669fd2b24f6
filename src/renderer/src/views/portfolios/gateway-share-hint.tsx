import { useStore } from 'zustand';
import { useFolio } from '../../stores/folio-context';
import { useT } from '../../stores/i18n';

// Paying per request, the gateway reads only shared portfolios, each with its share token (service.md 5.2): say
// so where portfolios are chosen, instead of leaving the user with a failed read of their own.

export function GatewayShareHint() {
  const { stores } = useFolio();
  const t = useT();
  const mode = useStore(stores.settings.status, (s) => s.value?.mode);
  if (mode !== 'gateway') return null;
  return (
    <p className="fd-banner" role="note" data-testid="gateway-share-hint">
      {t('portfolios.gatewayHint')}
    </p>
  );
}
