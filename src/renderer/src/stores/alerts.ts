import { createStore } from 'zustand/vanilla';
import type { Api } from '../../../shared/contract';
import type { AlertTarget } from '../../../shared/domain/alerts';
import { coinHash, rwaHash } from '../lib/route';
import { createFiredAlerts } from './fired-alerts';
import { createResource, NO_QUERY } from './resource';
import type { RwaStores } from './rwa';

// Price alerts: the rules, the log and the refresh cadence (all local: reading them costs nothing), and which
// coin the Alerts view has open (an alert on a coin opens there; one on an RWA asset opens the RWA view).

export interface AlertsUi {
  /** The coin whose price and alerts the Alerts view shows at the top; null: none. */
  coinId: string | null;
}

export function createAlertStores(api: Api) {
  return {
    ui: createStore<AlertsUi>()(() => ({ coinId: null })),
    rules: createResource((_: typeof NO_QUERY) => api.alerts.list()),
    log: createResource((_: typeof NO_QUERY) => api.alerts.log({ limit: 200 })),
    cadence: createResource((_: typeof NO_QUERY) => api.alerts.cadence()),
    /** Fired while the app is open: the toasts and the navigation's count. */
    fired: createFiredAlerts(),
  };
}

export type AlertStores = ReturnType<typeof createAlertStores>;

export function reloadAlerts(stores: AlertStores): Promise<unknown> {
  return Promise.all([stores.rules.reload(), stores.log.reload(), stores.cadence.reload()]);
}

/** Opens the page of an alert's coin or asset, at its address: #coin/bitcoin, or the RWA view's #rwa/gold. */
export function openAlertTarget(stores: { alerts: AlertStores; rwa: RwaStores }, target: AlertTarget): void {
  if (target.kind === 'rwa') {
    stores.rwa.ui.setState({ selectedId: target.id });
    location.hash = rwaHash(target.id);
  } else {
    location.hash = coinHash(target.id);
  }
}
