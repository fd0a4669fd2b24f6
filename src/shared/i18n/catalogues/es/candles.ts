import type { AreaCatalogue } from '../en/index';
import type { enCandles } from '../en/candles';

export const esCandles: AreaCatalogue<typeof enCandles> = {
  'candles.title': 'Velas',
  'candles.windowTitle': 'Velas de {pair}',
  'candles.query': 'Consulta de velas',
  'candles.interval': 'Intervalo',
  'candles.timeSpan': 'Periodo',
  'candles.rolling': 'Periodo móvil',
  'candles.window': 'Inicio y fin',
  'candles.start': 'Inicio',
  'candles.end': 'Fin',
  'candles.show': 'Mostrar velas',
  'candles.notPriced': 'sin precio aún',
  'candles.notPricedDetail':
    'Tendrá precio cuando el formulario indique lo que enviaría: un exchange y un par como BTC/USDT.',
  'candles.chart': 'Gráfico de velas',
  'candles.startHint': 'Elige un exchange, un par y un periodo, y pulsa Mostrar velas.',
  'candles.edited': 'El formulario tiene cambios: pulsa Mostrar velas para dibujarlos.',
  'candles.problemExchange': 'Escribe el nombre de un exchange, como Binance.',
  'candles.problemPair': 'Escribe un par como BASE/COTIZADA, por ejemplo BTC/USDT.',
  'candles.problemBoth': 'Elige un inicio y un fin.',
  'candles.problemOrder': 'El inicio debe ser anterior al fin.',
  'candles.interval5m': '5 min',
  'candles.interval15m': '15 min',
  'candles.interval30m': '30 min',
  'candles.interval1h': '1 h',
  'candles.interval4h': '4 h',
  'candles.interval1d': '1 d',
  'candles.interval1w': '1 sem',
  'candles.range24h': 'Últimas 24 h',
  'candles.range1w': 'Última semana',
  'candles.range1mo': 'Último mes',
  'candles.range3mo': 'Últimos 3 meses',
  'candles.range6mo': 'Últimos 6 meses',
  'candles.range1y': 'Último año',
  'candles.rangeAll': 'Todo',
  'candles.spanWindow': 'de {start} a {end}',
  'candles.chartTitle': '{exchange} {pair} · velas de {interval} · {span}',
  'candles.chartTitleLoading':
    '{exchange} {pair} · velas de {interval} · {span} solicitado · {n} cargadas hasta ahora',
  'candles.loadingOlder': 'Cargando velas anteriores…',
  'candles.scrollBack':
    'Desplázate hacia atrás (arrastrando o con las flechas) para cargar velas anteriores, o {button} {cost}',
  'candles.loadOlder': 'Cargar velas anteriores',
  'candles.allLoaded': 'Todas las velas de este periodo están cargadas.',
  'candles.allLoadedLonger':
    'Todas las velas de este periodo están cargadas. Para ver otras anteriores, elige un periodo más largo.',
  'candles.tooMany':
    '{pair} en velas de {interval} durante {span, select, all {todo el historial} range {un periodo de {range}} other {ese periodo}} son hasta {count, plural, one {{countN} vela} other {{countN} velas}}, más de las {maxN} que el servicio envía de una vez. Elige un intervalo mayor o un periodo más corto. No se envió nada ni se gastaron créditos.',
  'candles.exchange': 'Exchange',
  'candles.pair': 'Par',
  'candles.pairPlaceholder': 'BASE/COTIZADA',
  'candles.rank': 'puesto {rank}',
  'candles.volume24h': '{volume} en 24 h',
  'candles.credits': '{count, plural, one {{n} crédito} other {{n} créditos}}',
  'candles.moreCredits': 'más créditos',
  'candles.exchangesListed':
    '{count, plural, one {{n} exchange listado por el servicio} other {{n} exchanges listados por el servicio}} (leído {age}).',
  'candles.readingExchanges': 'Leyendo la lista de exchanges…',
  'candles.filterExchanges': 'Escribe para filtrar la lista de exchanges del servicio {cost}',
  'candles.keptADay': 'Se lee al abrir el campo y se conserva un día.',
  'candles.exchangesAbove':
    'La lista de exchanges cuesta {cost}, por encima de tu umbral de confirmación: escribe el nombre del exchange o sube el umbral en Ajustes.',
  'candles.exchangesFailed':
    'No se pudo leer la lista de exchanges ({reason}): escribe el nombre del exchange.',
  'candles.noExchange': 'Ningún exchange coincide con «{typed}».',
  'candles.readingPairs': 'Leyendo los pares de {exchange}…',
  'candles.readingCoinPairs': 'Leyendo los pares de {coin} en {exchange}…',
  'candles.coinPairsOn':
    '{count, plural, one {{n} par de {coin}} other {{n} pares de {coin}}} en {exchange} (leído {age}).',
  'candles.pairsOn': '{count, plural, one {{n} par} other {{n} pares}} en {exchange} (leído {age}).',
  'candles.pairsOnTop':
    '{count, plural, one {{n} par} other {{n} pares}} en {exchange} (leído {age}) (los más negociados; escribe cualquier otro).',
  'candles.pairsOnTopOf':
    '{count, plural, one {{n} par} other {{n} pares}} en {exchange} (leído {age}) (los {n} más negociados de {total}; escribe cualquier otro).',
  'candles.pairsAbove':
    'La lista de pares de {exchange} cuesta {cost}, por encima de tu umbral de confirmación: escribe el par como BASE/COTIZADA o sube el umbral en Ajustes.',
  'candles.pairsFailed':
    'No se pudo leer la lista de pares de {exchange} ({reason}): escribe el par como BASE/COTIZADA.',
  'candles.filterPairs': 'Escribe para filtrar los pares de {exchange} {cost}',
  'candles.lookUp': 'Buscar pares de {base} en {exchange}',
  'candles.exchangeFirst': 'Elige primero un exchange; o escribe el par como BASE/COTIZADA.',
  'candles.noPair': 'Ningún par de {exchange} coincide con «{typed}».',
};
