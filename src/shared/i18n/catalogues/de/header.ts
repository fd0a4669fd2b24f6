import type { AreaCatalogue } from '../en/index';
import type { enHeader } from '../en/header';

export const deHeader: AreaCatalogue<typeof enHeader> = {
  'header.exportCsv': 'CSV exportieren…',
  'header.demo': 'Demo',
  'header.simulated': '(simuliert)',
  'header.simulatedAccount': 'Simuliertes Konto',
  'header.planUnchecked': 'Tarif noch nicht geprüft',
  'header.keyRefused': 'Schlüssel abgelehnt – siehe Einstellungen',
  'header.creditsUnavailable': 'Credits: nicht verfügbar',
  'header.creditsLoading': 'Credits: …',
  'header.meterFull': '{used} verbraucht · {remaining} von {total} übrig in diesem Monat',
  'header.meterUsed': '{used} verbraucht',
  'header.critical': 'fast keine Credits mehr',
  'header.low': 'Credits werden knapp',
  'header.runsOut': 'bei diesem Tempo aufgebraucht um den {date}',
  'header.meterLabel': 'In diesem Monat verbrauchte Credits, Tarif {plan}',
  'header.meterLabelDemo': 'In diesem Monat verbrauchte Credits, simulierter Tarif {plan}',
  'header.meterLabelUnchecked': 'In diesem Monat verbrauchte Credits, Tarif noch nicht geprüft',
  'header.provenanceDemo':
    'Demo: der Zähler eines simulierten Starter-Kontos, über Neustarts hinweg gespeichert; keine Ihrer Credits werden verbraucht',
  'header.provenanceUnchecked': 'Von Folio Desk gezählt; noch nicht mit dem Dienst abgeglichen',
  'header.provenanceChecked': 'Von Folio Desk gezählt; mit dem Dienst abgeglichen {age}',
  'header.renewsDemo': 'Die Credits des simulierten Kontos gelten monatlich: Sie werden am {date} erneuert.',
  'header.renews': 'Die Credits des Tarifs gelten monatlich: Sie werden am {date} erneuert.',
  'header.forecastDemo': 'Simuliertes Demokonto: {forecast}',
  'header.mostSpentOne': 'Am meisten verbraucht durch {feature} ({percent} %).',
  'header.amountsHidden': 'Beträge ausgeblendet',
  'header.amountsHiddenTitle':
    'Der Privatsphäre-Modus blendet alle Beträge aus. Drücken, um sie anzuzeigen (Strg+Umschalt+P).',
  'header.payPerRequest': 'Bezahlung pro Abruf',
  'header.sessionStopped': 'gestoppt – siehe Einstellungen',
  'header.sessionFree': 'noch {time} kostenlos · bis dahin werden Abrufe nicht bezahlt',
  'header.sessionFreeTitle':
    'Nach einer Zahlung beantwortet das Gateway Abrufe eine Stunde lang kostenlos (seine Sitzung); das Ende dieser Stunde wird angezeigt.',
  'header.sessionNext': 'der nächste Abruf wird bezahlt, danach sind Abrufe eine Stunde lang kostenlos',
  'header.sessionNextTitle':
    'Nach einer Zahlung beantwortet das Gateway Abrufe eine Stunde lang kostenlos (seine Sitzung).',
  'header.source.demo': 'Demodaten',
  'header.source.demoTitle': 'Beispieldaten des Demodienstes, nicht Ihr Konto',
  'header.source.live': 'Live vom Dienst',
  'header.source.cache': 'Aus dem lokalen Cache',
  'header.source.fetched': '{source} · abgerufen {age}',
  'header.source.fetchedDemo': '· abgerufen {age}',
  'header.source.at': 'um {time}',
  'header.source.stale': 'Veraltet',
  'header.source.notLoaded': 'Noch nicht geladen',
  'header.source.title': '{source} · abgerufen {age} ({date})',
  'header.source.titleStale':
    '{source} · abgerufen {age} ({date}) · veraltet: Der Dienst war für einen neueren Wert nicht erreichbar',
};
