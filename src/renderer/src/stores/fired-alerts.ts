import { createStore } from 'zustand/vanilla';
import type { AlertFired } from '../../../shared/domain/alerts';

// Alerts fired while the app is open: each shows as a toast until dismissed or its time is up, and the Alerts
// entry of the navigation counts those not seen yet (opening the Alerts view has seen them).

/** At most this many toasts stand at once: a burst keeps the newest. */
const TOASTS_KEPT = 3;

export interface FiredAlerts {
  toasts: AlertFired[];
  unseen: number;
}

export const createFiredAlerts = () => createStore<FiredAlerts>()(() => ({ toasts: [], unseen: 0 }));

export type FiredAlertsStore = ReturnType<typeof createFiredAlerts>;

export function noteFired(store: FiredAlertsStore, fired: AlertFired): void {
  store.setState((s) => ({ toasts: [...s.toasts, fired].slice(-TOASTS_KEPT), unseen: s.unseen + 1 }));
}

export function dismissFired(store: FiredAlertsStore, entryId: number): void {
  store.setState((s) => ({ toasts: s.toasts.filter((t) => t.entry.id !== entryId) }));
}

export function seeFired(store: FiredAlertsStore): void {
  if (store.getState().unseen > 0) store.setState({ unseen: 0 });
}
