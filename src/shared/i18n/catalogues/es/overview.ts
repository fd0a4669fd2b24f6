import type { AreaCatalogue } from '../en/index';
import type { enOverview } from '../en/overview';

export const esOverview: AreaCatalogue<typeof enOverview> = {
  'overview.title': 'Resumen',
  'overview.titleWithTotal': 'Resumen {total}',
  'overview.refresh': 'Actualizar',
  'overview.sourceDemo': 'Demo',
  'overview.sourceLive': 'En vivo',
  'overview.sourceCached': 'En caché',
  'overview.ageTagStale': '{source} · {age} · desactualizado',
  'overview.totalValue': 'Valor total',
  'overview.change24hLabel': 'Variación en 24 horas',
  'overview.change24hTip':
    'En 24 horas, con las cantidades que se tienen ahora: cada activo frente a su valor de hace un día según su variación de precio en 24 h; una operación dentro del día no es una variación de precio.',
  'overview.change24hTipUnknown':
    'En 24 horas, con las cantidades que se tienen ahora: cada activo frente a su valor de hace un día según su variación de precio en 24 h; una operación dentro del día no es una variación de precio. {count, plural, one {{n} activo sin variación en 24 h cuenta como sin cambios.} other {{n} activos sin variación en 24 h cuentan como sin cambios.}}',
  'overview.stale': 'Desactualizado',
  'overview.chartTitle': 'Valor en el tiempo',
  'overview.legendLabel': 'Variación del valor en el período',
  'overview.legendValue': 'Valor',
  'overview.legendVs': 'frente a BTC y ETH',
  'overview.valueTip':
    'Variación del valor en el período, con depósitos y retiros incluidos. En Rentabilidad está la rentabilidad ponderada por el tiempo, a la que no afectan.',
  'overview.benchmarkTip':
    'BTC y ETH: la variación del valor inicial del total si se hubiera mantenido en esa moneda, sin aportes ni retiros. Sus precios salen de la misma respuesta del gráfico (valor en USD ÷ valor en la moneda), así que no cuestan nada más.',
  'overview.showIn': 'En',
  'overview.shownInUsdNoRate': 'Se muestra en USD: todavía no hay tipo de cambio para {base}.',
  'overview.shownInUsdOnly': 'Se muestra en USD: el servicio envió este gráfico solo en USD.',
  'overview.chartSummary': 'De {startValue} el {startDate} a {endValue} el {endDate}.',
  'overview.chartNoPoints': 'No hay puntos en este período.',
  'overview.chartLabel': 'Valor de todas las carteras · {range} · en {unit}, con BTC y ETH',
  'overview.allocationTitle': 'Distribución',
  'overview.byCoin': 'Moneda',
  'overview.byPortfolio': 'Cartera',
  'overview.by': 'Por',
  'overview.byLead': 'Por cartera lee el valor de cada cartera',
  'overview.allocationByCoin': 'Distribución por moneda',
  'overview.allocationByPortfolio': 'Distribución por cartera',
  'overview.moversTitle': 'Mayores movimientos · 24 h',
  'overview.gainers': 'Suben',
  'overview.losers': 'Bajan',
  'overview.none': 'Ninguno',
  'overview.plTitle': 'Ganancias/pérdidas',
  'overview.unrealizedPl': 'G/P no realizadas',
  'overview.realizedPl': 'G/P realizadas',
  'overview.allTimePl': 'G/P total',
  'overview.cost': 'Coste',
  'overview.unrealizedFormula':
    'Ganancias/pérdidas no realizadas = valor de lo que tienes − lo que costó = {value} − {cost} = {pl}. Porcentaje = no realizadas ÷ coste × 100 = {percent}.',
  'overview.realizedFormula':
    'Ganancias/pérdidas realizadas = lo obtenido en las ventas − lo que costaron las monedas vendidas = {pl}. Porcentaje = realizadas ÷ coste de las monedas vendidas × 100 = {percent}.',
  'overview.allTimeFormula':
    'Ganancias/pérdidas totales = no realizadas + realizadas = {unrealized} + {realized} = {pl}. Porcentaje = totales ÷ todo lo invertido × 100 = {percent}.',
  'overview.holdingsTitle': 'Activos',
  'overview.allInPortfolios': 'Todos en Carteras',
  'overview.largestHoldings': 'Mayores posiciones',
  'overview.moodTitle': 'Sentimiento del mercado',
  'overview.moodCheck': 'Consultar el índice de miedo y codicia',
  'overview.moodCheckAgain': 'Consultar de nuevo',
  'overview.moodWhat': 'índice de miedo y codicia',
  'overview.moodNow': 'Ahora',
  'overview.moodYesterday': 'Ayer',
  'overview.moodWeekAgo': 'Hace una semana',
  'overview.moodNotGiven': 'sin dato',
  'overview.spamLeftOut':
    '{count, plural, one {excluye {n} moneda oculta como probable spam} other {excluye {n} monedas ocultas como probable spam}}',
  'overview.spamNotSaved': 'No se guardó la elección: {reason} Inténtalo de nuevo.',
  'overview.otherSmaller':
    '{count, plural, one {{n} más pequeña agrupada} other {{n} más pequeñas agrupadas}}',
  'overview.sliceOther': 'Otras',
  'overview.colName': 'Nombre',
};
