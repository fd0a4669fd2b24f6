import type { AreaCatalogue } from '../en/index';
import type { enReturns } from '../en/returns';

export const esReturns: AreaCatalogue<typeof enReturns> = {
  'returns.title': 'Rentabilidad',
  'returns.range': 'Período de rentabilidad',
  'returns.range1m': '1 M',
  'returns.range3m': '3 M',
  'returns.rangeYtd': 'En el año',
  'returns.range1y': '1 A',
  'returns.rangeAll': 'Todo',
  'returns.twr': 'Rentabilidad ponderada por el tiempo',
  'returns.mwr': 'Rentabilidad ponderada por el dinero',
  'returns.twrTip':
    'Ponderada por el tiempo: la ganancia de cada día dividida por el dinero invertido ese día, encadenada. Los depósitos y retiros no la mueven, así que mide los activos, no el momento en que entró tu dinero.',
  'returns.mwrTip':
    'Ponderada por el dinero (XIRR): la única tasa anual con la que se equilibran todas las compras, ventas y transferencias y el valor actual. Tiene en cuenta cuándo entró tu dinero.',
  'returns.aYear': '{rate} al año',
  'returns.benchmarkNone': 'No hay precio de {coin} en el gráfico para este período.',
  'returns.benchmarkTip':
    'precio = valor en USD / valor en {coin}; rentabilidad = precio final / precio inicial - 1. De {startPrice} el {startDate} a {endPrice} el {endDate}; del gráfico de valor, sin coste adicional.',
  'returns.twrPanel': 'Cómo se calculó la rentabilidad ponderada por el tiempo',
  'returns.mwrPanel': 'Cómo se calculó la rentabilidad ponderada por el dinero',
  'returns.twrFormula':
    'TWR = (1 + r1) x (1 + r2) x ... x (1 + rn) - 1, donde ri = ganancia_i / (valor al inicio_i + dinero aportado durante i)',
  'returns.mwrFormula':
    'Hallar r tal que la suma de flujo_i / (1 + r) ^ (días desde el primer flujo hasta flujo_i / 365) = 0; el dinero aportado cuenta en negativo, el retirado y el valor final en positivo',
  'returns.notRead': 'no consultado',
  'returns.readAgo': 'consultado {age}',
  'returns.plInput':
    '{count, plural, one {Histórico de G/P: {n} período diario, {age}} other {Histórico de G/P: {n} períodos diarios, {age}}}',
  'returns.chartInput':
    '{count, plural, one {Gráfico de valor: {n} punto, {age}} other {Gráfico de valor: {n} puntos, {age}}}',
  'returns.span':
    '{count, plural, one {De {from} a {to}, {n} período encadenado} other {De {from} a {to}, {n} períodos encadenados}}',
  'returns.firstPeriod': 'el primer período',
  'returns.chained': 'Períodos encadenados',
  'returns.colPeriodStart': 'Inicio del período (UTC)',
  'returns.colValueAtStart': 'Valor al inicio',
  'returns.colMoneyIn': 'Dinero aportado',
  'returns.colProfit': 'Ganancia',
  'returns.colReturn': 'Rentabilidad',
  'returns.colChained': 'Encadenada',
  'returns.servicePercent': '(% del servicio)',
  'returns.flows':
    '{count, plural, one {{n} flujo en {days} días, resuelto en {iterations} iteraciones} other {{n} flujos en {days} días, resuelto en {iterations} iteraciones}}',
  'returns.yearlyRate': 'Tasa anual (XIRR): {rate}',
  'returns.overRange': 'En el período: (1 + anual) ^ (días / 365) - 1 = {rate}',
  'returns.cashFlows': 'Flujos de caja',
  'returns.colDateUtc': 'Fecha (UTC)',
  'returns.colFlow': 'Flujo (entrada -, salida +)',
  'returns.rwaBenchmark': 'Referencia RWA',
  'returns.rwaNone': 'Ninguna',
  'returns.loading': 'Cargando…',
  'returns.rwaNoPrice': 'sin precio en este período',
  'returns.rwaTip': 'Precio cotizado de {start} el {startDate} a {end} el {endDate}: final / inicial - 1.',
  'returns.rwaPick': 'Elige un activo RWA para comparar su variación de precio con la de la cartera.',
  'returns.periodTable': 'Tabla por períodos',
  'returns.noPeriods': 'El histórico aún no tiene ningún período que encadenar.',
  'returns.byMonthYear': 'Rentabilidad por mes y año',
  'returns.year': 'Año',
  'returns.partialMonth': 'Parte del mes: el histórico empieza o termina dentro de él',
  'returns.gainsTitle': 'Plusvalías realizadas',
  'returns.gainsBasis':
    'Por {method}; a largo plazo tras {days} días de tenencia. Ambos se eligen en {settings}.',
  'returns.settings': 'Ajustes',
  'returns.averageCost': 'coste medio',
  'returns.readSoFar':
    '{count, plural, one {{n} transacción leída; quedan más.} other {{n} transacciones leídas; quedan más.}}',
  'returns.readNextPage': 'Leer la página siguiente',
  'returns.working': 'Calculando las plusvalías realizadas…',
  'returns.colProceeds': 'Importe de la venta',
  'returns.colCostBasis': 'Coste de adquisición',
  'returns.colGain': 'Ganancia',
  'returns.colShortTerm': 'Corto plazo',
  'returns.colLongTerm': 'Largo plazo',
  'returns.colSales': 'Ventas',
  'returns.colSold': 'Vendido',
  'returns.colTerm': 'Plazo',
  'returns.colAcquired': 'Adquirido',
  'returns.termShort': 'corto',
  'returns.termLong': 'largo',
  'returns.serviceNotRead': 'Aún no se han consultado las G/P realizadas del servicio para esta cartera.',
  'returns.reconciliation': 'Conciliación con el servicio',
  'returns.serviceAgrees': 'Las G/P realizadas del servicio, {amount}, coinciden con este informe.',
  'returns.serviceDiffers': 'G/P realizadas del servicio: {amount}; diferencia {difference}.',
  'returns.differenceTip': 'El total de este informe menos el del servicio.',
  'returns.gainsTotals': 'Plusvalías realizadas, totales',
  'returns.realizedGain': 'Plusvalía realizada',
  'returns.shortLong': 'Corto plazo / largo plazo',
  'returns.salesShown': 'Se muestran {shown} de {total} ventas.',
  'returns.lotsShown': 'Se muestran {shown} de {total} lotes abiertos.',
  'returns.showMore': 'Mostrar {n} más',
  'returns.salesCaption':
    '{count, plural, one {Ventas ({n} fila, una por venta y plazo de tenencia)} other {Ventas ({n} filas, una por venta y plazo de tenencia)}}',
  'returns.openLotsCaption': 'Lotes abiertos ({n})',
  'returns.byYear': 'Por año',
  'returns.byCoin': 'Por moneda',
  'returns.whyTransactionsUnread':
    'Las transacciones aún no se han leído.',
  'returns.whyMorePages':
    'Quedan páginas de transacciones sin leer: léalas todas para incluir cada flujo.',
  'returns.whyNoEndValue':
    'El gráfico de valor no tiene ningún punto en este período: se desconoce el valor final.',
  'returns.whyNoRate':
    'Aún no se conoce el tipo de cambio de la moneda base, así que los valores del gráfico no se pueden convertir.',
  'returns.whyNoFlows':
    'No hay compras, ventas ni transferencias en este período: no hay rentabilidad ponderada por el dinero que mostrar.',
  'returns.whyOneWay':
    'Todos los flujos de caja van en un solo sentido (solo entradas o solo salidas), así que ninguna tasa los equilibra.',
  'returns.whyNoConvergence':
    'No se encontró ninguna tasa anual que equilibre estos flujos de caja; puede haber más de una o ninguna.',
  'returns.whyBadFlow':
    'Un flujo de caja no tiene un importe o una fecha válidos; vuelva a leer las transacciones.',
  'returns.whyUnpriced':
    '{count, plural, one {La transacción {ids} no tiene valor ni fecha; añada su precio para calcular la rentabilidad ponderada por el dinero.} other {Las transacciones {ids} no tienen valor ni fecha; añada sus precios para calcular la rentabilidad ponderada por el dinero.}}',
  'returns.whyUnreadablePeriod':
    'El histórico de ganancias y pérdidas tiene un período con fecha «{date}» y ganancia {profit}; vuelva a leer el histórico.',
  'returns.whyRepeatedPeriod':
    'El histórico de ganancias y pérdidas tiene dos períodos distintos que empiezan el {date}; vuelva a leer el histórico.',
  'returns.whyNoPeriod':
    'El histórico de ganancias y pérdidas no tiene ningún período en este rango; lea primero el histórico de este rango.',
  'returns.causeMethod':
    'El método de lotes explica {amount}: el servicio valora una venta al precio medio de compra, lo que da {average} aquí, frente a {ours} con {method}.',
  'returns.causeFees':
    'Aquí se cuentan comisiones de {amount} (sumadas a los costes, restadas de los ingresos); si el servicio no las incluye, explican parte de la diferencia.',
  'returns.causeTransfers':
    '{count, plural, one {{n} transferencia saliente es aquí un movimiento, no una venta; contada como venta realizaría {amount}.} other {{n} transferencias salientes son aquí movimientos, no ventas; contadas como ventas realizarían {amount}.}}',
  'returns.causeSkipped':
    '{count, plural, one {{n} transacción del tipo {types} no se cuenta aquí.} other {{n} transacciones del tipo {types} no se cuentan aquí.}}',
  'returns.causeRest':
    'Quedan {amount} con el coste medio: puede que el servicio tenga transacciones aún no leídas (lea todas las páginas de transacciones) o que las valore de otra forma.',
  'returns.refusedUnusable':
    '{problem, select, date {La transacción {id} ({type}, {date}) no tiene una fecha válida; edítela (cantidad, precio) y vuelva a calcular.} coin {La transacción {id} ({type}, {date}) no indica ninguna moneda; edítela (cantidad, precio) y vuelva a calcular.} amount {La transacción {id} ({type}, {date}) no tiene cantidad; edítela (cantidad, precio) y vuelva a calcular.} other {La transacción {id} ({type}, {date}) no tiene valor; edítela (cantidad, precio) y vuelva a calcular.}}',
  'returns.refusedOversold':
    'La transacción {id} ({type}, {date}) usa {count} {coin}, pero entonces solo se tenían {held} (faltan {missing}); añada la compra o transferencia entrante anterior, o corrija la cantidad.',
};
