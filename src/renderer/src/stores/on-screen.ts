import { createStore, type StoreApi } from 'zustand/vanilla';
import type { DataKind } from '../../../shared/domain/common';

// Which view is on screen, so that pushes and refreshes spend credits only on what the user can see: a background
// refresh of one portfolio read announces `data:changed`, and re-reading the stores of a view nobody looks at
// would make the old answers there refresh too (a 25-credit P/L history re-read while the user is on RWA).

export interface OnScreen {
  /** The shell's current view; null where no shell tracks it (a view rendered on its own): everything counts. */
  view: string | null;
  /**
   * Views whose answers a mode switch (a new key, demo or not) cleared while another view was on screen: each is
   * read whole when it opens, priced in its link, rather than at once for an account nobody looks at yet.
   */
  unread: readonly string[];
}

export type OnScreenStore = StoreApi<OnScreen>;

export const createOnScreenStore = (): OnScreenStore =>
  createStore<OnScreen>()(() => ({ view: null, unread: [] }));

/** The service data each view shows; views not named here show none that a push refreshes. */
export const VIEW_KINDS: Record<string, readonly DataKind[]> = {
  overview: ['portfolio'],
  portfolios: ['portfolio'],
  wallets: ['wallet'],
  rwa: ['rwa'],
  candles: ['candles'],
  watchlist: ['coins', 'rwa'],
  coin: ['coins', 'portfolio'],
};

const SCREEN_KINDS: ReadonlySet<DataKind> = new Set(['portfolio', 'wallet', 'rwa', 'candles', 'coins']);

export const kindsOfView = (view: string): readonly DataKind[] => VIEW_KINDS[view] ?? [];

/** The kinds of a push worth re-reading now: app-wide ones always, a view's data only while it is on screen. */
export function kindsOnScreen(view: string | null, kinds: readonly DataKind[]): DataKind[] {
  if (view === null) return [...kinds];
  const shown = kindsOfView(view);
  return kinds.filter((kind) => !SCREEN_KINDS.has(kind) || shown.includes(kind));
}
