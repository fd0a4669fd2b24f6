import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Api } from '../../../shared/contract';
import type { DataKind } from '../../../shared/domain/common';
import { createFormat, userLocale, type Format } from '../lib/format';
import { showAlertNotification } from '../lib/alert-notifications';
import { createAlertStores, openAlertTarget, reloadAlerts } from './alerts';
import { noteFired } from './fired-alerts';
import { createCandleStores } from './candles';
import { createCoinStores, reloadCoin } from './coin';
import { createConnectivityStore } from './connectivity';
import { createOnScreenStore, kindsOnScreen, VIEW_KINDS } from './on-screen';
import { createOverviewStores, reloadOverview } from './overview';
import { createCreditStores, pushMeter } from './credits';
import { createGatewayStores, reloadGateway } from './gateway';
import { pluralLocale } from '../../../shared/i18n/languages';
import { pseudoWords } from '../../../shared/i18n/pseudo';
import { createI18nStore } from './i18n-store';
import { createImportStores } from './imports';
import { createKeyRefusalStore, readsOf, watchCheck, watchRead } from './key-refusal';
import { createPortfolioStores, portfolioViewReloads, reloadPortfolio } from './portfolio';
import { createReturnsStores } from './returns';
import { NO_QUERY, resourcesOf } from './resource';
import { createRwaStores, reloadRwa } from './rwa';
import { createSettingsStores, pushNotice, setPrivacy } from './settings';
import { createWalletStores, reloadWallets, syncFinished, walletViewReloads } from './wallet';
import { createWatchlistStores, reloadWatchlist } from './watchlist';

// The stores live for as long as the provider: created once from the api they are given (tests pass a fake),
// never as module-level singletons. Main's pushes are wired here, so each store refetches only its kinds.

export function createStores(api: Api) {
  return {
    portfolio: createPortfolioStores(api),
    returns: createReturnsStores(api),
    overview: createOverviewStores(api),
    wallet: createWalletStores(api),
    rwa: createRwaStores(api),
    candles: createCandleStores(api),
    coin: createCoinStores(api),
    credits: createCreditStores(api),
    settings: createSettingsStores(api),
    connectivity: createConnectivityStore(api),
    onScreen: createOnScreenStore(),
    gateway: createGatewayStores(api),
    watchlist: createWatchlistStores(api),
    alerts: createAlertStores(api),
    imports: createImportStores(api),
    keyRefusal: createKeyRefusalStore(),
    i18n: createI18nStore(),
  };
}

export type Stores = ReturnType<typeof createStores>;

export interface FolioEnv {
  api: Api;
  stores: Stores;
  /** The clock ages are measured against. */
  now: () => number;
  /** One shared tick, so that every age on screen moves without a timer per figure. */
  tick: StoreApi<{ now: number }>;
  locale: string;
}

/** How often ages ("3 min. ago") are recomputed. */
const TICK_MS = 30_000;

const FolioContext = createContext<FolioEnv | null>(null);

/**
 * A new key changes the mode (demo, live, pay-per-request): every figure on screen is then another account's.
 * All of them go before the new ones are asked for, so the views show "Loading…", never the old mode's numbers
 * beside the new mode's header. The settings are the user's own in every mode and stay, as does the pay-per-request
 * wallet's status and ledger (this computer's key and payments, not an account's figures: importing that key is
 * what switches the mode, and its address must not blink away while it does). Only the view on screen
 * is read again now: another view's answers are read when it opens (useViewRefresh, priced in its link), so
 * saving a key on Settings spends nothing on the Portfolios visited in the demo before.
 */
export function switchMode(stores: Stores): Promise<unknown> {
  const { settings, gateway, ...modeData } = stores;
  const resources = Object.values(modeData).flatMap((group) => resourcesOf(group));
  for (const resource of resources) resource.clear();
  // Another key (or none): what the service said of the old one no longer holds; the new one's check says anew.
  stores.keyRefusal.setState({ refused: false });
  // The selections name the old mode's portfolio and wallet, which the new account does not have.
  stores.portfolio.ui.setState({ selectedId: undefined });
  stores.portfolio.newest.setState({}, true);
  stores.portfolio.written.setState({}, true);
  stores.wallet.ui.setState({ selectedId: null });
  stores.wallet.sync.setState({ syncId: null, walletIds: [], progress: null, error: null });
  const view = stores.onScreen.getState().view;
  const screens = Object.keys(VIEW_KINDS);
  const shown = view === null ? screens : screens.filter((screen) => screen === view);
  const ofViews = new Set(screens.flatMap((screen) => viewResources(stores, screen)));
  stores.onScreen.setState({ unread: screens.filter((screen) => !shown.includes(screen)) });
  return Promise.all([
    ...resources.filter((resource) => !ofViews.has(resource)).map((resource) => resource.reload()),
    ...shown.flatMap((screen) => viewReloads(stores, screen)).map((resource) => resource.reload()),
    settings.settings.reload(),
    settings.status.reload(),
    settings.connection.reload(),
    reloadGateway(gateway),
  ]);
}

/** The answers a view shows, from its own stores. */
function viewResources(stores: Stores, view: string): { clear(): void; reload(): Promise<void> }[] {
  switch (view) {
    case 'portfolios':
      return [...resourcesOf(stores.portfolio), ...resourcesOf(stores.returns)];
    case 'overview':
      return resourcesOf(stores.overview);
    case 'wallets':
      return resourcesOf(stores.wallet);
    case 'rwa':
      return resourcesOf(stores.rwa);
    case 'candles':
      return resourcesOf(stores.candles);
    case 'coin':
      return resourcesOf(stores.coin);
    case 'watchlist':
      return [...resourcesOf(stores.watchlist), stores.rwa.watchlist];
    default:
      return [];
  }
}

/**
 * What a view reads again when it opens after a mode switch: its answers, except those about a selection the
 * switch reset (the portfolio or wallet open before: the view opens All portfolios, or the new account's first
 * wallet, itself).
 */
function viewReloads(stores: Stores, view: string): { reload(): Promise<void> }[] {
  if (view === 'wallets') return walletViewReloads(stores.wallet);
  if (view === 'portfolios') return portfolioViewReloads(stores.portfolio);
  return viewResources(stores, view);
}

/** A view opens: read whole if a mode switch left it unread; returns whether it did. */
export function readIfUnread(stores: Stores, view: string): boolean {
  const { unread } = stores.onScreen.getState();
  if (!unread.includes(view)) return false;
  stores.onScreen.setState({ unread: unread.filter((other) => other !== view) });
  for (const resource of viewReloads(stores, view)) void resource.reload();
  return true;
}

export function reloadKinds(stores: Stores, kinds: readonly DataKind[]): Promise<unknown> {
  if (kinds.includes('keys')) return switchMode(stores);
  const jobs: Promise<unknown>[] = [];
  const view = stores.onScreen.getState().view;
  // A coin's page reads the holdings and transactions into its own stores: those of Portfolios wait for it.
  if (kinds.includes('portfolio') && view !== 'coin' && view !== 'overview') {
    jobs.push(reloadPortfolio(stores.portfolio));
  }
  // Overview reads the aggregate into its own stores: only while it is on screen (or no shell says what is).
  if (kinds.includes('portfolio') && (view === null || view === 'overview')) {
    jobs.push(reloadOverview(stores.overview));
  }
  if (kinds.includes('wallet')) jobs.push(reloadWallets(stores.wallet));
  if ((view === null || view === 'coin') && (kinds.includes('coins') || kinds.includes('portfolio'))) {
    jobs.push(reloadCoin(stores.coin));
  }
  // The RWA view and the Watchlist view both show RWA data: only the one on screen reads its answers again.
  if (kinds.includes('rwa')) {
    jobs.push(view === 'watchlist' ? stores.rwa.watchlist.reload() : reloadRwa(stores.rwa));
  }
  if ((view === null || view === 'watchlist') && (kinds.includes('coins') || kinds.includes('rwa'))) {
    jobs.push(reloadWatchlist(stores.watchlist));
  }
  if (kinds.includes('candles')) jobs.push(stores.candles.series.reload());
  if (kinds.includes('settings')) {
    jobs.push(stores.settings.settings.reload(), stores.settings.status.reload());
  }
  if (kinds.includes('gateway') || kinds.includes('settings')) jobs.push(reloadGateway(stores.gateway));
  return Promise.all(jobs);
}

function subscribeToMain(env: FolioEnv): () => void {
  const { api, stores, now } = env;
  const offs = [
    // Only what is on screen is read again: another view's old answers would otherwise refresh at a cost.
    api.on(
      'data:changed',
      ({ kinds }) => void reloadKinds(stores, kindsOnScreen(stores.onScreen.getState().view, kinds)),
    ),
    api.on('credits:changed', (meter) => {
      pushMeter(stores.credits, meter, now());
      void stores.credits.journal.reload();
    }),
    api.on('app:notice', (notice) => pushNotice(stores.settings, notice)),
    api.on('alerts:fired', (fired) => {
      noteFired(stores.alerts.fired, fired);
      void reloadAlerts(stores.alerts);
      showAlertNotification(fired, () => openAlertTarget(stores, fired.entry.target));
    }),
    api.on('alerts:open', (target) => openAlertTarget(stores, target)),
    api.on('connectivity:changed', (state) => stores.connectivity.put(state)),
    api.on('sync:progress', (progress) => {
      const sync = stores.wallet.sync;
      if (sync.getState().syncId !== null && progress.syncId !== sync.getState().syncId) return;
      sync.setState({ progress, receivedAt: Date.now() });
      if (syncFinished(progress) && progress.state === 'synced') void stores.wallet.transactions.reload();
    }),
  ];
  // Every read of the service's data, and the connection check, tell whether the service takes the key.
  const { settings: _settings, keyRefusal: _refusal, ...modeData } = stores;
  for (const read of Object.values(modeData).flatMap((group) => readsOf(group))) {
    offs.push(watchRead(stores.keyRefusal, read));
  }
  offs.push(watchCheck(stores.keyRefusal, stores.settings.connection));
  // The saved privacy choice wins whenever the settings are (re)read.
  offs.push(
    stores.settings.settings.subscribe((state, prev) => {
      if (state.value && state.value !== prev.value) {
        stores.settings.privacy.setState({ on: state.value.privacyMode });
      }
    }),
  );
  return () => offs.forEach((off) => off());
}

export interface FolioProviderProps {
  api: Api;
  now?: () => number;
  locale?: string;
  children: ReactNode;
}

export function FolioProvider({ api, now = Date.now, locale, children }: FolioProviderProps) {
  const [stores] = useState(() => createStores(api));
  const [tick] = useState(() => createStore<{ now: number }>()(() => ({ now: now() })));
  const env = useMemo<FolioEnv>(
    () => ({ api, stores, now, tick, locale: locale ?? userLocale() }),
    [api, stores, now, tick, locale],
  );
  useEffect(() => {
    const timer = setInterval(() => tick.setState({ now: now() }), TICK_MS);
    return () => clearInterval(timer);
  }, [tick, now]);
  useEffect(() => {
    const off = subscribeToMain(env);
    void env.stores.settings.settings.load(NO_QUERY);
    void env.stores.settings.status.load(NO_QUERY);
    void env.stores.credits.meter.load(NO_QUERY);
    void env.stores.connectivity.load();
    void env.stores.settings.connection.load(NO_QUERY);
    return off;
  }, [env]);
  return <FolioContext.Provider value={env}>{children}</FolioContext.Provider>;
}

export function useFolio(): FolioEnv {
  const env = useContext(FolioContext);
  if (!env) throw new Error('Folio Desk views must be rendered inside <FolioProvider>.');
  return env;
}

export function usePrivacy(): { on: boolean; toggle: () => void } {
  const { api, stores } = useFolio();
  const on = useStore(stores.settings.privacy, (s) => s.on);
  return { on, toggle: () => void setPrivacy(api, stores.settings, !on) };
}

/** The Format for the user's locale, masking amounts while privacy mode is on. */
export function useFormat(): Format {
  const { locale, stores } = useFolio();
  const { on } = usePrivacy();
  const language = useStore(stores.i18n, (s) => s.translator.language);
  return useMemo(() => {
    const format = createFormat(locale, on, undefined, pluralLocale(language));
    if (language !== 'pseudo') return format;
    return { ...format, age: (at: number, now: number) => pseudoWords(format.age(at, now)) };
  }, [locale, on, language]);
}

/** The base currency from the settings; USD until they are read. */
export function useCurrency(): string {
  const { stores } = useFolio();
  return useStore(stores.settings.settings, (s) => s.value?.baseCurrency ?? 'USD');
}

/** The current time, refreshed every half minute so that ages keep moving. */
export function useNow(): number {
  const { tick } = useFolio();
  return useStore(tick, (s) => s.now);
}
