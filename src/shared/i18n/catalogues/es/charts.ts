import type { AreaCatalogue } from '../en/index';
import type { enCharts } from '../en/charts';

export const esCharts: AreaCatalogue<typeof enCharts> = {
  'charts.latest': 'Último, {when}: {values}',
  'charts.candlePoint': '{when}: apertura {open}, máximo {high}, mínimo {low}, cierre {close}',
  'charts.candleLatest': 'Última vela, {when}: apertura {open}, máximo {high}, mínimo {low}, cierre {close}',
  'charts.point': '{when}: {values}',
  'charts.portfolio': 'Cartera {amount}',
  'charts.noData': 'No hay datos para este período.',
  'charts.lineSummary':
    '{count, plural, one {{n} punto del {from} al {to}. Empezó en {start} y terminó en {end}.} other {{n} puntos del {from} al {to}. Empezó en {start} y terminó en {end}.}} Mínimo {low} el {lowDate}; máximo {high} el {highDate}.',
  'charts.lineSummaryChange':
    '{count, plural, one {{n} punto del {from} al {to}. Empezó en {start} y terminó en {end} ({change}).} other {{n} puntos del {from} al {to}. Empezó en {start} y terminó en {end} ({change}).}} Mínimo {low} el {lowDate}; máximo {high} el {highDate}.',
  'charts.barsSummary':
    '{count, plural, one {{n} período} other {{n} períodos}}: {gains} con ganancia, {losses} con pérdida, total {total}. Mejor {best} el {bestDate}; peor {worst} el {worstDate}.',
  'charts.noCandles': 'No hay velas para este período.',
  'charts.candlesSummary':
    '{count, plural, one {{n} vela cargada, del {from} al {to}.} other {{n} velas cargadas, del {from} al {to}.}} Abrió en {open}, último cierre {close}. Mínimo {low} el {lowDate}; máximo {high} el {highDate}.',
  'charts.open': 'Apertura',
  'charts.high': 'Máximo',
  'charts.low': 'Mínimo',
  'charts.close': 'Cierre',
  'charts.volume': 'Volumen',
  'charts.candleUnderPointer': 'Vela bajo el puntero',
  'charts.newestCandle': 'Vela más reciente',
  'charts.newestCandleAt': 'Vela más reciente, {when}',
};
