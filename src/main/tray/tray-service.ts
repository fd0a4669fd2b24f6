import type { EventName, EventPayload, EventSink, ParsedInput } from '../../shared/contract';
import { watchedCoinsQuery } from '../../shared/contract/watchlist';
import type { DataKind } from '../../shared/domain/common';
import type { Coin } from '../../shared/domain/market';
import type { RwaAssetDetail } from '../../shared/domain/rwa';
import type { Settings } from '../../shared/domain/settings';
import type { AppError, Envelope } from '../../shared/envelope';
import type { Translator } from '../../shared/i18n/translator';
import type { Clock, Logger } from '../lib/effects';
import type { WatchSession } from '../watchlist/watched-prices';
import { readTopHoldingPrices, readTrayWatchlist } from './cached-prices';
import { buildTrayMenu, type TrayMenuItem, type TrayMenuModel } from './menu-model';
import { createTrayWords } from './words';

// The tray's quick price check without Electron: the menu model from the cache, and the one read "Refresh
// prices" sends. The Electron part (tray-electron.ts) only renders what this hands it.

export interface TrayServiceDeps {
  /** The current mode's cache and watchlists (demo or live), read per call because the mode can change. */
  session(): WatchSession & { demo: boolean };
  settings(): Settings;
  /** The coins:list handler: Refresh goes the way every read goes, so the journal and the meter record it. */
  listCoins(input: ParsedInput<'coins:list'>): Promise<Envelope<Coin[]>>;
  /** The rwa:asset handler, for the watched RWA assets' prices, likewise. */
  readAsset(input: ParsedInput<'rwa:asset'>): Promise<Envelope<RwaAssetDetail>>;
  /** What those reads cost together, from the read runner (the prices credits:preview shows for them). */
  refreshCredits(reads: TrayRefresh): number;
  clock: Pick<Clock, 'now'>;
  subscribe(sink: EventSink): () => void;
  log: Logger;
}

export interface TrayService {
  /** The menu as the cache has it now, formatted for `locale` (en-US by default); reading it sends nothing. */
  model(locale?: string): TrayMenuModel;
  /**
   * Live reads of the watched prices (one coins list read, one detail read per RWA asset), charged and journaled
   * like any read; never rejects.
   */
  refresh(): Promise<void>;
  /** Called whenever the menu may have changed; returns the unsubscribe function. */
  onChange(listener: () => void): () => void;
}

/**
 * Changes that alter the menu: prices and the coin watchlist, RWA prices and the RWA watchlist, holdings, privacy,
 * keys (which switch demo and live).
 */
const MENU_KINDS: readonly DataKind[] = ['coins', 'rwa', 'portfolio', 'settings', 'keys'];

function changesMenu<E extends EventName>(event: E, payload: EventPayload<E>): boolean {
  if (event !== 'data:changed') return false;
  const { kinds } = payload as EventPayload<'data:changed'>;
  return kinds.some((kind) => MENU_KINDS.includes(kind));
}

/** The reads Refresh sends: one for the watched coins (none when there are none), one per watched RWA asset. */
export interface TrayRefresh {
  coins: ParsedInput<'coins:list'> | null;
  assets: ParsedInput<'rwa:asset'>[];
}

/**
 * The watched prices in the base currency (the requests whose cached answers the menu shows), asked of the service
 * even when a fresh cached answer exists, since the user pressed for new prices.
 */
function refreshReads(session: WatchSession, settings: Settings): TrayRefresh {
  const currency = settings.baseCurrency;
  const coinIds = session.coinWatchlist.list().map((w) => w.coinId);
  return {
    coins: coinIds.length > 0 ? { ...watchedCoinsQuery(coinIds, currency), refresh: true } : null,
    assets: session.rwaWatchlist.list().map((rwaId) => ({ rwaId, currency, refresh: true })),
  };
}

/** The menu's note on a failed refresh: main's sentence in the user's language when it has its id. */
function notRefreshed(error: AppError | null, translator: Translator): string {
  if (error === null) return translator.t('notices.trayTryLater');
  const reason = error.say ? translator.t(error.say.id, error.say.values) : error.message;
  return translator.t('notices.trayNotRefreshed', { reason });
}

export function createTrayService(deps: TrayServiceDeps): TrayService {
  const listeners = new Set<() => void>();
  let unsubscribe: (() => void) | null = null;
  let running: Promise<void> | null = null;
  /** Why the last refresh failed (null: not known), shown in the menu until one succeeds. */
  let lastError: AppError | null | undefined;

  const notify = () => {
    for (const listener of listeners) listener();
  };
  const words = createTrayWords(notify);

  const model = (locale?: string): TrayMenuModel => {
    const settings = deps.settings();
    const session = deps.session();
    const now = deps.clock.now();
    const { baseCurrency } = settings;
    const watchlist = readTrayWatchlist(session, baseCurrency, now);
    const coinIds = session.coinWatchlist.list().map((w) => w.coinId);
    const prices = [
      ...watchlist.prices,
      ...readTopHoldingPrices(session.answers, coinIds, baseCurrency, now),
    ];
    const traySettings = { privacyMode: settings.privacyMode, watched: watchlist.watched };
    const translator = words.for(settings.language, locale ?? 'en-US');
    const menu = buildTrayMenu(prices, traySettings, now, {
      refreshCredits: deps.refreshCredits(refreshReads(session, settings)),
      demo: session.demo,
      translator,
      ...(locale ? { locale } : {}),
    });
    if (lastError === undefined) return menu;
    const separator = menu.items.findIndex((item) => item.kind === 'separator');
    const note: TrayMenuItem = { kind: 'info', label: notRefreshed(lastError, translator) };
    return { ...menu, items: [...menu.items.slice(0, separator), note, ...menu.items.slice(separator)] };
  };

  const send = async () => {
    const reads = refreshReads(deps.session(), deps.settings());
    const answers: Envelope<unknown>[] = await Promise.all([
      ...(reads.coins ? [deps.listCoins(reads.coins)] : []),
      ...reads.assets.map((input) => deps.readAsset(input)),
    ]);
    if (answers.length === 0) return;
    const failed = answers.find((answer) => !answer.ok || answer.meta.error);
    if (!failed) {
      lastError = undefined;
    } else {
      lastError = (failed.ok ? failed.meta.error : failed.error) ?? null;
      deps.log.warn('tray refresh failed', { message: lastError?.message });
    }
  };

  return {
    model,
    refresh() {
      // A second click while the first read is on its way joins it instead of paying twice.
      running ??= send()
        .catch((error: unknown) => {
          lastError = null;
          deps.log.error('tray refresh failed', {
            error: error instanceof Error ? error.message : String(error),
          });
        })
        .finally(() => {
          running = null;
          notify();
        });
      return running;
    },
    onChange(listener) {
      listeners.add(listener);
      unsubscribe ??= deps.subscribe((event, payload) => {
        if (changesMenu(event, payload)) notify();
      });
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && unsubscribe) {
          unsubscribe();
          unsubscribe = null;
        }
      };
    },
  };
}
