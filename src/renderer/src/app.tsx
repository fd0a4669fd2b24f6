import { useEffect, useState, type ComponentType } from 'react';
import { useStore } from 'zustand';
import type { Api } from '../../shared/contract';
import { CommandPalette } from './components/command-palette';
import { CreditMeter } from './components/credit-meter';
import { ExportDialogHost } from './components/export-dialog';
import { GlobalShortcuts } from './components/shortcuts';
import { FolioProvider, useFolio } from './stores/folio-context';
import { CandlesView } from './views/candles/candles-view';
import { CreditsView } from './views/credits/credits-view';
import { PortfoliosView } from './views/portfolios/portfolios-view';
import { RwaView } from './views/rwa/rwa-view';
import { SettingsView } from './views/settings/settings-view';
import { WalletsView } from './views/wallets/wallets-view';

// The shell: a header, the navigation between views, and the theme from the settings. The view shown is kept
// in the URL's hash (#settings), so a reload stays where the user was; a hash change is not a navigation, so
// the hosts' "no navigation" rule still holds.

const VIEWS = [
  { id: 'portfolios', label: 'Portfolios', View: PortfoliosView },
  { id: 'wallets', label: 'Wallets', View: WalletsView },
  { id: 'rwa', label: 'RWA', View: RwaView },
  { id: 'candles', label: 'Candles', View: CandlesView },
  { id: 'credits', label: 'Credits', View: CreditsView },
  { id: 'settings', label: 'Settings', View: SettingsView },
] as const satisfies readonly { id: string; label: string; View: ComponentType }[];

type ViewId = (typeof VIEWS)[number]['id'];

const PALETTE_VIEWS = VIEWS.map(({ id, label }) => ({ id, label }));

function viewFromHash(hash: string): ViewId {
  const id = hash.replace(/^#/, '');
  return VIEWS.find((view) => view.id === id)?.id ?? 'portfolios';
}

function useHashView(): ViewId {
  const [view, setView] = useState(() => viewFromHash(location.hash));
  useEffect(() => {
    const onChange = () => setView(viewFromHash(location.hash));
    window.addEventListener('hashchange', onChange);
    return () => window.removeEventListener('hashchange', onChange);
  }, []);
  return view;
}

/** 'system' leaves the choice to prefers-color-scheme (see styles/theme.css). */
function useThemeFromSettings(): void {
  const { stores } = useFolio();
  const theme = useStore(stores.settings.settings, (s) => s.value?.theme ?? 'system');
  useEffect(() => {
    document.documentElement.dataset['theme'] = theme;
  }, [theme]);
}

function Shell() {
  const current = useHashView();
  useThemeFromSettings();
  const { label, View } = VIEWS.find((view) => view.id === current) ?? VIEWS[0];
  return (
    <div className="fd-shell">
      <a className="fd-skip" href="#fd-main" onClick={focusMain}>
        Skip to content
      </a>
      <header className="fd-header">
        <span className="fd-brand">Folio Desk</span>
        <CreditMeter />
      </header>
      <nav className="fd-nav" aria-label="Views">
        <ul>
          {VIEWS.map((view) => (
            <li key={view.id}>
              <a href={`#${view.id}`} aria-current={view.id === current ? 'page' : undefined}>
                {view.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <main id="fd-main" className="fd-main" tabIndex={-1} aria-label={label}>
        <View />
      </main>
      <GlobalShortcuts />
      <CommandPalette views={PALETTE_VIEWS} />
      <ExportDialogHost />
    </div>
  );
}

/** The skip link moves focus without changing the hash (which names the view). */
function focusMain(event: { preventDefault(): void }) {
  event.preventDefault();
  document.getElementById('fd-main')?.focus();
}

export function App({ api }: { api: Api }) {
  return (
    <FolioProvider api={api}>
      <Shell />
    </FolioProvider>
  );
}
