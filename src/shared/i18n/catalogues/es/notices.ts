import type { AreaCatalogue } from '../en/index';
import type { enNotices } from '../en/notices';

export const esNotices: AreaCatalogue<typeof enNotices> = {
  'notices.alertTitle': 'Alerta de precio: {label}',
  'notices.alertRose': 'El precio subió por encima de tu nivel de alerta.',
  'notices.alertFell': 'El precio bajó por debajo de tu nivel de alerta.',
  'notices.alertMoved':
    'El precio {direction, select, up {subió} other {bajó}} más allá de tu alerta de variación {window, select, hour {de una hora} other {de un día}}.',
  'notices.alertAboveNow': 'Ahora {price}, por encima de {level}.',
  'notices.alertBelowNow': 'Ahora {price}, por debajo de {level}.',
  'notices.alertChange':
    'La variación en {window} es {change} (alerta: variación en {window} más allá de {limit}).',
  'notices.summaryTitle': '{count, plural, one {{n} alerta de precio} other {{n} alertas de precio}}',
  'notices.summaryNamed': '{names} superaron sus niveles de alerta.',
  'notices.summaryNamedMore': '{names} y {rest} más superaron sus niveles de alerta.',
  'notices.summaryAbove': '{label} por encima de {level}',
  'notices.summaryBelow': '{label} por debajo de {level}',
  'notices.summaryChange': '{label} variación en {window} más allá de {limit}',
  'notices.summaryList': '{list}.',
  'notices.summaryListMore': '{list} y {rest} más.',
  'notices.userFileRebuilt':
    'El archivo con tus ajustes y listas se eliminó o vació mientras Folio Desk estaba abierto. Se reconstruyó con lo que Folio Desk aún conservaba y la copia del {copyTime}; pueden faltar cambios hechos después.',
  'notices.userFileWritten':
    'El archivo con tus ajustes y listas se eliminó o vació mientras Folio Desk estaba abierto. Se volvió a escribir con lo que Folio Desk aún conservaba, así que no se perdió nada.',
  'notices.userDataRestored':
    'No se pudieron leer tus propios datos (ajustes, billeteras seguidas, carteras compartidas, lista de seguimiento) ({problem}), así que Folio Desk restauró su copia del {copyTime}. Falta todo lo que cambiaste después. El archivo dañado se movió a {movedTo}.',
  'notices.userDataDefaults':
    'No se pudieron leer tus propios datos (ajustes, billeteras seguidas, carteras compartidas, lista de seguimiento) ({problem}) y no había ninguna copia válida que restaurar, así que Folio Desk empezó con los valores predeterminados. El archivo dañado se movió a {movedTo}.',
  'notices.userFileCopyRestored':
    'Tus ajustes y listas se restauraron desde la copia del {copyTime} (su archivo {state, select, empty {estaba vacío} other {no existía}}). Falta todo lo que cambiaste después.',
  'notices.userFileNoCopy':
    'No se encontraron tus ajustes y listas (su archivo {state, select, empty {estaba vacío} other {no existía}}) y no se pudo leer ninguna de las {count} copias de {folder}, así que Folio Desk empezó con los valores predeterminados.',
  'notices.cacheReplaced':
    'No se pudo leer la caché ({problem}), así que Folio Desk la movió a {movedTo} y creó una nueva; se vuelve a llenar a medida que usas la aplicación. Tus ajustes, claves, billeteras, carteras compartidas y lista de seguimiento se guardan aparte y no han cambiado.',
  'notices.databaseReplaced':
    'No se pudo leer la base de datos ({problem}), así que Folio Desk la movió a {movedTo} y empezó con una caché vacía. Los ajustes vuelven a sus valores predeterminados: si habías guardado una clave API o una clave de billetera, vuelve a introducirla en Ajustes.',
  'notices.useForSession': 'Usar solo en esta sesión',
  'notices.keptForSession':
    'Guardado en memoria solo para esta sesión: {secrets}. Folio Desk lo olvida al cerrarse.',
  'notices.keptAllForSession':
    'Ahora los secretos se guardan en memoria solo para esta sesión y se olvidan al cerrar Folio Desk. Vuelve a intentarlo.',
  'notices.secret':
    '{kind, select, apiKey {la clave API} walletKey {la clave de la billetera para el pago por solicitud} shareToken {el token para compartir de la cartera compartida} passcode {el código de acceso de la cartera compartida} other {la clave}}',
  'notices.trayNotRefreshed': 'Precios no actualizados: {reason}',
  'notices.trayTryLater': 'Precios no actualizados: inténtalo más tarde',
  'notices.dismiss': 'Descartar',
};
