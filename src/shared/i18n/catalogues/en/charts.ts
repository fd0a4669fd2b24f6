// Words the charts share: the readout under a chart and the sentence that says what a chart shows.
export const enCharts = {
  'charts.latest': 'Latest, {when}: {values}',
  'charts.candlePoint': '{when}: open {open}, high {high}, low {low}, close {close}',
  'charts.candleLatest': 'Latest, {when}: open {open}, high {high}, low {low}, close {close}',
  'charts.point': '{when}: {values}',
  'charts.portfolio': 'Portfolio {amount}',
  'charts.noData': 'No data for this period.',
  'charts.lineSummary':
    '{count, plural, one {{n} point from {from} to {to}. Started at {start} and ended at {end}.} other {{n} points from {from} to {to}. Started at {start} and ended at {end}.}} Low {low} on {lowDate}; high {high} on {highDate}.',
  'charts.lineSummaryChange':
    '{count, plural, one {{n} point from {from} to {to}. Started at {start} and ended at {end} ({change}).} other {{n} points from {from} to {to}. Started at {start} and ended at {end} ({change}).}} Low {low} on {lowDate}; high {high} on {highDate}.',
  'charts.barsSummary':
    '{count, plural, one {{n} period} other {{n} periods}}: {gains} with a gain, {losses} with a loss, total {total}. Best {best} on {bestDate}; worst {worst} on {worstDate}.',
  'charts.noCandles': 'No candles for this range.',
  'charts.candlesSummary':
    '{count, plural, one {{n} candle loaded, from {from} to {to}.} other {{n} candles loaded, from {from} to {to}.}} Opened at {open}, last close {close}. Lowest {low} on {lowDate}; highest {high} on {highDate}.',
  'charts.open': 'Open',
  'charts.high': 'High',
  'charts.low': 'Low',
  'charts.close': 'Close',
  'charts.volume': 'Volume',
  'charts.candleUnderPointer': 'Candle under the pointer',
  'charts.newestCandle': 'Newest candle',
  'charts.newestCandleAt': 'Newest candle, {when}',
} as const;
