// The source catalogue: every message id and its English text, in ICU MessageFormat. The other catalogues are
// typed against it, so a missing or extra id fails the type check. A count comes twice: the number that picks
// the plural form, and `n`, that number written in the user's number format (a choice apart from the language).

export const en = {
  'shell.skipToContent': 'Skip to content',
  'shell.views': 'Views',
  'shell.coin': 'Coin',
  'shell.loading': 'Loading…',
  'nav.overview': 'Overview',
  'nav.portfolios': 'Portfolios',
  'nav.positions': 'Positions',
  'nav.wallets': 'Wallets',
  'nav.watchlist': 'Watchlist',
  'nav.rwa': 'RWA',
  'nav.candles': 'Candles',
  'nav.alerts': 'Alerts',
  'nav.credits': 'Credits',
  'nav.settings': 'Settings',
  'appearance.title': 'Appearance and window',
  'appearance.theme': 'Theme',
  'appearance.theme.light': 'Light',
  'appearance.theme.dark': 'Dark',
  'appearance.theme.system': 'System',
  'appearance.language': 'Language',
  'appearance.language.system': 'As the system ({name})',
  'appearance.language.hint':
    'The language of the words. Numbers, dates and currencies follow the system locale.',
  'appearance.closeToTray': 'Closing the window keeps Folio Desk in the tray (desktop app)',
  'tray.demoData': 'Demo data',
  'tray.nothingWatched': 'Nothing watched: add coins or assets in the Watchlist view',
  'tray.noPriceYet': '{label}: no cached price yet',
  'tray.stale': 'stale',
  'tray.refresh': 'Refresh prices',
  'tray.refreshFree': 'Refresh prices (free)',
  'tray.refreshCredits': 'Refresh prices ({credits, plural, one {{n} credit} other {{n} credits}})',
  'tray.open': 'Open Folio Desk',
  'tray.quit': 'Quit',
  'tray.tooltip': 'Folio Desk',
  'tray.tooltipDemo': 'Folio Desk — demo data',
  'tray.tooltipAge': '{name} · prices from {age}',
  'count.pairs': '{count, plural, one {{n} pair} other {{n} pairs}}',
} as const;

export type MessageId = keyof typeof en;
/** A translation: every id of the source, none more. */
export type Catalogue = { readonly [Id in MessageId]: string };
