// The Returns card, its "How this was computed" panels, the RWA benchmark, the period table and the realized
// gains report. Formulas are text too: their words are translated, their math kept.
export const enReturns = {
  'returns.title': 'Returns',
  'returns.range': 'Return range',
  'returns.range1m': '1M',
  'returns.range3m': '3M',
  'returns.rangeYtd': 'YTD',
  'returns.range1y': '1Y',
  'returns.rangeAll': 'All',
  'returns.twr': 'Time-weighted return',
  'returns.mwr': 'Money-weighted return',
  'returns.twrTip':
    'Time-weighted: each day’s profit divided by the money at work that day, chained. Deposits and withdrawals do not move it, so it measures the holdings, not the timing of your money.',
  'returns.mwrTip':
    'Money-weighted (XIRR): the one yearly rate at which every buy, sell and transfer, and the value now, balance. It counts when your money came in.',
  'returns.aYear': '{rate} a year',
  'returns.benchmarkNone': 'No {coin} price in the chart for this range.',
  'returns.benchmarkTip':
    'price = value in USD / value in {coin}; return = end price / start price - 1. {startPrice} on {startDate} to {endPrice} on {endDate}; from the value chart, at no extra cost.',
  'returns.twrPanel': 'How the time-weighted return was computed',
  'returns.mwrPanel': 'How the money-weighted return was computed',
  'returns.twrFormula':
    'TWR = (1 + r1) x (1 + r2) x ... x (1 + rn) - 1, where ri = profit_i / (value at start_i + money in during i)',
  'returns.mwrFormula':
    'Find r such that the sum of flow_i / (1 + r) ^ (days from the first flow to flow_i / 365) = 0; money in counts negative, money out and the end value positive',
  'returns.notRead': 'not read',
  'returns.readAgo': 'read {age}',
  'returns.plInput':
    '{count, plural, one {P/L history: {n} daily period, {age}} other {P/L history: {n} daily periods, {age}}}',
  'returns.chartInput':
    '{count, plural, one {Value chart: {n} point, {age}} other {Value chart: {n} points, {age}}}',
  'returns.span':
    '{count, plural, one {From {from} to {to}, {n} chained period} other {From {from} to {to}, {n} chained periods}}',
  'returns.firstPeriod': 'the first period',
  'returns.chained': 'Chained periods',
  'returns.colPeriodStart': 'Period start (UTC)',
  'returns.colValueAtStart': 'Value at start',
  'returns.colMoneyIn': 'Money in',
  'returns.colProfit': 'Profit',
  'returns.colReturn': 'Return',
  'returns.colChained': 'Chained',
  'returns.servicePercent': '(service %)',
  'returns.flows':
    '{count, plural, one {{n} flow over {days} days, solved in {iterations} iterations} other {{n} flows over {days} days, solved in {iterations} iterations}}',
  'returns.yearlyRate': 'Yearly rate (XIRR): {rate}',
  'returns.overRange': 'Over the range: (1 + yearly) ^ (days / 365) - 1 = {rate}',
  'returns.cashFlows': 'Cash flows',
  'returns.colDateUtc': 'Date (UTC)',
  'returns.colFlow': 'Flow (in -, out +)',
  'returns.rwaBenchmark': 'RWA benchmark',
  'returns.rwaNone': 'None',
  'returns.loading': 'Loading…',
  'returns.rwaNoPrice': 'no price in this range',
  'returns.rwaTip': 'Listed price {start} on {startDate} to {end} on {endDate}: end / start - 1.',
  'returns.rwaPick': 'Pick an RWA asset to set its price change beside the portfolio’s.',
  'returns.periodTable': 'Period table',
  'returns.noPeriods': 'The history holds no period to chain yet.',
  'returns.byMonthYear': 'Returns by month and year',
  'returns.year': 'Year',
  'returns.partialMonth': 'Part of the month: the history starts or ends inside it',
  'returns.gainsTitle': 'Realized gains',
  'returns.gainsBasis': 'By {method}; long-term after {days} days held. Both are chosen in {settings}.',
  'returns.settings': 'Settings',
  'returns.averageCost': 'average cost',
  'returns.readSoFar':
    '{count, plural, one {{n} transaction read; more remain.} other {{n} transactions read; more remain.}}',
  'returns.readNextPage': 'Read the next page',
  'returns.working': 'Working out the realized gains…',
  'returns.colProceeds': 'Proceeds',
  'returns.colCostBasis': 'Cost basis',
  'returns.colGain': 'Gain',
  'returns.colShortTerm': 'Short-term',
  'returns.colLongTerm': 'Long-term',
  'returns.colSales': 'Sales',
  'returns.colSold': 'Sold',
  'returns.colTerm': 'Term',
  'returns.colAcquired': 'Acquired',
  'returns.termShort': 'short',
  'returns.termLong': 'long',
  'returns.serviceNotRead': 'The service’s realized P/L for this portfolio is not read yet.',
  'returns.reconciliation': 'Reconciliation with the service',
  'returns.serviceAgrees': 'Service’s realized P/L {amount} agrees with this report.',
  'returns.serviceDiffers': 'Service’s realized P/L {amount}; difference {difference}.',
  'returns.differenceTip': 'This report’s total minus the service’s.',
  'returns.gainsTotals': 'Realized gains, totals',
  'returns.realizedGain': 'Realized gain',
  'returns.shortLong': 'Short-term / long-term',
  'returns.salesShown': '{shown} of {total} sales shown.',
  'returns.lotsShown': '{shown} of {total} open lots shown.',
  'returns.showMore': 'Show {n} more',
  'returns.salesCaption':
    '{count, plural, one {Sales ({n} row, one per sale and holding term)} other {Sales ({n} rows, one per sale and holding term)}}',
  'returns.openLotsCaption': 'Open lots ({n})',
  'returns.byYear': 'By year',
  'returns.byCoin': 'By coin',
  'returns.whyTransactionsUnread':
    'The transactions are not read yet.',
  'returns.whyMorePages':
    'More pages of transactions remain unread: read them all to include every flow.',
  'returns.whyNoEndValue':
    'The value chart holds no point for this range: the end value is unknown.',
  'returns.whyNoRate':
    'The rate of the base currency is not known yet, so the chart values cannot be converted to it.',
  'returns.whyNoFlows':
    'No buys, sells or transfers in this range: there is no money-weighted return to show.',
  'returns.whyOneWay':
    'The cash flows all go one way (money only in, or only out), so no rate makes them balance.',
  'returns.whyNoConvergence':
    'No yearly rate was found that balances these cash flows; they may allow more than one rate, or none.',
  'returns.whyBadFlow':
    'A cash flow has no valid amount or date; read the transactions again.',
  'returns.whyUnpriced':
    '{count, plural, one {Transaction {ids} has no worth or date; add its price to compute a money-weighted return.} other {Transactions {ids} have no worth or date; add their price to compute a money-weighted return.}}',
  'returns.whyUnreadablePeriod':
    'The P/L history has a period dated “{date}” with profit {profit}; read the history again.',
  'returns.whyRepeatedPeriod':
    'The P/L history has two different periods starting {date}; read the history again.',
  'returns.whyNoPeriod':
    'The P/L history holds no period in this range; read the history for this range first.',
  'returns.causeMethod':
    'The lot method accounts for {amount}: the service prices a sale at the average buy price, which gives {average} here, against {ours} with {method}.',
  'returns.causeFees':
    'Fees of {amount} are counted here (added to costs, taken from proceeds); if the service leaves fees out, they account for part of the difference.',
  'returns.causeTransfers':
    '{count, plural, one {{n} transfer out is a move here, not a sale; counted as a sale it would realize {amount}.} other {{n} transfers out are moves here, not sales; counted as sales they would realize {amount}.}}',
  'returns.causeSkipped':
    '{count, plural, one {{n} transaction of type {types} is not counted here.} other {{n} transactions of type {types} are not counted here.}}',
  'returns.causeRest':
    '{amount} remains with average cost: the service may hold transactions not read yet (read every page of transactions), or price them differently.',
  'returns.refusedUnusable':
    '{problem, select, date {Transaction {id} ({type}, {date}) has no valid date; edit it (amount, price) and compute again.} coin {Transaction {id} ({type}, {date}) names no coin; edit it (amount, price) and compute again.} amount {Transaction {id} ({type}, {date}) has no amount; edit it (amount, price) and compute again.} other {Transaction {id} ({type}, {date}) has no worth; edit it (amount, price) and compute again.}}',
  'returns.refusedOversold':
    'Transaction {id} ({type}, {date}) takes {count} {coin}, but only {held} were held then ({missing} short); add the buy or transfer in that came before it, or correct the amount.',
} as const;
