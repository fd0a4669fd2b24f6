import type { AreaCatalogue } from '../en/index';
import type { enCredits } from '../en/credits';

const pace =
  'Al ritmo de este mes hasta ahora (unos {perDayN} créditos al día durante {days, plural, one {{daysN} día} other {{daysN} días}})';

export const esCredits: AreaCatalogue<typeof enCredits> = {
  'credits.title': 'Créditos',
  'credits.meterCard': 'Contador de créditos',
  'credits.gatewayNote':
    'Pago por solicitud: cada llamada se paga en USDC (arriba) y, tras un pago, la pasarela atiende las llamadas gratis durante una hora, por lo que el registro de abajo muestra más llamadas que pagos. No se gastan créditos de ningún plan.',
  'credits.demoNote':
    'El modo demo no gasta ninguno de sus créditos. Este contador pertenece a una cuenta Starter simulada que cuenta lo que pide la demo; conserva su cuenta entre reinicios y vuelve a empezar cada mes.',
  'credits.notChecked': 'Contado por Folio Desk; aún no contrastado con el servicio.',
  'credits.checked': 'Contrastado con el servicio {age}; las solicitudes posteriores las cuenta Folio Desk.',
  'credits.rateLimit': 'Límite del plan: {rate} solicitudes por segundo.',
  'credits.reconcile': 'Comprobar con el servicio',
  'credits.free': 'gratis',
  'credits.journal': 'Registro de solicitudes',
  'credits.older': 'Solicitudes anteriores',
  'credits.perFeature': 'Uso por función desde el {date}',
  'credits.outsideDemo': 'Usado antes de esta sesión de demo (uso anterior de la cuenta simulada)',
  'credits.outside': 'Usado fuera de Folio Desk (otras apps o claves)',
  'credits.col.feature': 'Función',
  'credits.col.calls': 'Llamadas',
  'credits.col.credits': 'Créditos',
  'credits.col.time': 'Hora',
  'credits.col.details': 'Detalles',
  'credits.col.status': 'Estado',
  'credits.col.source': 'Origen',
  'credits.col.took': 'Duración',
  'credits.noCredits': 'No se han gastado créditos este mes.',
  'credits.noRequests': 'Aún no hay solicitudes.',
  'credits.requestId': 'Id. de solicitud {id}',
  'credits.cached': 'en caché',
  'credits.noAnswer': 'sin respuesta',
  'credits.live': 'En directo',
  'credits.cache': 'Caché',
  'credits.ms': '{ms} ms',
  'credits.budget.title': 'Presupuesto mensual',
  'credits.budget.budget': 'Presupuesto',
  'credits.budget.spent': 'Gastado',
  'credits.budget.perDay': 'Disponible al día',
  'credits.budget.planned': 'Previsto',
  'credits.budget.forecast': 'Previsión',
  'credits.budget.amount': '{credits, plural, one {{n} crédito} other {{n} créditos}}',
  'credits.budget.monthly': '{credits, plural, one {{n} crédito al mes} other {{n} créditos al mes}}',
  'credits.budget.planTip': 'Los créditos mensuales del plan: fije el suyo propio en Ajustes.',
  'credits.budget.ownTip': 'Fijado en Ajustes.',
  'credits.budget.perDayTip':
    'Quedan {remaining} para {days, plural, one {{daysN} día} other {{daysN} días}}; se renueva el {date}.',
  'credits.budget.plannedTip': 'Lo máximo que la política de actualización de Ajustes lee en un mes.',
  'credits.budget.forecastTip': 'Lo gastado hasta ahora más las lecturas previstas hasta la renovación.',
  'credits.budget.onTrack': 'En línea: la previsión está dentro del presupuesto.',
  'credits.budget.over':
    'Por encima del presupuesto en unos {over} créditos al ritmo previsto; superado el presupuesto, cada llamada pregunta antes.',
  'credits.forecast.label': 'Previsión de créditos',
  'credits.forecast.simulated': 'Cuenta de demostración simulada:',
  'credits.forecast.unknown':
    'Aún no hay previsión: los créditos mensuales del plan no se conocen hasta comprobarlos con el servicio.',
  'credits.forecast.exhausted': 'Los créditos de este mes se han agotado; se renuevan el {date}.',
  'credits.forecast.tooEarlyDay':
    'Aún no hay uso suficiente para una previsión: no ha pasado ni un día de este mes.',
  'credits.forecast.tooEarlySpent':
    'Aún no hay uso suficiente para una previsión: no se ha gastado nada este mes.',
  'credits.forecast.lasts': `${pace}, los créditos duran todo el mes; se renuevan el {date}.`,
  'credits.forecast.runsOut': `${pace}, los créditos se agotan hacia el {date}, {early, plural, one {{earlyN} día} other {{earlyN} días}} antes de renovarse.`,
  'credits.forecast.runsOutSoon': `${pace}, los créditos se agotan hacia el {date}, menos de un día antes de renovarse.`,
  'credits.forecast.share': '{feature} ({percent} %)',
  'credits.forecast.mostSpent':
    '{count, plural, one {De los créditos que Folio Desk ha gastado este mes, la mayor parte fue a {first}.} =2 {De los créditos que Folio Desk ha gastado este mes, la mayor parte fue a {first} y {second}.} other {De los créditos que Folio Desk ha gastado este mes, la mayor parte fue a {first}, {second} y {third}.}}',
};
