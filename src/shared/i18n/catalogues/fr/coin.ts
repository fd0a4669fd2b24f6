import type { AreaCatalogue } from '../en/index';
import type { enCoin } from '../en/coin';

export const frCoin: AreaCatalogue<typeof enCoin> = {
  'coin.change24hTitle': 'Variation du cours sur 24 heures',
  'coin.watch': 'Suivre',
  'coin.watching': 'Suivi',
  'coin.watchAdd': 'Ajouter {name} à la liste de suivi',
  'coin.watchRemove': 'Retirer {name} de la liste de suivi',
  'coin.newAlert': 'Nouvelle alerte',
  'coin.openCandles': 'Ouvrir les chandeliers',
  'coin.candlesOf': '{pair} dans la vue Chandeliers',
  'coin.noPair': '{name} n’a pas de symbole permettant de former une paire',
  'coin.price': 'Cours',
  'coin.showIn': 'Afficher en',
  'coin.chartLabel': 'Cours de {coin} · {range} · en {unit}',
  'coin.yourHolding': 'Votre position',
  'coin.heldAcross': 'Détenu dans vos portefeuilles',
  'coin.averageBuy': 'Prix de revient moyen',
  'coin.allTimePlTitle':
    'Variation du cours de ce qui est détenu, plus les plus-values réalisées lors des ventes',
  'coin.unrealizedPl': 'Plus-/moins-values latentes',
  'coin.unrealizedPlTitle': 'Sur les coins encore détenus : valeur actuelle moins leur prix de revient',
  'coin.realizedPl': 'Plus-/moins-values réalisées',
  'coin.realizedPlTitle': 'Sur les coins vendus : produit de la vente moins leur prix de revient',
  'coin.holdsNone': 'Vous ne détenez pas de {name} dans vos portefeuilles.',
  'coin.transactions': 'Transactions',
  'coin.transactionsCaption': 'Transactions de ce coin',
  'coin.noTransactions': 'Aucune transaction de ce coin dans vos portefeuilles.',
};
