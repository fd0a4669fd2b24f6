import type { AreaCatalogue } from '../en/index';
import type { enTransactions } from '../en/transactions';

export const deTransactions: AreaCatalogue<typeof enTransactions> = {
  'transactions.search': 'Suche',
  'transactions.searchPlaceholder': 'Coin, Notiz oder Adresse',
  'transactions.filters': 'Transaktionen',
  'transactions.allTypes': 'Alle Arten',
  'transactions.allCoins': 'Alle Coins',
  'transactions.pages': 'Transaktionsseiten',
  'transactions.previous': 'Zurück',
  'transactions.next': 'Weiter',
  'transactions.pageOf': 'Seite {page} von {pages}',
  'transactions.loaded': '{count, plural, one {{n} Transaktion geladen.} other {{n} Transaktionen geladen.}}',
  'transactions.moreMaybe': 'Ältere können beim Dienst liegen: „Mehr laden“ liest die nächsten {n}.',
  'transactions.noMore': 'Beim Dienst liegen keine weiteren.',
  'transactions.loadMore': 'Mehr laden',
  'transactions.loading': 'Wird geladen…',
  'transactions.typeBuy': 'Kauf',
  'transactions.typeSell': 'Verkauf',
  'transactions.typeReceived': 'Erhalten',
  'transactions.typeSent': 'Gesendet',
};
