import type { AreaCatalogue } from '../en/index';
import type { enCandles } from '../en/candles';

export const deCandles: AreaCatalogue<typeof enCandles> = {
  'candles.title': 'Kerzen',
  'candles.windowTitle': 'Kerzen {pair}',
  'candles.query': 'Kerzenabfrage',
  'candles.interval': 'Intervall',
  'candles.timeSpan': 'Zeitspanne',
  'candles.rolling': 'Rollierender Zeitraum',
  'candles.window': 'Beginn und Ende',
  'candles.start': 'Beginn',
  'candles.end': 'Ende',
  'candles.show': 'Kerzen anzeigen',
  'candles.notPriced': 'noch kein Preis',
  'candles.notPricedDetail':
    'Der Preis steht fest, sobald das Formular nennt, was es senden würde: eine Börse und ein Paar wie BTC/USDT.',
  'candles.chart': 'Kerzenchart',
  'candles.startHint':
    'Wählen Sie eine Börse, ein Paar und eine Zeitspanne und drücken Sie dann Kerzen anzeigen.',
  'candles.edited': 'Das Formular wurde geändert: Drücken Sie Kerzen anzeigen, um es zu zeichnen.',
  'candles.problemExchange': 'Geben Sie den Namen einer Börse ein, etwa Binance.',
  'candles.problemPair': 'Geben Sie ein Paar als BASIS/KURS ein, etwa BTC/USDT.',
  'candles.problemBoth': 'Wählen Sie einen Beginn und ein Ende.',
  'candles.problemOrder': 'Der Beginn muss vor dem Ende liegen.',
  'candles.interval5m': '5 Min.',
  'candles.interval15m': '15 Min.',
  'candles.interval30m': '30 Min.',
  'candles.interval1h': '1 Std.',
  'candles.interval4h': '4 Std.',
  'candles.interval1d': '1 T.',
  'candles.interval1w': '1 W.',
  'candles.range24h': 'Letzte 24 Std.',
  'candles.range1w': 'Letzte Woche',
  'candles.range1mo': 'Letzter Monat',
  'candles.range3mo': 'Letzte 3 Monate',
  'candles.range6mo': 'Letzte 6 Monate',
  'candles.range1y': 'Letztes Jahr',
  'candles.rangeAll': 'Alles',
  'candles.spanWindow': '{start} bis {end}',
  'candles.chartTitle': '{exchange} {pair} · {interval}-Kerzen · {span}',
  'candles.chartTitleLoading':
    '{exchange} {pair} · {interval}-Kerzen · {span} angefordert · bisher {n} geladen',
  'candles.loadingOlder': 'Ältere Kerzen werden geladen …',
  'candles.scrollBack':
    'Zurückscrollen (ziehen oder Pfeiltasten), um ältere Kerzen zu laden, oder {button} {cost}',
  'candles.loadOlder': 'Ältere Kerzen laden',
  'candles.allLoaded': 'Alle Kerzen dieses Zeitraums sind geladen.',
  'candles.allLoadedLonger':
    'Alle Kerzen dieses Zeitraums sind geladen. Für ältere wählen Sie einen längeren Zeitraum.',
  'candles.tooMany':
    '{pair} in {interval}-Kerzen über {span, select, all {die gesamte Historie} range {einen Zeitraum von {range}} other {diesen Zeitraum}} sind bis zu {count, plural, one {{countN} Kerze} other {{countN} Kerzen}}, mehr als die {maxN}, die der Dienst auf einmal sendet. Wählen Sie ein größeres Intervall oder einen kürzeren Zeitraum. Es wurde nichts gesendet und kein Credit verbraucht.',
  'candles.exchange': 'Börse',
  'candles.pair': 'Paar',
  'candles.pairPlaceholder': 'BASIS/KURS',
  'candles.rank': 'Rang {rank}',
  'candles.volume24h': '{volume} in 24 Std.',
  'candles.credits': '{count, plural, one {{n} Credit} other {{n} Credits}}',
  'candles.moreCredits': 'mehr Credits',
  'candles.exchangesListed':
    '{count, plural, one {{n} Börse vom Dienst gelistet} other {{n} Börsen vom Dienst gelistet}} (gelesen {age}).',
  'candles.readingExchanges': 'Die Börsenliste wird gelesen …',
  'candles.filterExchanges': 'Tippen Sie, um die Börsenliste des Dienstes zu filtern {cost}',
  'candles.keptADay': 'Gelesen, wenn sich das Feld öffnet, dann einen Tag lang behalten.',
  'candles.exchangesAbove':
    'Die Börsenliste kostet {cost}, mehr als Ihre Bestätigungsschwelle: Geben Sie den Namen der Börse ein oder erhöhen Sie die Schwelle in den Einstellungen.',
  'candles.exchangesFailed':
    'Die Börsenliste konnte nicht gelesen werden ({reason}): Geben Sie den Namen der Börse ein.',
  'candles.noExchange': 'Keine Börse passt zu „{typed}“.',
  'candles.readingPairs': 'Die Paare von {exchange} werden gelesen …',
  'candles.readingCoinPairs': 'Die {coin}-Paare von {exchange} werden gelesen …',
  'candles.coinPairsOn':
    '{count, plural, one {{n} {coin}-Paar} other {{n} {coin}-Paare}} auf {exchange} (gelesen {age}).',
  'candles.pairsOn': '{count, plural, one {{n} Paar} other {{n} Paare}} auf {exchange} (gelesen {age}).',
  'candles.pairsOnTop':
    '{count, plural, one {{n} Paar} other {{n} Paare}} auf {exchange} (gelesen {age}) (die meistgehandelten; geben Sie jedes andere ein).',
  'candles.pairsOnTopOf':
    '{count, plural, one {{n} Paar} other {{n} Paare}} auf {exchange} (gelesen {age}) (die {n} meistgehandelten von {total}; geben Sie jedes andere ein).',
  'candles.pairsAbove':
    'Die Paarliste von {exchange} kostet {cost}, mehr als Ihre Bestätigungsschwelle: Geben Sie das Paar als BASIS/KURS ein oder erhöhen Sie die Schwelle in den Einstellungen.',
  'candles.pairsFailed':
    'Die Paarliste von {exchange} konnte nicht gelesen werden ({reason}): Geben Sie das Paar als BASIS/KURS ein.',
  'candles.filterPairs': 'Tippen Sie, um die Paare von {exchange} zu filtern {cost}',
  'candles.lookUp': '{base}-Paare auf {exchange} nachschlagen',
  'candles.exchangeFirst': 'Wählen Sie zuerst eine Börse; oder geben Sie das Paar als BASIS/KURS ein.',
  'candles.noPair': 'Kein Paar auf {exchange} passt zu „{typed}“.',
};
