// What each path of the pay-per-request gateway costs in USDC, as service.md 5.2 lists it. Data only: the app's
// gateway route and the sandbox's gateway each decide by it in their own way.

/**
 * `{name}` stands for one non-empty path segment. Paths carry no `/v1` prefix, as on the gateway. A path missing
 * here is not served by the gateway.
 */
export const GATEWAY_PRICE_TABLE: readonly (readonly [usdc: string, paths: readonly string[]])[] = [
  [
    '0.001',
    [
      '/coins',
      '/coins/{coinId}',
      '/coins/price/avg',
      '/coins/price/exchange',
      '/coins/{coinId}/charts',
      '/markets',
      '/tickers/exchanges',
      '/tickers/markets',
      '/fiats',
      '/currencies',
      '/news/sources',
      '/news/type/handpicked',
      '/news/type/trending',
      '/news/type/latest',
      '/news/type/bullish',
      '/news/type/bearish',
      '/news/{id}',
      '/news',
      '/insights/btc-dominance',
      '/insights/fear-and-greed/chart',
      '/insights/fear-and-greed',
      '/insights/rainbow-chart/{coinId}',
      '/wallet/blockchains',
      '/wallet/status',
      '/exchange/support',
      '/portfolio/value',
      '/portfolio/coins',
      '/portfolio/chart',
      '/portfolio/transactions',
      // "The candles endpoint is also offered on the gateway at 0.001 USDC per request."
      '/ohlcv/candles',
    ],
  ],
  ['0.003', ['/wallet/transactions']],
  // `/wallet/balances` is the deprecated twin of `/wallet/balance/many` (service.md 9.2: same shape and cost).
  [
    '0.004',
    ['/wallet/balance', '/wallet/balance/many', '/wallet/balances', '/wallet/charts', '/wallet/chart'],
  ],
  ['0.04', ['/wallet/defi', '/portfolio/defi']],
  ['0.05', ['/portfolio/snapshot/items']],
];
