import type { AreaCatalogue } from '../en/index';
import type { enCost } from '../en/cost';

export const deCost: AreaCatalogue<typeof enCost> = {
  'cost.confirm.title': '{price} ausgeben?',
  'cost.confirm.sync': 'Diese Synchronisierung kostet {price}, mehr als Ihre Bestätigungsschwelle. {explanation}',
  'cost.confirm.olderCandles':
    'Das Laden älterer Kerzen kostet {price}, mehr als Ihre Bestätigungsschwelle. {explanation}',
  'cost.confirm.spend': '{price} ausgeben',
  'cost.confirm.cancel': 'Abbrechen',
  'cost.refresh.manual':
    'Kostet nichts, bis Sie auf Aktualisieren drücken; alte Daten bleiben als veraltet markiert.',
  'cost.refresh.label': 'Monatliche Kosten dieser Aktualisierungsregel',
  'cost.refresh.title': 'Jede Ansicht erneut live abrufen:\n{perView}',
  'cost.refresh.perView': '{view}: {credits} Credits',
  'cost.refresh.interval':
    'Höchstens etwa {monthly} Credits im Monat (mit {view} auf dem Bildschirm, der teuersten Ansicht: {each} Credits pro Abruf, alle {minutes} Min. abgerufen, {hours} Std. am Tag).',
  'cost.refresh.onOpen':
    'Höchstens etwa {monthly} Credits im Monat ({portfolios}, {wallets}, {watchlist} und {rwa} {hours} Std. am Tag oft geöffnet, jede Zahl erneut abgerufen, sobald sie älter als ihre Gültigkeit ist; {all} Credits, um alle abzurufen).',
  'cost.refresh.overPlan': 'Das ist mehr als die {total} Credits im Monat dieses Tarifs.',
  'cost.refresh.overPlanDays':
    'Das ist mehr als die {total} Credits im Monat dieses Tarifs: Die {left} übrigen reichen etwa {days, plural, one {{daysN} Tag} other {{daysN} Tage}}.',
  'cost.credits': '{credits, plural, one {{n} Credit} other {{n} Credits}}',
  'cost.creditsUsdc': '{credits, plural, one {{n} Credit} other {{n} Credits}} ({usdc} USDC)',
  'cost.usdc': '{usdc} USDC',
  'cost.upToUsdc': 'bis {usdc} USDC',
  'cost.upToCredits': '≤ {credits, plural, one {{n} Credit} other {{n} Credits}}',
  'cost.simulated': '{price} (simuliert)',
  'cost.offlinePrice': 'offline – es wird nichts gesendet',
  'cost.unknown': 'Kosten unbekannt',
  'cost.asking': 'Kosten…',
  'cost.askingDetail': 'Folio Desk ermittelt, was das kostet (kostenlos).',
  'cost.keyOnly': 'Nur mit API-Schlüssel',
  'cost.refreshOfflineDetail':
    'Der Dienst ist nicht erreichbar: „Aktualisieren“ versucht es zuerst erneut (kostenlos). Antwortet er, kosten die Abfragen {price}; sonst bleiben die gespeicherten Daten.',
  'cost.usualPrice': 'den üblichen Preis',
  'cost.offline': 'offline',
  'cost.offlineDetail':
    'offline – es wird nichts gesendet: Der Dienst ist nicht erreichbar, daher wird nichts verbraucht und der Cache angezeigt. Sobald er wieder antwortet (Folio Desk prüft das selbst, kostenlos), kostet dies {price}.',
  'cost.asksFirst': 'Über Ihrer Bestätigungsschwelle: fragt vorher nach.',
  'cost.cached': 'im Cache',
  'cost.zero': '0 Credits',
  'cost.about': '~{price}',
  'cost.detail': '{price}: {explanation}',
  'cost.detailAbout': 'Etwa {price}: {explanation}',
  'cost.choice.each':
    '{price} pro {noun, select, range {Zeitraum} split {Aufteilung} portfolio {Portfolio} period {Periode} page {Seite} change {Veränderung} search {Suche} asset {Asset} metric {Kennzahl} wallet {Wallet} coin {Coin} other {Auswahl}}',
  'cost.choice.upTo':
    'bis zu {price} pro {noun, select, range {Zeitraum} split {Aufteilung} portfolio {Portfolio} period {Periode} page {Seite} change {Veränderung} search {Suche} asset {Asset} metric {Kennzahl} wallet {Wallet} coin {Coin} other {Auswahl}}',
  'cost.choice.allCached':
    '0 Credits: alle {noun, select, range {Zeiträume} split {Aufteilungen} portfolio {Portfolios} period {Perioden} page {Seiten} change {Veränderungen} search {Suchen} asset {Assets} metric {Kennzahlen} wallet {Wallets} coin {Coins} other {Optionen}} sind im Cache',
  'cost.choice.withCached':
    '{head}; {cached} im Cache: 0 Credits',
  'cost.choice.asksFirst':
    '{text} · fragt vorher nach',
  'cost.choice.lead':
    '{lead}: {text}',
  'cost.choice.line':
    '{label}: {price}',
  'cost.zeroCached':
    '0 Credits: im Cache',
  'cost.unavailableHint':
    'bei Bezahlung pro Anfrage nicht verfügbar',
  'cost.offlineOnceAnswers':
    'offline – es wird nichts gesendet ({price}, sobald der Dienst antwortet)',
  'cost.offlineWhileOut':
    'offline – es wird nichts gesendet, solange der Dienst nicht erreichbar ist.',
  'cost.free': 'kostenlos: nichts wird gesendet',
};
