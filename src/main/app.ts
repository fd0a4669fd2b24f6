import { join } from 'node:path';
import { localMeta, ok } from '../shared/envelope';
import { alertsHandlers } from './alerts/alerts-handlers';
import { createAlertsService, type AlertsService } from './alerts/alerts-service';
import type { EventName, EventPayload, EventSink, Handlers } from '../shared/contract';
import { keepDailyCopies } from './cache/backups';
import { openDatabase, userPathOf } from './cache/db';
import { sweepOrphanSecrets } from './cache/orphan-secrets';
import { createSettingsRepo } from './cache/settings-repo';
import { connectionHandlers } from './connection/connection-handlers';
import { createConnectionService } from './connection/connection-service';
import { creditsHandlers, creditsViewScopes } from './credits/handlers';
import { createSpendGuard } from './credits/spend-guard';
import { dataDomains, viewScopes } from './domains';
import { createAuthorizationsRepo } from './gateway/authorizations-repo';
import { gatewayHandlers } from './gateway/handlers';
import { gatewayKeyOf } from './gateway/pay-fetch';
import { createRecipientBook } from './gateway/recipient';
import { createSessionCookie } from './gateway/session-cookie';
import { createGatewayTransport } from './gateway/transport';
import { iconHandlers } from './icons/handlers';
import { withReadScope } from './ipc/read-scope';
import { consoleLogger, systemClock, type Clock, type FetchLike, type Logger } from './lib/effects';
import { lazyObject } from './lib/lazy';
import { guardWalletAdd } from './lib/wallet-address-guard';
import { createModeManager } from './mode/mode-manager';
import { createKeyService } from './secrets/key-service';
import type { SecretStore } from './secrets/secret-store';
import { createSessionFallbackStore } from './secrets/session-fallback-store';
import { resolveMode } from './settings/app-mode';
import { hostHandlers, type HostEffects } from './settings/host-handlers';
import { createServiceAddress } from './settings/service-address';
import { settingsHandlers } from './settings/settings-handlers';
import { createTrayService, type TrayService } from './tray/tray-service';
import type { WatchedPrice } from '../shared/domain/watchlist';
import { rowOf } from './reads/rows';
import { readCachedPrice, readWatchedPrices } from './watchlist/watched-prices';

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
/** How long after start the keychain tidy-up waits: the first view's reads go first. */
const KEYCHAIN_TIDY_DELAY_MS = 2_000;
/** How long after start the day's copy of the user database is taken (when opening left it): after the first view. */
const DAILY_COPY_DELAY_MS = 3_000;

export async function createApp(options: AppOptions): Promise<App> {
  const sinks = new Set<EventSink>();
  const emit: EventSink = <E extends EventName>(event: E, payload: EventPayload<E>) => {
    for (const sink of sinks) sink(event, payload);
  };
  const clock = options.clock ?? systemClock;
  const log = options.log ?? consoleLogger;
  const version = options.version ?? '0.0.0';
  // Each mode's data is two files (cache/db.ts): <name>.db, the cache, and <name>-user.db, what the user entered.
  const cache = openDatabase(join(options.dataDir, 'folio.db'), {
    log,
    clock,
    onNotice: (notice) => emit('app:notice', notice),
  });
  const demoPath = join(options.dataDir, 'folio-demo.db');
  const stopCopies = keepDailyCopies(
    cache.db,
    cache.userPath,
    () => clock.now(),
    (error) => log.warn('daily copy of the user database failed', { error: String(error) }),
    DAILY_COPY_DELAY_MS,
  );
  const settings = createSettingsRepo(cache.db, log);
  // Every secret goes through the session fallback, so "use for this session only" covers them all alike.
  const secrets = createSessionFallbackStore(options.secrets);
  const keys = createKeyService(secrets, settings, secrets);
  const serviceAddress = createServiceAddress({
    settings,
    defaultAddress: DEFAULT_API_BASE_URL,
    ...(options.apiBaseUrl === undefined ? {} : { startOption: options.apiBaseUrl }),
  });
  const gatewayBaseUrl = options.gatewayBaseUrl ?? DEFAULT_GATEWAY_BASE_URL;
  // Shared by the paying fetch and gateway:status: the authorizations it signs and the session's countdown.
  const authorizations = lazyObject(() => createAuthorizationsRepo(cache.db));
  const gatewaySession = createSessionCookie(clock);
  // Whom payments go to: the paying fetch admits a challenge's recipient, gateway:status and Settings show it.
  const recipients = createRecipientBook({
    settings,
    repo: authorizations,
    gateway: gatewayKeyOf(gatewayBaseUrl),
    clock,
  });
  // The data session: built now (its plan check and the first view's reads start at once), switched where keys
  // or settings change (settings handlers), read everywhere as session().
  const modes = createModeManager({
    mode: () =>
      resolveMode(settings.get(), { apiKey: keys.present('api-key'), walletKey: keys.present('wallet-key') }),
    liveDb: cache.db,
    startKeys: cache.startKeys,
    openDemoDb: () => openDatabase(demoPath, { log, clock }).db,
    fetch: options.fetch,
    apiBaseUrl: () => serviceAddress.current().address,
    readApiKey: () => keys.read('api-key'),
    gatewayTransport: () =>
      createGatewayTransport({
        fetch: options.fetch,
        gatewayBaseUrl,
        keys,
        settings,
        authorizations,
        session: gatewaySession,
        recipients,
        clock,
        log,
        changed: () => emit('data:changed', { kinds: ['gateway'] }),
      }),
    clock,
    log,
    emit,
    build: version,
    refreshPolicy: () => settings.get().refreshPolicy,
    refreshIntervalMs: () => settings.get().refreshIntervalMinutes * 60_000,
  });
  const session = () => modes.session();
  const guard = createSpendGuard({ clock, threshold: () => settings.get().confirmThreshold });
  const connection = createConnectionService({
    fetch: options.fetch,
    clock,
    log,
    address: serviceAddress,
    readApiKey: () => keys.read('api-key'),
    addressChanged: () => modes.serviceAddressChanged(),
    // The check's plan and credits reach the header meter through the live session's credits (one meter).
    usageSeen: (usage) => {
      const s = session();
      if (s.mode === 'live') s.credits.adopt(usage);
    },
    // The check is one of the account's requests: the live session's reads starting beside it wait their turn.
    slot: () => {
      const s = session();
      return s.mode === 'live' ? s.limiter.acquire(undefined, 'user', 'headline') : Promise.resolve(() => {});
    },
  });

  // Keychain secrets whose owner row is gone are removed, a key found without its flag is taken back. A moment
  // after start, so neither the keychain nor its reads of the databases stand before the first view's cached
  // answers; close() runs it if it has not run yet, and waits for it.
  const tidy = () =>
    sweepOrphanSecrets({
      secrets: options.secrets,
      flags: settings,
      db: cache.db,
      otherOwners: [userPathOf(demoPath), demoPath],
      suspectLoss: cache.notices.length > 0,
      log,
    }).then(
      ({ adopted }) => {
        if (adopted.includes('api-key')) modes.keyChanged();
        if (adopted.length > 0) emit('data:changed', { kinds: ['keys'] });
      },
      (error: unknown) =>
        log.warn('keychain tidy-up skipped', {
          error: error instanceof Error ? error.message : String(error),
        }),
    );
  let tidied: Promise<void> | null = null;
  const tidyTimer = setTimeout(() => void (tidied ??= tidy()), KEYCHAIN_TIDY_DELAY_MS);
  tidyTimer.unref();

  /** Prices read from the cache alone (sends nothing, costs nothing), in a currency, stale past their reads' freshness. */
  const priceOptions = (currency: string) => ({
    currency,
    now: clock.now(),
    staleAfterMs: { coin: rowOf('coins:list').fresh({}), rwa: rowOf('rwa:asset').fresh({ rwaId: '' }) },
  });
  // Price alerts judge every answer the reads store (built below, once the reads they refresh with exist).
  let alerts: AlertsService | null = null;
  const domains = dataDomains({
    session,
    secrets,
    clock,
    guard,
    emit,
    log,
    baseCurrency: () => settings.get().baseCurrency,
    gatewayActive: () => session().mode === 'gateway',
    answerStored: (answer, demo) => alerts?.arrived(answer, demo),
  });
  alerts = createAlertsService({
    session,
    clock,
    log,
    emit,
    privacy: () => settings.get().privacyMode,
    ...(options.host?.notify ? { notify: options.host.notify } : {}),
    read: async (read, context) => {
      const answer =
        read.channel === 'coins:list'
          ? await domains.handlers['coins:list'](read.input, context)
          : await domains.handlers['rwa:asset'](read.input, context);
      return answer.ok ? { ok: true } : { ok: false, message: answer.error.message };
    },
    price: (read) => domains.runner.price(read.channel, read.input).cost,
    cachedSample: (target, currency) => {
      const found = readCachedPrice(session(), target, priceOptions(currency));
      if (!found || found.price === null || found.fetchedAt === null || found.stale) return null;
      const { kind, id, price, change24h, fetchedAt } = found;
      return { kind, id, currency, price, change1h: null, change24h, asOf: fetchedAt, flaggedStale: false };
    },
  });
  const handlers: Handlers = {
    ...domains.handlers,
    'wallet:add': guardWalletAdd(domains.handlers['wallet:add']),
    ...settingsHandlers({
      settings,
      keys,
      cache,
      emit,
      clock,
      version,
      modes,
      connection,
      sessionSecrets: secrets,
    }),
    ...connectionHandlers({ connection, clock }),
    ...creditsHandlers({
      credits: () => {
        const s = session();
        return { service: s.credits, ledger: s.ledger, demo: s.demo };
      },
      clock,
    }),
    ...gatewayHandlers({
      keys,
      settings,
      authorizations,
      session: gatewaySession,
      recipients,
      gatewayBaseUrl,
      clock,
      emit,
    }),
    'connectivity:status': async () =>
      ok(session().client.connectivity.state(), localMeta(clock.now(), session().demo)),
    'connectivity:retry': async () =>
      ok(await session().client.connectivity.retryNow(), localMeta(clock.now(), session().demo)),
    ...hostHandlers({ version, clock, log, host: options.host ?? {} }),
    ...iconHandlers({ icons: () => ({ service: session().icons, demo: session().demo }), clock }),
    ...alertsHandlers({ alerts, clock, demo: () => session().demo }),
  };

  const subscribe = (sink: EventSink) => {
    sinks.add(sink);
    return () => sinks.delete(sink);
  };
  const tray = createTrayService({
    session,
    settings: () => settings.get(),
    listCoins: (input) => handlers['coins:list'](input),
    readAsset: (input) => handlers['rwa:asset'](input),
    // What the tray's Refresh costs: the prices credits:preview shows for those reads.
    refreshCredits: ({ coins, assets }) =>
      (coins ? domains.runner.price('coins:list', coins).cost.credits : 0) +
      assets.reduce((sum, input) => sum + domains.runner.price('rwa:asset', input).cost.credits, 0),
    clock,
    subscribe,
    log,
  });
  const watchedPrices = () => readWatchedPrices(session(), priceOptions(settings.get().baseCurrency));
  return {
    // The renderer's calls run as the visible view's reads (the tray's keep their own, unscoped).
    handlers: withReadScope(handlers, { ...viewScopes, ...creditsViewScopes }),
    subscribe,
    tray,
    watchedPrices,
    async close() {
      clearTimeout(tidyTimer);
      // First, so the cache hits of this moment keep their ledger lines and start no refresh while closing.
      const domainsClosed = domains.close();
      await (tidied ??= tidy());
      alerts?.close();
      stopCopies();
      sinks.clear();
      await domainsClosed;
      // What this run read first, noted for the next start to read in one go, before the sessions go.
      const startKeys = modes.startKeys();
      modes.close();
      cache.close(startKeys);
    },
  };
}
