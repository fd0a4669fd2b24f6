import { useEffect } from 'react';
import { useStore } from 'zustand';
import { useWindowTitle } from '../../components/window-title';
import { useFolio } from '../../stores/folio-context';
import { useT } from '../../stores/i18n';
import { NO_QUERY } from '../../stores/resource';
import { AlertCadence } from './alert-cadence';
import { AlertForm } from './alert-form';
import { AlertLog } from './alert-log';
import { AlertRules } from './alert-rules';
import { CoinPanel } from './coin-panel';
import { NotificationPermission } from './notification-permission';

/** Price alerts: a coin an alert opened, a new alert, the user's alerts, their refresh cadence and the log. */
export function AlertsView() {
  const t = useT();
  useWindowTitle(t('alerts.title'));
  const { stores } = useFolio();
  const coinId = useStore(stores.alerts.ui, (s) => s.coinId);
  useEffect(() => {
    void stores.alerts.rules.load(NO_QUERY);
    void stores.alerts.log.load(NO_QUERY);
    void stores.alerts.cadence.load(NO_QUERY);
  }, [stores]);
  return (
    <div className="fd-view">
      <h2>{t('alerts.title')}</h2>
      {coinId && <CoinPanel coinId={coinId} onClose={() => stores.alerts.ui.setState({ coinId: null })} />}
      <AlertForm initialCoin={coinId} />
      <section className="fd-card" aria-labelledby="fd-alert-rules">
        <h3 id="fd-alert-rules">{t('alerts.yourAlerts')}</h3>
        <NotificationPermission />
        <AlertRules />
      </section>
      <AlertCadence />
      <AlertLog />
    </div>
  );
}
