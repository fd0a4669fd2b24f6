import type { EventName, EventPayload, EventSink, ParsedInput } from '../../shared/contract';
import type { DataKind } from '../../shared/domain/common';
import type { Coin } from '../../shared/domain/market';
import type { Settings } from '../../shared/domain/settings';
import type { Envelope } from '../../shared/envelope';
import type { AnswersRepo } from '../cache/answers-repo';
import type { Clock, Logger } from '../lib/effects';
import { readCachedPrices, readTopHoldingPrices } from './cached-prices';
import { buildTrayMenu, type TrayMenuItem, type TrayMenuModel } from './menu-model';

// The tray's quick price check without Electron: the menu model from the cache, and the one read "Refresh
// prices" sends. The Electron part (tray-electron.ts) only renders what this hands it.

export interface TrayServiceDeps {
  /** The current mode's cache (demo or live), read per call because the mode can change. */
  session(): { answers: AnswersRepo; demo: boolean };
  settings(): Settings;
  /** The coins:list handler: Refresh goes the way every read goes, so the journal and the meter record it. */
  listCoins(input: ParsedInput<'coins:list'>): Promise<Envelope<Coin[]>>;
  /** What that read costs, from the read runner (the price credits:preview shows for it). */
  refreshCredits(input: ParsedInput<'coins:list'>): number;
  clock: Pick<Clock, 'now'>;
  subscribe(sink: EventSink): () => void;
  log: Logger;
}

export interface TrayService {
  /** The menu as the cache has it now, formatted for `locale` (en-US by default); reading it sends nothing. */
  model(locale?: string): TrayMenuModel;
  /** One live coins list read for the watched coins, charged and journaled like any read; never rejects. */
  refresh(): Promise<void>;
  /** Called whenever the menu may have changed; returns the unsubscribe function. */
  onChange(listener: () => void): () => void;
}

/** Changes that alter the menu: prices, holdings, the watched list or privacy, keys (which switch demo and live). */
const MENU_KINDS: readonly DataKind[] = ['coins', 'portfolio', 'settings', 'keys'];

function changesMenu<E extends EventName>(event: E, payload: EventPayload<E>): boolean {
  if (event !== 'data:changed') return false;
  const { kinds } = payload as EventPayload<'data:changed'>;
  return kinds.some((kind) => MENU_KINDS.includes(kind));
}

/**
 * The read Refresh sends: the watched coins in the base currency (the request whose cached answer the menu shows),
 * asked of the service even when a fresh cached answer exists, since the user pressed for new prices.
 */
const refreshInput = (settings: Settings): ParsedInput<'coins:list'> => ({
  coinIds: settings.watchedCoins,
  currency: settings.baseCurrency,
  refresh: true,
});

export function createTrayService(deps: TrayServiceDeps): TrayService {
  const listeners = new Set<() => void>();
  let unsubscribe: (() => void) | null = null;
  let running: Promise<void> | null = null;
  /** Why the last refresh failed, shown in the menu until one succeeds. */
  let lastError: string | null = null;

  const notify = () => {
    for (const listener of listeners) listener();
  };

  const model = (locale?: string): TrayMenuModel => {
    const settings = deps.settings();
    const session = deps.session();
    const now = deps.clock.now();
    const { watchedCoins, baseCurrency } = settings;
    const prices = [
      ...readCachedPrices(session.answers, watchedCoins, baseCurrency, now),
      ...readTopHoldingPrices(session.answers, watchedCoins, baseCurrency, now),
    ];
    const menu = buildTrayMenu(prices, settings, now, {
      refreshCredits: deps.refreshCredits(refreshInput(settings)),
      demo: session.demo,
      ...(locale ? { locale } : {}),
    });
    if (lastError === null) return menu;
    const separator = menu.items.findIndex((item) => item.kind === 'separator');
    const note: TrayMenuItem = { kind: 'info', label: lastError };
    return { ...menu, items: [...menu.items.slice(0, separator), note, ...menu.items.slice(separator)] };
  };

  const send = async () => {
    const settings = deps.settings();
    if (settings.watchedCoins.length === 0) return;
    const answer = await deps.listCoins(refreshInput(settings));
    if (answer.ok && !answer.meta.error) {
      lastError = null;
    } else {
      const message = answer.ok ? answer.meta.error?.message : answer.error.message;
      lastError = `Prices not refreshed: ${message ?? 'try again later'}`;
      deps.log.warn('tray refresh failed', { message });
    }
  };

  return {
    model,
    refresh() {
      // A second click while the first read is on its way joins it instead of paying twice.
      running ??= send()
        .catch((error: unknown) => {
          lastError = 'Prices not refreshed: try again later';
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
