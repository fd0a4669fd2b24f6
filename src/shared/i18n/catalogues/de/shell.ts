import type { AreaCatalogue } from '../en/index';
import type { enShell } from '../en/shell';

export const deShell: AreaCatalogue<typeof enShell> = {
  'shell.skipToContent': 'Zum Inhalt springen',
  'shell.views': 'Ansichten',
  'shell.coin': 'Coin',
  'shell.loading': 'Wird geladen …',
  'nav.overview': 'Übersicht',
  'nav.portfolios': 'Portfolios',
  'nav.positions': 'Positionen',
  'nav.wallets': 'Wallets',
  'nav.watchlist': 'Beobachtungsliste',
  'nav.rwa': 'RWA',
  'nav.candles': 'Kerzen',
  'nav.alerts': 'Alarme',
  'nav.credits': 'Credits',
  'nav.settings': 'Einstellungen',
};
