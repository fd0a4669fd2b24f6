import type { AreaCatalogue } from '../en/index';
import type { enTray } from '../en/tray';

export const frTray: AreaCatalogue<typeof enTray> = {
  'tray.demoData': 'Données de démonstration',
  'tray.nothingWatched': 'Rien en suivi : ajoutez des cryptos ou des actifs dans la vue Liste de suivi',
  'tray.noPriceYet': '{label} : pas encore de cours en cache',
  'tray.stale': 'périmé',
  'tray.refresh': 'Actualiser les cours',
  'tray.refreshFree': 'Actualiser les cours (gratuit)',
  'tray.refreshCredits': 'Actualiser les cours ({credits, plural, one {{n} crédit} other {{n} crédits}})',
  'tray.open': 'Ouvrir Folio Desk',
  'tray.quit': 'Quitter',
  'tray.tooltip': 'Folio Desk',
  'tray.tooltipDemo': 'Folio Desk — données de démonstration',
  'tray.tooltipAge': '{name} · cours mis à jour {age}',
};
