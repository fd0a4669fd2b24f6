import type { AreaCatalogue } from '../en/index';
import type { enCredits } from '../en/credits';

const pace =
  'Beim bisherigen Tempo dieses Monats (etwa {perDayN} Credits am Tag über {days, plural, one {{daysN} Tag} other {{daysN} Tage}})';

export const deCredits: AreaCatalogue<typeof enCredits> = {
  'credits.title': 'Credits',
  'credits.meterCard': 'Credit-Zähler',
  'credits.gatewayNote':
    'Bezahlung pro Abruf: Ein Abruf wird in USDC bezahlt (oben), und nach einer Zahlung beantwortet das Gateway Abrufe eine Stunde lang kostenlos; daher listet das Protokoll unten mehr Abrufe als Zahlungen. Es werden keine Credits eines Tarifs verbraucht.',
  'credits.demoNote':
    'Der Demomodus verbraucht keine Ihrer Credits. Dieser Zähler gehört zu einem simulierten Starter-Konto, das zählt, was die Demo abfragt; er behält seinen Stand über Neustarts hinweg und beginnt jeden Monat neu.',
  'credits.notChecked': 'Von Folio Desk gezählt; noch nicht mit dem Dienst abgeglichen.',
  'credits.checked': 'Mit dem Dienst abgeglichen {age}; Abrufe seitdem von Folio Desk gezählt.',
  'credits.rateLimit': 'Tariflimit: {rate} Abrufe pro Sekunde.',
  'credits.reconcile': 'Mit dem Dienst abgleichen',
  'credits.free': 'kostenlos',
  'credits.journal': 'Abrufprotokoll',
  'credits.older': 'Ältere Abrufe',
  'credits.perFeature': 'Verbrauch je Funktion seit {date}',
  'credits.outsideDemo': 'Vor dieser Demositzung verbraucht (frühere Nutzung des simulierten Kontos)',
  'credits.outside': 'Außerhalb von Folio Desk verbraucht (andere Apps oder Schlüssel)',
  'credits.col.feature': 'Funktion',
  'credits.col.calls': 'Abrufe',
  'credits.col.credits': 'Credits',
  'credits.col.time': 'Zeit',
  'credits.col.details': 'Details',
  'credits.col.status': 'Status',
  'credits.col.source': 'Quelle',
  'credits.col.took': 'Dauer',
  'credits.noCredits': 'In diesem Monat wurden keine Credits verbraucht.',
  'credits.noRequests': 'Noch keine Abrufe.',
  'credits.requestId': 'Abruf-ID {id}',
  'credits.cached': 'im Cache',
  'credits.noAnswer': 'keine Antwort',
  'credits.live': 'Live',
  'credits.cache': 'Cache',
  'credits.ms': '{ms} ms',
  'credits.budget.title': 'Monatsbudget',
  'credits.budget.budget': 'Budget',
  'credits.budget.spent': 'Verbraucht',
  'credits.budget.perDay': 'Übrig pro Tag',
  'credits.budget.planned': 'Geplant',
  'credits.budget.forecast': 'Prognose',
  'credits.budget.amount': '{credits, plural, one {{n} Credit} other {{n} Credits}}',
  'credits.budget.monthly': '{credits, plural, one {{n} Credit im Monat} other {{n} Credits im Monat}}',
  'credits.budget.planTip':
    'Die monatlichen Credits des Tarifs: ein eigenes Budget in den Einstellungen festlegen.',
  'credits.budget.ownTip': 'In den Einstellungen festgelegt.',
  'credits.budget.perDayTip':
    '{remaining} übrig für {days, plural, one {{daysN} Tag} other {{daysN} Tage}}; Erneuerung am {date}.',
  'credits.budget.plannedTip':
    'Was die Aktualisierungsregel in den Einstellungen höchstens in einem Monat abruft.',
  'credits.budget.forecastTip': 'Bisher verbraucht plus die geplanten Abrufe bis zur Erneuerung.',
  'credits.budget.onTrack': 'Im Plan: Die Prognose liegt innerhalb des Budgets.',
  'credits.budget.over':
    'Beim geplanten Tempo etwa {over} Credits über dem Budget; jenseits des Budgets fragt jeder Abruf vorher nach.',
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
