import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Api } from '../../../shared/contract';
import type { ConnectivityState } from '../../../shared/domain/connectivity';

// The app-wide connectivity state from main: one offline banner for the whole app instead of one per card.

export interface ConnectivityStoreState {
  state: ConnectivityState;
  /** A "Retry now" probe is running. */
  retrying: boolean;
}

export interface ConnectivityStore extends StoreApi<ConnectivityStoreState> {
  load(): Promise<void>;
  retry(): Promise<void>;
  /** A connectivity:changed push. */
  put(state: ConnectivityState): void;
}

const ONLINE: ConnectivityState = { online: true, offlineSince: null, nextProbeAt: null, reason: null };

export function createConnectivityStore(api: Api): ConnectivityStore {
  const store = createStore<ConnectivityStoreState>()(() => ({ state: ONLINE, retrying: false }));
  return {
    ...store,
    async load() {
      const envelope = await api.connectivity.status().catch(() => null);
      if (envelope?.ok) store.setState({ state: envelope.value });
    },
    async retry() {
      store.setState({ retrying: true });
      const envelope = await api.connectivity.retry().catch(() => null);
      store.setState((prev) => ({ retrying: false, state: envelope?.ok ? envelope.value : prev.state }));
    },
    put(state) {
      store.setState({ state });
    },
  };
}
