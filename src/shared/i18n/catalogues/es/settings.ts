import type { AreaCatalogue } from '../en/index';
import type { enSettings } from '../en/settings';

export const esSettings: AreaCatalogue<typeof enSettings> = {
  'settings.route.title': 'Vía de acceso',
  'settings.route.legend': 'Cómo se pagan las llamadas',
  'settings.route.key': 'Clave API',
  'settings.route.keyLine': 'Lee su cuenta con su clave API; las llamadas gastan los créditos del plan.',
  'settings.route.gateway': 'Pago por solicitud',
  'settings.route.gatewayLine':
    'Sin clave: cada llamada se paga en USDC en Base desde un monedero cuya clave permanece en su llavero.',
  'settings.route.demo': 'Demo',
  'settings.route.demoLine': 'Datos de ejemplo del sustituto integrado del servicio; no se gasta nada.',
  'settings.route.waiting':
    'La demo está en uso: no hay ninguna clave API guardada. Guarde su clave en Acceso al servicio de datos, abajo, para leer su cuenta.',
  'settings.route.stopped': 'El pago por solicitud está detenido.',
  'settings.route.keepPaying': 'Seguir pagando a {address} (conocida) y reanudar',
  'settings.route.payNew': 'Pagar a {address} a partir de ahora',
  'settings.route.resume': 'Reanudar los pagos',
  'settings.route.recipient':
    'Los pagos van a {address}. Si la pasarela pide cobrar en otra dirección, Folio Desk no firma nada y se lo pregunta aquí primero.',
  'settings.route.perCall': 'Máximo por llamada (USDC)',
  'settings.route.perCallHint': 'Ninguna llamada paga más que esto.',
  'settings.route.perDay': 'Límite diario (USDC)',
  'settings.route.perDayHint':
    'Lo que suman los pagos de un día, incluidos los pendientes, se queda por debajo de esto.',
  'settings.route.notNumber':
    '{field, select, perCall {El máximo por llamada debe ser un número de USDC, 0 o más.} other {El límite diario debe ser un número de USDC, 0 o más.}}',
  'settings.route.controls': 'Límites de gasto',
  'settings.route.saveLimits': 'Guardar límites',
  'settings.route.limitsSaved': 'Límites guardados.',
  'settings.address.advanced': 'Avanzado',
  'settings.address.label': 'Dirección del servicio',
  'settings.address.use': 'Usar esta dirección',
  'settings.address.useDefault': 'Usar la predeterminada',
  'settings.address.hint':
    'Las solicitudes van a {address} ({source}), con el segmento de versión incluido. La predeterminada es {defaultAddress}. Solo https, o http simple en este equipo (127.0.0.1, ::1, localhost).',
  'settings.address.source.default': 'la predeterminada',
  'settings.address.source.settings': 'guardada en Ajustes',
  'settings.address.source.startOption': 'fijada con --api-base-url para esta ejecución',
  'settings.prefs.title': 'Datos y privacidad',
  'settings.prefs.storage': 'Almacenamiento',
  'settings.prefs.policy.manual': 'Solo cuando lo pida',
  'settings.prefs.policy.onOpen': 'Al abrir una vista',
  'settings.prefs.policy.interval': 'Cada pocos minutos',
  'settings.prefs.threshold': 'Preguntar antes de llamadas de más de (créditos)',
  'settings.prefs.minutes': 'Minutos entre actualizaciones',
  'settings.prefs.thresholdHint':
    'Ahora {now}. Las lecturas DeFi ({defi}), el riesgo de tokens ({risk}) y las sincronizaciones de todas las redes suelen superarlo.',
  'settings.prefs.currency': 'Moneda base',
  'settings.prefs.currencyUnsupported':
    'El servicio no convierte a {currency}: sus lecturas se rechazan hasta que se elija otra moneda. El gráfico de valor puede seguir mostrando {currency} (Mostrar en).',
  'settings.prefs.budget': 'Presupuesto mensual de créditos',
  'settings.prefs.budgetPlaceholder': 'los créditos del plan',
  'settings.prefs.budgetTip':
    'Superado el presupuesto, cada llamada pregunta antes. Vacío: los créditos mensuales del plan. La vista Créditos lo compara con lo previsto.',
  'settings.prefs.refresh': 'Actualizar datos',
  'settings.prefs.privacy': 'Modo privado',
  'settings.prefs.privacyHint':
    'Sustituye cada importe por ••• en las vistas, los gráficos, el título de la ventana y la bandeja, y muestra solo el inicio de las direcciones de monedero y ningún hash de transacción. Ctrl+Mayús+P lo activa o desactiva.',
  'settings.prefs.preferDemo': 'Usar datos de demostración aunque haya una clave API guardada',
  'settings.prefs.demoNow': 'Datos de demostración ahora',
  'settings.prefs.lotMethod': 'Método de lotes',
  'settings.prefs.average': 'Precio medio de compra',
  'settings.prefs.methodTip':
    'Qué compras cierra una venta: FIFO las más antiguas, LIFO las más recientes, HIFO las más caras, precio medio todas a su media. El informe de plusvalías realizadas de Carteras lo sigue; no se vuelve a leer nada.',
  'settings.prefs.longTerm': 'Largo plazo a partir de (días de tenencia)',
  'settings.prefs.longTermProblem':
    'Introduzca un número entero de días entre 1 y 3650; mientras tanto se mantiene {days}.',
  'settings.prefs.database': 'Base de datos',
  'settings.prefs.size': 'Tamaño',
  'settings.prefs.clearAsk': 'Vaciar caché…',
  'settings.prefs.clearLabel': '¿Vaciar la caché?',
  'settings.prefs.clearQuestion':
    'Se borran los precios y listas guardados; se vuelven a leer (gastando créditos) cuando hagan falta.',
  'settings.prefs.clearYes': 'Sí, vaciar la caché',
  'settings.prefs.cleared': 'Liberados {size}.',
  'settings.prefs.tray':
    'La consulta rápida de precios del menú de la bandeja muestra sus monedas y activos reales seguidos, con precios de la caché. Añádalos o quítelos en la vista {watchlist}.',
  'settings.prefs.watchlist': 'Lista de seguimiento',
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
  'settings.conn.keptSession':
    'Su clave se conserva durante esta sesión.',
  'settings.conn.keptKeychain':
    'Su clave sigue guardada en el llavero.',
  'settings.conn.learned':
    '{from} respondió 404 y {address} respondió, así que Folio Desk usa {address}.',
  'settings.conn.ok':
    'Conectado. Plan: {plan}. Créditos restantes en esta comprobación: {left} de {total}; la cabecera sigue contando desde ahí.',
  'settings.conn.okDetail':
    'Comprobado en {address}.{learned}',
  'settings.conn.refused':
    'El servicio en {address} rechazó la clave ({status}).',
  'settings.conn.refusedDetail':
    '{kept} Sustitúyala por la clave que muestra su cuenta de CoinStats.{learned}',
  'settings.conn.notFound':
    'No hay ninguna API de CoinStats en esta dirección: {address}.',
  'settings.conn.notFoundDetail':
    'Respondió 404 con y sin /v1. Revise la dirección del servicio en Avanzado. {kept}',
  'settings.conn.network':
    'No se pudo conectar con {address}: {detail}.',
  'settings.conn.networkDetail':
    'Revise la dirección y su conexión de red y vuelva a comprobar. {kept}',
  'settings.conn.tls':
    'Falló la conexión segura con {address}: {detail}.',
  'settings.conn.tlsDetail':
    'Folio Desk solo envía su clave a un servidor cuyo certificado puede verificar. {kept}',
  'settings.conn.busy':
    'El servicio en {address} está disponible y pidió ir más despacio ({status}: más solicitudes por segundo de las que permite su plan, quizá desde otra aplicación que usa esta clave).',
  'settings.conn.busyDetail':
    'Vuelva a comprobar en un momento. {kept}{learned}',
  'settings.conn.unexpected':
    '{address} respondió, pero no como lo hace la API de CoinStats ({detail}).',
  'settings.conn.unexpectedDetail':
    'Revise la dirección del servicio en Avanzado o vuelva a comprobar más tarde. {kept}',
  'settings.conn.noKey':
    'No hay ninguna clave de API guardada.',
  'settings.conn.noKeyDetail':
    'La conexión con {address} se comprueba cuando guarde una.',
  'settings.conn.checking':
    'Comprobando la conexión…',
  'settings.wallet.copied':
    'Dirección copiada.',
  'settings.wallet.copyRefused':
    'Aquí no se permite copiar: seleccione la dirección y cópiela.',
  'settings.wallet.address':
    'Dirección',
  'settings.wallet.copy':
    'Copiar dirección',
  'settings.wallet.fund':
    'Deposite USDC en Base en esta dirección. Folio Desk no consulta su saldo: véalo en su billetera o en un explorador de bloques de Base.',
  'settings.wallet.fundsWarning':
    'Envíe solo lo que piense gastar en solicitudes. Folio Desk nunca muestra la clave, ni siquiera una que haya generado, así que los USDC de esta dirección solo pueden gastarse con los pagos de Folio Desk desde este llavero: si se pierde la entrada del llavero (otro ordenador, un llavero restablecido), también se pierde lo que quede aquí.',
  'settings.wallet.removeAsk':
    'Quitar la clave de la billetera…',
  'settings.wallet.removeLabel':
    '¿Quitar la clave de la billetera?',
  'settings.wallet.removeQuestion':
    '¿Quitar la clave de la billetera del llavero? Folio Desk no podrá pagar por solicitud hasta que vuelva a añadir una, y los USDC en {address} solo pueden moverse con esta clave: guarde antes una copia si la dirección tiene fondos (de una clave generada por Folio Desk no hay copia: gaste antes lo que contenga).',
  'settings.wallet.removeConfirm':
    'Quitar la clave',
  'settings.wallet.group':
    'Clave de la billetera',
  'settings.wallet.title':
    'Billetera',
  'settings.wallet.none':
    'No hay ninguna clave de billetera guardada. Importe una o genere una nueva; se queda en su llavero.',
  'settings.wallet.keyLabel':
    'Clave privada de la billetera',
  'settings.wallet.import':
    'Importar',
  'settings.wallet.generate':
    'Generar una clave nueva',
  'settings.ledger.reserved':
    'reservado, aún sin respuesta',
  'settings.ledger.settled':
    'liquidado',
  'settings.ledger.unconfirmed':
    'datos servidos sin recibo',
  'settings.ledger.refused':
    'rechazado por la pasarela',
  'settings.ledger.failed':
    'fallido',
  'settings.ledger.unsigned':
    'sin firmar',
  'settings.ledger.totals':
    'Totales en USDC',
  'settings.ledger.spentToday':
    'Gastado hoy',
  'settings.ledger.reservedToday':
    'Reservado hoy',
  'settings.ledger.spentMonth':
    'Gastado este mes',
  'settings.ledger.reservedMonth':
    'Reservado este mes',
  'settings.ledger.empty':
    'Todavía no se ha pagado ninguna llamada por solicitud.',
  'settings.ledger.payments':
    'Pagos en USDC',
  'settings.ledger.signed':
    'Firmado',
  'settings.ledger.call':
    'Llamada',
  'settings.ledger.outcome':
    'Resultado',
  'settings.ledger.receipt':
    'Recibo',
  'settings.ledger.outcomeReserved':
    '{outcome} · reservado',
  'settings.ledger.unsettledTitle':
    'Firmados, sin liquidar',
  'settings.ledger.unsettledHint':
    'Una pasarela aún puede cobrarlos hasta que caduquen, o puede haberlos cobrado sin recibo: cuentan para el límite diario del día en que se firmaron.',
  'settings.ledger.unsettledList':
    'Autorizaciones sin liquidar',
  'settings.ledger.unsettledExpires':
    '{amount} USDC por GET {path} — {outcome}; caduca {time}',
  'settings.ledger.unsettledExpired':
    '{amount} USDC por GET {path} — {outcome}; caducó {time}',
  'settings.ledger.title':
    'Pago por solicitud (USDC)',
  'settings.ledger.what':
    'Registro de USDC',
};
