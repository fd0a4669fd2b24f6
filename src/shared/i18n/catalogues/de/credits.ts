import type { AreaCatalogue } from '../en/index';
import type { enCredits } from '../en/credits';

const pace =
  'Beim bisherigen Tempo dieses Monats (etwa {perDayN} Credits am Tag über {days, plural, one {{daysN} Tag} other {{daysN} Tage}})';

export const deCredits: AreaCatalogue<typeof enCredits> = {
  'credits.forecast.label': 'Credit-Prognose',
  'credits.forecast.simulated': 'Simuliertes Demokonto:',
  'credits.forecast.unknown':
    'Noch keine Prognose: Die monatlichen Credits des Tarifs sind erst nach dem Abgleich mit dem Dienst bekannt.',
  'credits.forecast.exhausted': 'Die Credits dieses Monats sind aufgebraucht; sie werden am {date} erneuert.',
  'credits.forecast.tooEarlyDay':
    'Noch zu wenig Nutzung für eine Prognose: Von diesem Monat ist noch kein ganzer Tag vergangen.',
  'credits.forecast.tooEarlySpent':
    'Noch zu wenig Nutzung für eine Prognose: In diesem Monat wurde noch nichts verbraucht.',
  'credits.forecast.lasts': `${pace} reichen die Credits für den Monat; sie werden am {date} erneuert.`,
  'credits.forecast.runsOut': `${pace} sind die Credits um den {date} aufgebraucht, {early, plural, one {{earlyN} Tag} other {{earlyN} Tage}} vor der Erneuerung.`,
  'credits.forecast.runsOutSoon': `${pace} sind die Credits um den {date} aufgebraucht, weniger als einen Tag vor der Erneuerung.`,
  'credits.forecast.share': '{feature} ({percent} %)',
  'credits.forecast.mostSpent':
    '{count, plural, one {Am meisten von den Credits, die Folio Desk diesen Monat verbraucht hat, ging an {first}.} =2 {Am meisten von den Credits, die Folio Desk diesen Monat verbraucht hat, ging an {first} und {second}.} other {Am meisten von den Credits, die Folio Desk diesen Monat verbraucht hat, ging an {first}, {second} und {third}.}}',
};
