import type { AreaCatalogue } from '../en/index';
import type { enTransactions } from '../en/transactions';

export const esTransactions: AreaCatalogue<typeof enTransactions> = {
  'transactions.search': 'Buscar',
  'transactions.searchPlaceholder': 'Moneda, nota o dirección',
  'transactions.filters': 'Transacciones',
  'transactions.allTypes': 'Todos los tipos',
  'transactions.allCoins': 'Todas las monedas',
  'transactions.pages': 'Páginas de transacciones',
  'transactions.previous': 'Anterior',
  'transactions.next': 'Siguiente',
  'transactions.pageOf': 'Página {page} de {pages}',
  'transactions.loaded':
    '{count, plural, one {{n} transacción cargada.} other {{n} transacciones cargadas.}}',
  'transactions.moreMaybe':
    'Puede haber otras más antiguas en el servicio: «Cargar más» lee las {n} siguientes.',
  'transactions.noMore': 'No hay más en el servicio.',
  'transactions.loadMore': 'Cargar más',
  'transactions.loading': 'Cargando…',
  'transactions.typeBuy': 'Compra',
  'transactions.typeSell': 'Venta',
  'transactions.typeReceived': 'Recibido',
  'transactions.typeSent': 'Enviado',
};
