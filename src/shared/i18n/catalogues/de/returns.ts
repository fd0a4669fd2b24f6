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
  'returns.gainsTitle': 'Realisierte Gewinne',
  'returns.gainsBasis':
    'Nach {method}; langfristig nach {days} Tagen Haltedauer. Beides wird in {settings} gewählt.',
  'returns.settings': 'Einstellungen',
  'returns.averageCost': 'Durchschnittskosten',
  'returns.readSoFar':
    '{count, plural, one {{n} Transaktion gelesen; weitere stehen aus.} other {{n} Transaktionen gelesen; weitere stehen aus.}}',
  'returns.readNextPage': 'Nächste Seite lesen',
  'returns.working': 'Realisierte Gewinne werden berechnet…',
  'returns.colProceeds': 'Erlös',
  'returns.colCostBasis': 'Einstandswert',
  'returns.colGain': 'Gewinn',
  'returns.colShortTerm': 'Kurzfristig',
  'returns.colLongTerm': 'Langfristig',
  'returns.colSales': 'Verkäufe',
  'returns.colSold': 'Verkauft',
  'returns.colTerm': 'Haltedauer',
  'returns.colAcquired': 'Erworben',
  'returns.termShort': 'kurzfristig',
  'returns.termLong': 'langfristig',
  'returns.serviceNotRead': 'Der realisierte G/V des Dienstes für dieses Portfolio ist noch nicht abgerufen.',
  'returns.reconciliation': 'Abgleich mit dem Dienst',
  'returns.serviceAgrees': 'Der realisierte G/V des Dienstes {amount} stimmt mit diesem Bericht überein.',
  'returns.serviceDiffers': 'Realisierter G/V des Dienstes {amount}; Differenz {difference}.',
  'returns.differenceTip': 'Summe dieses Berichts minus die des Dienstes.',
  'returns.gainsTotals': 'Realisierte Gewinne, Summen',
  'returns.realizedGain': 'Realisierter Gewinn',
  'returns.shortLong': 'Kurzfristig / langfristig',
  'returns.salesShown': '{shown} von {total} Verkäufen angezeigt.',
  'returns.lotsShown': '{shown} von {total} offenen Positionen angezeigt.',
  'returns.showMore': '{n} weitere anzeigen',
  'returns.salesCaption':
    '{count, plural, one {Verkäufe ({n} Zeile, eine je Verkauf und Haltedauer)} other {Verkäufe ({n} Zeilen, eine je Verkauf und Haltedauer)}}',
  'returns.openLotsCaption': 'Offene Positionen ({n})',
  'returns.byYear': 'Nach Jahr',
  'returns.byCoin': 'Nach Coin',
  'returns.whyTransactionsUnread':
    'Die Transaktionen sind noch nicht gelesen.',
  'returns.whyMorePages':
    'Weitere Seiten mit Transaktionen sind noch ungelesen: Lesen Sie alle, damit jeder Zahlungsfluss zählt.',
  'returns.whyNoEndValue':
    'Das Wertdiagramm enthält für diesen Zeitraum keinen Punkt: Der Endwert ist unbekannt.',
  'returns.whyNoRate':
    'Der Kurs der Basiswährung ist noch nicht bekannt, daher lassen sich die Werte des Diagramms nicht umrechnen.',
  'returns.whyNoFlows':
    'Keine Käufe, Verkäufe oder Überträge in diesem Zeitraum: Es gibt keine geldgewichtete Rendite.',
  'returns.whyOneWay':
    'Alle Zahlungsflüsse gehen in eine Richtung (nur Einzahlungen oder nur Auszahlungen), daher gleicht kein Zinssatz sie aus.',
  'returns.whyNoConvergence':
    'Es wurde kein Jahreszins gefunden, der diese Zahlungsflüsse ausgleicht; möglicherweise gibt es mehrere oder keinen.',
  'returns.whyBadFlow':
    'Ein Zahlungsfluss hat keinen gültigen Betrag oder kein gültiges Datum; lesen Sie die Transaktionen erneut.',
  'returns.whyUnpriced':
    '{count, plural, one {Transaktion {ids} hat keinen Wert oder kein Datum; ergänzen Sie ihren Preis, um eine geldgewichtete Rendite zu berechnen.} other {Die Transaktionen {ids} haben keinen Wert oder kein Datum; ergänzen Sie ihre Preise, um eine geldgewichtete Rendite zu berechnen.}}',
  'returns.whyUnreadablePeriod':
    'Der Gewinn-/Verlust-Verlauf enthält eine Periode mit Datum „{date}“ und Gewinn {profit}; lesen Sie den Verlauf erneut.',
  'returns.whyRepeatedPeriod':
    'Der Gewinn-/Verlust-Verlauf enthält zwei verschiedene Perioden mit Beginn {date}; lesen Sie den Verlauf erneut.',
  'returns.whyNoPeriod':
    'Der Gewinn-/Verlust-Verlauf enthält keine Periode in diesem Zeitraum; lesen Sie zuerst den Verlauf für diesen Zeitraum.',
  'returns.causeMethod':
    'Die Lot-Methode erklärt {amount}: Der Dienst bewertet einen Verkauf zum durchschnittlichen Einstandspreis, was hier {average} ergibt, gegenüber {ours} mit {method}.',
  'returns.causeFees':
    'Gebühren von {amount} sind hier berücksichtigt (zu den Kosten addiert, vom Erlös abgezogen); lässt der Dienst Gebühren weg, erklären sie einen Teil der Differenz.',
  'returns.causeTransfers':
    '{count, plural, one {{n} Ausgangsübertrag ist hier eine Umbuchung, kein Verkauf; als Verkauf gezählt würde er {amount} realisieren.} other {{n} Ausgangsüberträge sind hier Umbuchungen, keine Verkäufe; als Verkäufe gezählt würden sie {amount} realisieren.}}',
  'returns.causeSkipped':
    '{count, plural, one {{n} Transaktion vom Typ {types} wird hier nicht gezählt.} other {{n} Transaktionen vom Typ {types} werden hier nicht gezählt.}}',
  'returns.causeRest':
    '{amount} bleiben beim Durchschnittskostenverfahren übrig: Der Dienst kennt vielleicht noch ungelesene Transaktionen (lesen Sie alle Seiten der Transaktionen) oder bewertet sie anders.',
  'returns.refusedUnusable':
    '{problem, select, date {Transaktion {id} ({type}, {date}) hat kein gültiges Datum; bearbeiten Sie sie (Menge, Preis) und berechnen Sie neu.} coin {Transaktion {id} ({type}, {date}) nennt keinen Coin; bearbeiten Sie sie (Menge, Preis) und berechnen Sie neu.} amount {Transaktion {id} ({type}, {date}) hat keine Menge; bearbeiten Sie sie (Menge, Preis) und berechnen Sie neu.} other {Transaktion {id} ({type}, {date}) hat keinen Wert; bearbeiten Sie sie (Menge, Preis) und berechnen Sie neu.}}',
  'returns.refusedOversold':
    'Transaktion {id} ({type}, {date}) verbraucht {count} {coin}, aber damals wurden nur {held} gehalten ({missing} zu wenig); ergänzen Sie den vorherigen Kauf oder Eingangsübertrag oder korrigieren Sie die Menge.',
};
