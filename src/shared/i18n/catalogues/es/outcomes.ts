import type { AreaCatalogue } from '../en/index';
import type { enOutcomes } from '../en/outcomes';

const what =
  '{what, select, connectWallet {la conexión de la billetera} connectExchange {la conexión de {exchange}} ' +
  'deletePortfolio {la eliminación de la cartera} sync {la sincronización} statusRead {la consulta del estado} ' +
  'buy {la compra de {amount} {coin}} sell {la venta de {amount} {coin}} ' +
  'transferIn {la transferencia entrante de {amount} {coin}} transferOut {la transferencia saliente de {amount} {coin}} ' +
  'correction {la corrección de {amount} {coin}} reversal {la anulación de {amount} {coin}} ' +
  'editedBuy {la compra editada} editedSell {la venta editada} editedTransferIn {la transferencia entrante editada} ' +
  'editedTransferOut {la transferencia saliente editada} nextRow {la fila siguiente} import {una importación} ' +
  'other {la operación}}';

const What =
  '{what, select, connectWallet {La conexión de la billetera} connectExchange {La conexión de {exchange}} ' +
  'deletePortfolio {La eliminación de la cartera} sync {La sincronización} statusRead {La consulta del estado} ' +
  'buy {La compra de {amount} {coin}} sell {La venta de {amount} {coin}} ' +
  'transferIn {La transferencia entrante de {amount} {coin}} transferOut {La transferencia saliente de {amount} {coin}} ' +
  'correction {La corrección de {amount} {coin}} reversal {La anulación de {amount} {coin}} ' +
  'editedBuy {La compra editada} editedSell {La venta editada} editedTransferIn {La transferencia entrante editada} ' +
  'editedTransferOut {La transferencia saliente editada} nextRow {La fila siguiente} import {Una importación} ' +
  'other {La operación}}';

const why =
  '{why, select, timeout {no llegó respuesta a tiempo} other {la respuesta se perdió por el camino}}';
const keyRoute = 'Añade tu clave API en Ajustes y cambia la vía de acceso a la clave para consultarlo.';

const tryElse =
  'Inténtalo de nuevo más tarde, o añade tu clave API en Ajustes y cambia la vía de acceso a la clave.';
const checkGateway =
  'Revisa la dirección de la pasarela, o añade tu clave API en Ajustes y cambia la vía de acceso a la clave.';

export const esOutcomes: AreaCatalogue<typeof enOutcomes> = {
  'outcomes.notSentGateway': `No enviado: ${what} necesita una clave API. La pasarela de pago por solicitud solo lee; cambia la vía de acceso a la clave API en Ajustes.`,
  'outcomes.notSentOffline': `No enviado: no se puede acceder al servicio, así que ${what} no se realizó. No queda nada en cola; lo que introdujiste se conserva, inténtalo de nuevo cuando el servicio vuelva.`,
  'outcomes.refused': `No realizado: ${what} fue rechazada. {reason}`,
  'outcomes.found': `${What}: ${why}, así que Folio Desk volvió a leer la cartera y comprobó que se había realizado.`,
  'outcomes.notFound': `${What} probablemente no se realizó: ${why}, y al volver a leer la cartera no se encontró. No se reintentó nada; inténtalo de nuevo si todavía lo quieres.`,
  'outcomes.unknown': `Folio Desk no puede saber si ${what} se realizó: ${why}, y la cartera no se pudo volver a leer. No se reintentó nada; revisa la cartera antes de volver a intentarlo.`,
  'outcomes.recorded': `${What}: registrada.`,
  'outcomes.connectedBefore':
    'Esta {type, select, wallet {billetera} other {exchange}} ya estaba conectada: su cartera está seleccionada.',
  'outcomes.connectedNew':
    'Conectado: {type, select, wallet {la billetera} other {el exchange}} es una cartera nueva; sus transacciones se sincronizan en segundo plano.',
  'outcomes.exchangeListUnread': 'No enviado: no se pudo leer la lista de exchanges. {reason}',
  'outcomes.deleted': 'La cartera se eliminó.',
  'outcomes.syncUnsure': 'Folio Desk no puede saber si la sincronización empezó. {reason}',
  'outcomes.notSentAddress': 'No enviado: {reason}',
  'outcomes.noSuchExchange': 'No enviado: el servicio no tiene ningún exchange «{connectionId}».',
  'outcomes.fieldsMissing':
    'No enviado: {count, plural, one {el campo {fields} es obligatorio} other {los campos {fields} son obligatorios}}.',
  'outcomes.fieldsExtra': 'No enviado: {exchange} no admite el campo {fields}.',
  'outcomes.fieldsWrong':
    'No enviado: {count, plural, one {el campo {missing} es obligatorio} other {los campos {missing} son obligatorios}}, y {exchange} no admite el campo {extra}.',
  'outcomes.futureDate': 'No enviado: la fecha está en el futuro.',
  'outcomes.editElsewhere': 'No enviado: una edición se queda en la misma cartera.',
  'outcomes.cannotReverse':
    'No enviado: esta transacción no se puede anular, porque su asiento de corrección quedaría fuera de lo que puede ser una transacción ({problems}). No se cambió nada; recarga la lista o corrige el asiento en CoinStats.',
  'outcomes.edited': 'La transacción se modificó: el asiento anterior está anulado y el nuevo registrado.',
  'outcomes.editHalfDone':
    'El asiento anterior se anuló, pero el nuevo no se registró ({reason}). Sigue en el formulario: vuelve a añadirlo.',
  'outcomes.importRouteChanged': 'La vía de acceso o la clave cambió; reanuda para continuar con la actual.',
  'outcomes.importCrashed': 'Detenida por un error dentro de Folio Desk ({error}); reanuda para continuar.',
  'outcomes.importPaused': 'En pausa: {reason}',
  'outcomes.importPausedByYou': 'Pausada por ti; reanuda para continuar.',
  'outcomes.importCancelled': 'Cancelada por ti.',
  'outcomes.importAppClosed': 'Folio Desk se cerró; reanuda para continuar.',
  'outcomes.importInterrupted':
    'Folio Desk se detuvo mientras esta importación estaba en curso; reanuda para continuar.',
  'outcomes.rowUnknown': `Desconocido: ${why} y {found, select, unread {la cartera no se pudo volver a leer} other {la cartera todavía no la muestra}}. Revisa la cartera y después reinténtala o déjala.`,
  'outcomes.rowUnknownAfterStop':
    'Desconocido: la importación se detuvo mientras se enviaba esta fila, y la cartera no se pudo leer para saberlo. Revisa la cartera y después reinténtala o déjala.',
  'outcomes.planWarning':
    'No se pudieron leer las transacciones de la cartera ({reason}), así que solo se omiten las filas enviadas por importaciones anteriores.',
  'outcomes.noSuchImport': 'Esa importación no existe: vuelve a planificar el archivo.',
  'outcomes.otherImportRuns': 'Hay otra importación en curso: páusala primero o deja que termine.',
  'outcomes.notCsv': 'El archivo no se pudo leer como CSV: {problem}. No se importó nada.',
  'outcomes.gatewayOutside':
    'Folio Desk dirigió una solicitud de la pasarela fuera de la pasarela; no se envió nada. Por favor, infórmanos.',
  'outcomes.gatewayReadsOnly': `La pasarela de pago por solicitud solo lee datos, así que no puede hacer {method} {path}. ${keyRoute}`,
  'outcomes.gatewayNotOffered': `La pasarela de pago por solicitud no ofrece GET {path}. ${keyRoute}`,
  'outcomes.gatewaySharedOnly': `La pasarela de pago por solicitud solo lee carteras compartidas (con su token de enlace), así que no puede leer {path} de tus propias carteras. ${keyRoute}`,
  'outcomes.payUnreadable': `La pasarela de pago por solicitud respondió a {what} con una solicitud de pago que Folio Desk no puede leer; no se firmó nada. ${tryElse}`,
  'outcomes.payTooLarge': `La pasarela de pago por solicitud respondió a {what} con una solicitud de pago de más de {kb} KB, que Folio Desk no leyó; no se firmó nada. ${tryElse}`,
  'outcomes.payVersion': `La pasarela de pago por solicitud respondió a {what} con una solicitud de pago de la versión {version} de x402; Folio Desk solo paga las versiones 1 y 2, así que no se firmó nada. ${tryElse}`,
  'outcomes.payRedirected': `La pasarela de pago por solicitud redirigió GET {path} a {to}; Folio Desk no sigue un pago a otro sitio, así que no se envió nada más. ${checkGateway}`,
  'outcomes.payRedirectedSomewhere': `La pasarela de pago por solicitud redirigió GET {path} a otra dirección; Folio Desk no sigue un pago a otro sitio, así que no se envió nada más. ${checkGateway}`,
  'outcomes.payNoTimeLimit':
    'La pasarela pidió un pago por {what} sin un plazo utilizable, así que Folio Desk no firmó nada.',
  'outcomes.paySignedOnce': 'Folio Desk ya firmó un pago por {what}; no firma un segundo.',
  'outcomes.payAboveListed':
    'La pasarela pidió {asked} USDC por {what}, más que su precio de lista de {listed} USDC que Folio Desk mostró antes de la llamada; no firma más que eso, así que no firmó nada. Tus límites no cambian esto.',
  'outcomes.payFailed': 'Folio Desk no pudo pagar {what}: {detail}',
  'outcomes.payUnreachable': `La pasarela pidió cobrar {what} en {where, select, zero {la dirección cero} other {el propio contrato del token USDC}}, adonde ningún pago puede llegar, así que Folio Desk no firmó nada. ${checkGateway}`,
  'outcomes.payRecipientChanged':
    'La pasarela pidió cobrar {what} en {payTo}, pero {paid, select, yes {tus pagos hasta ahora fueron a {known}} other {Folio Desk solo paga a {known} (todavía no ha ido ningún pago allí)}}. Folio Desk no firmó nada y dejó de pagar por solicitud. En Ajustes (Vía de acceso), sigue pagando a {known}, o acepta la nueva dirección solo si CoinStats la anunció.',
  'outcomes.payNotSynced':
    'La pasarela respondió a la solicitud pagada de {what}: las transacciones de esta billetera aún no están sincronizadas (HTTP 409). El pago firmado aún puede cobrarse, así que cuenta para el límite de hoy. Pagar por solicitud no puede sincronizar una billetera, así que Folio Desk no vuelve a pagar esta consulta: sincroniza la billetera con tu clave API (Ajustes, Vía de acceso) y luego consúltala.',
  'outcomes.notAskedAddress':
    'Esa no es la dirección a la que la pasarela pidió que se le pagara, así que no cambió nada. Los pagos siguen yendo a {kept, select, yes {{address}} other {la dirección que la pasarela indique en el primer pago}}.',
  'outcomes.notAskedOrNoneKept':
    'Esa no es la dirección a la que la pasarela pidió que se le pagara (o no hay ninguna dirección anterior guardada para seguir pagando), así que no cambió nada.',
  'outcomes.walletKeyStored':
    'Ya hay una clave de billetera guardada. Elimínala primero en Ajustes (guarda una copia si su dirección tiene USDC).',
  'outcomes.walletKeyUnread':
    'Folio Desk no pudo leer la clave de billetera del llavero del sistema para mostrar su dirección. Desbloquea el llavero e inténtalo de nuevo.',
  'outcomes.alertsFull':
    'Tienes {max} alertas, el máximo que guarda Folio Desk: elimina una antes de añadir otra.',
  'outcomes.alertTwice': 'Ya tienes esta alerta: no se añadió dos veces.',
  'outcomes.notCsvBecause':
    'El archivo no se pudo leer como CSV: {kind, select, afterQuote {Línea {line}: texto después de unas comillas de cierre; unas comillas dentro de un campo se escriben ""} unclosed {Línea {line}: un campo entre comillas nunca se cierra} empty {El archivo está vacío: necesita una línea de encabezado y al menos una fila} other {El archivo tiene {rows} filas; se importan como máximo {max} a la vez. Divídelo e importa cada parte}}. No se importó nada.',
  'outcomes.rowDateEmpty': 'la fecha está vacía',
  'outcomes.rowDateNotReal': '«{text}» no es una fecha real',
  'outcomes.rowHour12': '«{text}» tiene una hora que no existe en un reloj de 12 horas',
  'outcomes.rowDateOrder':
    '«{text}» no es una fecha real leída como {order, select, dayFirst {día/mes/año; si el archivo escribe mes/día/año} other {mes/día/año; si el archivo escribe día/mes/año}}, elige ese orden',
  'outcomes.rowDateUnread':
    '«{text}» no es una fecha que esta importación lea: escríbela como 2024-03-31 o 2024-03-31T14:05:00Z',
  'outcomes.rowNumberEmpty': 'está vacío',
  'outcomes.rowNotNumber': '«{text}» no es un número escrito con «{mark}» como separador decimal',
  'outcomes.rowTooLarge': '«{text}» es demasiado grande',
  'outcomes.rowField': '{field, select, amount {cantidad} price {precio} other {comisión}}: {reason}',
  'outcomes.rowNegative':
    '{field, select, amount {la cantidad es negativa: escribe una venta como una fila Sell con una cantidad positiva} price {el precio es negativo: escribe una venta como una fila Sell con un precio positivo} other {la comisión es negativa: escribe una venta como una fila Sell con una comisión positiva}}',
  'outcomes.rowFuture': 'la fecha está en el futuro',
  'outcomes.rowCoinEmpty': 'la moneda está vacía',
  'outcomes.rowCoinUnknown':
    'moneda desconocida «{coin}»: ninguna moneda del servicio tiene ese id o símbolo',
  'outcomes.rowTypeEmpty': 'el tipo está vacío: escribe Buy, Sell, Deposit o Withdraw',
  'outcomes.rowTypeUnknown':
    'el tipo «{text}» no se importa: solo se importan filas Buy, Sell, Deposit y Withdraw; cambia o elimina la fila',
  'outcomes.rowAmountEmpty': 'la cantidad está vacía',
  'outcomes.rowOtherCurrency':
    'con precio en {quote}, no en {currency}: importa las filas de cada moneda por separado',
};
