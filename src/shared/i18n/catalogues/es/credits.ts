import type { AreaCatalogue } from '../en/index';
import type { enCredits } from '../en/credits';

const pace =
  'Al ritmo de este mes hasta ahora (unos {perDayN} créditos al día durante {days, plural, one {{daysN} día} other {{daysN} días}})';

export const esCredits: AreaCatalogue<typeof enCredits> = {
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
