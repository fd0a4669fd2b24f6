import type { AreaCatalogue } from '../en/index';
import type { enSettings } from '../en/settings';

export const deSettings: AreaCatalogue<typeof enSettings> = {
  'settings.route.title': 'Zugangsweg',
  'settings.route.legend': 'Wie Abrufe bezahlt werden',
  'settings.route.key': 'API-Schlüssel',
  'settings.route.keyLine':
    'Liest Ihr Konto mit Ihrem API-Schlüssel; Abrufe verbrauchen die Credits des Tarifs.',
  'settings.route.gateway': 'Bezahlung pro Abruf',
  'settings.route.gatewayLine':
    'Kein Schlüssel: Jeder Abruf wird in USDC auf Base aus einer Wallet bezahlt, deren Schlüssel in Ihrem Schlüsselbund bleibt.',
  'settings.route.demo': 'Demo',
  'settings.route.demoLine': 'Beispieldaten aus dem eingebauten Ersatz des Dienstes; nichts wird verbraucht.',
  'settings.route.waiting':
    'Die Demo ist aktiv: Es ist kein API-Schlüssel gespeichert. Speichern Sie Ihren Schlüssel unten unter Zugang zum Datendienst, um Ihr Konto zu lesen.',
  'settings.route.stopped': 'Die Bezahlung pro Abruf ist gestoppt.',
  'settings.route.keepPaying': 'Weiter an {address} (bekannt) zahlen und fortsetzen',
  'settings.route.payNew': 'Ab jetzt an {address} zahlen',
  'settings.route.resume': 'Zahlungen fortsetzen',
  'settings.route.recipient':
    'Zahlungen gehen an {address}. Verlangt das Gateway eine Zahlung an eine andere Adresse, signiert Folio Desk nichts und fragt Sie zuerst hier.',
  'settings.route.perCall': 'Höchstens pro Abruf (USDC)',
  'settings.route.perCallHint': 'Kein einzelner Abruf zahlt mehr als diesen Betrag.',
  'settings.route.perDay': 'Tageslimit (USDC)',
  'settings.route.perDayHint':
    'Die Zahlungen eines Tages, noch ausstehende eingeschlossen, bleiben unter diesem Betrag.',
  'settings.route.notNumber':
    '{field, select, perCall {Der Höchstbetrag pro Abruf muss eine Zahl in USDC sein, 0 oder mehr.} other {Das Tageslimit muss eine Zahl in USDC sein, 0 oder mehr.}}',
  'settings.route.controls': 'Ausgabengrenzen',
  'settings.route.saveLimits': 'Grenzen speichern',
  'settings.route.limitsSaved': 'Grenzen gespeichert.',
  'settings.address.advanced': 'Erweitert',
  'settings.address.label': 'Adresse des Dienstes',
  'settings.address.use': 'Diese Adresse verwenden',
  'settings.address.useDefault': 'Standard verwenden',
  'settings.address.hint':
    'Abrufe gehen an {address} ({source}), einschließlich des Versionsteils. Der Standard ist {defaultAddress}. Nur https oder einfaches http auf diesem Computer (127.0.0.1, ::1, localhost).',
  'settings.address.source.default': 'der Standard',
  'settings.address.source.settings': 'in den Einstellungen gespeichert',
  'settings.address.source.startOption': 'für diesen Start mit --api-base-url gesetzt',
  'settings.prefs.title': 'Daten und Privatsphäre',
  'settings.prefs.storage': 'Speicher',
  'settings.prefs.policy.manual': 'Nur auf Anfrage',
  'settings.prefs.policy.onOpen': 'Beim Öffnen einer Ansicht',
  'settings.prefs.policy.interval': 'Alle paar Minuten',
  'settings.prefs.threshold': 'Nachfragen bei Abrufen über (Credits)',
  'settings.prefs.minutes': 'Minuten zwischen Aktualisierungen',
  'settings.prefs.thresholdHint':
    'Derzeit {now}. DeFi-Abfragen ({defi}), Token-Risiko ({risk}) und Synchronisierungen aller Netzwerke liegen meist darüber.',
  'settings.prefs.currency': 'Basiswährung',
  'settings.prefs.currencyUnsupported':
    'Der Dienst rechnet nicht in {currency} um: Seine Abfragen werden abgelehnt, bis eine andere Währung gewählt ist. Das Wertdiagramm kann {currency} weiterhin anzeigen (Anzeigen in).',
  'settings.prefs.budget': 'Monatliches Credit-Budget',
  'settings.prefs.budgetPlaceholder': 'die Credits des Tarifs',
  'settings.prefs.budgetTip':
    'Jenseits des Budgets fragt jeder Abruf vorher nach. Leer: die monatlichen Credits des Tarifs. Die Ansicht Credits stellt es dem Geplanten gegenüber.',
  'settings.prefs.refresh': 'Daten aktualisieren',
  'settings.prefs.privacy': 'Privatsphäre-Modus',
  'settings.prefs.privacyHint':
    'Ersetzt jeden Betrag durch ••• in Ansichten, Diagrammen, dem Fenstertitel und dem Tray und zeigt nur den Anfang von Wallet-Adressen und keine Transaktions-Hashes. Strg+Umschalt+P schaltet ihn um.',
  'settings.prefs.preferDemo': 'Demodaten verwenden, auch wenn ein API-Schlüssel gespeichert ist',
  'settings.prefs.demoNow': 'Jetzt Demodaten',
  'settings.prefs.lotMethod': 'Lot-Methode',
  'settings.prefs.average': 'Durchschnittlicher Einstandspreis',
  'settings.prefs.methodTip':
    'Welche Käufe ein Verkauf schließt: FIFO die ältesten, LIFO die neuesten, HIFO die teuersten, Durchschnitt alle zum Mittelwert. Der Bericht über realisierte Gewinne in Portfolios folgt dieser Wahl; nichts wird neu abgerufen.',
  'settings.prefs.longTerm': 'Langfristig nach (Haltetage)',
  'settings.prefs.longTermProblem':
    'Geben Sie eine ganze Zahl von Tagen zwischen 1 und 3650 ein; bis dahin bleibt {days}.',
  'settings.prefs.database': 'Datenbank',
  'settings.prefs.size': 'Größe',
  'settings.prefs.clearAsk': 'Cache leeren…',
  'settings.prefs.clearLabel': 'Cache leeren?',
  'settings.prefs.clearQuestion':
    'Gespeicherte Kurse und Listen werden gelöscht; sie werden bei Bedarf neu abgerufen (und verbrauchen Credits).',
  'settings.prefs.clearYes': 'Ja, Cache leeren',
  'settings.prefs.cleared': '{size} freigegeben.',
  'settings.prefs.tray':
    'Die Schnellkursabfrage im Tray-Menü listet Ihre beobachteten Coins und realen Vermögenswerte mit Kursen aus dem Cache. Hinzufügen oder entfernen in der Ansicht {watchlist}.',
  'settings.prefs.watchlist': 'Beobachtungsliste',
  'settings.title': 'Einstellungen',
  'settings.mode.demo':
    'Demomodus: Beispieldaten aus dem eingebauten Ersatz des Dienstes. Es werden keine Credits verbraucht.',
  'settings.mode.live': 'Live: Ihr Konto wird mit Ihrem API-Schlüssel gelesen.',
  'settings.mode.gateway': 'Bezahlung pro Abruf: Jeder Abruf wird über das Gateway in USDC bezahlt.',
  'settings.mode.unreachable':
    'Live, mit Ihrem API-Schlüssel: Der Dienst war unter seiner Adresse nicht lesbar (siehe Zugang zum Datendienst unten).',
  'settings.mode.refused':
    'API-Schlüssel: Der Dienst hat Ihren Schlüssel abgelehnt (401), daher kann nichts gelesen werden. Ersetzen Sie ihn unten unter Zugang zum Datendienst oder wählen Sie oben Demo.',
  'settings.mode.demoUntilKey':
    'Demomodus, bis ein API-Schlüssel gespeichert ist: Beispieldaten aus dem eingebauten Ersatz des Dienstes. Es werden keine Credits verbraucht.',
  'settings.mode.demoUntilWallet':
    'Demomodus, bis ein Wallet-Schlüssel für die Bezahlung pro Abruf gespeichert ist: Beispieldaten aus dem eingebauten Ersatz des Dienstes. Es werden keine Credits verbraucht.',
  'settings.about.title': 'Über Folio Desk',
  'settings.about.version': 'Version {version}',
  'settings.about.welcome': 'Begrüßung erneut anzeigen',
  'settings.about.welcomeHint': 'Die drei Zugangswege und wo Ihre Daten liegen.',
  'settings.about.checking': 'Wird geprüft…',
  'settings.about.check': 'Nach Updates suchen',
  'settings.about.newer': 'Version {latest} ist verfügbar (Sie haben {current}).',
  'settings.about.latest': 'Sie haben die neueste Version ({current}).',
  'settings.key.title': 'Zugang zum Datendienst',
  'settings.key.checking': 'Schlüsselbund wird geprüft…',
  'settings.key.session': 'Nur für diese Sitzung (…{last4})',
  'settings.key.stored': 'Gespeichert (…{last4})',
  'settings.key.none': 'Kein Schlüssel gespeichert',
  'settings.key.saved': 'Schlüssel im Schlüsselbund gespeichert.',
  'settings.key.keptForSession':
    'Schlüssel nur für diese Sitzung im Arbeitsspeicher: nie auf der Festplatte, vergessen, wenn Folio Desk beendet wird.',
  'settings.key.cleared': 'Schlüssel aus dem Schlüsselbund entfernt. Folio Desk ist im Demomodus.',
  'settings.key.new': 'Neuer API-Schlüssel',
  'settings.key.label': 'API-Schlüssel',
  'settings.key.replace': 'Ersetzen',
  'settings.key.save': 'Speichern',
  'settings.key.clear': 'Entfernen',
  'settings.key.hintSession':
    'Nur für diese Sitzung im Arbeitsspeicher (kein Schlüsselbund des Systems verfügbar), nie auf der Festplatte. Folio Desk zeigt nur die letzten vier Zeichen. Ohne Schlüssel, und sofern nicht pro Abruf bezahlt wird, läuft es im Demomodus mit Beispieldaten.',
  'settings.key.hint':
    'Im Schlüsselbund Ihres Systems gespeichert, nie im Klartext auf der Festplatte. Folio Desk zeigt nur die letzten vier Zeichen. Ohne Schlüssel, und sofern nicht pro Abruf bezahlt wird, läuft es im Demomodus mit Beispieldaten.',
  'settings.key.checkAgain': 'Erneut prüfen',
  'appearance.title': 'Darstellung und Fenster',
  'appearance.theme': 'Design',
  'appearance.theme.light': 'Hell',
  'appearance.theme.dark': 'Dunkel',
  'appearance.theme.system': 'System',
  'appearance.language': 'Sprache',
  'appearance.language.system': 'Wie das System ({name})',
  'appearance.language.hint':
    'Die Sprache der Texte. Zahlen, Daten und Währungen folgen dem Gebietsschema des Systems.',
  'appearance.closeToTray': 'Beim Schließen des Fensters bleibt Folio Desk im Infobereich (Desktop-App)',
  'settings.conn.keptSession':
    'Ihr Schlüssel bleibt für diese Sitzung erhalten.',
  'settings.conn.keptKeychain':
    'Ihr Schlüssel ist weiterhin im Schlüsselbund gespeichert.',
  'settings.conn.learned':
    '{from} antwortete mit 404 und {address} antwortete, daher verwendet Folio Desk {address}.',
  'settings.conn.ok':
    'Verbunden. Tarif: {plan}. Verbleibende Credits bei dieser Prüfung: {left} von {total}; die Kopfzeile zählt von dort aus weiter.',
  'settings.conn.okDetail':
    'Geprüft unter {address}.{learned}',
  'settings.conn.refused':
    'Der Schlüssel wurde vom Dienst unter {address} abgelehnt ({status}).',
  'settings.conn.refusedDetail':
    '{kept} Ersetzen Sie ihn durch den Schlüssel aus Ihrem CoinStats-Konto.{learned}',
  'settings.conn.notFound':
    'Unter dieser Adresse gibt es keine CoinStats-API: {address}.',
  'settings.conn.notFoundDetail':
    'Sie antwortete mit und ohne /v1 mit 404. Prüfen Sie die Dienstadresse unter „Erweitert“. {kept}',
  'settings.conn.network':
    '{address} ist nicht erreichbar: {detail}.',
  'settings.conn.networkDetail':
    'Prüfen Sie die Adresse und Ihre Netzwerkverbindung und prüfen Sie dann erneut. {kept}',
  'settings.conn.tls':
    'Die sichere Verbindung zu {address} ist fehlgeschlagen: {detail}.',
  'settings.conn.tlsDetail':
    'Folio Desk sendet Ihren Schlüssel nur an einen Server, dessen Zertifikat es prüfen kann. {kept}',
  'settings.conn.busy':
    'Der Dienst unter {address} ist erreichbar und bittet darum, langsamer zu fragen ({status}: mehr Anfragen pro Sekunde, als Ihr Tarif erlaubt, vielleicht von einer anderen App mit diesem Schlüssel).',
  'settings.conn.busyDetail':
    'Prüfen Sie gleich noch einmal. {kept}{learned}',
  'settings.conn.unexpected':
    '{address} antwortete, aber nicht so wie die CoinStats-API ({detail}).',
  'settings.conn.unexpectedDetail':
    'Prüfen Sie die Dienstadresse unter „Erweitert“ oder prüfen Sie später erneut. {kept}',
  'settings.conn.noKey':
    'Kein API-Schlüssel gespeichert.',
  'settings.conn.noKeyDetail':
    'Die Verbindung zu {address} wird geprüft, sobald Sie einen speichern.',
  'settings.conn.checking':
    'Verbindung wird geprüft…',
  'settings.wallet.copied':
    'Adresse kopiert.',
  'settings.wallet.copyRefused':
    'Kopieren ist hier nicht erlaubt: Markieren Sie die Adresse und kopieren Sie sie.',
  'settings.wallet.address':
    'Adresse',
  'settings.wallet.copy':
    'Adresse kopieren',
  'settings.wallet.fund':
    'Laden Sie diese Adresse mit USDC auf Base auf. Folio Desk fragt ihr Guthaben nicht ab: Sie sehen es in Ihrer Wallet oder in einem Base-Block-Explorer.',
  'settings.wallet.fundsWarning':
    'Senden Sie nur, was Sie für Anfragen ausgeben wollen. Folio Desk zeigt den Schlüssel nie an, auch keinen selbst erzeugten, daher kann USDC an dieser Adresse nur durch Zahlungen von Folio Desk aus diesem Schlüsselbund ausgegeben werden: Geht der Eintrag im Schlüsselbund verloren (anderer Computer, zurückgesetzter Schlüsselbund), ist auch das hier verbliebene Guthaben verloren.',
  'settings.wallet.removeAsk':
    'Wallet-Schlüssel entfernen…',
  'settings.wallet.removeLabel':
    'Wallet-Schlüssel entfernen?',
  'settings.wallet.removeQuestion':
    'Den Wallet-Schlüssel aus dem Schlüsselbund entfernen? Folio Desk kann erst wieder pro Anfrage bezahlen, wenn Sie erneut einen hinzufügen, und USDC an {address} lässt sich nur mit diesem Schlüssel bewegen: Bewahren Sie zuerst eine Kopie auf, falls die Adresse Guthaben hat (von einem von Folio Desk erzeugten Schlüssel gibt es keine Kopie: geben Sie zuerst aus, was er hält).',
  'settings.wallet.removeConfirm':
    'Schlüssel entfernen',
  'settings.wallet.group':
    'Wallet-Schlüssel',
  'settings.wallet.title':
    'Wallet',
  'settings.wallet.none':
    'Kein Wallet-Schlüssel gespeichert. Importieren Sie einen oder erzeugen Sie einen neuen; er bleibt in Ihrem Schlüsselbund.',
  'settings.wallet.keyLabel':
    'Privater Schlüssel der Wallet',
  'settings.wallet.import':
    'Importieren',
  'settings.wallet.generate':
    'Neuen Schlüssel erzeugen',
  'settings.ledger.reserved':
    'reserviert, noch keine Antwort',
  'settings.ledger.settled':
    'abgerechnet',
  'settings.ledger.unconfirmed':
    'Daten ohne Beleg geliefert',
  'settings.ledger.refused':
    'vom Gateway abgelehnt',
  'settings.ledger.failed':
    'fehlgeschlagen',
  'settings.ledger.unsigned':
    'nicht signiert',
  'settings.ledger.totals':
    'USDC-Summen',
  'settings.ledger.spentToday':
    'Heute ausgegeben',
  'settings.ledger.reservedToday':
    'Heute reserviert',
  'settings.ledger.spentMonth':
    'In diesem Monat ausgegeben',
  'settings.ledger.reservedMonth':
    'In diesem Monat reserviert',
  'settings.ledger.empty':
    'Bisher wurde noch kein Aufruf pro Anfrage bezahlt.',
  'settings.ledger.payments':
    'USDC-Zahlungen',
  'settings.ledger.signed':
    'Signiert',
  'settings.ledger.call':
    'Aufruf',
  'settings.ledger.outcome':
    'Ergebnis',
  'settings.ledger.receipt':
    'Beleg',
  'settings.ledger.outcomeReserved':
    '{outcome} · reserviert',
  'settings.ledger.unsettledTitle':
    'Signiert, nicht abgerechnet',
  'settings.ledger.unsettledHint':
    'Ein Gateway kann diese noch einziehen, bis sie ablaufen, oder hat sie vielleicht ohne Beleg eingezogen: Sie zählen gegen das Tageslimit des Tages, an dem sie signiert wurden.',
  'settings.ledger.unsettledList':
    'Nicht abgerechnete Autorisierungen',
  'settings.ledger.unsettledExpires':
    '{amount} USDC für GET {path} — {outcome}; läuft ab {time}',
  'settings.ledger.unsettledExpired':
    '{amount} USDC für GET {path} — {outcome}; abgelaufen {time}',
  'settings.ledger.title':
    'Bezahlung pro Anfrage (USDC)',
  'settings.ledger.what':
    'USDC-Journal',
};
