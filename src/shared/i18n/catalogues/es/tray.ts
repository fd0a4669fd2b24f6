import type { AreaCatalogue } from '../en/index';
import type { enTray } from '../en/tray';

export const esTray: AreaCatalogue<typeof enTray> = {
  'tray.demoData': 'Datos de demostración',
  'tray.nothingWatched': 'Nada en seguimiento: añade monedas o activos en la vista Lista de seguimiento',
  'tray.noPriceYet': '{label}: aún no hay precio guardado',
  'tray.stale': 'desactualizado',
  'tray.refresh': 'Actualizar precios',
  'tray.refreshFree': 'Actualizar precios (gratis)',
  'tray.refreshCredits': 'Actualizar precios ({credits, plural, one {{n} crédito} other {{n} créditos}})',
  'tray.open': 'Abrir Folio Desk',
  'tray.quit': 'Salir',
  'tray.tooltip': 'Folio Desk',
  'tray.tooltipDemo': 'Folio Desk — datos de demostración',
  'tray.tooltipAge': '{name} · precios de {age}',
};
