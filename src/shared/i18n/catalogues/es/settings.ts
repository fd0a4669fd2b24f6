import type { AreaCatalogue } from '../en/index';
import type { enSettings } from '../en/settings';

export const esSettings: AreaCatalogue<typeof enSettings> = {
  'settings.title': 'Ajustes',
  'settings.mode.demo':
    'Modo demo: datos de ejemplo del sustituto integrado del servicio. No se gastan créditos.',
  'settings.mode.live': 'En directo: leyendo su cuenta con su clave API.',
  'settings.mode.gateway': 'Pago por solicitud: cada llamada se paga en USDC a través de la pasarela.',
  'settings.mode.unreachable':
    'En directo, con su clave API: no se pudo leer el servicio en su dirección (vea Acceso al servicio de datos abajo).',
  'settings.mode.refused':
    'Clave API: el servicio rechazó su clave (401), así que no se puede leer nada. Sustitúyala en Acceso al servicio de datos abajo, o elija Demo arriba.',
  'settings.mode.demoUntilKey':
    'Modo demo hasta que se guarde una clave API: datos de ejemplo del sustituto integrado del servicio. No se gastan créditos.',
  'settings.mode.demoUntilWallet':
    'Modo demo hasta que se guarde una clave de monedero para pagar por solicitud: datos de ejemplo del sustituto integrado del servicio. No se gastan créditos.',
  'settings.about.title': 'Acerca de Folio Desk',
  'settings.about.version': 'Versión {version}',
  'settings.about.welcome': 'Mostrar de nuevo la bienvenida',
  'settings.about.welcomeHint': 'Las tres formas de empezar y dónde se guardan sus datos.',
  'settings.about.checking': 'Comprobando…',
  'settings.about.check': 'Buscar actualizaciones',
  'settings.about.newer': 'La versión {latest} está disponible (tiene la {current}).',
  'settings.about.latest': 'Tiene la versión más reciente ({current}).',
  'settings.key.title': 'Acceso al servicio de datos',
  'settings.key.checking': 'Comprobando el llavero…',
  'settings.key.session': 'Solo para esta sesión (…{last4})',
  'settings.key.stored': 'Guardada (…{last4})',
  'settings.key.none': 'No hay clave guardada',
  'settings.key.saved': 'Clave guardada en el llavero.',
  'settings.key.keptForSession':
    'Clave guardada en memoria solo para esta sesión: nunca en disco, se olvida al cerrar Folio Desk.',
  'settings.key.cleared': 'Clave eliminada del llavero. Folio Desk está en modo demo.',
  'settings.key.new': 'Nueva clave API',
  'settings.key.label': 'Clave API',
  'settings.key.replace': 'Sustituir',
  'settings.key.save': 'Guardar',
  'settings.key.clear': 'Borrar',
  'settings.key.hintSession':
    'Guardada en memoria solo para esta sesión (no hay llavero del sistema disponible), nunca en disco. Folio Desk solo muestra sus cuatro últimos caracteres. Sin clave, y salvo que pague por solicitud, funciona en modo demo con datos de ejemplo.',
  'settings.key.hint':
    'Guardada en el llavero del sistema, nunca en disco en texto plano. Folio Desk solo muestra sus cuatro últimos caracteres. Sin clave, y salvo que pague por solicitud, funciona en modo demo con datos de ejemplo.',
  'settings.key.checkAgain': 'Comprobar de nuevo',
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
