import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { useStore } from 'zustand';
import type { Api } from '../../shared/contract';
import { CommandPalette } from './palette/command-palette';
import { CreditMeter } from './components/credit-meter';
import { PrivacyBadge } from './components/privacy-badge';
import { KeyRefusedBanner } from './components/key-refused-banner';
import { OfflineBanner } from './components/offline-banner';
import { ExportDialogHost } from './components/export-dialog';
import { AlertToasts, FiredCount } from './components/alert-toasts';
import { GatewaySession } from './components/gateway-session';
import { GlobalShortcuts } from './components/shortcuts';
import { useViewOpeningHints } from './components/view-costs';
import { ViewLink } from './components/view-link';
import { useViewRefresh } from './components/view-refresh';
import { FolioProvider, useFolio } from './stores/folio-context';
import { useT } from './stores/i18n';
import { applyLanguage } from './stores/i18n-store';
import type { MessageId } from '../../shared/i18n/catalogues/en/index';
import { useRouteSelection } from './components/route-selection';
import { parseRoute, routeView } from './lib/route';
import { AlertsView } from './views/alerts/alerts-view';
import { CandlesView } from './views/candles/candles-view';
import { CoinView } from './views/coin/coin-view';
import { CreditsView } from './views/credits/credits-view';
import { OverviewView } from './views/overview/overview-view';
import { PortfoliosView } from './views/portfolios/portfolios-view';
import { PositionsView } from './views/positions/positions-view';
import { RwaView } from './views/rwa/rwa-view';
import { SettingsView } from './views/settings/settings-view';
import { WalletsView } from './views/wallets/wallets-view';
import { WatchlistView } from './views/watchlist/watchlist-view';

// The shell: a header, the navigation between views, and the theme from the settings. The view shown is kept
// in the URL's hash (#settings), so a reload stays where the user was; a hash change is not a navigation, so
// the hosts' "no navigation" rule still holds.

const VIEWS = [
  { id: 'overview', label: 'nav.overview', View: OverviewView },
  { id: 'portfolios', label: 'nav.portfolios', View: PortfoliosView },
  { id: 'positions', label: 'nav.positions', View: PositionsView },
  { id: 'wallets', label: 'nav.wallets', View: WalletsView },
  { id: 'watchlist', label: 'nav.watchlist', View: WatchlistView },
  { id: 'rwa', label: 'nav.rwa', View: RwaView },
  { id: 'candles', label: 'nav.candles', View: CandlesView },
  { id: 'alerts', label: 'nav.alerts', View: AlertsView },
  { id: 'credits', label: 'nav.credits', View: CreditsView },
  { id: 'settings', label: 'nav.settings', View: SettingsView },
] as const satisfies readonly { id: string; label: MessageId; View: ComponentType }[];

type ViewId = (typeof VIEWS)[number]['id'];
/** What the main area shows: a view of the navigation, or a coin's page (#coin/bitcoin), which has no link there. */
type Shown = ViewId | 'coin';

function viewFromHash(hash: string): Shown {
  const route = parseRoute(hash);
  if (route.kind === 'coin') return 'coin';
  const id = routeView(route);
  return VIEWS.find((view) => view.id === id)?.id ?? 'overview';
}

/** The whole hash, so that one coin's page to another's (#coin/a to #coin/b) is a change too. */
function useHash(): string {
  const [hash, setHash] = useState(() => location.hash);
  useEffect(() => {
    const onChange = () => setHash(location.hash);
    window.addEventListener('hashchange', onChange);
    return () => window.removeEventListener('hashchange', onChange);
  }, []);
  return hash;
}

/** 'system' leaves the choice to prefers-color-scheme (see styles/theme.css). */
function useThemeFromSettings(): void {
  const { stores } = useFolio();
  const theme = useStore(stores.settings.settings, (s) => s.value?.theme ?? 'system');
  useEffect(() => {
    document.documentElement.dataset['theme'] = theme;
  }, [theme]);
}

/** The chosen language's words everywhere at once; the page's language and direction follow it. */
function useLanguageFromSettings(): void {
  const { stores } = useFolio();
  const setting = useStore(stores.settings.settings, (s) => s.value?.language ?? 'system');
  const translator = useStore(stores.i18n, (s) => s.translator);
  useEffect(() => {
    void applyLanguage(stores.i18n, setting, navigator.language);
  }, [stores.i18n, setting]);
  useEffect(() => {
    document.documentElement.lang = translator.language === 'pseudo' ? 'en' : translator.language;
    document.documentElement.dir = translator.dir;
  }, [translator]);
}

/**
 * Each view keeps its own scroll position: the shell scrolls inside <main>, which every view shares, so without
 * this a view would open wherever the previous one was left (Wallets 700 px down after Credits).
 */
function useScrollPerView(current: Shown) {
  const positions = useRef(new Map<Shown, number>());
  const main = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const el = main.current;
    if (!el) return;
    const saved = positions.current.get(current) ?? 0;
    el.scrollTop = saved;
    // A view whose data arrives a moment later is not yet tall enough: try once more when it has drawn.
    const again = requestAnimationFrame(() => {
      if (el.scrollTop !== saved) el.scrollTop = saved;
    });
    const onScroll = () => positions.current.set(current, el.scrollTop);
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(again);
      el.removeEventListener('scroll', onScroll);
    };
  }, [current]);
  return main;
}

function Shell() {
  const { stores } = useFolio();
  // A view's reads depend on the user's settings (the base currency above all): it mounts once they are read, so
  // nothing is asked in the default USD first, paid for and shown for a moment before the user's own currency.
  const settingsRead = useStore(stores.settings.settings, (s) => s.value !== null || s.error !== null);
  const hash = useHash();
  const route = parseRoute(hash);
  const current = viewFromHash(hash);
  useRouteSelection(route);
  useThemeFromSettings();
  useLanguageFromSettings();
  const t = useT();
  const paletteViews = useMemo(() => VIEWS.map(({ id, label }) => ({ id, label: t(label) })), [t]);
  const mainRef = useScrollPerView(current);
  useViewRefresh(current);
  const opening = useViewOpeningHints(current);
  const { label, View } = VIEWS.find((view) => view.id === current) ?? VIEWS[0];
  return (
    <div className="fd-shell">
      <a className="fd-skip" href="#fd-main" onClick={focusMain}>
        {t('shell.skipToContent')}
      </a>
      <header className="fd-header">
        <span className="fd-brand" translate="no">
          Folio Desk
        </span>
        <PrivacyBadge />
        <GatewaySession />
        <CreditMeter />
      </header>
      <nav className="fd-nav" aria-label={t('shell.views')}>
        <ul>
          {VIEWS.map((view) => (
            <li key={view.id}>
              <ViewLink
                id={view.id}
                label={t(view.label)}
                current={view.id === current}
                price={opening[view.id]}
              />
              {view.id === 'alerts' && <FiredCount current={current === 'alerts'} />}
            </li>
          ))}
        </ul>
      </nav>
      <main
        id="fd-main"
        ref={mainRef}
        className="fd-main"
        tabIndex={-1}
        aria-label={route.kind === 'coin' ? t('shell.coin') : t(label)}
      >
        <OfflineBanner />
        <KeyRefusedBanner onSettings={current === 'settings'} />
        {!settingsRead ? (
          <p className="fd-hint">{t('shell.loading')}</p>
        ) : route.kind === 'coin' ? (
          <CoinView coinId={route.coinId} />
        ) : (
          <View />
        )}
      </main>
      <GlobalShortcuts />
      <CommandPalette views={paletteViews} />
      <ExportDialogHost />
      <AlertToasts />
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
