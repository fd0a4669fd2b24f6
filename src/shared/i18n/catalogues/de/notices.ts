import type { AreaCatalogue } from '../en/index';
import type { enNotices } from '../en/notices';

export const deNotices: AreaCatalogue<typeof enNotices> = {
  'notices.alertTitle': 'Kursalarm: {label}',
  'notices.alertRose': 'Der Kurs ist über Ihre Alarmschwelle gestiegen.',
  'notices.alertFell': 'Der Kurs ist unter Ihre Alarmschwelle gefallen.',
  'notices.alertMoved':
    'Der Kurs hat sich {direction, select, up {nach oben} other {nach unten}} über Ihren Alarm für die {window, select, hour {1-Stunden} other {24-Stunden}}-Änderung hinaus bewegt.',
  'notices.alertAboveNow': 'Jetzt {price}, über {level}.',
  'notices.alertBelowNow': 'Jetzt {price}, unter {level}.',
  'notices.alertChange': 'Änderung {window}: {change} (Alarm: Änderung {window} über {limit}).',
  'notices.summaryTitle': '{count, plural, one {{n} Kursalarm} other {{n} Kursalarme}}',
  'notices.summaryNamed': '{names} haben ihre Alarmschwellen überschritten.',
  'notices.summaryNamedMore': '{names} und {rest} weitere haben ihre Alarmschwellen überschritten.',
  'notices.summaryAbove': '{label} über {level}',
  'notices.summaryBelow': '{label} unter {level}',
  'notices.summaryChange': '{label} Änderung {window} über {limit}',
  'notices.summaryList': '{list}.',
  'notices.summaryListMore': '{list} und {rest} weitere.',
  'notices.userFileRebuilt':
    'Die Datei mit Ihren Einstellungen und Listen wurde während des Betriebs von Folio Desk entfernt oder geleert. Sie wurde aus dem, was Folio Desk noch hatte, und der Kopie vom {copyTime} neu aufgebaut; danach vorgenommene Änderungen können fehlen.',
  'notices.userFileWritten':
    'Die Datei mit Ihren Einstellungen und Listen wurde während des Betriebs von Folio Desk entfernt oder geleert. Sie wurde aus dem, was Folio Desk noch hatte, neu geschrieben; es ging nichts verloren.',
  'notices.userDataRestored':
    'Ihre eigenen Daten (Einstellungen, verfolgte Wallets, geteilte Portfolios, Beobachtungsliste) konnten nicht gelesen werden ({problem}), daher hat Folio Desk die Kopie vom {copyTime} wiederhergestellt. Was Sie danach geändert haben, fehlt. Die beschädigte Datei wurde nach {movedTo} verschoben.',
  'notices.userDataDefaults':
    'Ihre eigenen Daten (Einstellungen, verfolgte Wallets, geteilte Portfolios, Beobachtungsliste) konnten nicht gelesen werden ({problem}), und es gab keine gültige Kopie zum Wiederherstellen, daher hat Folio Desk mit den Standardwerten begonnen. Die beschädigte Datei wurde nach {movedTo} verschoben.',
  'notices.userFileCopyRestored':
    'Ihre Einstellungen und Listen wurden aus der Kopie vom {copyTime} wiederhergestellt (ihre Datei war {state, select, empty {leer} other {nicht vorhanden}}). Was Sie danach geändert haben, fehlt.',
  'notices.userFileNoCopy':
    'Ihre Einstellungen und Listen wurden nicht gefunden (ihre Datei war {state, select, empty {leer} other {nicht vorhanden}}), und keine der {count} Kopien in {folder} ließ sich lesen, daher hat Folio Desk mit den Standardwerten begonnen.',
  'notices.cacheReplaced':
    'Der Cache konnte nicht gelesen werden ({problem}), daher hat Folio Desk ihn nach {movedTo} verschoben und einen neuen angelegt; er füllt sich wieder, während Sie die App nutzen. Ihre Einstellungen, Schlüssel, Wallets, geteilten Portfolios und die Beobachtungsliste liegen getrennt davon und sind unverändert.',
  'notices.databaseReplaced':
    'Die Datenbank konnte nicht gelesen werden ({problem}), daher hat Folio Desk sie nach {movedTo} verschoben und mit einem leeren Cache begonnen. Die Einstellungen sind auf die Standardwerte zurückgesetzt: Falls Sie einen API-Schlüssel oder Wallet-Schlüssel gespeichert hatten, geben Sie ihn in den Einstellungen erneut ein.',
  'notices.useForSession': 'Nur für diese Sitzung verwenden',
  'notices.keptForSession':
    'Nur für diese Sitzung im Arbeitsspeicher gehalten: {secrets}. Folio Desk vergisst es beim Beenden.',
  'notices.keptAllForSession':
    'Geheimnisse werden jetzt nur für diese Sitzung im Arbeitsspeicher gehalten und beim Beenden von Folio Desk vergessen. Versuchen Sie es erneut.',
  'notices.secret':
    '{kind, select, apiKey {der API-Schlüssel} walletKey {der Wallet-Schlüssel für Pay-per-Request} shareToken {das Freigabe-Token des geteilten Portfolios} passcode {der Zugangscode des geteilten Portfolios} other {der Schlüssel}}',
  'notices.trayNotRefreshed': 'Kurse nicht aktualisiert: {reason}',
  'notices.trayTryLater': 'Kurse nicht aktualisiert: später erneut versuchen',
  'notices.dismiss': 'Schließen',
};
