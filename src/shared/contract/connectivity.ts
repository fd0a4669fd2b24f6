import { defineChannel } from '../channel';
import type { ConnectivityState } from '../domain/connectivity';
import { empty } from './common';

export const connectivityChannels = {
  /** Whether the service is reachable; the app-wide banner shows the offline state. */
  'connectivity:status': defineChannel<ConnectivityState>()(empty),
  /** "Retry now": probes the service at once (free) and answers the state after it. */
  'connectivity:retry': defineChannel<ConnectivityState>()(empty),
};
