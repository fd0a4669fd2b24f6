import { useId } from 'react';
import { useStore } from 'zustand';
import type { Theme } from '../../../../shared/domain/settings';
import { ErrorNote } from '../../components/error-note';
import { Segmented } from '../../components/segmented';
import { useFolio } from '../../stores/folio-context';
import { useSave } from './preferences/use-save';

const THEMES: readonly { value: Theme; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'System' },
];

export function AppearanceSection() {
  const { stores } = useFolio();
  const titleId = useId();
  const trayId = useId();
  const settings = useStore(stores.settings.settings, (s) => s.value);
  const { save, error } = useSave();

  return (
    <section className="fd-card fd-settings-section" aria-labelledby={titleId}>
      <h3 id={titleId}>Appearance and window</h3>
      <Segmented
        label="Theme"
        options={THEMES}
        value={settings?.theme ?? null}
        onChange={(theme) => void save({ theme })}
      />
      <div className="fd-row">
        <input
          id={trayId}
          type="checkbox"
          checked={settings?.closeToTray ?? false}
          disabled={!settings}
          onChange={(event) => void save({ closeToTray: event.currentTarget.checked })}
        />
        <label htmlFor={trayId}>Closing the window keeps Folio Desk in the tray (desktop app)</label>
      </div>
      <ErrorNote error={error} />
    </section>
  );
}
