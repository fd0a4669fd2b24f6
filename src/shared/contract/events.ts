import { defineEvent } from '../channel';
import type { DataKind, Notice } from '../domain/common';
import type { ConnectivityState } from '../domain/connectivity';
import type { CreditMeter } from '../domain/credits';
import type { SyncProgress } from '../domain/wallet';

/** Main-to-renderer pushes. Stores refetch only what changed. */
export const events = {
  'data:changed': defineEvent<{ kinds: DataKind[] }>(),
  'credits:changed': defineEvent<CreditMeter>(),
  'sync:progress': defineEvent<SyncProgress>(),
  'app:notice': defineEvent<Notice>(),
  /** The service became unreachable, or reachable again (then `data:changed` follows for what is on screen). */
  'connectivity:changed': defineEvent<ConnectivityState>(),
};
