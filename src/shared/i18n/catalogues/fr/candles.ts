import type { AreaCatalogue } from '../en/index';
import type { enCandles } from '../en/candles';

export const frCandles: AreaCatalogue<typeof enCandles> = {
  'candles.title': 'Bougies',
  'candles.windowTitle': 'Bougies {pair}',
  'candles.query': 'Requête de bougies',
  'candles.interval': 'Intervalle',
  'candles.timeSpan': 'Période',
  'candles.rolling': 'Période glissante',
  'candles.window': 'Début et fin',
  'candles.start': 'Début',
  'candles.end': 'Fin',
  'candles.show': 'Afficher les bougies',
  'candles.notPriced': 'pas encore chiffré',
  'candles.notPricedDetail':
    'Chiffré dès que le formulaire indique ce qu’il enverrait : une plateforme et une paire comme BTC/USDT.',
  'candles.chart': 'Graphique en bougies',
  'candles.startHint':
    'Choisissez une plateforme, une paire et une période, puis appuyez sur Afficher les bougies.',
  'candles.edited': 'Le formulaire a changé : appuyez sur Afficher les bougies pour le tracer.',
  'candles.problemExchange': 'Saisissez le nom d’une plateforme, par exemple Binance.',
  'candles.problemPair': 'Saisissez une paire sous la forme BASE/COTATION, par exemple BTC/USDT.',
  'candles.problemBoth': 'Choisissez un début et une fin.',
  'candles.problemOrder': 'Le début doit précéder la fin.',
  'candles.interval5m': '5 min',
  'candles.interval15m': '15 min',
  'candles.interval30m': '30 min',
  'candles.interval1h': '1 h',
  'candles.interval4h': '4 h',
  'candles.interval1d': '1 j',
  'candles.interval1w': '1 sem.',
  'candles.range24h': 'Dernières 24 h',
  'candles.range1w': 'Dernière semaine',
  'candles.range1mo': 'Dernier mois',
  'candles.range3mo': '3 derniers mois',
  'candles.range6mo': '6 derniers mois',
  'candles.range1y': 'Dernière année',
  'candles.rangeAll': 'Tout',
  'candles.spanWindow': 'du {start} au {end}',
  'candles.chartTitle': '{exchange} {pair} · bougies {interval} · {span}',
  'candles.chartTitleLoading':
    '{exchange} {pair} · bougies {interval} · {span} demandé · {n} chargées pour l’instant',
  'candles.loadingOlder': 'Chargement des bougies plus anciennes…',
  'candles.scrollBack':
    'Faites défiler vers l’arrière (en glissant, ou avec les flèches) pour charger des bougies plus anciennes, ou {button} {cost}',
  'candles.loadOlder': 'Charger des bougies plus anciennes',
  'candles.allLoaded': 'Toutes les bougies de cette période sont chargées.',
  'candles.allLoadedLonger':
    'Toutes les bougies de cette période sont chargées. Pour des plus anciennes, choisissez une période plus longue.',
  'candles.tooMany':
    '{pair} en bougies {interval} sur {span, select, all {tout l’historique} range {une période de {range}} other {cette période}} représente jusqu’à {count, plural, one {{countN} bougie} other {{countN} bougies}}, plus que les {maxN} que le service envoie en une fois. Choisissez un intervalle plus grand ou une période plus courte. Rien n’a été envoyé et aucun crédit n’a été dépensé.',
  'candles.exchange': 'Plateforme',
  'candles.pair': 'Paire',
  'candles.pairPlaceholder': 'BASE/COTATION',
  'candles.rank': 'rang {rank}',
  'candles.volume24h': '{volume} sur 24 h',
  'candles.credits': '{count, plural, one {{n} crédit} other {{n} crédits}}',
  'candles.moreCredits': 'davantage de crédits',
  'candles.exchangesListed':
    '{count, plural, one {{n} plateforme listée par le service} other {{n} plateformes listées par le service}} (lu {age}).',
  'candles.readingExchanges': 'Lecture de la liste des plateformes…',
  'candles.filterExchanges': 'Tapez pour filtrer la liste des plateformes du service {cost}',
  'candles.keptADay': 'Lue à l’ouverture du champ, puis gardée un jour.',
  'candles.exchangesAbove':
    'La liste des plateformes coûte {cost}, au-dessus de votre seuil de confirmation : saisissez le nom de la plateforme, ou relevez le seuil dans Réglages.',
  'candles.exchangesFailed':
    'La liste des plateformes n’a pas pu être lue ({reason}) : saisissez le nom de la plateforme.',
  'candles.noExchange': 'Aucune plateforme ne correspond à « {typed} ».',
  'candles.readingPairs': 'Lecture des paires de {exchange}…',
  'candles.readingCoinPairs': 'Lecture des paires {coin} de {exchange}…',
  'candles.coinPairsOn':
    '{count, plural, one {{n} paire {coin}} other {{n} paires {coin}}} sur {exchange} (lu {age}).',
  'candles.pairsOn': '{count, plural, one {{n} paire} other {{n} paires}} sur {exchange} (lu {age}).',
  'candles.pairsOnTop':
    '{count, plural, one {{n} paire} other {{n} paires}} sur {exchange} (lu {age}) (les plus échangées ; saisissez-en une autre).',
  'candles.pairsOnTopOf':
    '{count, plural, one {{n} paire} other {{n} paires}} sur {exchange} (lu {age}) (les {n} plus échangées sur {total} ; saisissez-en une autre).',
  'candles.pairsAbove':
    'La liste des paires de {exchange} coûte {cost}, au-dessus de votre seuil de confirmation : saisissez la paire sous la forme BASE/COTATION, ou relevez le seuil dans Réglages.',
  'candles.pairsFailed':
    'La liste des paires de {exchange} n’a pas pu être lue ({reason}) : saisissez la paire sous la forme BASE/COTATION.',
  'candles.filterPairs': 'Tapez pour filtrer les paires de {exchange} {cost}',
  'candles.lookUp': 'Chercher les paires {base} sur {exchange}',
  'candles.exchangeFirst':
    'Choisissez d’abord une plateforme ; ou saisissez la paire sous la forme BASE/COTATION.',
  'candles.noPair': 'Aucune paire de {exchange} ne correspond à « {typed} ».',
};
