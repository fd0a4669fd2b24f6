import type { AreaCatalogue } from '../en/index';
import type { enShell } from '../en/shell';

export const frShell: AreaCatalogue<typeof enShell> = {
  'shell.skipToContent': 'Aller au contenu',
  'shell.views': 'Vues',
  'shell.coin': 'Crypto',
  'shell.loading': 'Chargement…',
  'nav.overview': 'Vue d’ensemble',
  'nav.portfolios': 'Portefeuilles',
  'nav.positions': 'Positions',
  'nav.wallets': 'Wallets',
  'nav.watchlist': 'Liste de suivi',
  'nav.rwa': 'RWA',
  'nav.candles': 'Chandeliers',
  'nav.alerts': 'Alertes',
  'nav.credits': 'Crédits',
  'nav.settings': 'Réglages',
};
