import type { AreaCatalogue } from '../en/index';
import type { enPrices } from '../en/prices';

const credits = '{credits, plural, one {{creditsN} Credit} other {{creditsN} Credits}}';
const base = '{base, plural, one {{baseN} Credit} other {{baseN} Credits}}';
const refresh = `Aktualisieren kostet ${credits}`;

export const dePrices: AreaCatalogue<typeof enPrices> = {
  'prices.free': '{endpoint} ist kostenlos',
  'prices.credits': `${credits} für {endpoint}`,
  'prices.perNetwork': `${base} × {units, plural, one {{unitsN} Netzwerk} other {{unitsN} Netzwerke}} = ${credits} für {endpoint}`,
  'prices.perNetworkValue': `${base} × {units, plural, one {{unitsN} Netzwerkwert} other {{unitsN} Netzwerkwerte}} = ${credits} für {endpoint}`,
  'prices.perWallet': `${base} × {units, plural, one {{unitsN} Wallet} other {{unitsN} Wallets}} = ${credits} für {endpoint}`,
  'prices.candles': `bis zu {candles, plural, one {{candlesN} Kerze} other {{candlesN} Kerzen}} zu 1 Credit je {perN} (mindestens 1) = ${credits} für {endpoint}`,
  'prices.cachedJustNow': `zwischengespeichert (gerade aktualisiert); ${refresh}`,
  'prices.cachedMinutes': `zwischengespeichert (aktualisiert vor {minutes, plural, one {{minutesN} Minute} other {{minutesN} Minuten}}); ${refresh}`,
  'prices.cachedHours': `zwischengespeichert (aktualisiert vor {hours, plural, one {{hoursN} Stunde} other {{hoursN} Stunden}}); ${refresh}`,
  'prices.cachedDays': `zwischengespeichert (aktualisiert vor {days, plural, one {{daysN} Tag} other {{daysN} Tagen}}); ${refresh}`,
  'prices.walletSync':
    '{startN} zum Start + {perCheckN} je Statusabfrage (etwa {checks, plural, one {{checksN} Abfrage} other {{checksN} Abfragen}}) + {rereadN}, um die synchronisierten Transaktionen zu lesen',
  'prices.editTransaction':
    '2 × {each, plural, one {{eachN} Credit} other {{eachN} Credits}} für POST /portfolio/transaction (eine Korrekturbuchung und die neue)',
  'prices.noCall': 'kein Abruf beim Dienst',
  'prices.candlesStored': 'alle Kerzen sind gespeichert; kein Abruf beim Dienst',
  'prices.cachedHoldings': 'Bestände zwischengespeichert; Aktualisieren liest jede Seite neu',
  'prices.currencyList':
    '{credits, plural, one {{creditsN} Credit} other {{creditsN} Credits}} für die Währungsliste',
  'prices.holdingsFirstPage':
    '{perPage, plural, one {{perPageN} Credit} other {{perPageN} Credits}} für die ersten {limitN} Bestände (GET /portfolio/coins); je weitere {limitN} kosten {perPageN} mehr',
  'prices.holdingsPages':
    '{perPage, plural, one {{perPageN} Credit} other {{perPageN} Credits}} × {pages, plural, one {{pagesN} Seite} other {{pagesN} Seiten}} = {credits, plural, one {{creditsN} Credit} other {{creditsN} Credits}} für GET /portfolio/coins ({rows, plural, one {{rowsN} Bestand} other {{rowsN} Bestände}} beim letzten Lesen)',
  'prices.follow': 'Folgen ist kostenlos; danach wird der Saldo gelesen: {explanation}',
  'prices.gatewayUsdc': '{usdc} USDC pro Abruf über das Gateway (mit API-Schlüssel: {explanation})',
  'prices.gatewayKeyOnly':
    'Vom Pay-per-Request-Gateway nicht angeboten: Dieser Abruf braucht einen API-Schlüssel ({explanation})',
  'prices.unavailable':
    'beim Bezahlen pro Anfrage nicht verfügbar: Das Gateway bedient diesen Abruf nicht; stellen Sie den Zugang in den Einstellungen auf den API-Schlüssel um, um ihn auszuführen',
  'prices.list': '{first}; {rest}',
};
