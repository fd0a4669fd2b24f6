import { useStore } from 'zustand';
import { ErrorNote } from '../../../components/error-note';
import { StatusBanner } from '../../../components/status-banner';
import { useFolio } from '../../../stores/folio-context';
import { DataPreferences } from './data-preferences';
import { GainsPreferences } from './gains-preferences';
import { PrivacyPreferences } from './privacy-preferences';
import { StoragePreferences } from './storage-preferences';
import { TrayPreferences } from './tray-preferences';
import { useSave } from './use-save';
import { SettingsSection } from '../settings-section';

/**
 * The Settings view's preferences beyond the API key and the theme: base currency, confirmation threshold,
 * refresh policy, privacy mode, demo mode, where the tray's coins come from, where the database lives, its size, and clearing
 * the cache.
 */
export function PreferencesSection() {
  const { stores } = useFolio();
  const state = useStore(stores.settings.settings);
  const { save, error } = useSave();
  return (
    <>
      <SettingsSection title="settings.prefs.title">
        <StatusBanner
          hasValue={state.value !== null}
          meta={state.meta}
          error={state.error}
          loading={state.loading}
          onRetry={() => void stores.settings.settings.reload()}
          what="status.settings"
        />
        {state.value && (
          // Keyed by the stored values so the number fields start over when another window changes them.
          <div
            key={`${state.value.confirmThreshold}:${state.value.refreshIntervalMinutes}`}
            className="fd-settings-fields"
          >
            <DataPreferences settings={state.value} save={save} />
            <GainsPreferences key={state.value.longTermDays} settings={state.value} save={save} />
            <PrivacyPreferences settings={state.value} save={save} />
            <TrayPreferences />
          </div>
        )}
        <ErrorNote error={error} />
      </SettingsSection>
      <SettingsSection title="settings.prefs.storage">
        <StoragePreferences />
      </SettingsSection>
    </>
  );
}
