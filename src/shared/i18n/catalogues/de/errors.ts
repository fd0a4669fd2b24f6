import type { AreaCatalogue } from '../en/index';
import type { enErrors } from '../en/errors';

export const deErrors: AreaCatalogue<typeof enErrors> = {
  'errors.gatewayHeadline': 'Beim Bezahlen pro Anfrage nicht verfügbar.',
  'errors.gatewayAdvice':
    'Das Gateway liefert dies nicht; stellen Sie den Zugangsweg in den Einstellungen auf den API-Schlüssel um, um es zu lesen.',
  'errors.wrongPasscodeHeadline': 'Falscher Zugangscode.',
  'errors.wrongPasscodeAdvice': 'Geben Sie den Zugangscode des geteilten Portfolios erneut ein.',
  'errors.passcodeNeededHeadline': 'Dieses geteilte Portfolio braucht seinen Zugangscode.',
  'errors.passcodeNeededAdvice':
    'Geben Sie den Zugangscode ein, den Ihnen der Eigentümer mit dem Freigabe-Token gegeben hat, und fügen Sie es erneut hinzu.',
  'errors.ownerPlanHeadline': 'Im Tarif des Eigentümers nicht enthalten (403).',
  'errors.ownerPlanAdvice':
    'Ein geteiltes Portfolio lässt sich nur lesen, solange sein Eigentümer einen Premium-Tarif (Degen) hat.',
  'errors.planHeadline': 'In Ihrem Tarif {plan} nicht enthalten (403).',
  'errors.anyPlanHeadline': 'In Ihrem Tarif nicht enthalten (403).',
  'errors.planAdvice':
    'Dafür ist ein höherer Tarif nötig (bei einem geteilten Portfolio: der Eigentümer braucht einen Premium-Tarif).',
  'errors.rateNotSentHeadline': 'Zu viele Anfragen (429); es wurde nichts ausgeführt.',
  'errors.rateNotSentAdvice': 'Versuchen Sie es nach der unten genannten Wartezeit erneut.',
  'errors.rateHeadline': 'Zu viele Anfragen (429).',
  'errors.rateAdvice': 'Neuer Versuch in {seconds} s.',
  'errors.perCallCapHeadline': 'Dieser Abruf kostet mehr als Ihr USDC-Limit pro Abruf.',
  'errors.perCallCapAdvice':
    'Erhöhen Sie das Limit pro Abruf in den Einstellungen, um ihn zu bezahlen; Warten ändert daran nichts.',
  'errors.dailyCapHeadline': 'Diese Zahlung würde Ihr heutiges USDC-Limit überschreiten.',
  'errors.dailyCapAdvice': 'Erhöhen Sie das Tageslimit in den Einstellungen oder warten Sie bis morgen.',
  'errors.someCapHeadline': 'Diese Zahlung würde eines Ihrer USDC-Limits überschreiten.',
  'errors.someCapAdvice': 'Erhöhen Sie das unten genannte Limit in den Einstellungen.',
  'errors.pastBudget':
    'Über Ihrem Monatsbudget: {reason} Bestätigen Sie, um fortzufahren.{stale, select, yes { Die erteilte Bestätigung galt einem anderen Aufruf, wurde schon verwendet oder ist abgelaufen.} other {}}',
  'errors.pastBudgetHeadline':
    'Das kostet {credits, plural, one {{n} Credit} other {{n} Credits}} und überschreitet Ihr monatliches Credit-Budget.',
  'errors.pastBudgetMoreHeadline': 'Das kostet mehr und überschreitet Ihr monatliches Credit-Budget.',
  'errors.pastBudgetAdvice': 'Trotzdem ausgeben, oder das Budget in den Einstellungen erhöhen.',
  'errors.aboveThresholdHeadline':
    'Das kostet {credits, plural, one {{n} Credit} other {{n} Credits}} und liegt über Ihrer Bestätigungsschwelle.',
  'errors.aboveThresholdMoreHeadline': 'Das kostet mehr und liegt über Ihrer Bestätigungsschwelle.',
  'errors.aboveThresholdAdvice': 'Erhöhen Sie die Schwelle in den Einstellungen, um ohne Nachfrage zu lesen.',
  'errors.refusedHeadline': 'Der Dienst hat diese Anfrage als ungültig abgelehnt.',
  'errors.refusedAdvice':
    'Erneutes Senden hilft nicht: Ändern Sie, was unten genannt ist, und versuchen Sie es dann erneut.',
  'errors.invalidHeadline': 'Einige Eingaben sind ungültig.',
  'errors.checkFields': 'Prüfen Sie {fields} und versuchen Sie es erneut.',
  'errors.checkEntered': 'Prüfen Sie Ihre Eingabe.',
  'errors.unauthorizedHeadline': 'Der Dienst hat den API-Schlüssel nicht akzeptiert (401).',
  'errors.unauthorizedAdvice':
    'Prüfen Sie Ihren API-Schlüssel in den Einstellungen: Legen Sie ihn erneut fest oder ersetzen Sie ihn.',
  'errors.noCreditsHeadline': 'Diesen Monat sind keine Credits mehr übrig.',
  'errors.noCreditsAdvice':
    'Gespeicherte Daten bleiben verfügbar. Warten Sie auf den nächsten Credit-Monat oder wechseln Sie in einen höheren Tarif.',
  'errors.unpaidHeadline': 'Das Pay-per-Request-Gateway wurde nicht bezahlt.',
  'errors.unpaidAdvice': 'Der Grund steht unten; Wallet und Zugangsweg finden Sie in den Einstellungen.',
  'errors.notSyncedHeadline': 'Die Transaktionen dieser Wallet sind noch nicht synchronisiert.',
  'errors.notSyncedAdvice': 'Starten Sie eine Synchronisierung; die Liste erscheint, wenn sie fertig ist.',
  'errors.redirectedHeadline': 'Die Dienstadresse hat woandershin umgeleitet; dorthin wurde nichts gesendet.',
  'errors.redirectedAdvice': 'Prüfen Sie die Dienstadresse in den Einstellungen.',
  'errors.offlineHeadline': 'Der Dienst ist nicht erreichbar.',
  'errors.offlineAdvice': 'Prüfen Sie Ihre Internetverbindung und versuchen Sie es dann erneut.',
  'errors.heldHeadline': 'Der Dienst hat diese Abfrage vorhin nicht rechtzeitig beantwortet.',
  'errors.heldAdvice':
    'Drücken Sie „Erneut versuchen“, um jetzt noch einmal zu fragen (das kostet erneut); von selbst wird sie einige Minuten lang nicht gesendet, jedes Mal länger (bis zu einer Stunde), wenn sie wieder unbeantwortet bleibt.',
  'errors.badResponseHeadline': 'Der Dienst hat Daten gesendet, die die Prüfung nicht bestanden haben.',
  'errors.badResponseAdvice':
    'Die letzten gültigen Daten wurden behalten. Versuchen Sie es später erneut; melden Sie die Anfrage-ID, wenn es so bleibt.',
  'errors.keychainHeadline': 'Kein Schlüsselbund des Betriebssystems verfügbar.',
  'errors.keychainAdvice':
    'Starten oder entsperren Sie Ihren Schlüsselbund (Secret Service), oder verwenden Sie den Schlüssel nur für diese Sitzung.',
  'errors.diskFullHeadline': 'Der Datenträger ist voll; nichts ging verloren.',
  'errors.diskFullAdvice':
    'Geben Sie Speicherplatz auf dem Datenträger frei und versuchen Sie es dann erneut.',
  'errors.cancelledHeadline': 'Abgebrochen.',
  'errors.internalHeadline': 'In der App ist etwas schiefgelaufen.',
  'errors.internalAdvice': 'Versuchen Sie es erneut; starten Sie die App neu, wenn es so bleibt.',
  'errors.notAnsweringHeadline': 'Der Dienst antwortet nicht.',
  'errors.notAnsweringStatusHeadline': 'Der Dienst antwortet nicht ({status}).',
  'errors.notAnsweringAdvice':
    'Versuchen Sie es in einer Minute erneut; bis dahin werden gespeicherte Daten angezeigt.',
  'errors.notFoundHeadline': 'Nicht gefunden (404).',
  'errors.notFoundAdvice':
    'Aktualisieren Sie die Liste; wird gar nichts gefunden, prüfen Sie die Dienstadresse in den Einstellungen.',
  'errors.settingsLink': 'Einstellungen',
  'errors.issueInput': 'Eingabe',
  'errors.detailPrice': 'Preis: {explanation}.',
  'errors.detailStatus400': 'Status 400.',
  'errors.detailRequestId': 'Anfrage-ID: {requestId}.',
  'errors.keyRefused':
    'Der Dienst hat Ihren API-Schlüssel nicht akzeptiert. Prüfen Sie Ihren API-Schlüssel in den Einstellungen oder entfernen Sie ihn, um den Demomodus zu nutzen.',
  'errors.noKeyStored':
    'Es ist kein API-Schlüssel gespeichert. Fügen Sie Ihren Schlüssel in den Einstellungen hinzu oder probieren Sie die App im Demomodus aus.',
  'errors.walletNotSynced':
    'Die Wallet-Transaktionen sind noch nicht synchronisiert. Folio Desk startet eine Synchronisierung; lesen Sie sie erneut, wenn sie fertig ist.',
  'errors.slowDown':
    'Der Dienst hat Folio Desk gebeten, langsamer zu werden. Folio Desk wartet und versucht es im Rahmen Ihres Tarifs erneut.',
  'errors.serviceUnavailable':
    'Der Dienst ist vorübergehend nicht verfügbar (die Credits für den Versuch werden erstattet). Gespeicherte Daten werden angezeigt, wo vorhanden; versuchen Sie es in einer Minute erneut.',
  'errors.upstreamTimeout':
    'Beim Dienst ist eine Zeitüberschreitung aufgetreten. Versuchen Sie es in einer Minute erneut.',
  'errors.creditsExhausted':
    'Credits aufgebraucht: Ihr Konto hat für diese Anfrage keine Credits mehr. Gespeicherte Daten werden weiter angezeigt; die Credits erneuern sich mit dem Monat Ihres Tarifs, oder wechseln Sie in einen höheren Tarif.',
  'errors.planRefused':
    'Ihr Tarif umfasst {endpoint} nicht; dafür ist ein kostenpflichtiger Tarif nötig (Starter oder höher).',
  'errors.planRefusedSaid':
    'Ihr Tarif umfasst {endpoint} nicht; dafür ist ein kostenpflichtiger Tarif nötig (Starter oder höher). Der Dienst meldete: {quote}',
  'errors.ownerPlanRefused':
    'Ein geteiltes Portfolio zu lesen setzt voraus, dass sein Eigentümer einen Premium-Tarif (Degen) hat; der Tarif des Eigentümers erlaubt es nicht.',
  'errors.requestRefused': 'Der Dienst hat die Anfrage für {what} als ungültig abgelehnt.',
  'errors.requestRefusedSaid':
    'Der Dienst hat die Anfrage für {what} als ungültig abgelehnt. Der Dienst meldete: {quote}',
  'errors.redirectedTo':
    'Die Dienstadresse hat zu {to} umgeleitet; Folio Desk folgt keinen Umleitungen, daher wurde dorthin nichts gesendet.',
  'errors.redirectedElsewhere':
    'Die Dienstadresse hat zu einer anderen Adresse umgeleitet; Folio Desk folgt keinen Umleitungen, daher wurde dorthin nichts gesendet.',
  'errors.noApiAt':
    'Unter {address} hat keine CoinStats-API auf {endpoint} geantwortet. Prüfen Sie die Dienstadresse in den Einstellungen.',
  'errors.serverFailed':
    'Beim Dienst ist ein Fehler mit Status {status} aufgetreten. Versuchen Sie es später erneut.',
  'errors.serverFailedSaid':
    'Beim Dienst ist ein Fehler mit Status {status} aufgetreten. Versuchen Sie es später erneut. Der Dienst meldete: {quote}',
  'errors.wrongPasscode':
    'Falscher Zugangscode für dieses geteilte Portfolio. Geben Sie den Zugangscode erneut ein (er wird in Ihrem Schlüsselbund aufbewahrt).',
  'errors.passcodeProtected':
    'Dieses geteilte Portfolio ist durch einen Zugangscode geschützt. Geben Sie den Zugangscode ein (er wird in Ihrem Schlüsselbund aufbewahrt).',
  'errors.perCallCap':
    '{what} kostet {price} USDC über das Pay-per-Request-Gateway und liegt damit über Ihrem Limit pro Abruf von {cap} USDC, daher hat Folio Desk nicht bezahlt. Erhöhen Sie das Limit pro Abruf in den Einstellungen, um es zu erlauben.',
  'errors.dailyCap':
    '{price} USDC für {what} zu zahlen, würde die heutigen Gateway-Ausgaben (abgerechnet und reserviert) auf {total} USDC bringen, über Ihr Tageslimit von {cap} USDC, daher hat Folio Desk nichts signiert. Erhöhen Sie das Tageslimit in den Einstellungen oder warten Sie bis morgen.',
  'errors.heldRead':
    'Der Dienst hat darauf vorhin nicht rechtzeitig geantwortet, und eine späte Antwort kann trotzdem berechnet werden, daher sendet Folio Desk die Abfrage einige Minuten lang nicht von selbst erneut (jedes Mal länger, wenn sie wieder unbeantwortet bleibt, bis zu einer Stunde). „Erneut versuchen“, „Aktualisieren“ oder eine bestätigte Ausgabe sendet sie sofort.',
  'errors.unreachable':
    'Der Dienst ist nicht erreichbar; Folio Desk zeigt gespeicherte Daten und versucht es von selbst erneut.',
  'errors.diskFull':
    'Der Datenträger ist voll; nichts ging verloren. Diese Änderung wurde nicht gespeichert: Geben Sie Speicherplatz frei und versuchen Sie es dann erneut.',
  'errors.keychainMissing':
    'Kein Schlüsselbund des Betriebssystems verfügbar, daher kann Folio Desk {secret, select, apiKey {den API-Schlüssel} walletKey {den Wallet-Schlüssel für Pay-per-Request} shareToken {das Freigabe-Token des geteilten Portfolios} passcode {den Zugangscode des geteilten Portfolios} other {den Schlüssel}} nicht sicher {action, select, read {lesen} remove {entfernen} other {speichern}} (Geheimnisse werden nie im Klartext auf die Festplatte geschrieben). Unter Linux installieren und starten Sie einen Secret Service wie gnome-keyring (Paket gnome-keyring) oder KeePassXC und versuchen es dann erneut{action, select, store {; oder verwenden Sie ihn nur für diese Sitzung: im Arbeitsspeicher gehalten, nie auf die Festplatte geschrieben, beim Beenden von Folio Desk vergessen.} other {.}} Detail: {detail}',
  'errors.foundNoSaid':
    'Der Dienst hat {kind, select, portfolio {das Portfolio „{id}“} coin {den Coin „{id}“} riskData {die Risikodaten für „{id}“} exchangePairs {die Handelspaare von „{id}“} newsFeed {den Newsfeed „{id}“} rwaAsset {den RWA-Wert „{id}“} wallet {die Wallet {id}} sharedPortfolio {das Portfolio} someWallet {die Wallet} candles {die Kerzen für {id} auf {place}} pair {das Paar {id} auf {place}} wallets {{count, plural, one {{n} Wallet} other {{n} Wallets}}} other {{id}}} nicht gefunden. Der Dienst meldete: {quote}',
  'errors.foundNoOrNoApi':
    'Der Dienst hat {kind, select, portfolio {das Portfolio „{id}“} coin {den Coin „{id}“} riskData {die Risikodaten für „{id}“} exchangePairs {die Handelspaare von „{id}“} newsFeed {den Newsfeed „{id}“} rwaAsset {den RWA-Wert „{id}“} wallet {die Wallet {id}} sharedPortfolio {das Portfolio} someWallet {die Wallet} candles {die Kerzen für {id} auf {place}} pair {das Paar {id} auf {place}} wallets {{count, plural, one {{n} Wallet} other {{n} Wallets}}} other {{id}}} nicht gefunden, oder unter {address} hat keine CoinStats-API auf {endpoint} geantwortet. Prüfen Sie die Dienstadresse in den Einstellungen.',
  'errors.noApiAtSaid':
    'Unter {address} hat keine CoinStats-API auf {endpoint} geantwortet. Prüfen Sie die Dienstadresse in den Einstellungen. Der Dienst meldete: {quote}',
  'errors.requestRefusedAbout':
    'Der Dienst hat die Anfrage für {kind, select, portfolio {das Portfolio „{id}“} coin {den Coin „{id}“} riskData {die Risikodaten für „{id}“} exchangePairs {die Handelspaare von „{id}“} newsFeed {den Newsfeed „{id}“} rwaAsset {den RWA-Wert „{id}“} wallet {die Wallet {id}} sharedPortfolio {das Portfolio} someWallet {die Wallet} candles {die Kerzen für {id} auf {place}} pair {das Paar {id} auf {place}} wallets {{count, plural, one {{n} Wallet} other {{n} Wallets}}} other {{id}}} als ungültig abgelehnt.',
  'errors.requestRefusedAboutSaid':
    'Der Dienst hat die Anfrage für {kind, select, portfolio {das Portfolio „{id}“} coin {den Coin „{id}“} riskData {die Risikodaten für „{id}“} exchangePairs {die Handelspaare von „{id}“} newsFeed {den Newsfeed „{id}“} rwaAsset {den RWA-Wert „{id}“} wallet {die Wallet {id}} sharedPortfolio {das Portfolio} someWallet {die Wallet} candles {die Kerzen für {id} auf {place}} pair {das Paar {id} auf {place}} wallets {{count, plural, one {{n} Wallet} other {{n} Wallets}}} other {{id}}} als ungültig abgelehnt. Der Dienst meldete: {quote}',
  'errors.answerShape':
    'Die Antwort des Dienstes auf {endpoint} entsprach nicht der dokumentierten Form. Die zwischengespeicherten Daten bleiben erhalten; versuchen Sie es später erneut.',
  'errors.answerWebPage':
    'Der Dienst hat auf {endpoint} mit einer Webseite statt mit Daten geantwortet. Die zwischengespeicherten Daten bleiben erhalten; versuchen Sie es später erneut.',
  'errors.answerMalformed':
    'Der Dienst hat auf {endpoint} mit fehlerhaftem JSON geantwortet. Die zwischengespeicherten Daten bleiben erhalten; versuchen Sie es später erneut.',
  'errors.payNotUsdc':
    'Das Gateway wollte für {what} mit etwas anderem als einer USDC-Überweisung auf Base bezahlt werden; Folio Desk zahlt nur USDC auf Base, daher wurde nichts signiert.',
  'errors.payUnreadable':
    'Das Pay-per-Request-Gateway hat auf {what} mit einer Zahlungsaufforderung geantwortet, die Folio Desk nicht lesen kann; es wurde nichts signiert.',
  'errors.payNoWalletKey':
    'Es ist kein Wallet-Schlüssel gespeichert, um {what} zu bezahlen. Fügen Sie in den Einstellungen einen hinzu oder stellen Sie den Zugangsweg auf Ihren API-Schlüssel um.',
  'errors.payConnectionLost':
    'Die Verbindung ist abgebrochen, nachdem eine Zahlung für {what} signiert wurde. Das Gateway kann sie noch einziehen, daher zählt sie zum heutigen Limit; Folio Desk signiert für diesen Abruf nicht erneut. Versuchen Sie es später erneut.',
  'errors.payNotSettled':
    'Das Pay-per-Request-Gateway konnte die Zahlung für {what} nicht abwickeln ({reason}). Sie zählt bis Tagesende zum heutigen Limit, falls sie eingezogen wurde; Folio Desk signiert für diesen Abruf nicht erneut.',
  'errors.payAnsweredStatus':
    'Das Pay-per-Request-Gateway hat die bezahlte Anfrage für {what} mit HTTP {status} beantwortet. Die signierte Zahlung kann noch eingezogen werden, daher zählt sie zum heutigen Limit; Folio Desk signiert für diesen Abruf nicht erneut. Versuchen Sie es später erneut.',
  'errors.payUnreadableAmount':
    'Das Gateway hat für {what} einen unlesbaren Betrag verlangt; es wurde nichts signiert.',
  'errors.payNoRecipient':
    'Das Gateway hat für {what} keinen lesbaren Empfänger genannt, daher hat Folio Desk nichts signiert.',
  'errors.payRefusedStopped':
    'Das Pay-per-Request-Gateway hat eine signierte Zahlung für {what} abgelehnt ({reason}) und erneut eine verlangt. Folio Desk zahlt {gateway} nicht mehr, damit nicht Signatur um Signatur verlangt werden kann; die Autorisierung zählt zum heutigen Limit. Prüfen Sie das USDC-Guthaben der Wallet auf Base und das Gateway und setzen Sie das Bezahlen dann in den Einstellungen fort.',
};
