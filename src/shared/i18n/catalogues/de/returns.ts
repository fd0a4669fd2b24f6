import type { AreaCatalogue } from '../en/index';
import type { enReturns } from '../en/returns';

export const deReturns: AreaCatalogue<typeof enReturns> = {
  'returns.title': 'Renditen',
  'returns.range': 'Renditezeitraum',
  'returns.range1m': '1 M',
  'returns.range3m': '3 M',
  'returns.rangeYtd': 'lfd. Jahr',
  'returns.range1y': '1 J',
  'returns.rangeAll': 'Gesamt',
  'returns.whatPl': 'Gewinn-/Verlust-Verlauf',
  'returns.whatChart': 'Wertchart',
  'returns.twr': 'Zeitgewichtete Rendite',
  'returns.mwr': 'Geldgewichtete Rendite',
  'returns.twrTip':
    'Zeitgewichtet: der Gewinn jedes Tages geteilt durch das an diesem Tag eingesetzte Kapital, verkettet. Ein- und Auszahlungen verändern sie nicht; sie misst also die Bestände, nicht den Zeitpunkt deiner Einzahlungen.',
  'returns.mwrTip':
    'Geldgewichtet (XIRR): der eine Jahreszins, bei dem sich alle Käufe, Verkäufe und Überträge sowie der heutige Wert ausgleichen. Sie berücksichtigt, wann dein Geld hinzukam.',
  'returns.aYear': '{rate} pro Jahr',
  'returns.benchmarkNone': 'Kein {coin}-Kurs im Chart für diesen Zeitraum.',
  'returns.benchmarkTip':
    'Kurs = Wert in USD / Wert in {coin}; Rendite = Endkurs / Anfangskurs - 1. {startPrice} am {startDate} bis {endPrice} am {endDate}; aus dem Wertchart, ohne Zusatzkosten.',
  'returns.twrPanel': 'So wurde die zeitgewichtete Rendite berechnet',
  'returns.mwrPanel': 'So wurde die geldgewichtete Rendite berechnet',
  'returns.twrFormula':
    'TWR = (1 + r1) x (1 + r2) x ... x (1 + rn) - 1, mit ri = Gewinn_i / (Wert zu Beginn_i + Zuflüsse während i)',
  'returns.mwrFormula':
    'Finde r so, dass die Summe von Fluss_i / (1 + r) ^ (Tage vom ersten Fluss bis Fluss_i / 365) = 0; Zuflüsse zählen negativ, Abflüsse und der Endwert positiv',
  'returns.notRead': 'nicht abgerufen',
  'returns.readAgo': 'abgerufen {age}',
  'returns.plInput':
    '{count, plural, one {G/V-Verlauf: {n} Tagesperiode, {age}} other {G/V-Verlauf: {n} Tagesperioden, {age}}}',
  'returns.chartInput':
    '{count, plural, one {Wertchart: {n} Punkt, {age}} other {Wertchart: {n} Punkte, {age}}}',
  'returns.span':
    '{count, plural, one {Von {from} bis {to}, {n} verkettete Periode} other {Von {from} bis {to}, {n} verkettete Perioden}}',
  'returns.firstPeriod': 'der ersten Periode',
  'returns.chained': 'Verkettete Perioden',
  'returns.colPeriodStart': 'Periodenbeginn (UTC)',
  'returns.colValueAtStart': 'Wert zu Beginn',
  'returns.colMoneyIn': 'Zuflüsse',
  'returns.colProfit': 'Gewinn',
  'returns.colReturn': 'Rendite',
  'returns.colChained': 'Verkettet',
  'returns.servicePercent': '(Prozent des Dienstes)',
  'returns.flows':
    '{count, plural, one {{n} Zahlungsfluss über {days} Tage, gelöst in {iterations} Iterationen} other {{n} Zahlungsflüsse über {days} Tage, gelöst in {iterations} Iterationen}}',
  'returns.yearlyRate': 'Jahresrate (XIRR): {rate}',
  'returns.overRange': 'Über den Zeitraum: (1 + Jahresrate) ^ (Tage / 365) - 1 = {rate}',
  'returns.cashFlows': 'Zahlungsflüsse',
  'returns.colDateUtc': 'Datum (UTC)',
  'returns.colFlow': 'Fluss (zu -, ab +)',
  'returns.rwaBenchmark': 'RWA-Vergleichswert',
  'returns.rwaNone': 'Keiner',
  'returns.loading': 'Wird geladen…',
  'returns.rwaNoPrice': 'kein Kurs in diesem Zeitraum',
  'returns.rwaTip': 'Notierter Kurs {start} am {startDate} bis {end} am {endDate}: Ende / Anfang - 1.',
  'returns.rwaPick': 'Wähle ein RWA-Asset, um seine Kursänderung neben die des Portfolios zu stellen.',
  'returns.periodTable': 'Periodentabelle',
  'returns.noPeriods': 'Der Verlauf enthält noch keine Periode zum Verketten.',
  'returns.byMonthYear': 'Renditen nach Monat und Jahr',
  'returns.year': 'Jahr',
  'returns.partialMonth': 'Teil des Monats: Der Verlauf beginnt oder endet darin',
};
