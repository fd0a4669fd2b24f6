import type { AreaCatalogue } from '../en/index';
import type { enSettings } from '../en/settings';

export const deSettings: AreaCatalogue<typeof enSettings> = {
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
};
