import { join } from 'node:path';
import type { EventName, EventPayload, EventSink, Handlers } from '../shared/contract';
import { openDatabase } from './cache/db';
import { createSettingsRepo } from './cache/settings-repo';
import { createKeyService } from './secrets/key-service';
import type { SecretStore } from './secrets/secret-store';
import { consoleLogger, systemClock, type Clock, type FetchLike, type Logger } from './lib/effects';
import { creditsHandlers } from './credits/handlers';
import { createSpendGuard } from './credits/spend-guard';
import { dataDomains } from './domains';
import { gatewayHandlers } from './gateway/handlers';
import { createGatewayTransport } from './gateway/transport';
import { createModeManager } from './mode/mode-manager';
import { resolveMode } from './settings/app-mode';
import { hostHandlers, type HostEffects } from './settings/host-handlers';
import { settingsHandlers } from './settings/settings-handlers';
import { createTrayService, type TrayService } from './tray/tray-service';

// The composition root (DESIGN.md): builds every service from the effects it is given. The Electron host, the
// web host and the tests all build the app through createApp; nothing here imports Electron.

export interface AppOptions {
  /** fetch for the live service and the gateway. */
  fetch: FetchLike;
  secrets: SecretStore;
  /** Folder of the cache databases (one for live data, one for demo data). */
  dataDir: string;
  clock?: Clock;
  log?: Logger;
  /** The API's base URL with any version segment (the sandbox: `<origin>/v1`); request paths carry none. */
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
  close(): Promise<void>;
}

export const DEFAULT_API_BASE_URL = 'https://openapiv1.coinstats.app';
export const DEFAULT_GATEWAY_BASE_URL = 'https://x402.coinstats.app';

export async function createApp(options: AppOptions): Promise<App> {
  const sinks = new Set<EventSink>();
  const emit: EventSink = <E extends EventName>(event: E, payload: EventPayload<E>) => {
    for (const sink of sinks) sink(event, payload);
  };
  const clock = options.clock ?? systemClock;
  const log = options.log ?? consoleLogger;
  const cache = openDatabase(join(options.dataDir, 'folio.db'), { log, clock });
  const settings = createSettingsRepo(cache.db, log);
  const keys = createKeyService(options.secrets, settings);
  const apiBaseUrl = options.apiBaseUrl ?? DEFAULT_API_BASE_URL;
  // The data session: switched where keys or settings change (settings handlers), read everywhere as session().
  const modes = createModeManager({
    mode: () =>
      resolveMode(settings.get(), { apiKey: keys.present('api-key'), walletKey: keys.present('wallet-key') }),
    liveDb: cache.db,
    openDemoDb: () => openDatabase(join(options.dataDir, 'folio-demo.db'), { log, clock }).db,
    fetch: options.fetch,
    apiBaseUrl,
    readApiKey: () => keys.read('api-key'),
    gatewayTransport: () =>
      createGatewayTransport({
        fetch: options.fetch,
        gatewayBaseUrl: options.gatewayBaseUrl ?? DEFAULT_GATEWAY_BASE_URL,
        keys,
        settings,
        db: cache.db,
        clock,
        log,
      }),
    clock,
    log,
    emit,
  });
  const session = () => modes.session();
  const guard = createSpendGuard({ clock, threshold: () => settings.get().confirmThreshold });

  const domains = dataDomains({
    session,
    secrets: options.secrets,
    clock,
    guard,
    emit,
    log,
    baseCurrency: () => settings.get().baseCurrency,
    gatewayActive: () => session().mode === 'gateway',
  });
  const handlers: Handlers = {
    ...domains.handlers,
    ...settingsHandlers({
      settings,
      keys,
      cache,
      emit,
      clock,
      version: options.version ?? '0.0.0',
      modes,
    }),
    ...creditsHandlers({
      credits: () => {
        const s = session();
        return { service: s.credits, ledger: s.ledger, demo: s.demo };
      },
      clock,
    }),
    ...gatewayHandlers({ keys, settings, db: cache.db, clock }),
    ...hostHandlers({ version: options.version ?? '0.0.0', clock, log, host: options.host ?? {} }),
  };

  const subscribe = (sink: EventSink) => {
    sinks.add(sink);
    return () => sinks.delete(sink);
  };
  const tray = createTrayService({
    session,
    settings: () => settings.get(),
    listCoins: (input) => handlers['coins:list'](input),
    // What the tray's Refresh costs: the price credits:preview shows for that read.
    refreshCredits: (input) => domains.runner.price('coins:list', input).cost.credits,
    clock,
    subscribe,
    log,
  });
  return {
    handlers,
    subscribe,
    tray,
    async close() {
      sinks.clear();
      await domains.close();
      modes.close();
      cache.db.close();
    },
  };
}
