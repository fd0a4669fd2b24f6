import type { AreaCatalogue } from '../en/index';
import type { enOverview } from '../en/overview';

export const deOverview: AreaCatalogue<typeof enOverview> = {
  'overview.title': 'Übersicht',
  'overview.titleWithTotal': 'Übersicht {total}',
  'overview.refresh': 'Aktualisieren',
  'overview.sourceDemo': 'Demo',
  'overview.sourceLive': 'Live',
  'overview.sourceCached': 'Zwischengespeichert',
  'overview.ageTagStale': '{source} · {age} · veraltet',
  'overview.totalValue': 'Gesamtwert',
  'overview.change24hLabel': 'Veränderung in 24 Stunden',
  'overview.change24hTip':
    'Über 24 Stunden, bei den heute gehaltenen Mengen: jeder Bestand gegen seinen Wert vor einem Tag, gemäß seiner 24-h-Kursänderung; ein Handel innerhalb des Tages ist keine Kursänderung.',
  'overview.change24hTipUnknown':
    'Über 24 Stunden, bei den heute gehaltenen Mengen: jeder Bestand gegen seinen Wert vor einem Tag, gemäß seiner 24-h-Kursänderung; ein Handel innerhalb des Tages ist keine Kursänderung. {count, plural, one {{n} Bestand ohne 24-h-Änderung gilt als unverändert.} other {{n} Bestände ohne 24-h-Änderung gelten als unverändert.}}',
  'overview.stale': 'Veraltet',
  'overview.chartTitle': 'Wertentwicklung',
  'overview.legendLabel': 'Wertänderung im Zeitraum',
  'overview.legendValue': 'Wert',
  'overview.legendVs': 'im Vergleich zu BTC und ETH',
  'overview.valueTip':
    'Wertänderung im Zeitraum, Ein- und Auszahlungen eingeschlossen. Die zeitgewichtete Rendite, die sie nicht bewegen, steht unter Renditen.',
  'overview.benchmarkTip':
    'BTC und ETH: die Wertänderung des Anfangswerts der Summe, wäre er stattdessen in dieser Coin gehalten worden, ohne Zu- oder Abflüsse. Ihre Kurse stammen aus derselben Chart-Antwort (Wert in USD ÷ Wert in der Coin) und kosten nichts zusätzlich.',
  'overview.showIn': 'In',
  'overview.shownInUsdNoRate': 'In USD angezeigt: Für {base} liegt noch kein Kurs vor.',
  'overview.shownInUsdOnly': 'In USD angezeigt: Der Dienst hat diesen Chart nur in USD gesendet.',
  'overview.chartSummary': 'Von {startValue} am {startDate} bis {endValue} am {endDate}.',
  'overview.chartNoPoints': 'Keine Punkte in diesem Zeitraum.',
  'overview.chartLabel': 'Wert aller Portfolios · {range} · in {unit}, mit BTC und ETH',
  'overview.allocationTitle': 'Aufteilung',
  'overview.byCoin': 'Coin',
  'overview.byPortfolio': 'Portfolio',
  'overview.by': 'Nach',
  'overview.byLead': 'Nach Portfolio liest den Wert jedes Portfolios',
  'overview.allocationByCoin': 'Aufteilung nach Coin',
  'overview.allocationByPortfolio': 'Aufteilung nach Portfolio',
  'overview.moversTitle': 'Größte Bewegungen · 24 h',
  'overview.gainers': 'Gewinner',
  'overview.losers': 'Verlierer',
  'overview.none': 'Keine',
  'overview.plTitle': 'Gewinn/Verlust',
  'overview.unrealizedPl': 'Unrealisierter G/V',
  'overview.realizedPl': 'Realisierter G/V',
  'overview.allTimePl': 'G/V gesamt',
  'overview.cost': 'Einstandswert',
  'overview.unrealizedFormula':
    'Unrealisierter G/V = Wert der Bestände − Einstandswert = {value} − {cost} = {pl}. Prozent = unrealisierter G/V ÷ Einstandswert × 100 = {percent}.',
  'overview.realizedFormula':
    'Realisierter G/V = Verkaufserlöse − Einstandswert der verkauften Coins = {pl}. Prozent = realisierter G/V ÷ Einstandswert der verkauften Coins × 100 = {percent}.',
  'overview.allTimeFormula':
    'G/V gesamt = unrealisiert + realisiert = {unrealized} + {realized} = {pl}. Prozent = G/V gesamt ÷ gesamtes investiertes Kapital × 100 = {percent}.',
  'overview.holdingsTitle': 'Bestände',
  'overview.allInPortfolios': 'Alle unter Portfolios',
  'overview.largestHoldings': 'Größte Bestände',
  'overview.moodTitle': 'Marktstimmung',
  'overview.moodCheck': 'Fear-and-Greed-Index abrufen',
  'overview.moodCheckAgain': 'Erneut abrufen',
  'overview.moodWhat': 'Fear-and-Greed-Index',
  'overview.moodNow': 'Jetzt',
  'overview.moodYesterday': 'Gestern',
  'overview.moodWeekAgo': 'Vor einer Woche',
  'overview.moodNotGiven': 'nicht angegeben',
  'overview.spamLeftOut':
    '{count, plural, one {ohne {n} als wahrscheinlicher Spam ausgeblendete Coin} other {ohne {n} als wahrscheinlicher Spam ausgeblendete Coins}}',
  'overview.spamNotSaved': 'Die Auswahl wurde nicht gespeichert: {reason} Bitte erneut versuchen.',
  'overview.otherSmaller':
    '{count, plural, one {{n} kleinere Position zusammengefasst} other {{n} kleinere Positionen zusammengefasst}}',
  'overview.sliceOther': 'Sonstige',
  'overview.colName': 'Name',
};
