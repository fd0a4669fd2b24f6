import type { Handlers } from '../shared/contract';
import { cachedSampleFrom, refreshReadSender } from './alerts/alert-inputs';
import { alertsHandlers } from './alerts/alerts-handlers';
import {
  DEFAULT_API_BASE_URL,
  DEFAULT_GATEWAY_BASE_URL,
  type App,
  type AppOptions,
  type Effects,
} from './app-options';
import { alertWords } from './alerts/alert-words';
import { createAlertsService, type AlertsService } from './alerts/alerts-service';
import { openDataFolder, type DataFolder } from './cache/data-folder';
import { createSettingsRepo, type SettingsRepo } from './cache/settings-repo';
import { connectionHandlers, connectivityHandlers } from './connection/connection-handlers';
import { createConnectionService } from './connection/connection-service';
import { creditsHandlers, creditsViewScopes } from './credits/handlers';
import { budgetCheck } from './credits/budget-left';
import { createSpendGuard } from './credits/spend-guard';
import { dataDomains, viewScopes, type DataDomainsDeps } from './domains';
import { gatewayRoom } from './gateway/gateway-room';
import { iconHandlers } from './icons/handlers';
import { withReadScope } from './ipc/registry';
import { createEventHub } from './lib/event-hub';
import { consoleLogger, systemClock } from './lib/effects';
import { guardWalletAdd } from './lib/wallet-address-guard';
import { liveAccountOf } from './mode/live-account';
import { createModeManager } from './mode/mode-manager';
import { rowOf } from './reads/rows';
import { createKeyService } from './secrets/key-service';
import { createSessionFallbackStore } from './secrets/session-fallback-store';
import { resolveMode } from './settings/app-mode';
import { hostHandlers } from './settings/host-handlers';
import { scheduleKeychainTidy } from './settings/keychain-tidy';
import { createServiceAddress } from './settings/service-address';
import { settingsHandlers } from './settings/settings-handlers';
import { createTrayService } from './tray/tray-service';
import { cachedPrices } from './watchlist/cached-prices';

// The composition root (DESIGN.md): builds every room from the effects it is given, and does nothing else. The
// Electron host, the web host and the tests all build the app through createApp; nothing here imports Electron.

export { DEFAULT_API_BASE_URL, DEFAULT_GATEWAY_BASE_URL, type App, type AppOptions } from './app-options';

/** Settings, the keychain (behind the session fallback), the Service address and the gateway. */
function openAccess(options: AppOptions, folder: DataFolder, effects: Effects) {
  const settings = createSettingsRepo(folder.live.db, effects.log);
  // Every secret goes through the session fallback, so "use for this session only" covers them all alike.
  const secrets = createSessionFallbackStore(options.secrets);
  const keys = createKeyService(secrets, settings, secrets);
  const serviceAddress = createServiceAddress({
    settings,
    defaultAddress: DEFAULT_API_BASE_URL,
    ...(options.apiBaseUrl === undefined ? {} : { startOption: options.apiBaseUrl }),
  });
  const gatewayBaseUrl = options.gatewayBaseUrl ?? DEFAULT_GATEWAY_BASE_URL;
  const gateway = gatewayRoom({
    ...effects,
    fetch: options.fetch,
    gatewayBaseUrl,
    keys,
    settings,
    db: folder.live.db,
  });
  return { settings, secrets, keys, serviceAddress, gateway };
}

/** The data session: built now, switched where keys or settings change (settings handlers). */
function sessions(
  options: AppOptions,
  folder: DataFolder,
  access: ReturnType<typeof openAccess>,
  effects: Effects,
) {
  const { settings, keys, serviceAddress, gateway } = access;
  return createModeManager({
    ...effects,
    mode: () =>
      resolveMode(settings.get(), { apiKey: keys.present('api-key'), walletKey: keys.present('wallet-key') }),
    liveDb: folder.live.db,
    liveUntouched: folder.live.untouched,
    liveFirstReads: folder.live.firstReads,
    openDemoDb: folder.openDemo,
    fetch: options.fetch,
    apiBaseUrl: () => serviceAddress.current().address,
    readApiKey: () => keys.read('api-key'),
    gatewayTransport: gateway.transport,
    build: effects.version,
    refreshPolicy: () => settings.get().refreshPolicy,
    refreshIntervalMs: () => settings.get().refreshIntervalMinutes * 60_000,
  });
}

/** The keychain's orphaned secrets, tidied after start; secrets it adopts count as a key change. */
function keychainTidy(
  options: AppOptions,
  folder: DataFolder,
  ctx: { settings: SettingsRepo; modes: ReturnType<typeof sessions>; effects: Effects },
) {
  const cache = folder.live;
  return scheduleKeychainTidy({
    secrets: options.secrets,
    flags: ctx.settings,
    db: cache.db,
    otherOwners: folder.demoFiles,
    suspectLoss: cache.notices.length > 0,
    log: ctx.effects.log,
    adopted: (accounts) => {
      if (accounts.includes('api-key')) ctx.modes.keyChanged();
      ctx.effects.emit('data:changed', { kinds: ['keys'] });
    },
  });
}

/** The price reads of the watchlists and the tray, the data rooms, and the price alerts judging their answers. */
function readRooms(ctx: {
  session: DataDomainsDeps['session'];
  secrets: DataDomainsDeps['secrets'];
  settings: SettingsRepo;
  effects: Effects;
  host: AppOptions['host'];
}) {
  const { session, secrets, settings } = ctx;
  const { clock, log, emit } = ctx.effects;
  const prices = cachedPrices({
    session,
    now: () => clock.now(),
    staleAfterMs: () => ({
      coin: rowOf('coins:list').fresh({}),
      rwa: rowOf('rwa:asset').fresh({ rwaId: '' }),
    }),
  });
  // Price alerts judge every answer the reads store (built below, once the reads they refresh with exist).
  let alerts: AlertsService | null = null;
  const domains = dataDomains({
    session,
    secrets,
    clock,
    guard: createSpendGuard({
      clock,
      threshold: () => settings.get().confirmThreshold,
      budget: budgetCheck({
        spent: () => (session().mode === 'gateway' ? null : session().credits.spent()),
        monthlyBudget: () => settings.get().monthlyCreditBudget,
        now: () => clock.now(),
      }),
    }),
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
    words: alertWords(() => settings.get().language),
    ...(ctx.host?.notify ? { notify: ctx.host.notify } : {}),
    read: refreshReadSender(domains.handlers),
    price: (read) => domains.runner.price(read.channel, read.input).cost,
    cachedSample: cachedSampleFrom(prices.one),
  });
  return { prices, domains, alerts };
}

/** The tray's quick price check, reading through the same handlers as the views. */
function trayOf(ctx: {
  session: DataDomainsDeps['session'];
  settings: SettingsRepo;
  handlers: Handlers;
  domains: ReturnType<typeof dataDomains>;
  effects: Effects;
  subscribe: App['subscribe'];
}) {
  const { handlers, domains } = ctx;
  return createTrayService({
    session: ctx.session,
    settings: () => ctx.settings.get(),
    listCoins: (input) => handlers['coins:list'](input),
    readAsset: (input) => handlers['rwa:asset'](input),
    // What the tray's Refresh costs: the prices credits:preview shows for those reads.
    refreshCredits: ({ coins, assets }) =>
      (coins ? domains.runner.price('coins:list', coins).cost.credits : 0) +
      assets.reduce((sum, input) => sum + domains.runner.price('rwa:asset', input).cost.credits, 0),
    clock: ctx.effects.clock,
    subscribe: ctx.subscribe,
    log: ctx.effects.log,
  });
}

export async function createApp(options: AppOptions): Promise<App> {
  const events = createEventHub();
  const { emit } = events;
  const clock = options.clock ?? systemClock;
  const log = options.log ?? consoleLogger;
  const version = options.version ?? '0.0.0';
  const effects: Effects = { clock, log, emit, version };
  const folder = openDataFolder(options.dataDir, { log, clock, onNotice: (n) => emit('app:notice', n) });
  const cache = folder.live;
  const access = openAccess(options, folder, effects);
  const { settings, secrets, keys, serviceAddress } = access;
  const modes = sessions(options, folder, access, effects);
  const session = () => modes.session();
  const connection = createConnectionService({
    fetch: options.fetch,
    clock,
    log,
    address: serviceAddress,
    readApiKey: () => keys.read('api-key'),
    addressChanged: () => modes.serviceAddressChanged(),
    ...liveAccountOf(session),
  });
  const tidy = keychainTidy(options, folder, { settings, modes, effects });
  const { prices, domains, alerts } = readRooms({ session, secrets, settings, effects, host: options.host });
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
    ...connectivityHandlers({ session, clock }),
    ...creditsHandlers({
      credits: () => ({ service: session().credits, ledger: session().ledger, demo: session().demo }),
      clock,
    }),
    ...access.gateway.handlers,
    ...hostHandlers({ version, clock, log, host: options.host ?? {} }),
    ...iconHandlers({ icons: () => ({ service: session().icons, demo: session().demo }), clock }),
    ...alertsHandlers({ alerts, clock, demo: () => session().demo }),
  };
  const tray = trayOf({ session, settings, handlers, domains, effects, subscribe: events.subscribe });
  return {
    // The renderer's calls run as the visible view's reads (the tray's keep their own, unscoped).
    handlers: withReadScope(handlers, { ...viewScopes, ...creditsViewScopes }),
    subscribe: events.subscribe,
    tray,
    watchedPrices: () => prices.watched(settings.get().baseCurrency),
    async close() {
      // First, so the cache hits of this moment keep their ledger lines and start no refresh while closing.
      const domainsClosed = domains.close();
      await tidy.run();
      alerts.close();
      folder.stopCopies();
      events.clear();
      await domainsClosed;
      modes.close();
      cache.close(modes.liveAnswers.firstReads());
    },
  };
}
