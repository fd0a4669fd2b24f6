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

const MODES = {
  demo: 'Demo mode: sample data from the built-in stand-in of the service. No credits are spent.',
  live: 'Live: reading your account with your API key.',
  gateway: 'Pay per request: each call is paid in USDC through the gateway.',
} as const;

/**
 * The live line, true to the last connection check: "reading your account" only when nothing says otherwise. A
 * check that failed says so here too, above the section that explains it.
 */
export function liveLine(check: ConnectionCheck | null | undefined, keyRefused = false): string {
  const kind = check?.outcome.kind;
  // The refused key stays stored (the user replaces it; it is not dropped behind their back), so the app is on the
  // key's route, but it reads nothing: not "live", and not the demo either.
  if (kind === 'network' || kind === 'tls' || kind === 'not-found' || kind === 'unexpected') {
    return 'Live, with your API key: the service could not be read at its address (see Access to the data service below).';
  }
  if (kind === 'refused' || keyRefused)
    return 'API key: the service refused your key (401), so nothing can be read. Replace it under Access to the data service below, or choose Demo above.';
  return MODES.live;
}

/**
 * The demo line when demo mode is not the user's choice but the chosen route's key is missing (none stored yet, or
 * no keychain to store it in): the Access route below shows Demo (or Pay per request with its wallet form), and
 * this line says why it is still demo.
 */
export function demoLine(route: 'key' | 'gateway', preferDemo: boolean): string {
  if (preferDemo) return MODES.demo;
  const missing = route === 'gateway' ? 'a wallet key for paying per request' : 'an API key';
  return `Demo mode until ${missing} is stored: sample data from the built-in stand-in of the service. No credits are spent.`;
}

export function SettingsView() {
  const { stores } = useFolio();
  const connection = stores.settings.connection;
  const status = useStore(stores.settings.status, (s) => s.value);
  const check = useStore(connection, (s) => s.value?.check);
  const keyRefused = useKeyRefused(stores);
  const prefs = useStore(stores.settings.settings, (s) => s.value);
  useWindowTitle('Settings');
  return (
    <div className="fd-view">
      <h2>Settings</h2>
      {status && (
        <p className="fd-hint" data-testid="app-mode">
          {status.mode === 'live'
            ? liveLine(check, keyRefused)
            : status.mode === 'demo' && prefs
              ? demoLine(prefs.accessRoute, prefs.preferDemo)
              : MODES[status.mode]}
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
