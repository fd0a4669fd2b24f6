import { useId } from 'react';
import { useStore } from 'zustand';
import type { Theme } from '../../../../shared/domain/settings';
import {
  LANGUAGE_NAMES,
  LANGUAGES,
  resolveLanguage,
  type LanguageSetting,
} from '../../../../shared/i18n/languages';
import { ErrorNote } from '../../components/error-note';
import { Segmented } from '../../components/segmented';
import { useFolio } from '../../stores/folio-context';
import { useT } from '../../stores/i18n';
import { useSave } from './preferences/use-save';
import { SettingsSection } from './settings-section';

const THEMES = ['light', 'dark', 'system'] as const satisfies readonly Theme[];

function LanguageChoice() {
  const { stores } = useFolio();
  const t = useT();
  const id = useId();
  const hintId = useId();
  const setting = useStore(stores.settings.settings, (s) => s.value?.language);
  const { save, error } = useSave();
  const system = LANGUAGE_NAMES[resolveLanguage('system', navigator.language)];
  // The test language is offered only while it is on, so that a user can leave it.
  const choices: LanguageSetting[] = [
    'system',
    ...LANGUAGES,
    ...(setting === 'pseudo' ? ['pseudo' as const] : []),
  ];
  return (
    <div className="fd-field">
      <label htmlFor={id}>{t('appearance.language')}</label>
      <select
        id={id}
        aria-describedby={hintId}
        value={setting ?? 'system'}
        disabled={setting === undefined}
        onChange={(event) => void save({ language: event.currentTarget.value as LanguageSetting })}
      >
        {choices.map((choice) => (
          <option key={choice} value={choice} lang={choice === 'system' ? undefined : choice}>
            {choice === 'system' ? t('appearance.language.system', { name: system }) : LANGUAGE_NAMES[choice]}
          </option>
        ))}
      </select>
      <p id={hintId} className="fd-hint">
        {t('appearance.language.hint')}
      </p>
      <ErrorNote error={error} />
    </div>
  );
}

export function AppearanceSection() {
  const { stores } = useFolio();
  const t = useT();
  const trayId = useId();
  const settings = useStore(stores.settings.settings, (s) => s.value);
  const { save, error } = useSave();

  return (
    <SettingsSection title="appearance.title">
      <Segmented
        label={t('appearance.theme')}
        options={THEMES.map((value) => ({ value, label: t(`appearance.theme.${value}`) }))}
        value={settings?.theme ?? null}
        onChange={(theme) => void save({ theme })}
      />
      <LanguageChoice />
      <div className="fd-row">
        <input
          id={trayId}
          type="checkbox"
          checked={settings?.closeToTray ?? false}
          disabled={!settings}
          onChange={(event) => void save({ closeToTray: event.currentTarget.checked })}
        />
        <label htmlFor={trayId}>{t('appearance.closeToTray')}</label>
      </div>
      <ErrorNote error={error} />
    </SettingsSection>
  );
}
