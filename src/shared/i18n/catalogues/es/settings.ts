import type { AreaCatalogue } from '../en/index';
import type { enSettings } from '../en/settings';

export const esSettings: AreaCatalogue<typeof enSettings> = {
  'appearance.title': 'Apariencia y ventana',
  'appearance.theme': 'Tema',
  'appearance.theme.light': 'Claro',
  'appearance.theme.dark': 'Oscuro',
  'appearance.theme.system': 'Sistema',
  'appearance.language': 'Idioma',
  'appearance.language.system': 'Como el sistema ({name})',
  'appearance.language.hint':
    'El idioma de los textos. Los números, las fechas y las monedas siguen la configuración regional del sistema.',
  'appearance.closeToTray':
    'Al cerrar la ventana, Folio Desk sigue en la bandeja del sistema (aplicación de escritorio)',
};
