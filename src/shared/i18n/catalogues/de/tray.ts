import type { AreaCatalogue } from '../en/index';
import type { enTray } from '../en/tray';

export const deTray: AreaCatalogue<typeof enTray> = {
  'tray.demoData': 'Demodaten',
  'tray.nothingWatched': 'Nichts beobachtet: Coins oder Assets in der Ansicht Beobachtungsliste hinzufügen',
  'tray.noPriceYet': '{label}: noch kein gespeicherter Kurs',
  'tray.stale': 'veraltet',
  'tray.refresh': 'Kurse aktualisieren',
  'tray.refreshFree': 'Kurse aktualisieren (kostenlos)',
  'tray.refreshCredits': 'Kurse aktualisieren ({credits, plural, one {{n} Credit} other {{n} Credits}})',
  'tray.open': 'Folio Desk öffnen',
  'tray.quit': 'Beenden',
  'tray.tooltip': 'Folio Desk',
  'tray.tooltipDemo': 'Folio Desk — Demodaten',
  'tray.tooltipAge': '{name} · Kurse {age}',
};
