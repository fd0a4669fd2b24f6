import { useStore } from 'zustand';
import type { ConnectionCheck } from '../../../../shared/domain/connection';
import { useWindowTitle } from '../../components/window-title';
import { useFolio } from '../../stores/folio-context';
import { useKeyRefused } from '../../stores/key-refusal';
import { AboutSection } from './about-section';
import { ApiKeySection } from './api-key-section';
import { AppearanceSection } from './appearance-section';
import { PayPerRequestSection } from './pay-per-request-section';
import { PreferencesSection } from './preferences/preferences-section';
import { englishTranslator } from '../../../../shared/i18n/translator';
import { useT, type Translate } from '../../stores/i18n';

const MODES = {
  demo: 'settings.mode.demo',
  live: 'settings.mode.live',
  gateway: 'settings.mode.gateway',
} as const;

/**
 * The live line, true to the last connection check: "reading your account" only when nothing says otherwise. A
 * check that failed says so here too, above the section that explains it.
 */
export function liveLine(
  check: ConnectionCheck | null | undefined,
  keyRefused = false,
  t: Translate = englishTranslator.t,
): string {
  const kind = check?.outcome.kind;
  // The refused key stays stored (the user replaces it; it is not dropped behind their back), so the app is on the
  // key's route, but it reads nothing: not "live", and not the demo either.
  if (kind === 'network' || kind === 'tls' || kind === 'not-found' || kind === 'unexpected') {
    return t('settings.mode.unreachable');
  }
  if (kind === 'refused' || keyRefused) return t('settings.mode.refused');
  return t(MODES.live);
}

/**
 * The demo line when demo mode is not the user's choice but the chosen route's key is missing (none stored yet, or
 * no keychain to store it in): the Access route below shows Demo (or Pay per request with its wallet form), and
 * this line says why it is still demo.
 */
export function demoLine(
  route: 'key' | 'gateway',
  preferDemo: boolean,
  t: Translate = englishTranslator.t,
): string {
  if (preferDemo) return t(MODES.demo);
  return t(route === 'gateway' ? 'settings.mode.demoUntilWallet' : 'settings.mode.demoUntilKey');
}

export function SettingsView() {
  const { stores } = useFolio();
  const connection = stores.settings.connection;
  const status = useStore(stores.settings.status, (s) => s.value);
  const check = useStore(connection, (s) => s.value?.check);
  const keyRefused = useKeyRefused(stores);
  const prefs = useStore(stores.settings.settings, (s) => s.value);
  const t = useT();
  useWindowTitle(t('settings.title'));
  return (
    <div className="fd-view">
      <h2>{t('settings.title')}</h2>
      {status && (
        <p className="fd-hint" data-testid="app-mode">
          {status.mode === 'live'
            ? liveLine(check, keyRefused, t)
            : status.mode === 'demo' && prefs
              ? demoLine(prefs.accessRoute, prefs.preferDemo, t)
              : t(MODES[status.mode])}
        </p>
      )}
      <PayPerRequestSection />
      <ApiKeySection connection={connection} />
      <AppearanceSection />
      <PreferencesSection />
      <AboutSection />
    </div>
  );
}
