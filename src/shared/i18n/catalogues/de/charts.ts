import type { AreaCatalogue } from '../en/index';
import type { enCharts } from '../en/charts';

export const deCharts: AreaCatalogue<typeof enCharts> = {
  'charts.latest': 'Zuletzt, {when}: {values}',
  'charts.point': '{when}: {values}',
  'charts.portfolio': 'Portfolio {amount}',
  'charts.noData': 'Keine Daten für diesen Zeitraum.',
  'charts.lineSummary':
    '{count, plural, one {{n} Punkt von {from} bis {to}. Begann bei {start} und endete bei {end}.} other {{n} Punkte von {from} bis {to}. Begann bei {start} und endete bei {end}.}} Tief {low} am {lowDate}; Hoch {high} am {highDate}.',
  'charts.lineSummaryChange':
    '{count, plural, one {{n} Punkt von {from} bis {to}. Begann bei {start} und endete bei {end} ({change}).} other {{n} Punkte von {from} bis {to}. Begann bei {start} und endete bei {end} ({change}).}} Tief {low} am {lowDate}; Hoch {high} am {highDate}.',
  'charts.barsSummary':
    '{count, plural, one {{n} Periode} other {{n} Perioden}}: {gains} mit Gewinn, {losses} mit Verlust, insgesamt {total}. Beste {best} am {bestDate}; schlechteste {worst} am {worstDate}.',
};
