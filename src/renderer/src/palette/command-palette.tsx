import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { useStore } from 'zustand';
import { isPaletteShortcut, rankCommands, type Command } from '../lib/palette';
import { updateSettings } from '../stores/settings';
import { reloadPortfolio } from '../stores/portfolio';
import { NO_QUERY } from '../stores/resource';
import { useCurrency, useFolio, usePrivacy } from '../stores/folio-context';
import { useRefreshCalls } from '../views/portfolios/portfolios-view';
import { manageActions } from '../views/portfolios/manage/manage-commands';
import { knownChainName } from '../lib/chain-names';
import { walletName } from '../views/wallets/refused-wallet';
import { shownAddress } from '../../../shared/privacy';
import { pairCommands } from '../views/candles/pair-commands';
import { CostBadge, useCostOf, type PendingCall } from '../components/cost-badge';
import { FREE, openingCallsOf } from '../components/view-costs';
import { assetOpeningCalls, rwaOpeningCalls } from '../stores/rwa';
import { portfolioEntryCalls, walletEntryCalls } from './palette-entry-costs';
import { focusView, restoreFocus } from '../components/palette-focus';
import { nameWithSymbol, useKnownNames } from './palette-names';
import { useRowsOutOfView } from '../components/use-rows-out-of-view';
import './command-palette.css';

// Ctrl/Cmd+K: jump to any view, portfolio, followed wallet, watched asset, pair or setting, and run the app's actions.
// Everything is reachable from the keyboard (a combobox over a listbox, as ARIA describes it); the number of
// matches is announced. An action that asks the service shows its price before it runs, like every button.

export interface PaletteView {
  id: string;
  label: string;
}

type PaletteCommand = Command & { calls?: readonly PendingCall[] };

const SETTINGS_SECTIONS = [
  { label: 'Access to the data service', keywords: ['api', 'key', 'address', 'connection'] },
  { label: 'Appearance and window', keywords: ['theme', 'dark', 'light', 'tray'] },
  { label: 'Data and privacy', keywords: ['currency', 'threshold', 'refresh', 'privacy', 'demo'] },
  { label: 'Storage', keywords: ['cache', 'clear', 'database'] },
];

/** Commands that opened a view; the palette leaves focus to them (focusView), and restores it after the others. */
let navigations = 0;

function go(hash: string, heading?: string): void {
  navigations += 1;
  location.hash = hash;
  focusView(hash, heading);
}

function useCommands(views: readonly PaletteView[]): PaletteCommand[] {
  const { api, stores } = useFolio();
  const privacy = usePrivacy();
  const currency = useCurrency();
  const portfolios = useStore(stores.portfolio.list, (s) => s.value);
  const wallets = useStore(stores.wallet.list, (s) => s.value);
  const chains = useStore(stores.wallet.blockchains, (s) => s.value);
  const watchlist = useStore(stores.rwa.watchlist, (s) => s.value);
  const watchedCoins = useStore(stores.watchlist.coins, (s) => s.value);
  const known = useKnownNames();
  const theme = useStore(stores.settings.settings, (s) => s.value?.theme);
  const portfolioUi = useStore(stores.portfolio.ui);
  const refreshCalls = useRefreshCalls(currency);
  const pairs = useStore(stores.candles.pairs, (s) => s.value);
  const candleForm = useStore(stores.candles.form);
  const onScreen = useStore(stores.onScreen, (s) => s.view);
  const assetShown = useStore(stores.rwa.ui, (s) => s.selectedId);
  const walletShown = useStore(stores.wallet.ui, (s) => s.selectedId);
  return useMemo(() => {
    const list: PaletteCommand[] = views.map((view) => {
      // Opening a view whose reads are declared is priced, like its link (components/view-costs.tsx).
      const calls = view.id === onScreen ? null : openingCallsOf(view.id, stores, currency);
      return {
        id: `view:${view.id}`,
        group: 'View',
        label: `Go to ${view.label}`,
        keywords: [view.id],
        ...(calls ? { calls, spends: true } : {}),
        run: () => go(`#${view.id}`),
      };
    });
    list.push(
      {
        id: 'action:refresh-portfolio',
        group: 'Action',
        // Short: the row also carries the price, and a row is one line.
        label: 'Refresh portfolio',
        keywords: ['reload', 'live', 'update', 'service'],
        spends: true,
        calls: refreshCalls,
        run: () => {
          go('#portfolios');
          void reloadPortfolio(stores.portfolio, { refresh: true });
        },
      },
      {
        id: 'action:export',
        group: 'Action',
        label: 'Export data as CSV…',
        keywords: ['csv', 'download', 'save', 'spreadsheet', 'holdings', 'transactions', 'journal'],
        run: () => stores.settings.exportDialog.setState({ open: true }),
      },
      {
        id: 'action:new-alert',
        group: 'Action',
        label: 'New alert…',
        keywords: ['price', 'alert', 'notify', 'above', 'below', 'change'],
        run: () => go('#alerts', 'New alert'),
      },
      {
        id: 'action:alert-log',
        group: 'Action',
        label: 'Alert log',
        keywords: ['alerts', 'fired', 'history', 'notifications'],
        run: () => go('#alerts', 'Alert log'),
      },
      {
        id: 'action:privacy',
        group: 'Action',
        label: privacy.on ? 'Turn privacy mode off' : 'Turn privacy mode on',
        keywords: ['hide', 'amounts', 'mask'],
        run: privacy.toggle,
      },
      {
        id: 'action:theme',
        group: 'Action',
        label: theme === 'dark' ? 'Use the light theme' : 'Use the dark theme',
        keywords: ['theme', 'dark', 'light', 'appearance'],
        run: () => void updateSettings(api, stores.settings, { theme: theme === 'dark' ? 'light' : 'dark' }),
      },
    );
    list.push(...manageActions(portfolios ?? [], portfolioUi, currency, () => go('#portfolios')));
    // Picking a portfolio opens it in the Portfolios view, a wallet in the Wallets view: priced by what that reads
    // (palette-entry-costs.ts), as a watched asset is, free when it is the one open.
    list.push({
      id: 'portfolio:all',
      group: 'Portfolio',
      label: 'All portfolios',
      keywords: ['portfolio', 'total'],
      calls: portfolioEntryCalls(stores, onScreen, currency, undefined),
      spends: true,
      run: () => {
        stores.portfolio.ui.setState({ selectedId: undefined });
        go('#portfolios');
      },
    });
    for (const p of portfolios ?? []) {
      list.push({
        id: `portfolio:${p.portfolioId}`,
        group: 'Portfolio',
        label: p.portfolioName,
        keywords: ['portfolio', p.portfolioType, ...(p.shared ? ['shared'] : [])],
        calls: portfolioEntryCalls(stores, onScreen, currency, p.portfolioId),
        spends: true,
        run: () => {
          stores.portfolio.ui.setState({ selectedId: p.portfolioId });
          go('#portfolios');
        },
      });
    }
    for (const w of wallets ?? []) {
      const name = walletName(w, { address: (address) => shownAddress(address, privacy.on) });
      // The network by the name the Wallets view uses ("Ethereum"), never its id ("ethereum"): until the list of
      // networks has been read (the palette does not spend a credit on it), the label names none.
      const network = knownChainName(chains ?? [], w.connectionId);
      const calls = walletEntryCalls(stores, { view: onScreen, walletId: walletShown }, currency, w.id);
      list.push({
        id: `wallet:${w.id}`,
        group: 'Wallet',
        label: network ? `${name} (${network})` : name,
        keywords: ['wallet', w.address, w.connectionId, 'sync', 'balance'],
        ...(calls ? { calls, spends: true } : {}),
        run: () => {
          // The wallet already open keeps its type filter (nothing is read: its rows are still what it says).
          stores.wallet.ui.setState((ui) => (ui.selectedId === w.id ? ui : { selectedId: w.id, types: [] }));
          go('#wallets');
        },
      });
    }
    // A watched coin opens the Watchlist view, where its price and age are: priced as going to that view. The kind
    // is the row's group, beside the label, so the label is the coin's name alone.
    const watchlistCalls = onScreen === 'watchlist' ? [] : openingCallsOf('watchlist', stores, currency);
    for (const coin of watchedCoins ?? []) {
      list.push({
        id: `coin:${coin.coinId}`,
        group: 'Coin',
        label: nameWithSymbol(coin.coinId, coin, known.coins.get(coin.coinId)),
        keywords: ['coin', 'watched', 'watchlist', 'price', coin.coinId],
        ...(watchlistCalls ? { calls: watchlistCalls, spends: true } : {}),
        run: () => go('#watchlist', 'Coins'),
      });
    }
    // A watched asset opens its page in the RWA view: the asset's reads (stores/rwa.ts assetOpening), and the
    // view's own when it is not on screen; nothing when that very asset is open.
    for (const assetId of watchlist ?? []) {
      const calls =
        onScreen !== 'rwa'
          ? rwaOpeningCalls(stores.rwa, currency, assetId)
          : assetShown === assetId
            ? []
            : assetOpeningCalls(assetId, currency);
      list.push({
        id: `asset:${assetId}`,
        group: 'Asset',
        label: nameWithSymbol(assetId, {}, known.assets.get(assetId)),
        keywords: ['asset', 'rwa', 'watchlist', assetId],
        calls,
        spends: true,
        run: () => {
          stores.rwa.ui.setState({ selectedId: assetId });
          go('#rwa');
        },
      });
    }
    list.push(...pairCommands(stores.candles, candleForm, pairs, () => go('#candles')));
    for (const section of SETTINGS_SECTIONS) {
      list.push({
        id: `setting:${section.label}`,
        group: 'Setting',
        label: `Settings: ${section.label}`,
        keywords: section.keywords,
        run: () => go('#settings', section.label),
      });
    }
    return list;
  }, [
    views,
    api,
    stores,
    privacy.on,
    privacy.toggle,
    theme,
    portfolios,
    wallets,
    chains,
    watchlist,
    watchedCoins,
    known,
    refreshCalls,
    pairs,
    candleForm,
    portfolioUi,
    walletShown,
    currency,
    onScreen,
    assetShown,
  ]);
}

function PaletteOption(props: {
  command: PaletteCommand;
  id: string;
  active: boolean;
  onPick: () => void;
  onHover: () => void;
}) {
  const { command } = props;
  const cost = useCostOf(command.calls ?? null);
  return (
    // The listbox is driven from the input (aria-activedescendant); a click picks too.
    <li
      id={props.id}
      role="option"
      aria-selected={props.active}
      className={`fd-palette-option${props.active ? ' fd-palette-option--active' : ''}`}
      onMouseDown={(e) => e.preventDefault()}
      onClick={props.onPick}
      onMouseMove={props.onHover}
    >
      <span className="fd-palette-group">{command.group}</span>
      <span className="fd-palette-label">{command.label}</span>
      {command.calls?.length === 0 ? (
        // Nothing is sent: said as the navigation link says it, not "0 credits".
        <span className="fd-cost">{FREE}</span>
      ) : command.calls ? (
        // A pick answered from the cache says so, as the navigation link and the picker's chips do.
        <CostBadge cost={cost} cached />
      ) : null}
    </li>
  );
}

function Palette({ views, onClose }: { views: readonly PaletteView[]; onClose: () => void }) {
  const { stores } = useFolio();
  const dialog = useRef<HTMLDialogElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const commands = useCommands(views);
  const shown = useMemo(() => rankCommands(commands, query), [commands, query]);
  const base = useId();
  const listId = `${base}-list`;
  const optionId = (index: number) => `${base}-option-${index}`;
  const current = Math.min(active, Math.max(0, shown.length - 1));
  const outOfView = useRowsOutOfView(list);
  // Read while the palette first renders, before its field takes focus: what the user was on.
  const [opener] = useState(() => document.activeElement);
  const picked = useRef(false);
  // Closed without running anything (Escape, Ctrl+K again): focus goes back where it was.
  useEffect(
    () => () => {
      if (!picked.current) restoreFocus(opener);
    },
    [opener],
  );

  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open && typeof el.showModal === 'function') el.showModal();
    // The local lists (followed wallets, watchlist) cost nothing to read.
    for (const local of [stores.wallet.list, stores.rwa.watchlist, stores.watchlist.coins]) {
      if (local.getState().query === null) void local.load(NO_QUERY);
    }
  }, [stores]);

  const pick = (command: PaletteCommand | undefined) => {
    if (!command) return;
    picked.current = true;
    onClose();
    const before = navigations;
    command.run();
    // An action that stays on the view (privacy, theme) gives focus back; one that opened a view has placed it.
    if (navigations === before) restoreFocus(opener);
  };
  const onKeyDown = (e: ReactKeyboardEvent<HTMLInputElement>) => {
    const last = shown.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: current >= last ? 0 : current + 1,
      ArrowUp: current <= 0 ? last : current - 1,
      Home: 0,
      End: last,
      PageDown: Math.min(last, current + 8),
      PageUp: Math.max(0, current - 8),
    };
    const next = moves[e.key];
    if (next !== undefined && shown.length > 0) {
      e.preventDefault();
      setActive(next);
      document.getElementById(optionId(next))?.scrollIntoView({ block: 'nearest' });
    } else if (e.key === 'Enter') {
      e.preventDefault();
      pick(shown[current]);
    }
  };

  return (
    <dialog
      ref={dialog}
      className="fd-dialog fd-palette"
      aria-label="Command palette"
      onClose={onClose}
      onCancel={onClose}
    >
      <input
        className="fd-input fd-palette-input"
        role="combobox"
        aria-label="Type a command, view, portfolio, wallet, asset or setting"
        aria-expanded={shown.length > 0}
        aria-controls={listId}
        aria-activedescendant={shown.length > 0 ? optionId(current) : undefined}
        aria-autocomplete="list"
        autoFocus
        value={query}
        placeholder="Go to, refresh, privacy…"
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(0);
          // The first match is the chosen one again, so the list shows it.
          if (list.current) list.current.scrollTop = 0;
        }}
        onKeyDown={onKeyDown}
      />
      <p className="fd-visually-hidden" role="status">
        {shown.length === 0 ? 'No matches' : `${shown.length} match${shown.length === 1 ? '' : 'es'}`}
      </p>
      <ul ref={list} id={listId} role="listbox" aria-label="Matches" className="fd-palette-list">
        {shown.map((command, index) => (
          <PaletteOption
            key={command.id}
            command={command}
            id={optionId(index)}
            active={index === current}
            onPick={() => pick(command)}
            onHover={() => setActive(index)}
          />
        ))}
      </ul>
      {shown.length === 0 ? <p className="fd-hint">Nothing matches “{query}”.</p> : null}
      {outOfView.scrolls ? (
        <p className="fd-hint fd-palette-more">
          {outOfView.below > 0 ? `${outOfView.below} more below` : 'End of the list'}
        </p>
      ) : null}
      <p className="fd-hint fd-palette-keys">
        <kbd>↑</kbd> <kbd>↓</kbd> to choose, <kbd>Enter</kbd> to run, <kbd>Esc</kbd> to close.
      </p>
    </dialog>
  );
}

/** Mount once near the root: opens the palette on Ctrl/Cmd+K, from anywhere, even inside a field. */
export function CommandPalette({ views }: { views: readonly PaletteView[] }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!isPaletteShortcut(e)) return;
      e.preventDefault();
      setOpen((o) => !o);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return open ? <Palette views={views} onClose={() => setOpen(false)} /> : null;
}
