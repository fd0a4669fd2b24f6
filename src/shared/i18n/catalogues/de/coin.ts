import type { AreaCatalogue } from '../en/index';
import type { enCoin } from '../en/coin';

export const deCoin: AreaCatalogue<typeof enCoin> = {
  'coin.change24hTitle': 'Kursänderung in 24 Stunden',
  'coin.watch': 'Beobachten',
  'coin.watching': 'Beobachtet',
  'coin.watchAdd': '{name} zur Beobachtungsliste hinzufügen',
  'coin.watchRemove': '{name} von der Beobachtungsliste entfernen',
  'coin.newAlert': 'Neuer Alarm',
  'coin.openCandles': 'Kerzen öffnen',
  'coin.candlesOf': '{pair} in der Ansicht Kerzen',
  'coin.noPair': '{name} hat kein Symbol, aus dem sich ein Paar bilden lässt',
  'coin.price': 'Kurs',
  'coin.showIn': 'Anzeigen in',
  'coin.chartLabel': 'Kurs von {coin} · {range} · in {unit}',
  'coin.yourHolding': 'Ihr Bestand',
  'coin.heldAcross': 'Bestand über Ihre Portfolios',
  'coin.averageBuy': 'Durchschnittlicher Einstandspreis',
  'coin.allTimePlTitle': 'Kursbewegungen des aktuellen Bestands plus realisierte Verkaufserlöse',
  'coin.unrealizedPl': 'Unrealisierter G/V',
  'coin.unrealizedPlTitle': 'Auf die noch gehaltenen Coins: heutiger Wert abzüglich Einstandskosten',
  'coin.realizedPl': 'Realisierter G/V',
  'coin.realizedPlTitle': 'Auf die verkauften Coins: Verkaufserlös abzüglich Einstandskosten',
  'coin.holdsNone': 'Sie halten kein {name} in Ihren Portfolios.',
  'coin.transactions': 'Transaktionen',
  'coin.transactionsCaption': 'Transaktionen dieses Coins',
  'coin.noTransactions': 'Keine Transaktionen dieses Coins in Ihren Portfolios.',
};
