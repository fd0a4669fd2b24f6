import type { AreaCatalogue } from '../en/index';
import type { enKeywords } from '../en/keywords';

export const deKeywords: AreaCatalogue<typeof enKeywords> = {
  'keywords.refresh': 'neu laden aktualisieren live Dienst',
  'keywords.export': 'CSV herunterladen sichern exportieren Tabelle Bestände Transaktionen Protokoll',
  'keywords.newAlert': 'Kurs Preis Alarm benachrichtigen über unter Änderung',
  'keywords.alertLog': 'Alarme ausgelöst Verlauf Benachrichtigungen',
  'keywords.privacy': 'verbergen ausblenden Beträge maskieren Privatsphäre',
  'keywords.theme': 'Design dunkel hell Darstellung',
  'keywords.settingsKey': 'API Schlüssel Adresse Verbindung',
  'keywords.settingsAppearance': 'Design dunkel hell Infobereich Tray',
  'keywords.settingsPrefs': 'Währung Schwelle Aktualisierung Privatsphäre Demo',
  'keywords.settingsStorage': 'Cache leeren löschen Datenbank Speicher',
  'keywords.allPortfolios': 'Portfolio gesamt alle',
  'keywords.portfolio': 'Portfolio',
  'keywords.sharedPortfolio': 'Portfolio geteilt',
  'keywords.wallet': 'Wallet synchronisieren Guthaben',
  'keywords.asset': 'Asset Vermögenswert RWA Beobachtungsliste',
  'keywords.watchedCoin': 'Coin Kurs Preis Diagramm beobachtet Beobachtungsliste',
  'keywords.heldCoin': 'Coin Kurs Preis Diagramm gehalten Bestand',
  'keywords.pair': 'Paar Kerzen Diagramm',
};
