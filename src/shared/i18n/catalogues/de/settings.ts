import type { AreaCatalogue } from '../en/index';
import type { enSettings } from '../en/settings';

export const deSettings: AreaCatalogue<typeof enSettings> = {
  'appearance.title': 'Darstellung und Fenster',
  'appearance.theme': 'Design',
  'appearance.theme.light': 'Hell',
  'appearance.theme.dark': 'Dunkel',
  'appearance.theme.system': 'System',
  'appearance.language': 'Sprache',
  'appearance.language.system': 'Wie das System ({name})',
  'appearance.language.hint':
    'Die Sprache der Texte. Zahlen, Daten und Währungen folgen dem Gebietsschema des Systems.',
  'appearance.closeToTray': 'Beim Schließen des Fensters bleibt Folio Desk im Infobereich (Desktop-App)',
};
