import type { AreaCatalogue } from '../en/index';
import type { enTransactions } from '../en/transactions';

export const frTransactions: AreaCatalogue<typeof enTransactions> = {
  'transactions.search': 'Rechercher',
  'transactions.searchPlaceholder': 'Crypto, note ou adresse',
  'transactions.filters': 'Transactions',
  'transactions.allTypes': 'Tous les types',
  'transactions.allCoins': 'Toutes les cryptos',
  'transactions.pages': 'Pages de transactions',
  'transactions.previous': 'Précédente',
  'transactions.next': 'Suivante',
  'transactions.pageOf': 'Page {page} sur {pages}',
  'transactions.loaded': '{count, plural, one {{n} transaction chargée.} other {{n} transactions chargées.}}',
  'transactions.moreMaybe':
    'Le service peut en avoir de plus anciennes : « Charger plus » lit les {n} suivantes.',
  'transactions.noMore': 'Le service n’en a pas d’autres.',
  'transactions.loadMore': 'Charger plus',
  'transactions.loading': 'Chargement…',
  'transactions.typeBuy': 'Achat',
  'transactions.typeSell': 'Vente',
  'transactions.typeReceived': 'Reçu',
  'transactions.typeSent': 'Envoyé',
};
