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
  'returns.whatPl': 'profit and loss history',
  'returns.whatChart': 'value chart',
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
} as const;
