import { createStore } from 'zustand/vanilla';
import type { Api, Input } from '../../../shared/contract';
import type { AppError } from '../../../shared/envelope';
import { createResource, NO_QUERY } from './resource';

export interface PrivacyState {
  on: boolean;
  /** Why the last attempt to persist the toggle failed; the toggle itself still applies. */
  saveError: AppError | null;
}

export function createSettingsStores(api: Api) {
  return {
    settings: createResource((_: typeof NO_QUERY) => api.settings.get({})),
    status: createResource((_: typeof NO_QUERY) => api.app.status({})),
    privacy: createStore<PrivacyState>()(() => ({ on: false, saveError: null })),
  };
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
