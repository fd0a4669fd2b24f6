import { createStore } from 'zustand/vanilla';
import type { Api, Input } from '../../../shared/contract';
import type { AppError } from '../../../shared/envelope';
import type { Notice } from '../../../shared/domain/common';
import { createResource, NO_QUERY } from './resource';

export interface PrivacyState {
  on: boolean;
  /** Why the last attempt to persist the toggle failed; the toggle itself still applies. */
  saveError: AppError | null;
}

/** Messages from main (app:notice) waiting to be read; the newest last, a few at most. */
export interface NoticesState {
  items: (Notice & { id: number })[];
}

export const MAX_NOTICES = 5;

export function createSettingsStores(api: Api) {
  return {
    settings: createResource((_: typeof NO_QUERY) => api.settings.get({})),
    status: createResource((_: typeof NO_QUERY) => api.app.status({})),
    /**
     * The Service address and the last connection check (Settings), app-wide: the check's verdict on the key is
     * said in the header and the key-refused notice too.
     */
    connection: createResource((_: typeof NO_QUERY) => api.connection.status()),
    privacy: createStore<PrivacyState>()(() => ({ on: false, saveError: null })),
    notices: createStore<NoticesState>()(() => ({ items: [] })),
    /** The CSV export dialog, opened from a view's Export button or the command palette. */
    exportDialog: createStore<{ open: boolean }>()(() => ({ open: false })),
    /** The welcome asked for again from Settings (it then shows whatever the mode). */
    welcome: createStore<{ reopened: boolean }>()(() => ({ reopened: false })),
  };
}

export function pushNotice(stores: SettingsStores, notice: Notice): void {
  stores.notices.setState(({ items }) => {
    const id = (items[items.length - 1]?.id ?? 0) + 1;
    return { items: [...items, { ...notice, id }].slice(-MAX_NOTICES) };
  });
}

export function dismissNotice(stores: SettingsStores, id: number): void {
  stores.notices.setState(({ items }) => ({ items: items.filter((n) => n.id !== id) }));
}

export type SettingsStores = ReturnType<typeof createSettingsStores>;

/** Saves a change; the stored settings come back and replace the local copy. */
export async function updateSettings(
  api: Api,
  stores: SettingsStores,
  patch: Input<'settings:update'>,
): Promise<AppError | null> {
  const envelope = await api.settings.update(patch);
  if (!envelope.ok) return envelope.error;
  stores.settings.put(envelope.value, envelope.meta);
  return null;
}

/** Privacy applies at once, before the setting is saved: hiding amounts must not wait for the disk. */
export async function setPrivacy(api: Api, stores: SettingsStores, on: boolean): Promise<void> {
  stores.privacy.setState({ on, saveError: null });
  const error = await updateSettings(api, stores, { privacyMode: on });
  if (error) stores.privacy.setState({ saveError: error });
}
