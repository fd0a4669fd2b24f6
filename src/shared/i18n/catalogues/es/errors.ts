import type { AreaCatalogue } from '../en/index';
import type { enErrors } from '../en/errors';

export const esErrors: AreaCatalogue<typeof enErrors> = {
  'errors.gatewayHeadline': 'No disponible al pagar por solicitud.',
  'errors.gatewayAdvice':
    'La pasarela no ofrece esto; cambia la vía de acceso a la clave API en Ajustes para consultarlo.',
  'errors.wrongPasscodeHeadline': 'Código de acceso incorrecto.',
  'errors.wrongPasscodeAdvice': 'Vuelve a introducir el código de acceso de la cartera compartida.',
  'errors.passcodeNeededHeadline': 'Esta cartera compartida necesita su código de acceso.',
  'errors.passcodeNeededAdvice':
    'Introduce el código de acceso que te dio su propietario junto con el token para compartir y vuelve a añadirla.',
  'errors.ownerPlanHeadline': 'No incluido en el plan del propietario (403).',
  'errors.ownerPlanAdvice':
    'Una cartera compartida solo se puede consultar mientras su propietario tenga un plan premium (Degen).',
  'errors.planHeadline': 'No incluido en tu plan {plan} (403).',
  'errors.anyPlanHeadline': 'No incluido en tu plan (403).',
  'errors.planAdvice':
    'Hace falta un plan superior (en una cartera compartida, el propietario necesita un plan premium).',
  'errors.rateNotSentHeadline': 'Demasiadas solicitudes (429); no se ha hecho nada.',
  'errors.rateNotSentAdvice': 'Vuelve a intentarlo tras la espera indicada abajo.',
  'errors.rateHeadline': 'Demasiadas solicitudes (429).',
  'errors.rateAdvice': 'Esperando {seconds} s antes de volver a intentarlo.',
  'errors.perCallCapHeadline': 'Esta consulta cuesta más que tu límite de USDC por consulta.',
  'errors.perCallCapAdvice': 'Sube el límite por consulta en Ajustes para pagarla; esperar no cambiará esto.',
  'errors.dailyCapHeadline': 'Este pago superaría tu límite de USDC de hoy.',
  'errors.dailyCapAdvice': 'Sube el límite diario en Ajustes o espera hasta mañana.',
  'errors.someCapHeadline': 'Este pago superaría uno de tus límites de USDC.',
  'errors.someCapAdvice': 'Sube en Ajustes el límite indicado abajo.',
  'errors.pastBudget':
    'Por encima de tu presupuesto mensual: {reason} Confírmalo para continuar.{stale, select, yes { La confirmación dada era para otra llamada, ya se usó o ha caducado.} other {}}',
  'errors.pastBudgetHeadline':
    'Esto cuesta {credits, plural, one {{n} crédito} other {{n} créditos}} y supera tu presupuesto mensual de créditos.',
  'errors.pastBudgetMoreHeadline': 'Esto cuesta más y supera tu presupuesto mensual de créditos.',
  'errors.pastBudgetAdvice': 'Gástalo igualmente o sube el presupuesto en Ajustes.',
  'errors.aboveThresholdHeadline':
    'Esto cuesta {credits, plural, one {{n} crédito} other {{n} créditos}}, por encima de tu umbral de confirmación.',
  'errors.aboveThresholdMoreHeadline': 'Esto cuesta más, por encima de tu umbral de confirmación.',
  'errors.aboveThresholdAdvice': 'Sube el umbral en Ajustes para consultarlo sin preguntar.',
  'errors.refusedHeadline': 'El servicio rechazó esta solicitud por no ser válida.',
  'errors.refusedAdvice': 'Reenviarla no servirá: cambia lo que se indica abajo y vuelve a intentarlo.',
  'errors.invalidHeadline': 'Algunos datos introducidos no son válidos.',
  'errors.checkFields': 'Revisa {fields} y vuelve a intentarlo.',
  'errors.checkEntered': 'Revisa lo que has introducido.',
  'errors.unauthorizedHeadline': 'El servicio no aceptó la clave API (401).',
  'errors.unauthorizedAdvice': 'Revisa tu clave API en Ajustes: vuelve a introducirla o sustitúyela.',
  'errors.noCreditsHeadline': 'No quedan créditos este mes.',
  'errors.noCreditsAdvice':
    'Los datos guardados siguen disponibles. Espera al próximo mes de créditos o mejora tu plan.',
  'errors.unpaidHeadline': 'No se pagó a la pasarela de pago por solicitud.',
  'errors.unpaidAdvice': 'El motivo está abajo; la billetera y la vía de acceso están en Ajustes.',
  'errors.notSyncedHeadline': 'Las transacciones de esta billetera aún no están sincronizadas.',
  'errors.notSyncedAdvice': 'Inicia una sincronización; la lista aparecerá cuando termine.',
  'errors.redirectedHeadline': 'La dirección del servicio redirigió a otro sitio; no se envió nada allí.',
  'errors.redirectedAdvice': 'Revisa la dirección del servicio en Ajustes.',
  'errors.offlineHeadline': 'No se puede conectar con el servicio.',
  'errors.offlineAdvice': 'Comprueba tu conexión a internet y vuelve a intentarlo.',
  'errors.heldHeadline': 'El servicio no respondió a tiempo a esta consulta hace un momento.',
  'errors.heldAdvice':
    'Pulsa Reintentar para preguntar de nuevo ahora (vuelve a costar su precio); no se reenvía sola durante unos minutos, y cada vez más (hasta una hora) si vuelve a quedar sin respuesta.',
  'errors.badResponseHeadline': 'El servicio envió datos que no superaron la validación.',
  'errors.badResponseAdvice':
    'Se conservaron los últimos datos correctos. Vuelve a intentarlo más tarde; si persiste, informa del ID de solicitud.',
  'errors.keychainHeadline': 'No hay ningún llavero del sistema disponible.',
  'errors.keychainAdvice': 'Inicia o desbloquea tu llavero (Secret Service), o úsala solo en esta sesión.',
  'errors.diskFullHeadline': 'El disco está lleno; no se ha perdido nada.',
  'errors.diskFullAdvice': 'Libera espacio en el disco y vuelve a intentarlo.',
  'errors.cancelledHeadline': 'Cancelado.',
  'errors.internalHeadline': 'Algo ha fallado dentro de la aplicación.',
  'errors.internalAdvice': 'Vuelve a intentarlo; si persiste, reinicia la aplicación.',
  'errors.notAnsweringHeadline': 'El servicio no responde.',
  'errors.notAnsweringStatusHeadline': 'El servicio no responde ({status}).',
  'errors.notAnsweringAdvice':
    'Vuelve a intentarlo en un minuto; mientras tanto se muestran datos guardados.',
  'errors.notFoundHeadline': 'No encontrado (404).',
  'errors.notFoundAdvice':
    'Actualiza la lista; si no se encuentra nada, revisa la dirección del servicio en Ajustes.',
  'errors.settingsLink': 'Ajustes',
  'errors.issueInput': 'entrada',
  'errors.detailPrice': 'Precio: {explanation}.',
  'errors.detailStatus400': 'Estado 400.',
  'errors.detailRequestId': 'ID de solicitud: {requestId}.',
  'errors.keyRefused':
    'El servicio no aceptó tu clave API. Revisa tu clave API en Ajustes o elimínala para usar el modo demo.',
  'errors.noKeyStored':
    'No hay ninguna clave API guardada. Añade tu clave en Ajustes o usa el modo demo para probar la aplicación.',
  'errors.walletNotSynced':
    'Las transacciones de la billetera aún no están sincronizadas. Folio Desk inicia una sincronización; vuelve a consultarlas cuando termine.',
  'errors.slowDown':
    'El servicio pidió a Folio Desk que redujera el ritmo. Espera y reintenta dentro del límite de tu plan.',
  'errors.serviceUnavailable':
    'El servicio no está disponible temporalmente (se reembolsan los créditos del intento). Se muestran datos guardados donde los hay; vuelve a intentarlo en un minuto.',
  'errors.upstreamTimeout': 'Se agotó el tiempo de espera del servicio. Vuelve a intentarlo en un minuto.',
  'errors.creditsExhausted':
    'Créditos agotados: tu cuenta no tiene créditos para esta solicitud. Se siguen mostrando los datos guardados; los créditos se renuevan con el mes de tu plan, o mejora el plan.',
  'errors.planRefused': 'Tu plan no incluye {endpoint}; necesitas un plan de pago (Starter o superior).',
  'errors.planRefusedSaid':
    'Tu plan no incluye {endpoint}; necesitas un plan de pago (Starter o superior). El servicio dijo: {quote}',
  'errors.ownerPlanRefused':
    'Para consultar una cartera compartida, su propietario debe tener un plan premium (Degen); el plan del propietario no lo permite.',
  'errors.requestRefused': 'El servicio rechazó la solicitud de {what} por no ser válida.',
  'errors.requestRefusedSaid':
    'El servicio rechazó la solicitud de {what} por no ser válida. El servicio dijo: {quote}',
  'errors.redirectedTo':
    'La dirección del servicio redirigió a {to}; Folio Desk no sigue redirecciones, así que no se envió nada allí.',
  'errors.redirectedElsewhere':
    'La dirección del servicio redirigió a otra dirección; Folio Desk no sigue redirecciones, así que no se envió nada allí.',
  'errors.noApiAt':
    'Ninguna API de CoinStats respondió a {endpoint} en {address}. Revisa la dirección del servicio en Ajustes.',
  'errors.serverFailed': 'El servicio falló con el estado {status}. Vuelve a intentarlo más tarde.',
  'errors.serverFailedSaid':
    'El servicio falló con el estado {status}. Vuelve a intentarlo más tarde. El servicio dijo: {quote}',
  'errors.wrongPasscode':
    'Código de acceso incorrecto para esta cartera compartida. Vuelve a introducirlo (se guarda en tu llavero).',
  'errors.passcodeProtected':
    'Esta cartera compartida está protegida con un código de acceso. Introdúcelo (se guarda en tu llavero).',
  'errors.perCallCap':
    '{what} cuesta {price} USDC en la pasarela de pago por solicitud, por encima de tu límite por consulta de {cap} USDC, así que Folio Desk no lo pagó. Sube el límite por consulta en Ajustes para permitirlo.',
  'errors.dailyCap':
    'Pagar {price} USDC por {what} llevaría el gasto de hoy en la pasarela (liquidado y reservado) a {total} USDC, por encima de tu límite diario de {cap} USDC, así que Folio Desk no firmó nada. Sube el límite diario en Ajustes o espera hasta mañana.',
  'errors.heldRead':
    'El servicio no respondió a tiempo a esto hace un momento, y una respuesta tardía podría cobrarse igualmente, así que Folio Desk no lo reenvía por sí solo durante unos minutos (cada vez más si vuelve a quedar sin respuesta, hasta una hora). Reintentar, Actualizar o un gasto que confirmes lo envía ahora.',
  'errors.unreachable':
    'No se puede conectar con el servicio; Folio Desk muestra datos guardados y lo reintenta por sí solo.',
  'errors.diskFull':
    'El disco está lleno; no se ha perdido nada. Este cambio no se guardó: libera espacio en el disco y vuelve a intentarlo.',
  'errors.keychainMissing':
    'No hay ningún llavero del sistema disponible, así que Folio Desk no puede {action, select, read {leer} remove {eliminar} other {guardar}} {secret, select, apiKey {la clave API} walletKey {la clave de la billetera para el pago por solicitud} shareToken {el token para compartir de la cartera compartida} passcode {el código de acceso de la cartera compartida} other {la clave}} de forma segura (nunca escribe secretos en el disco como texto sin cifrar). En Linux, instala e inicia un Secret Service como gnome-keyring (paquete gnome-keyring) o KeePassXC y vuelve a intentarlo{action, select, store {; o úsala solo en esta sesión: se guarda en memoria, nunca en el disco, y se olvida al cerrar Folio Desk.} other {.}} Detalle: {detail}',
  'errors.foundNoSaid':
    'El servicio no encontró {kind, select, portfolio {la cartera «{id}»} coin {la moneda «{id}»} riskData {los datos de riesgo de «{id}»} exchangePairs {los pares de «{id}»} newsFeed {el canal de noticias «{id}»} rwaAsset {el activo RWA «{id}»} wallet {la billetera {id}} sharedPortfolio {la cartera} someWallet {la billetera} candles {las velas de {id} en {place}} pair {el par {id} en {place}} wallets {{count, plural, one {{n} billetera} other {{n} billeteras}}} other {{id}}}. El servicio dijo: {quote}',
  'errors.foundNoOrNoApi':
    'El servicio no encontró {kind, select, portfolio {la cartera «{id}»} coin {la moneda «{id}»} riskData {los datos de riesgo de «{id}»} exchangePairs {los pares de «{id}»} newsFeed {el canal de noticias «{id}»} rwaAsset {el activo RWA «{id}»} wallet {la billetera {id}} sharedPortfolio {la cartera} someWallet {la billetera} candles {las velas de {id} en {place}} pair {el par {id} en {place}} wallets {{count, plural, one {{n} billetera} other {{n} billeteras}}} other {{id}}}, o ninguna API de CoinStats respondió a {endpoint} en {address}. Revisa la dirección del servicio en Ajustes.',
  'errors.noApiAtSaid':
    'Ninguna API de CoinStats respondió a {endpoint} en {address}. Revisa la dirección del servicio en Ajustes. El servicio dijo: {quote}',
  'errors.requestRefusedAbout':
    'El servicio rechazó la solicitud sobre {kind, select, portfolio {la cartera «{id}»} coin {la moneda «{id}»} riskData {los datos de riesgo de «{id}»} exchangePairs {los pares de «{id}»} newsFeed {el canal de noticias «{id}»} rwaAsset {el activo RWA «{id}»} wallet {la billetera {id}} sharedPortfolio {la cartera} someWallet {la billetera} candles {las velas de {id} en {place}} pair {el par {id} en {place}} wallets {{count, plural, one {{n} billetera} other {{n} billeteras}}} other {{id}}} por no ser válida.',
  'errors.requestRefusedAboutSaid':
    'El servicio rechazó la solicitud sobre {kind, select, portfolio {la cartera «{id}»} coin {la moneda «{id}»} riskData {los datos de riesgo de «{id}»} exchangePairs {los pares de «{id}»} newsFeed {el canal de noticias «{id}»} rwaAsset {el activo RWA «{id}»} wallet {la billetera {id}} sharedPortfolio {la cartera} someWallet {la billetera} candles {las velas de {id} en {place}} pair {el par {id} en {place}} wallets {{count, plural, one {{n} billetera} other {{n} billeteras}}} other {{id}}} por no ser válida. El servicio dijo: {quote}',
  'errors.answerShape':
    'La respuesta del servicio a {endpoint} no coincide con la estructura documentada. Se conservan los datos en caché; vuelve a intentarlo más tarde.',
  'errors.answerWebPage':
    'El servicio respondió a {endpoint} con una página web en lugar de datos. Se conservan los datos en caché; vuelve a intentarlo más tarde.',
  'errors.answerMalformed':
    'El servicio respondió a {endpoint} con un JSON mal formado. Se conservan los datos en caché; vuelve a intentarlo más tarde.',
  'errors.payNotUsdc':
    'El gateway pidió el pago de {what} con algo distinto de una transferencia de USDC en Base; Folio Desk solo paga en USDC en Base, así que no se firmó nada.',
  'errors.payUnreadable':
    'El gateway de pago por solicitud respondió a {what} con una solicitud de pago que Folio Desk no puede leer; no se firmó nada.',
  'errors.payNoWalletKey':
    'No hay ninguna clave de billetera guardada para pagar {what}. Añade una en Ajustes o cambia la vía de acceso a tu clave API.',
  'errors.payConnectionLost':
    'La conexión falló después de firmar un pago para {what}. El gateway aún puede cobrarlo, así que cuenta para el límite de hoy; Folio Desk no vuelve a firmar para esta lectura. Vuelve a intentarlo más tarde.',
  'errors.payNotSettled':
    'El gateway de pago por solicitud no pudo liquidar el pago de {what} ({reason}). Cuenta para el límite de hoy hasta que termine el día, por si se cobró; Folio Desk no vuelve a firmar para esta lectura.',
  'errors.payAnsweredStatus':
    'El gateway de pago por solicitud respondió a la solicitud pagada de {what} con HTTP {status}. El pago firmado aún puede cobrarse, así que cuenta para el límite de hoy; Folio Desk no vuelve a firmar para esta lectura. Vuelve a intentarlo más tarde.',
  'errors.payUnreadableAmount': 'El gateway pidió un importe ilegible para {what}; no se firmó nada.',
  'errors.payNoRecipient':
    'El gateway no indicó ningún destinatario legible para {what}, así que Folio Desk no firmó nada.',
  'errors.payRefusedStopped':
    'El gateway de pago por solicitud rechazó un pago firmado para {what} ({reason}) y volvió a pedirlo. Folio Desk dejó de pagar a {gateway} para que no pueda pedir una firma tras otra; la autorización cuenta para el límite de hoy. Revisa el saldo en USDC de la billetera en Base y el gateway, y luego reanuda los pagos en Ajustes.',
};
