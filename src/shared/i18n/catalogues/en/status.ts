// The status line of each thing a card reads, as whole sentences: loading, could not load, asking to spend,
// showing cached data, not cached yet. One message a thing, its state picked by a select, because each language
// gives the noun its own article and case ("den Gesamtwert", "die Bestände"); a noun slotted into a shared
// sentence reads wrong.
export const enStatus = {
  'status.totalValue':
    '{state, select, couldNotLoad {Could not load the total value.} readAsk {Read the total value?} showingCached {Showing cached total value from {age}.} cachedKeyRefused {Showing cached total value from {age}: the API key was refused.} notCachedYet {Not cached yet: the total value will be read as soon as the service is back.} other {Loading the total value…}}',
  'status.portfolioValue':
    '{state, select, couldNotLoad {Could not load the portfolio value.} readAsk {Read the portfolio value?} showingCached {Showing cached portfolio value from {age}.} cachedKeyRefused {Showing cached portfolio value from {age}: the API key was refused.} notCachedYet {Not cached yet: the portfolio value will be read as soon as the service is back.} other {Loading the portfolio value…}}',
  'status.portfolioWorths':
    '{state, select, couldNotLoad {Could not load each portfolio’s value.} readAsk {Read each portfolio’s value?} showingCached {Showing cached each portfolio’s value from {age}.} cachedKeyRefused {Showing cached each portfolio’s value from {age}: the API key was refused.} notCachedYet {Not cached yet: each portfolio’s value will be read as soon as the service is back.} other {Loading each portfolio’s value…}}',
  'status.holdings':
    '{state, select, couldNotLoad {Could not load the holdings.} readAsk {Read the holdings?} showingCached {Showing cached holdings from {age}.} cachedKeyRefused {Showing cached holdings from {age}: the API key was refused.} notCachedYet {Not cached yet: the holdings will be read as soon as the service is back.} other {Loading the holdings…}}',
  'status.pastDayHoldings':
    '{state, select, couldNotLoad {Could not load that day’s holdings.} readAsk {Read that day’s holdings?} showingCached {Showing cached that day’s holdings from {age}.} cachedKeyRefused {Showing cached that day’s holdings from {age}: the API key was refused.} notCachedYet {Not cached yet: that day’s holdings will be read as soon as the service is back.} other {Loading that day’s holdings…}}',
  'status.transactions':
    '{state, select, couldNotLoad {Could not load the transactions.} readAsk {Read the transactions?} showingCached {Showing cached transactions from {age}.} cachedKeyRefused {Showing cached transactions from {age}: the API key was refused.} notCachedYet {Not cached yet: the transactions will be read as soon as the service is back.} other {Loading the transactions…}}',
  'status.profitLoss':
    '{state, select, couldNotLoad {Could not load the profit and loss.} readAsk {Read the profit and loss?} showingCached {Showing cached profit and loss from {age}.} cachedKeyRefused {Showing cached profit and loss from {age}: the API key was refused.} notCachedYet {Not cached yet: the profit and loss will be read as soon as the service is back.} other {Loading the profit and loss…}}',
  'status.plHistory':
    '{state, select, couldNotLoad {Could not load the profit and loss history.} readAsk {Read the profit and loss history?} showingCached {Showing cached profit and loss history from {age}.} cachedKeyRefused {Showing cached profit and loss history from {age}: the API key was refused.} notCachedYet {Not cached yet: the profit and loss history will be read as soon as the service is back.} other {Loading the profit and loss history…}}',
  'status.valueChart':
    '{state, select, couldNotLoad {Could not load the value chart.} readAsk {Read the value chart?} showingCached {Showing cached value chart from {age}.} cachedKeyRefused {Showing cached value chart from {age}: the API key was refused.} notCachedYet {Not cached yet: the value chart will be read as soon as the service is back.} other {Loading the value chart…}}',
  'status.priceChart':
    '{state, select, couldNotLoad {Could not load the price chart.} readAsk {Read the price chart?} showingCached {Showing cached price chart from {age}.} cachedKeyRefused {Showing cached price chart from {age}: the API key was refused.} notCachedYet {Not cached yet: the price chart will be read as soon as the service is back.} other {Loading the price chart…}}',
  'status.portfolioList':
    '{state, select, couldNotLoad {Could not load the portfolio list.} readAsk {Read the portfolio list?} showingCached {Showing cached portfolio list from {age}.} cachedKeyRefused {Showing cached portfolio list from {age}: the API key was refused.} notCachedYet {Not cached yet: the portfolio list will be read as soon as the service is back.} other {Loading the portfolio list…}}',
  'status.walletList':
    '{state, select, couldNotLoad {Could not load the wallet list.} readAsk {Read the wallet list?} showingCached {Showing cached wallet list from {age}.} cachedKeyRefused {Showing cached wallet list from {age}: the API key was refused.} notCachedYet {Not cached yet: the wallet list will be read as soon as the service is back.} other {Loading the wallet list…}}',
  'status.balances':
    '{state, select, couldNotLoad {Could not load the balances.} readAsk {Read the balances?} showingCached {Showing cached balances from {age}.} cachedKeyRefused {Showing cached balances from {age}: the API key was refused.} notCachedYet {Not cached yet: the balances will be read as soon as the service is back.} other {Loading the balances…}}',
  'status.walletTransactions':
    '{state, select, couldNotLoad {Could not load the wallet transactions.} readAsk {Read the wallet transactions?} showingCached {Showing cached wallet transactions from {age}.} cachedKeyRefused {Showing cached wallet transactions from {age}: the API key was refused.} notCachedYet {Not cached yet: the wallet transactions will be read as soon as the service is back.} other {Loading the wallet transactions…}}',
  'status.coinPrices':
    '{state, select, couldNotLoad {Could not load the coin prices.} readAsk {Read the coin prices?} showingCached {Showing cached coin prices from {age}.} cachedKeyRefused {Showing cached coin prices from {age}: the API key was refused.} notCachedYet {Not cached yet: the coin prices will be read as soon as the service is back.} other {Loading the coin prices…}}',
  'status.assetPrices':
    '{state, select, couldNotLoad {Could not load the asset prices.} readAsk {Read the asset prices?} showingCached {Showing cached asset prices from {age}.} cachedKeyRefused {Showing cached asset prices from {age}: the API key was refused.} notCachedYet {Not cached yet: the asset prices will be read as soon as the service is back.} other {Loading the asset prices…}}',
  'status.coinSearch':
    '{state, select, couldNotLoad {Could not load the coin search.} readAsk {Read the coin search?} showingCached {Showing cached coin search from {age}.} cachedKeyRefused {Showing cached coin search from {age}: the API key was refused.} notCachedYet {Not cached yet: the coin search will be read as soon as the service is back.} other {Loading the coin search…}}',
  'status.fearGreedIndex':
    '{state, select, couldNotLoad {Could not load the Fear and Greed index.} readAsk {Read the Fear and Greed index?} showingCached {Showing cached Fear and Greed index from {age}.} cachedKeyRefused {Showing cached Fear and Greed index from {age}: the API key was refused.} notCachedYet {Not cached yet: the Fear and Greed index will be read as soon as the service is back.} other {Loading the Fear and Greed index…}}',
  'status.fearGreedHistory':
    '{state, select, couldNotLoad {Could not load the Fear and Greed history.} readAsk {Read the Fear and Greed history?} showingCached {Showing cached Fear and Greed history from {age}.} cachedKeyRefused {Showing cached Fear and Greed history from {age}: the API key was refused.} notCachedYet {Not cached yet: the Fear and Greed history will be read as soon as the service is back.} other {Loading the Fear and Greed history…}}',
  'status.defi':
    '{state, select, couldNotLoad {Could not load the DeFi positions.} readAsk {Read the DeFi positions?} showingCached {Showing cached DeFi positions from {age}.} cachedKeyRefused {Showing cached DeFi positions from {age}: the API key was refused.} notCachedYet {Not cached yet: the DeFi positions will be read as soon as the service is back.} other {Loading the DeFi positions…}}',
  'status.tokenRisk':
    '{state, select, couldNotLoad {Could not load the token risk.} readAsk {Read the token risk?} showingCached {Showing cached token risk from {age}.} cachedKeyRefused {Showing cached token risk from {age}: the API key was refused.} notCachedYet {Not cached yet: the token risk will be read as soon as the service is back.} other {Loading the token risk…}}',
  'status.riskScores':
    '{state, select, couldNotLoad {Could not load the risk scores.} readAsk {Read the risk scores?} showingCached {Showing cached risk scores from {age}.} cachedKeyRefused {Showing cached risk scores from {age}: the API key was refused.} notCachedYet {Not cached yet: the risk scores will be read as soon as the service is back.} other {Loading the risk scores…}}',
  'status.globalMarket':
    '{state, select, couldNotLoad {Could not load the global market.} readAsk {Read the global market?} showingCached {Showing cached global market from {age}.} cachedKeyRefused {Showing cached global market from {age}: the API key was refused.} notCachedYet {Not cached yet: the global market will be read as soon as the service is back.} other {Loading the global market…}}',
  'status.dominance':
    '{state, select, couldNotLoad {Could not load the Bitcoin dominance.} readAsk {Read the Bitcoin dominance?} showingCached {Showing cached Bitcoin dominance from {age}.} cachedKeyRefused {Showing cached Bitcoin dominance from {age}: the API key was refused.} notCachedYet {Not cached yet: the Bitcoin dominance will be read as soon as the service is back.} other {Loading the Bitcoin dominance…}}',
  'status.news':
    '{state, select, couldNotLoad {Could not load the news.} readAsk {Read the news?} showingCached {Showing cached news from {age}.} cachedKeyRefused {Showing cached news from {age}: the API key was refused.} notCachedYet {Not cached yet: the news will be read as soon as the service is back.} other {Loading the news…}}',
  'status.alertRules':
    '{state, select, couldNotLoad {Could not load the alerts.} readAsk {Read the alerts?} showingCached {Showing cached alerts from {age}.} cachedKeyRefused {Showing cached alerts from {age}: the API key was refused.} notCachedYet {Not cached yet: the alerts will be read as soon as the service is back.} other {Loading the alerts…}}',
  'status.alertLog':
    '{state, select, couldNotLoad {Could not load the alert log.} readAsk {Read the alert log?} showingCached {Showing cached alert log from {age}.} cachedKeyRefused {Showing cached alert log from {age}: the API key was refused.} notCachedYet {Not cached yet: the alert log will be read as soon as the service is back.} other {Loading the alert log…}}',
  'status.settings':
    '{state, select, couldNotLoad {Could not load the settings.} readAsk {Read the settings?} showingCached {Showing cached settings from {age}.} cachedKeyRefused {Showing cached settings from {age}: the API key was refused.} notCachedYet {Not cached yet: the settings will be read as soon as the service is back.} other {Loading the settings…}}',
  'status.usdcLedger':
    '{state, select, couldNotLoad {Could not load the USDC ledger.} readAsk {Read the USDC ledger?} showingCached {Showing cached USDC ledger from {age}.} cachedKeyRefused {Showing cached USDC ledger from {age}: the API key was refused.} notCachedYet {Not cached yet: the USDC ledger will be read as soon as the service is back.} other {Loading the USDC ledger…}}',
  'status.creditMeter':
    '{state, select, couldNotLoad {Could not load the credit meter.} readAsk {Read the credit meter?} showingCached {Showing cached credit meter from {age}.} cachedKeyRefused {Showing cached credit meter from {age}: the API key was refused.} notCachedYet {Not cached yet: the credit meter will be read as soon as the service is back.} other {Loading the credit meter…}}',
  'status.requestJournal':
    '{state, select, couldNotLoad {Could not load the request journal.} readAsk {Read the request journal?} showingCached {Showing cached request journal from {age}.} cachedKeyRefused {Showing cached request journal from {age}: the API key was refused.} notCachedYet {Not cached yet: the request journal will be read as soon as the service is back.} other {Loading the request journal…}}',
  'status.candles':
    '{state, select, couldNotLoad {Could not load the candles.} readAsk {Read the candles?} showingCached {Showing cached candles from {age}.} cachedKeyRefused {Showing cached candles from {age}: the API key was refused.} notCachedYet {Not cached yet: the candles will be read as soon as the service is back.} other {Loading the candles…}}',
  'status.rwaOverview':
    '{state, select, couldNotLoad {Could not load the RWA overview.} readAsk {Read the RWA overview?} showingCached {Showing cached RWA overview from {age}.} cachedKeyRefused {Showing cached RWA overview from {age}: the API key was refused.} notCachedYet {Not cached yet: the RWA overview will be read as soon as the service is back.} other {Loading the RWA overview…}}',
  'status.marketHistory':
    '{state, select, couldNotLoad {Could not load the tokenized market history.} readAsk {Read the tokenized market history?} showingCached {Showing cached tokenized market history from {age}.} cachedKeyRefused {Showing cached tokenized market history from {age}: the API key was refused.} notCachedYet {Not cached yet: the tokenized market history will be read as soon as the service is back.} other {Loading the tokenized market history…}}',
  'status.assetList':
    '{state, select, couldNotLoad {Could not load the asset list.} readAsk {Read the asset list?} showingCached {Showing cached asset list from {age}.} cachedKeyRefused {Showing cached asset list from {age}: the API key was refused.} notCachedYet {Not cached yet: the asset list will be read as soon as the service is back.} other {Loading the asset list…}}',
  'status.tokenList':
    '{state, select, couldNotLoad {Could not load the token list.} readAsk {Read the token list?} showingCached {Showing cached token list from {age}.} cachedKeyRefused {Showing cached token list from {age}: the API key was refused.} notCachedYet {Not cached yet: the token list will be read as soon as the service is back.} other {Loading the token list…}}',
  'status.marketList':
    '{state, select, couldNotLoad {Could not load the market list.} readAsk {Read the market list?} showingCached {Showing cached market list from {age}.} cachedKeyRefused {Showing cached market list from {age}: the API key was refused.} notCachedYet {Not cached yet: the market list will be read as soon as the service is back.} other {Loading the market list…}}',
  'status.assetDetails':
    '{state, select, couldNotLoad {Could not load the asset details.} readAsk {Read the asset details?} showingCached {Showing cached asset details from {age}.} cachedKeyRefused {Showing cached asset details from {age}: the API key was refused.} notCachedYet {Not cached yet: the asset details will be read as soon as the service is back.} other {Loading the asset details…}}',
  'status.assetHistory':
    '{state, select, couldNotLoad {Could not load the asset history.} readAsk {Read the asset history?} showingCached {Showing cached asset history from {age}.} cachedKeyRefused {Showing cached asset history from {age}: the API key was refused.} notCachedYet {Not cached yet: the asset history will be read as soon as the service is back.} other {Loading the asset history…}}',
} as const;

/** A thing a card reads, named by its status message. */
export type StatusSubject = keyof typeof enStatus;
