import type { AreaCatalogue } from '../en/index';
import type { enSettings } from '../en/settings';

export const frSettings: AreaCatalogue<typeof enSettings> = {
  'appearance.title': 'Apparence et fenêtre',
  'appearance.theme': 'Thème',
  'appearance.theme.light': 'Clair',
  'appearance.theme.dark': 'Sombre',
  'appearance.theme.system': 'Système',
  'appearance.language': 'Langue',
  'appearance.language.system': 'Comme le système ({name})',
  'appearance.language.hint':
    'La langue des textes. Les nombres, les dates et les devises suivent les paramètres régionaux du système.',
  'appearance.closeToTray':
    'Fermer la fenêtre garde Folio Desk dans la zone de notification (application de bureau)',
};
