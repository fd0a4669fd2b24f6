import type { AreaCatalogue } from '../en/index';
import type { enCoin } from '../en/coin';

export const esCoin: AreaCatalogue<typeof enCoin> = {
  'coin.change24hTitle': 'Variación del precio en 24 horas',
  'coin.watch': 'Seguir',
  'coin.watching': 'Siguiendo',
  'coin.watchAdd': 'Añadir {name} a la lista de seguimiento',
  'coin.watchRemove': 'Quitar {name} de la lista de seguimiento',
  'coin.newAlert': 'Nueva alerta',
  'coin.openCandles': 'Abrir velas',
  'coin.candlesOf': '{pair} en la vista Velas',
  'coin.noPair': '{name} no tiene un símbolo con el que formar un par',
  'coin.price': 'Precio',
  'coin.showIn': 'Mostrar en',
  'coin.chartLabel': 'Precio de {coin} · {range} · en {unit}',
  'coin.yourHolding': 'Tu posición',
  'coin.heldAcross': 'En todas tus carteras',
  'coin.averageBuy': 'Precio medio de compra',
  'coin.allTimePlTitle':
    'Variación de precio de lo que tienes ahora, más las plusvalías realizadas en ventas',
  'coin.unrealizedPl': 'Ganancias/pérdidas no realizadas',
  'coin.unrealizedPlTitle': 'Sobre las monedas que aún tienes: valor actual menos lo que costaron',
  'coin.realizedPl': 'Ganancias/pérdidas realizadas',
  'coin.realizedPlTitle': 'Sobre las monedas vendidas: lo que obtuviste menos lo que costaron',
  'coin.holdsNone': 'No tienes {name} en tus carteras.',
  'coin.transactions': 'Transacciones',
  'coin.transactionsCaption': 'Transacciones de esta moneda',
  'coin.noTransactions': 'No hay transacciones de esta moneda en tus carteras.',
};
