import { useStore } from 'zustand';
import { useWindowTitle } from '../../components/window-title';
import { useFolio } from '../../stores/folio-context';
import { AboutSection } from './about-section';
import { ApiKeySection } from './api-key-section';
import { AppearanceSection } from './appearance-section';
import { PreferencesSection } from './preferences/preferences-section';

const MODES = {
  demo: 'Demo mode: sample data from the built-in stand-in of the service. No credits are spent.',
  live: 'Live: reading your account with your API key.',
  gateway: 'Pay per request: each call is paid in USDC through the gateway.',
} as const;

export function SettingsView() {
  const { stores } = useFolio();
  const status = useStore(stores.settings.status, (s) => s.value);
  useWindowTitle('Settings');
  return (
    <div className="fd-view">
      <h2>Settings</h2>
      {status && (
        <p className="fd-hint" data-testid="app-mode">
          {MODES[status.mode]}
        </p>
      )}
      <ApiKeySection />
      <AppearanceSection />
      <PreferencesSection />
      <AboutSection />
    </div>
  );
}
