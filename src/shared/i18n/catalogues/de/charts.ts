import type { AreaCatalogue } from '../en/index';
import type { enCharts } from '../en/charts';

export const deCharts: AreaCatalogue<typeof enCharts> = {
  'charts.latest': 'Zuletzt, {when}: {values}',
  'charts.candlePoint': '{when}: Eröffnung {open}, Hoch {high}, Tief {low}, Schluss {close}',
  'charts.candleLatest': 'Zuletzt, {when}: Eröffnung {open}, Hoch {high}, Tief {low}, Schluss {close}',
  'charts.point': '{when}: {values}',
  'charts.portfolio': 'Portfolio {amount}',
  'charts.noData': 'Keine Daten für diesen Zeitraum.',
  'charts.lineSummary':
    '{count, plural, one {{n} Punkt von {from} bis {to}. Begann bei {start} und endete bei {end}.} other {{n} Punkte von {from} bis {to}. Begann bei {start} und endete bei {end}.}} Tief {low} am {lowDate}; Hoch {high} am {highDate}.',
  'charts.lineSummaryChange':
    '{count, plural, one {{n} Punkt von {from} bis {to}. Begann bei {start} und endete bei {end} ({change}).} other {{n} Punkte von {from} bis {to}. Begann bei {start} und endete bei {end} ({change}).}} Tief {low} am {lowDate}; Hoch {high} am {highDate}.',
  'charts.barsSummary':
    '{count, plural, one {{n} Periode} other {{n} Perioden}}: {gains} mit Gewinn, {losses} mit Verlust, insgesamt {total}. Beste {best} am {bestDate}; schlechteste {worst} am {worstDate}.',
  'charts.noCandles': 'Keine Kerzen für diesen Zeitraum.',
  'charts.candlesSummary':
    '{count, plural, one {{n} Kerze geladen, von {from} bis {to}.} other {{n} Kerzen geladen, von {from} bis {to}.}} Eröffnet bei {open}, letzter Schluss {close}. Tiefst {low} am {lowDate}; Höchst {high} am {highDate}.',
  'charts.open': 'Eröffnung',
  'charts.high': 'Hoch',
  'charts.low': 'Tief',
  'charts.close': 'Schluss',
  'charts.volume': 'Volumen',
  'charts.candleUnderPointer': 'Kerze unter dem Zeiger',
  'charts.newestCandle': 'Neueste Kerze',
  'charts.newestCandleAt': 'Neueste Kerze, {when}',
};
