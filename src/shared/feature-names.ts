// The Credits view names each endpoint by what it does for the user; the path stays beside it as detail. Every
// endpoint of main's cost table (src/main/api/costs.ts) has a name here, which test/unit/credits/feature-names.test.ts
// checks: the table lives in src/shared so that test can hold both.

const FEATURES: Record<string, string> = {
  'GET /usage/credits': 'Credit check',
  'GET /portfolio/list': 'Portfolio list',
  'GET /portfolio/value': 'Portfolio value',
  'GET /portfolio/chart': 'Portfolio value chart',
  'GET /portfolio/coins': 'Portfolio holdings',
  'GET /portfolio/transactions': 'Portfolio transactions',
  'GET /portfolio/pl/history': 'Profit and loss by period',
  'GET /portfolio/defi': 'Portfolio DeFi positions',
  'GET /portfolio/snapshot/items': 'Portfolio on a past day',
  'POST /portfolio/transaction': 'Transactions recorded',
  'POST /portfolio/wallet': 'Wallet connected as a portfolio',
  'POST /portfolio/exchange': 'Exchange connected as a portfolio',
  'DELETE /portfolio/:portfolioId': 'Portfolio deleted',
  'PATCH /portfolio/sync': 'Portfolio sync',
  'GET /portfolio/status': 'Portfolio sync status',
  'GET /exchange/support': 'Exchanges you can connect',
  'GET /wallet/blockchains': 'Supported networks',
  'GET /wallet/balance': 'Wallet balances',
  'GET /wallet/balances': 'Wallet balances (all networks)',
  'GET /wallet/balance/many': 'Balances of several wallets',
  'GET /wallet/status': 'Wallet sync status',
  'GET /wallet/transactions': 'Wallet transactions',
  'PATCH /wallet/transactions': 'Wallet sync',
  'GET /wallet/transactions/types': 'Transaction types',
  'GET /wallet/pl/history': 'Wallet profit and loss',
  'GET /coins': 'Coin prices',
  'GET /coins/:coinId': 'Coin details',
  'GET /coins/:coinId/charts': 'Coin chart',
  'GET /currencies': 'Currency rates',
  'GET /fiats': 'Fiat currencies',
  'GET /markets': 'Markets',
  'GET /tickers/exchanges': 'Candle exchanges',
  'GET /tickers/markets': 'Exchange pairs',
  'GET /insights/btc-dominance': 'Bitcoin dominance',
  'GET /insights/fear-and-greed': 'Fear and Greed index',
  'GET /insights/fear-and-greed/chart': 'Fear and Greed history',
  'GET /news': 'Latest news',
  'GET /news/type/:type': 'News feed',
  'GET /token-risks': 'Token risk report',
  'GET /rwa/overview': 'Tokenized market overview',
  'GET /rwa/assets': 'Tokenized assets',
  'GET /rwa/history': 'Tokenized market history',
  'GET /rwa/assets/:rwaId': 'Asset details',
  'GET /rwa/assets/:rwaId/tokens': 'Asset tokens',
  'GET /rwa/assets/:rwaId/markets': 'Asset markets',
  'GET /rwa/assets/:rwaId/history': 'Asset history',
  'GET /ohlcv/candles': 'Exchange candles',
};

/** "Portfolio value" for "GET /portfolio/value"; an endpoint not listed is named by its path. */
export function featureOf(endpoint: string): string {
  return FEATURES[endpoint] ?? FEATURES[`GET ${endpoint}`] ?? endpoint;
}

/** Whether an endpoint has a name of its own; one without is shown by its path once, not twice. */
export const isNamed = (endpoint: string): boolean => featureOf(endpoint) !== endpoint;
