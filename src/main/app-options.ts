import type { EventSink, Handlers } from '../shared/contract';
import type { WatchedPrice } from '../shared/domain/watchlist';
import type { Clock, FetchLike, Logger } from './lib/effects';
import type { SecretStore } from './secrets/secret-store';
import type { HostEffects } from './settings/host-handlers';
import type { TrayService } from './tray/tray-service';

// What createApp (app.ts) is given and what it gives the hosts.

export interface AppOptions {
  /** fetch for the live service and the gateway. */
  fetch: FetchLike;
  secrets: SecretStore;
  /** Folder of the cache databases (one for live data, one for demo data). */
  dataDir: string;
  clock?: Clock;
  log?: Logger;
  /**
   * The Service address for this run (the web host's --api-base-url), with any version segment (the sandbox:
   * `<origin>/v1`; request paths carry none). It holds until the user picks another in Settings. Without it: the
   * address saved in Settings, else DEFAULT_API_BASE_URL.
   */
  apiBaseUrl?: string;
  /** The pay-per-request gateway host; paths carry no prefix. */
  gatewayBaseUrl?: string;
  version?: string;
  /** What only the host can do (the desktop app's save dialog and update check); none by default. */
  host?: HostEffects;
}

export interface App {
  handlers: Handlers;
  /** Subscribe to main-to-renderer events; returns the unsubscribe function. */
  subscribe(sink: EventSink): () => void;
  /** The tray's quick price check (cache-only menu, one-click refresh); hosts without a tray ignore it. */
  tray: TrayService;
  /**
   * Both watchlists (coins, then RWA assets) with the newest cached price, 24h change and as-of of each, in the
   * base currency; stale past its read's freshness. Cache only: sends nothing, costs nothing (for price alerts).
   */
  watchedPrices(): WatchedPrice[];
  close(): Promise<void>;
}

export const DEFAULT_API_BASE_URL = 'https://openapiv1.coinstats.app';
export const DEFAULT_GATEWAY_BASE_URL = 'https://x402.coinstats.app';

/** What every room is given. */
export interface Effects {
  clock: Clock;
  log: Logger;
  emit: EventSink;
  version: string;
}
