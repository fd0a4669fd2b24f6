import type { AreaCatalogue } from '../en/index';
import type { enWelcome } from '../en/welcome';

export const deWelcome: AreaCatalogue<typeof enWelcome> = {
  'welcome.title': 'Willkommen bei Folio Desk',
  'welcome.intro':
    'Verfolgen Sie Ihre CoinStats-Portfolios, Wallets und tokenisierten Assets von diesem Computer aus. Wählen Sie, wie Sie beginnen; Sie können es jederzeit in den Einstellungen ändern.',
  'welcome.key.title': 'Ihr CoinStats-API-Schlüssel',
  'welcome.key.text':
    'Liest Ihr eigenes Konto. Erstellen Sie einen Schlüssel im CoinStats-API-Dashboard (openapi.coinstats.app) und fügen Sie ihn in den Einstellungen ein: Folio Desk prüft ihn sofort und zeigt Ihren Tarif und Ihre Credits. Der kostenlose Tarif bietet 20.000 Credits im Monat, und jede Schaltfläche zeigt ihren Preis, bevor sie etwas ausgibt.',
  'welcome.key.button': 'API-Schlüssel eingeben',
  'welcome.gateway.title': 'Zahlung pro Anfrage',
  'welcome.gateway.text':
    'Kein Konto nötig: Jeder Aufruf wird in USDC auf Base bezahlt, von einem Wallet-Schlüssel in Ihrem Schlüsselbund, innerhalb eines Höchstbetrags pro Aufruf und eines Tageslimits, die Sie festlegen.',
  'welcome.gateway.button': 'Zahlung pro Anfrage einrichten',
  'welcome.demo.title': 'Die Demo',
  'welcome.demo.inUse': 'Gerade aktiv',
  'welcome.demo.text':
    'Beispielportfolios aus einem in die App eingebauten Ersatz des Dienstes. Nichts verlässt diesen Computer. Kurse und Credit-Zähler gehören zu einem simulierten Konto, damit Sie sehen, was jede Ansicht kosten würde; keine Ihrer Credits werden verbraucht.',
  'welcome.demo.continue': 'Mit der Demo fortfahren',
  'welcome.demo.try': 'Demo ausprobieren',
  'welcome.data.title': 'Wo Ihre Daten gespeichert sind',
  'welcome.data.text':
    'Nur auf diesem Computer: der Cache und Ihre Einstellungen in {folder}; der API-Schlüssel und ein Wallet-Schlüssel im Schlüsselbund des Betriebssystems, nie in einer Datei. Was ihn verlässt: nur Anfragen an die CoinStats-API (oder bei Zahlung pro Anfrage an ihr Gateway), mit dem Schlüssel im Header der Anfrage, und Coin-Symbole von ihrem Bildserver static.coinstats.app, ohne den Schlüssel. Keine Analyse, keine anderen Server.',
  'welcome.data.textNoFolder':
    'Nur auf diesem Computer: der Cache und Ihre Einstellungen im Datenordner der App; der API-Schlüssel und ein Wallet-Schlüssel im Schlüsselbund des Betriebssystems, nie in einer Datei. Was ihn verlässt: nur Anfragen an die CoinStats-API (oder bei Zahlung pro Anfrage an ihr Gateway), mit dem Schlüssel im Header der Anfrage, und Coin-Symbole von ihrem Bildserver static.coinstats.app, ohne den Schlüssel. Keine Analyse, keine anderen Server.',
};
