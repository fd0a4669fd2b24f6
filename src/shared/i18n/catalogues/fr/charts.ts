import type { AreaCatalogue } from '../en/index';
import type { enCharts } from '../en/charts';

export const frCharts: AreaCatalogue<typeof enCharts> = {
  'charts.latest': 'Dernier point, {when} : {values}',
  'charts.candlePoint': '{when} : ouverture {open}, plus haut {high}, plus bas {low}, clôture {close}',
  'charts.candleLatest': 'Dernière bougie, {when} : ouverture {open}, plus haut {high}, plus bas {low}, clôture {close}',
  'charts.point': '{when} : {values}',
  'charts.portfolio': 'Portefeuille {amount}',
  'charts.noData': 'Aucune donnée pour cette période.',
  'charts.lineSummary':
    '{count, plural, one {{n} point du {from} au {to}. Début à {start}, fin à {end}.} other {{n} points du {from} au {to}. Début à {start}, fin à {end}.}} Plus bas {low} le {lowDate} ; plus haut {high} le {highDate}.',
  'charts.lineSummaryChange':
    '{count, plural, one {{n} point du {from} au {to}. Début à {start}, fin à {end} ({change}).} other {{n} points du {from} au {to}. Début à {start}, fin à {end} ({change}).}} Plus bas {low} le {lowDate} ; plus haut {high} le {highDate}.',
  'charts.barsSummary':
    '{count, plural, one {{n} période} other {{n} périodes}} : {gains} en gain, {losses} en perte, total {total}. Meilleure {best} le {bestDate} ; pire {worst} le {worstDate}.',
  'charts.noCandles': 'Aucune bougie pour cette période.',
  'charts.candlesSummary':
    '{count, plural, one {{n} bougie chargée, du {from} au {to}.} other {{n} bougies chargées, du {from} au {to}.}} Ouverture à {open}, dernière clôture {close}. Plus bas {low} le {lowDate} ; plus haut {high} le {highDate}.',
  'charts.open': 'Ouverture',
  'charts.high': 'Haut',
  'charts.low': 'Bas',
  'charts.close': 'Clôture',
  'charts.volume': 'Volume',
  'charts.candleUnderPointer': 'Bougie sous le pointeur',
  'charts.newestCandle': 'Dernière bougie',
  'charts.newestCandleAt': 'Dernière bougie, {when}',
};
