import type { AreaCatalogue } from '../en/index';
import type { enShell } from '../en/shell';

export const esShell: AreaCatalogue<typeof enShell> = {
  'shell.skipToContent': 'Saltar al contenido',
  'shell.views': 'Vistas',
  'shell.coin': 'Moneda',
  'shell.loading': 'Cargando…',
  'nav.overview': 'Resumen',
  'nav.portfolios': 'Carteras',
  'nav.positions': 'Posiciones',
  'nav.wallets': 'Billeteras',
  'nav.watchlist': 'Lista de seguimiento',
  'nav.rwa': 'RWA',
  'nav.candles': 'Velas',
  'nav.alerts': 'Alertas',
  'nav.credits': 'Créditos',
  'nav.settings': 'Ajustes',
};
