import type { AreaCatalogue } from '../en/index';
import type { enOutcomes } from '../en/outcomes';

const what =
  '{what, select, connectWallet {das Verbinden der Wallet} connectExchange {das Verbinden von {exchange}} ' +
  'deletePortfolio {das Löschen des Portfolios} sync {die Synchronisierung} statusRead {das Abrufen des Status} ' +
  'buy {der Kauf von {amount} {coin}} sell {der Verkauf von {amount} {coin}} ' +
  'transferIn {der Eingang von {amount} {coin}} transferOut {der Ausgang von {amount} {coin}} ' +
  'correction {die Korrektur von {amount} {coin}} reversal {die Stornierung von {amount} {coin}} ' +
  'editedBuy {der geänderte Kauf} editedSell {der geänderte Verkauf} editedTransferIn {der geänderte Eingang} ' +
  'editedTransferOut {der geänderte Ausgang} nextRow {die nächste Zeile} import {ein Import} other {die Änderung}}';

const What =
  '{what, select, connectWallet {Das Verbinden der Wallet} connectExchange {Das Verbinden von {exchange}} ' +
  'deletePortfolio {Das Löschen des Portfolios} sync {Die Synchronisierung} statusRead {Das Abrufen des Status} ' +
  'buy {Der Kauf von {amount} {coin}} sell {Der Verkauf von {amount} {coin}} ' +
  'transferIn {Der Eingang von {amount} {coin}} transferOut {Der Ausgang von {amount} {coin}} ' +
  'correction {Die Korrektur von {amount} {coin}} reversal {Die Stornierung von {amount} {coin}} ' +
  'editedBuy {Der geänderte Kauf} editedSell {Der geänderte Verkauf} editedTransferIn {Der geänderte Eingang} ' +
  'editedTransferOut {Der geänderte Ausgang} nextRow {Die nächste Zeile} import {Ein Import} other {Die Änderung}}';

const why =
  '{why, select, timeout {es kam keine Antwort rechtzeitig} other {die Antwort ging unterwegs verloren}}';
const keyRoute =
  'Fügen Sie Ihren API-Schlüssel in den Einstellungen hinzu und stellen Sie den Zugangsweg auf den Schlüssel um, um es zu lesen.';

const tryElse =
  'Versuchen Sie es später erneut, oder fügen Sie Ihren API-Schlüssel in den Einstellungen hinzu und stellen Sie den Zugangsweg auf den Schlüssel um.';
const checkGateway =
  'Prüfen Sie die Gateway-Adresse, oder fügen Sie Ihren API-Schlüssel in den Einstellungen hinzu und stellen Sie den Zugangsweg auf den Schlüssel um.';

export const deOutcomes: AreaCatalogue<typeof enOutcomes> = {
  'outcomes.notSentGateway': `Nicht gesendet: ${What} erfordert einen API-Schlüssel. Das Pay-per-Request-Gateway liest nur; stellen Sie den Zugangsweg in den Einstellungen auf den API-Schlüssel um.`,
  'outcomes.notSentOffline': `Nicht gesendet: Der Dienst ist nicht erreichbar, daher ist ${what} nicht erfolgt. Nichts wird vorgemerkt; Ihre Eingaben bleiben erhalten, versuchen Sie es erneut, sobald der Dienst wieder erreichbar ist.`,
  'outcomes.refused': `Nicht ausgeführt: ${What} wurde abgelehnt. {reason}`,
  'outcomes.found': `${What}: ${why}, daher hat Folio Desk das Portfolio erneut gelesen und die Änderung dort gefunden.`,
  'outcomes.notFound': `${What} ist wahrscheinlich nicht erfolgt: ${why}, und beim erneuten Lesen des Portfolios fand sich nichts davon. Es wurde nichts wiederholt; versuchen Sie es erneut, wenn Sie es weiterhin möchten.`,
  'outcomes.unknown': `Folio Desk kann nicht feststellen, ob ${what} erfolgt ist: ${why}, und das Portfolio konnte nicht erneut gelesen werden. Es wurde nichts wiederholt; prüfen Sie das Portfolio, bevor Sie es erneut versuchen.`,
  'outcomes.recorded': `${What}: erfasst.`,
  'outcomes.connectedBefore':
    'Diese {type, select, wallet {Wallet} other {Börse}} war bereits verbunden: Ihr Portfolio ist ausgewählt.',
  'outcomes.connectedNew':
    'Verbunden: Die {type, select, wallet {Wallet} other {Börse}} ist ein neues Portfolio; ihre Transaktionen werden im Hintergrund synchronisiert.',
  'outcomes.exchangeListUnread': 'Nicht gesendet: Die Liste der Börsen konnte nicht gelesen werden. {reason}',
  'outcomes.deleted': 'Das Portfolio wurde gelöscht.',
  'outcomes.syncUnsure': 'Folio Desk kann nicht feststellen, ob die Synchronisierung begonnen hat. {reason}',
  'outcomes.notSentAddress': 'Nicht gesendet: {reason}',
  'outcomes.noSuchExchange': 'Nicht gesendet: Der Dienst führt keine Börse „{connectionId}“.',
  'outcomes.fieldsMissing':
    'Nicht gesendet: {count, plural, one {Das Feld {fields} ist} other {Die Felder {fields} sind}} erforderlich.',
  'outcomes.fieldsExtra': 'Nicht gesendet: {exchange} kennt kein Feld {fields}.',
  'outcomes.fieldsWrong':
    'Nicht gesendet: {count, plural, one {Das Feld {missing} ist} other {Die Felder {missing} sind}} erforderlich, und {exchange} kennt kein Feld {extra}.',
  'outcomes.futureDate': 'Nicht gesendet: Das Datum liegt in der Zukunft.',
  'outcomes.editElsewhere': 'Nicht gesendet: Eine Änderung bleibt im selben Portfolio.',
  'outcomes.cannotReverse':
    'Nicht gesendet: Diese Transaktion kann nicht storniert werden, weil ihre Gegenbuchung außerhalb dessen läge, was eine Transaktion sein darf ({problems}). Es wurde nichts geändert; laden Sie die Liste neu oder korrigieren Sie den Eintrag direkt bei CoinStats.',
  'outcomes.edited': 'Die Transaktion wurde geändert: Der alte Eintrag ist storniert und der neue erfasst.',
  'outcomes.editHalfDone':
    'Der alte Eintrag wurde storniert, der neue aber nicht erfasst ({reason}). Er steht noch im Formular: Fügen Sie ihn erneut hinzu.',
  'outcomes.importRouteChanged':
    'Der Zugangsweg oder der Schlüssel hat sich geändert; setzen Sie den Import fort, um mit dem aktuellen weiterzumachen.',
  'outcomes.importCrashed':
    'Durch einen Fehler in Folio Desk angehalten ({error}); setzen Sie den Import fort, um weiterzumachen.',
  'outcomes.importPaused': 'Angehalten: {reason}',
  'outcomes.importPausedByYou': 'Von Ihnen angehalten; setzen Sie den Import fort, um weiterzumachen.',
  'outcomes.importCancelled': 'Von Ihnen abgebrochen.',
  'outcomes.importAppClosed': 'Folio Desk wurde geschlossen; setzen Sie den Import fort, um weiterzumachen.',
  'outcomes.importInterrupted':
    'Folio Desk wurde beendet, während dieser Import lief; setzen Sie ihn fort, um weiterzumachen.',
  'outcomes.rowUnknown': `Unklar: ${why}, und {found, select, unread {das Portfolio konnte nicht erneut gelesen werden} other {das Portfolio führt die Zeile noch nicht}}. Prüfen Sie das Portfolio und wiederholen Sie sie dann oder lassen Sie sie aus.`,
  'outcomes.rowUnknownAfterStop':
    'Unklar: Der Import wurde angehalten, während diese Zeile gesendet wurde, und das Portfolio konnte nicht gelesen werden, um es festzustellen. Prüfen Sie das Portfolio und wiederholen Sie sie dann oder lassen Sie sie aus.',
  'outcomes.planWarning':
    'Die Transaktionen des Portfolios konnten nicht gelesen werden ({reason}); daher werden nur Zeilen übersprungen, die frühere Importe gesendet haben.',
  'outcomes.noSuchImport': 'Diesen Import gibt es nicht: Planen Sie die Datei erneut.',
  'outcomes.otherImportRuns':
    'Ein anderer Import läuft: Halten Sie ihn zuerst an oder lassen Sie ihn zu Ende laufen.',
  'outcomes.notCsv': 'Die Datei konnte nicht als CSV gelesen werden: {problem}. Es wurde nichts importiert.',
  'outcomes.gatewayOutside':
    'Folio Desk hat eine Gateway-Anfrage außerhalb des Gateways adressiert; es wurde nichts gesendet. Bitte melden Sie dies.',
  'outcomes.gatewayReadsOnly': `Das Pay-per-Request-Gateway liest nur Daten, daher kann es kein {method} {path} ausführen. ${keyRoute}`,
  'outcomes.gatewayNotOffered': `Das Pay-per-Request-Gateway bietet GET {path} nicht an. ${keyRoute}`,
  'outcomes.gatewaySharedOnly': `Das Pay-per-Request-Gateway liest nur geteilte Portfolios (mit ihrem Freigabe-Token), daher kann es {path} Ihrer eigenen Portfolios nicht lesen. ${keyRoute}`,
  'outcomes.payUnreadable': `Das Pay-per-Request-Gateway hat auf {what} mit einer Zahlungsanforderung geantwortet, die Folio Desk nicht lesen kann; es wurde nichts signiert. ${tryElse}`,
  'outcomes.payTooLarge': `Das Pay-per-Request-Gateway hat auf {what} mit einer Zahlungsanforderung über {kb} KB geantwortet, die Folio Desk nicht gelesen hat; es wurde nichts signiert. ${tryElse}`,
  'outcomes.payVersion': `Das Pay-per-Request-Gateway hat auf {what} mit einer Zahlungsanforderung der x402-Version {version} geantwortet; Folio Desk zahlt nur mit den Versionen 1 und 2, daher wurde nichts signiert. ${tryElse}`,
  'outcomes.payRedirected': `Das Pay-per-Request-Gateway hat GET {path} nach {to} umgeleitet; Folio Desk folgt einer Zahlung nicht anderswohin, daher wurde nichts weiter gesendet. ${checkGateway}`,
  'outcomes.payRedirectedSomewhere': `Das Pay-per-Request-Gateway hat GET {path} an eine andere Adresse umgeleitet; Folio Desk folgt einer Zahlung nicht anderswohin, daher wurde nichts weiter gesendet. ${checkGateway}`,
  'outcomes.payNoTimeLimit':
    'Das Gateway hat für {what} eine Zahlung ohne brauchbare Frist verlangt, daher hat Folio Desk nichts signiert.',
  'outcomes.paySignedOnce':
    'Folio Desk hat für {what} bereits eine Zahlung signiert; eine zweite signiert es nicht.',
  'outcomes.payAboveListed':
    'Das Gateway hat für {what} {asked} USDC verlangt, mehr als den vor dem Aufruf angezeigten Listenpreis von {listed} USDC; mehr signiert Folio Desk nicht, daher wurde nichts signiert. Ihre Limits ändern daran nichts.',
  'outcomes.payFailed': 'Folio Desk konnte {what} nicht bezahlen: {detail}',
  'outcomes.payUnreachable': `Das Gateway wollte für {what} an {where, select, zero {die Nulladresse} other {den USDC-Token-Vertrag selbst}} bezahlt werden, die keine Zahlung erreichen kann, daher hat Folio Desk nichts signiert. ${checkGateway}`,
  'outcomes.payRecipientChanged':
    'Das Gateway wollte für {what} an {payTo} bezahlt werden, aber {paid, select, yes {Ihre bisherigen Zahlungen gingen an {known}} other {Folio Desk zahlt nur an {known} (dorthin ging noch keine Zahlung)}}. Folio Desk hat nichts signiert und das Bezahlen pro Anfrage gestoppt. Zahlen Sie in den Einstellungen (Zugangsweg) weiter an {known}, oder akzeptieren Sie die neue Adresse nur, wenn CoinStats sie angekündigt hat.',
  'outcomes.payNotSynced':
    'Das Gateway hat die bezahlte Anfrage für {what} beantwortet: Diese Wallet-Transaktionen sind noch nicht synchronisiert (HTTP 409). Die signierte Zahlung kann noch eingezogen werden und zählt daher zum heutigen Limit. Mit Bezahlen pro Anfrage lässt sich keine Wallet synchronisieren, daher bezahlt Folio Desk diesen Abruf nicht noch einmal: Synchronisieren Sie die Wallet mit Ihrem API-Schlüssel (Einstellungen, Zugangsweg) und rufen Sie sie dann ab.',
  'outcomes.notAskedAddress':
    'Das ist nicht die Adresse, an die das Gateway bezahlt werden wollte, daher hat sich nichts geändert. Zahlungen gehen weiterhin an {kept, select, yes {{address}} other {die Adresse, die das Gateway bei der ersten Zahlung nennt}}.',
  'outcomes.notAskedOrNoneKept':
    'Das ist nicht die Adresse, an die das Gateway bezahlt werden wollte (oder es ist keine frühere Adresse gespeichert, an die weiter gezahlt werden kann), daher hat sich nichts geändert.',
  'outcomes.walletKeyStored':
    'Es ist bereits ein Wallet-Schlüssel gespeichert. Entfernen Sie ihn zuerst in den Einstellungen (bewahren Sie eine Kopie auf, wenn seine Adresse USDC hält).',
  'outcomes.walletKeyUnread':
    'Folio Desk konnte den Wallet-Schlüssel nicht aus dem Schlüsselbund des Systems lesen, um seine Adresse anzuzeigen. Entsperren Sie den Schlüsselbund und versuchen Sie es erneut.',
  'outcomes.alertsFull':
    'Sie haben {max} Alarme, mehr speichert Folio Desk nicht: Löschen Sie einen, bevor Sie einen weiteren hinzufügen.',
  'outcomes.alertTwice': 'Diesen Alarm haben Sie bereits: Er wurde nicht doppelt hinzugefügt.',
  'outcomes.notCsvBecause':
    'Die Datei konnte nicht als CSV gelesen werden: {kind, select, afterQuote {Zeile {line}: Text nach einem schließenden Anführungszeichen; ein Anführungszeichen innerhalb eines Feldes wird als "" geschrieben} unclosed {Zeile {line}: Ein Feld in Anführungszeichen wird nie geschlossen} empty {Die Datei ist leer: Sie braucht eine Kopfzeile und mindestens eine Zeile} other {Die Datei hat {rows} Zeilen; höchstens {max} werden auf einmal importiert. Teilen Sie sie auf und importieren Sie jeden Teil}}. Es wurde nichts importiert.',
  'outcomes.rowDateEmpty': 'das Datum ist leer',
  'outcomes.rowDateNotReal': '„{text}“ ist kein gültiges Datum',
  'outcomes.rowHour12': '„{text}“ hat eine Stunde, die es auf einer 12-Stunden-Uhr nicht gibt',
  'outcomes.rowDateOrder':
    '„{text}“ ist als {order, select, dayFirst {Tag/Monat/Jahr gelesen kein gültiges Datum; wenn die Datei Monat/Tag/Jahr schreibt} other {Monat/Tag/Jahr gelesen kein gültiges Datum; wenn die Datei Tag/Monat/Jahr schreibt}}, wählen Sie diese Reihenfolge',
  'outcomes.rowDateUnread':
    '„{text}“ ist kein Datum, das dieser Import liest: Schreiben Sie es als 2024-03-31 oder 2024-03-31T14:05:00Z',
  'outcomes.rowNumberEmpty': 'ist leer',
  'outcomes.rowNotNumber': '„{text}“ ist keine Zahl mit „{mark}“ als Dezimalzeichen',
  'outcomes.rowTooLarge': '„{text}“ ist zu groß',
  'outcomes.rowField': '{field, select, amount {Menge} price {Preis} other {Gebühr}}: {reason}',
  'outcomes.rowNegative':
    '{field, select, amount {die Menge ist negativ: Schreiben Sie einen Verkauf als Sell-Zeile mit positiver Menge} price {der Preis ist negativ: Schreiben Sie einen Verkauf als Sell-Zeile mit positivem Preis} other {die Gebühr ist negativ: Schreiben Sie einen Verkauf als Sell-Zeile mit positiver Gebühr}}',
  'outcomes.rowFuture': 'das Datum liegt in der Zukunft',
  'outcomes.rowCoinEmpty': 'der Coin ist leer',
  'outcomes.rowCoinUnknown':
    'unbekannter Coin „{coin}“: Kein Coin des Dienstes hat diese ID oder dieses Symbol',
  'outcomes.rowTypeEmpty': 'der Typ ist leer: Schreiben Sie Buy, Sell, Deposit oder Withdraw',
  'outcomes.rowTypeUnknown':
    'der Typ „{text}“ wird nicht importiert: Nur Zeilen mit Buy, Sell, Deposit und Withdraw; ändern oder entfernen Sie die Zeile',
  'outcomes.rowAmountEmpty': 'die Menge ist leer',
  'outcomes.rowOtherCurrency':
    'in {quote} statt {currency} bewertet: Importieren Sie die Zeilen jeder Währung für sich',
};
