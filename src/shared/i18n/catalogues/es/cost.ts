import type { AreaCatalogue } from '../en/index';
import type { enCost } from '../en/cost';

export const esCost: AreaCatalogue<typeof enCost> = {
  'cost.confirm.title': '¿Gastar {price}?',
  'cost.confirm.sync': 'Esta sincronización cuesta {price}, más que su umbral de confirmación. {explanation}',
  'cost.confirm.olderCandles':
    'Cargar velas anteriores cuesta {price}, más que su umbral de confirmación. {explanation}',
  'cost.confirm.spend': 'Gastar {price}',
  'cost.confirm.cancel': 'Cancelar',
  'cost.refresh.manual':
    'No cuesta nada hasta que pulse Actualizar; los datos antiguos quedan marcados como desactualizados.',
  'cost.refresh.label': 'Coste mensual de esta política de actualización',
  'cost.refresh.title': 'Volver a leer cada vista, en directo:\n{perView}',
  'cost.refresh.perView': '{view}: {credits} créditos',
  'cost.refresh.interval':
    'Como mucho unos {monthly} créditos al mes (con {view} en pantalla, la vista más cara: {each} créditos cada vez, leída cada {minutes} min durante {hours} h al día).',
  'cost.refresh.onOpen':
    'Como mucho unos {monthly} créditos al mes ({portfolios}, {wallets}, {watchlist} y {rwa} abiertas a menudo {hours} h al día, cada cifra leída de nuevo cuando supera su vigencia; {all} créditos para leerlas todas).',
  'cost.refresh.overPlan': 'Es más que los {total} créditos al mes de este plan.',
  'cost.refresh.overPlanDays':
    'Es más que los {total} créditos al mes de este plan: los {left} restantes durarían unos {days, plural, one {{daysN} día} other {{daysN} días}}.',
  'cost.credits': '{credits, plural, one {{n} crédito} other {{n} créditos}}',
  'cost.creditsUsdc': '{credits, plural, one {{n} crédito} other {{n} créditos}} ({usdc} USDC)',
  'cost.usdc': '{usdc} USDC',
  'cost.upToUsdc': 'hasta {usdc} USDC',
  'cost.upToCredits': '≤ {credits, plural, one {{n} crédito} other {{n} créditos}}',
  'cost.simulated': '{price} (simulado)',
  'cost.offlinePrice': 'sin conexión: no se envía nada',
  'cost.unknown': 'coste desconocido',
  'cost.asking': 'coste…',
  'cost.askingDetail': 'Preguntando a Folio Desk cuánto cuesta esto (gratis).',
  'cost.keyOnly': 'Solo con clave API',
  'cost.refreshOfflineDetail':
    'El servicio no está disponible: Actualizar lo intenta primero de nuevo (gratis). Si responde, las consultas cuestan {price}; si no, se mantienen los datos guardados.',
  'cost.usualPrice': 'su precio habitual',
  'cost.offline': 'sin conexión',
  'cost.offlineDetail':
    'sin conexión: no se envía nada. El servicio no está al alcance, así que no se gasta nada y se muestra lo guardado en caché. Cuando vuelva a responder (Folio Desk lo comprueba solo, gratis) esto costará {price}.',
  'cost.asksFirst': 'Por encima de su umbral de confirmación: pregunta antes.',
  'cost.cached': 'en caché',
  'cost.zero': '0 créditos',
  'cost.about': '~{price}',
  'cost.detail': '{price}: {explanation}',
  'cost.detailAbout': 'Aprox. {price}: {explanation}',
  'cost.choice.each':
    '{price} por {noun, select, range {rango} split {desglose} portfolio {cartera} period {periodo} page {página} change {cambio} search {búsqueda} asset {activo} metric {métrica} wallet {billetera} coin {moneda} other {opción}}',
  'cost.choice.upTo':
    'hasta {price} por {noun, select, range {rango} split {desglose} portfolio {cartera} period {periodo} page {página} change {cambio} search {búsqueda} asset {activo} metric {métrica} wallet {billetera} coin {moneda} other {opción}}',
  'cost.choice.allCached':
    '0 créditos: {noun, select, range {todos los rangos} split {todos los desgloses} portfolio {todas las carteras} period {todos los periodos} page {todas las páginas} change {todos los cambios} search {todas las búsquedas} asset {todos los activos} metric {todas las métricas} wallet {todas las billeteras} coin {todas las monedas} other {todas las opciones}} están en caché',
  'cost.choice.withCached':
    '{head}; {cached} en caché: 0 créditos',
  'cost.choice.asksFirst':
    '{text} · pregunta antes',
  'cost.choice.lead':
    '{lead}: {text}',
  'cost.choice.line':
    '{label}: {price}',
  'cost.zeroCached':
    '0 créditos: en caché',
  'cost.unavailableHint':
    'no disponible al pagar por solicitud',
  'cost.offlineOnceAnswers':
    'sin conexión: no se envía nada ({price} cuando el servicio responda)',
  'cost.offlineWhileOut':
    'sin conexión: no se envía nada mientras el servicio no esté disponible.',
  'cost.free': 'gratis: no se envía nada',
};
