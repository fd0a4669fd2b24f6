import { useId } from 'react';
import { useStore } from 'zustand';
import type { Input } from '../../../../../shared/contract';
import type { Settings } from '../../../../../shared/domain/settings';
import { ErrorNote } from '../../../components/error-note';
import { useFolio, usePrivacy } from '../../../stores/folio-context';
import { useT } from '../../../stores/i18n';

type Save = (patch: Input<'settings:update'>) => Promise<boolean>;

/** Privacy mode and demo mode: what the screen shows, and whose data it is. */
export function PrivacyPreferences({ settings, save }: { settings: Settings; save: Save }) {
  const { stores } = useFolio();
  const privacy = usePrivacy();
  const saveError = useStore(stores.settings.privacy, (s) => s.saveError);
  const mode = useStore(stores.settings.status, (s) => s.value?.mode ?? null);
  const ids = { privacy: useId(), demo: useId(), privacyHint: useId() };
  const t = useT();
  return (
    <>
      <div className="fd-row">
        <input
          id={ids.privacy}
          type="checkbox"
          checked={privacy.on}
          onChange={privacy.toggle}
          aria-describedby={ids.privacyHint}
        />
        <label htmlFor={ids.privacy}>{t('settings.prefs.privacy')}</label>
        <span id={ids.privacyHint} className="fd-source">
          {t('settings.prefs.privacyHint')}
        </span>
      </div>
      <ErrorNote error={saveError} />
      <div className="fd-row">
        <input
          id={ids.demo}
          type="checkbox"
          checked={settings.preferDemo}
          onChange={(e) => void save({ preferDemo: e.currentTarget.checked })}
        />
        <label htmlFor={ids.demo}>{t('settings.prefs.preferDemo')}</label>
        {mode === 'demo' && <span className="fd-badge fd-badge--demo">{t('settings.prefs.demoNow')}</span>}
      </div>
    </>
  );
}
