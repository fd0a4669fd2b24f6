import { useStore } from 'zustand';
import { shownAddress } from '../../../shared/privacy';
import type { PendingCall } from '../components/cost-badge';
import { openingCallsOf } from '../components/view-costs';
import type { Command } from '../lib/palette';
import { useCurrency, useFolio, usePrivacy } from '../stores/folio-context';
import { reloadPortfolio } from '../stores/portfolio';
import { assetOpeningCalls, rwaOpeningCalls } from '../stores/rwa';
import { updateSettings } from '../stores/settings';
import { knownChainName } from '../lib/chain-names';
import { rwaHash } from '../lib/route';
import { pairCommands } from '../views/candles/pair-commands';
import { manageActions } from '../views/portfolios/manage/manage-commands';
import { useRefreshCalls } from '../views/portfolios/refresh-calls';
import { walletName } from '../views/wallets/refused-wallet';
import { portfolioEntryCalls, walletEntryCalls } from './palette-entry-costs';
import { coinCommands, type CommandCoin } from './coin-commands';
import { useT } from '../stores/i18n';
import type { MessageId } from '../../../shared/i18n/catalogues/en/index';
import { nameWithSymbol, useKnownNames } from './palette-names';
import { keywordsOf, type KeywordsId } from '../lib/palette-keywords';

// What the palette offers: every view, the app's actions, each portfolio, followed wallet, watched coin and asset,
// candle pair and settings section. A command that asks the service carries its calls, priced before it runs.

export interface PaletteView {
  id: string;
  label: string;
}

/** `coin`: the coin a row names, whose icon it shows. */
export type PaletteCommand = Command & { calls?: readonly PendingCall[]; coin?: CommandCoin };

/** Opens a view (and focuses its section named `heading`); the palette notes that focus is the view's now. */
export type Go = (hash: string, heading?: string) => void;

// Each section by its heading's message, so the palette names it and focuses it as Settings shows it.
const SETTINGS_SECTIONS: readonly { title: MessageId; keywords: KeywordsId }[] = [
  { title: 'settings.key.title', keywords: 'keywords.settingsKey' },
  { title: 'appearance.title', keywords: 'keywords.settingsAppearance' },
  { title: 'settings.prefs.title', keywords: 'keywords.settingsPrefs' },
  { title: 'settings.prefs.storage', keywords: 'keywords.settingsStorage' },
];

// The portfolio actions are built beside the manage dialogs, in English; the palette says them in the user's words.
const MANAGE_WORDS: Partial<Record<string, MessageId>> = {
  'action:add-transaction': 'palette.addTransaction',
  'action:sync-portfolio': 'palette.syncPortfolio',
  'action:import-transactions': 'palette.importTransactions',
};

/** Everything the commands are built from, read from the stores. */
function usePaletteState() {
  const { api, stores } = useFolio();
  const privacy = usePrivacy();
  const currency = useCurrency();
  const portfolios = useStore(stores.portfolio.list, (s) => s.value);
  const wallets = useStore(stores.wallet.list, (s) => s.value);
  const chains = useStore(stores.wallet.blockchains, (s) => s.value);
  const watchlist = useStore(stores.rwa.watchlist, (s) => s.value);
  const watchedCoins = useStore(stores.watchlist.coins, (s) => s.value);
  const heldCoins = useStore(stores.portfolio.coins, (s) => s.value);
  const known = useKnownNames();
  const theme = useStore(stores.settings.settings, (s) => s.value?.theme);
  const portfolioUi = useStore(stores.portfolio.ui);
  const returnsUi = useStore(stores.returns.ui);
  const refreshCalls = useRefreshCalls(currency);
  const pairs = useStore(stores.candles.pairs, (s) => s.value);
  const candleForm = useStore(stores.candles.form);
  const onScreen = useStore(stores.onScreen, (s) => s.view);
  const assetShown = useStore(stores.rwa.ui, (s) => s.selectedId);
  const walletShown = useStore(stores.wallet.ui, (s) => s.selectedId);
  const t = useT();
  return {
    t,
    api,
    stores,
    privacy,
    currency,
    portfolios,
    wallets,
    chains,
    watchlist,
    watchedCoins,
    heldCoins,
    known,
    theme,
    portfolioUi,
    returnsUi,
    refreshCalls,
    pairs,
    candleForm,
    onScreen,
    assetShown,
    walletShown,
  };
}

type PaletteState = ReturnType<typeof usePaletteState>;

/**
 * The palette's commands, in the order they are listed with nothing typed. Built at each render: a few hundred
 * small objects, cheaper than tracking the eighteen things they depend on.
 */
export function useCommands(views: readonly PaletteView[], go: Go): PaletteCommand[] {
  const state = usePaletteState();
  return [
    ...viewCommands(views, state, go),
    ...actionCommands(state, go),
    ...manageActions(state.portfolios ?? [], state.portfolioUi, state.returnsUi, state.currency, () =>
      go('#portfolios'),
    ).map((command) => {
      const words = MANAGE_WORDS[command.id];
      return words ? { ...command, label: state.t(words) } : command;
    }),
    ...portfolioCommands(state, go),
    ...walletCommands(state, go),
    ...watchedCommands(state, go),
    ...pairCommands(state.stores.candles, state.candleForm, state.pairs, () => go('#candles'), state.t),
    ...SETTINGS_SECTIONS.map((section): PaletteCommand => ({
      id: `setting:${section.title}`,
      group: 'Setting',
      label: state.t('palette.setting', { section: state.t(section.title) }),
      keywords: keywordsOf(state.t, section.keywords),
      run: () => go('#settings', state.t(section.title)),
    })),
  ];
}

function viewCommands(views: readonly PaletteView[], s: PaletteState, go: Go): PaletteCommand[] {
  return views.map((view) => {
    // Opening a view whose reads are declared is priced, like its link (components/view-costs.tsx).
    const calls = view.id === s.onScreen ? null : openingCallsOf(view.id, s.stores, s.currency);
    return {
      id: `view:${view.id}`,
      group: 'View',
      label: s.t('palette.goTo', { view: view.label }),
      keywords: [view.id],
      ...(calls ? { calls, spends: true } : {}),
      run: () => go(`#${view.id}`),
    };
  });
}

function actionCommands(
  { t, api, stores, privacy, theme, refreshCalls }: PaletteState,
  go: Go,
): PaletteCommand[] {
  return [
    {
      id: 'action:refresh-portfolio',
      group: 'Action',
      // Short: the row also carries the price, and a row is one line.
      label: t('palette.refreshPortfolio'),
      keywords: keywordsOf(t, 'keywords.refresh'),
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
      label: t('palette.export'),
      keywords: keywordsOf(t, 'keywords.export'),
      run: () => stores.settings.exportDialog.setState({ open: true }),
    },
    {
      id: 'action:new-alert',
      group: 'Action',
      label: t('palette.newAlert'),
      keywords: keywordsOf(t, 'keywords.newAlert'),
      run: () => go('#alerts', t('alerts.newAlert')),
    },
    {
      id: 'action:alert-log',
      group: 'Action',
      label: t('palette.alertLog'),
      keywords: keywordsOf(t, 'keywords.alertLog'),
      run: () => go('#alerts', t('alerts.log')),
    },
    {
      id: 'action:privacy',
      group: 'Action',
      label: privacy.on ? t('palette.privacyOff') : t('palette.privacyOn'),
      keywords: keywordsOf(t, 'keywords.privacy'),
      run: privacy.toggle,
    },
    {
      id: 'action:theme',
      group: 'Action',
      label: theme === 'dark' ? t('palette.themeLight') : t('palette.themeDark'),
      keywords: keywordsOf(t, 'keywords.theme'),
      run: () => void updateSettings(api, stores.settings, { theme: theme === 'dark' ? 'light' : 'dark' }),
    },
  ];
}

/**
 * Picking a portfolio opens it in the Portfolios view: priced by what that reads (palette-entry-costs.ts), free
 * when it is the one open.
 */
function portfolioCommands(
  { t, stores, onScreen, currency, portfolios }: PaletteState,
  go: Go,
): PaletteCommand[] {
  const open = (portfolioId: string | undefined) => () => {
    stores.portfolio.ui.setState({ selectedId: portfolioId });
    go('#portfolios');
  };
  return [
    {
      id: 'portfolio:all',
      group: 'Portfolio',
      label: t('palette.allPortfolios'),
      keywords: keywordsOf(t, 'keywords.allPortfolios'),
      calls: portfolioEntryCalls(stores, onScreen, currency, undefined),
      spends: true,
      run: open(undefined),
    },
    ...(portfolios ?? []).map((p): PaletteCommand => ({
      id: `portfolio:${p.portfolioId}`,
      group: 'Portfolio',
      label: p.portfolioName,
      keywords: keywordsOf(t, p.shared ? 'keywords.sharedPortfolio' : 'keywords.portfolio', p.portfolioType),
      calls: portfolioEntryCalls(stores, onScreen, currency, p.portfolioId),
      spends: true,
      run: open(p.portfolioId),
    })),
  ];
}

/** A followed wallet opens in the Wallets view, priced like a portfolio. */
function walletCommands(s: PaletteState, go: Go): PaletteCommand[] {
  const { stores, privacy, chains, onScreen, walletShown, currency } = s;
  return (s.wallets ?? []).map((w) => {
    const name = walletName(w, { address: (address) => shownAddress(address, privacy.on) });
    // The network by the name the Wallets view uses ("Ethereum"), never its id ("ethereum"): until the list of
    // networks has been read (the palette does not spend a credit on it), the label names none.
    const network = knownChainName(chains ?? [], w.connectionId);
    const calls = walletEntryCalls(stores, { view: onScreen, walletId: walletShown }, currency, w.id);
    return {
      id: `wallet:${w.id}`,
      group: 'Wallet',
      label: network ? s.t('palette.walletOn', { name, network }) : name,
      keywords: keywordsOf(s.t, 'keywords.wallet', w.address, w.connectionId),
      ...(calls ? { calls, spends: true } : {}),
      run: () => {
        // The wallet already open keeps its type filter (nothing is read: its rows are still what it says).
        stores.wallet.ui.setState((ui) => (ui.selectedId === w.id ? ui : { selectedId: w.id, types: [] }));
        go('#wallets');
      },
    };
  });
}

/**
 * A watched or held coin opens its page (coin-commands.ts); its group says the kind, so the label is the coin's
 * name alone. A watched asset opens its page in the RWA view: the asset's reads (stores/rwa.ts assetOpening), and
 * the view's own when it is not on screen; nothing when that very asset is open.
 */
function watchedCommands(s: PaletteState, go: Go): PaletteCommand[] {
  const { stores, onScreen, currency, known, assetShown } = s;
  const coins = coinCommands({
    stores,
    watched: s.watchedCoins ?? [],
    held: s.heldCoins ?? [],
    known: known.coins,
    currency,
    go,
    t: s.t,
  });
  const assets = (s.watchlist ?? []).map((assetId): PaletteCommand => ({
    id: `asset:${assetId}`,
    group: 'Asset',
    label: nameWithSymbol(assetId, {}, known.assets.get(assetId)),
    keywords: keywordsOf(s.t, 'keywords.asset', assetId),
    calls:
      onScreen !== 'rwa'
        ? rwaOpeningCalls(stores.rwa, currency, assetId)
        : assetShown === assetId
          ? []
          : assetOpeningCalls(assetId, currency),
    spends: true,
    run: () => {
      stores.rwa.ui.setState({ selectedId: assetId });
      go(rwaHash(assetId));
    },
  }));
  return [...coins, ...assets];
}
