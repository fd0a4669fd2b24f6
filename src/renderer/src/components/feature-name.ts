import type { MessageId } from '../../../shared/i18n/catalogues/en/index';
import { featureOf } from '../../../shared/feature-names';
import type { Translate } from '../stores/i18n';

// The Credits view's names of the service's endpoints, in the user's language; an endpoint without one keeps
// shared/feature-names.ts's English name (or its path), so a new endpoint is still named.
const IDS: Readonly<Record<string, MessageId>> = {
  'GET /usage/credits': 'credits.feature.creditCheck',
  'GET /portfolio/list': 'credits.feature.portfolioList',
  'GET /portfolio/value': 'credits.feature.portfolioValue',
  'GET /portfolio/chart': 'credits.feature.portfolioChart',
  'GET /portfolio/coins': 'credits.feature.portfolioHoldings',
  'GET /portfolio/transactions': 'credits.feature.portfolioTransactions',
  'GET /portfolio/pl/history': 'credits.feature.plByPeriod',
  'GET /portfolio/defi': 'credits.feature.portfolioDefi',
  'GET /portfolio/snapshot/items': 'credits.feature.portfolioPastDay',
  'POST /portfolio/transaction': 'credits.feature.transactionsRecorded',
  'POST /portfolio/wallet': 'credits.feature.walletConnected',
  'POST /portfolio/exchange': 'credits.feature.exchangeConnected',
  'DELETE /portfolio/:portfolioId': 'credits.feature.portfolioDeleted',
  'PATCH /portfolio/sync': 'credits.feature.portfolioSync',
  'GET /portfolio/status': 'credits.feature.portfolioSyncStatus',
  'GET /exchange/support': 'credits.feature.exchangesSupported',
  'GET /wallet/blockchains': 'credits.feature.supportedNetworks',
  'GET /wallet/balance': 'credits.feature.walletBalances',
  'GET /wallet/balances': 'credits.feature.walletBalancesAll',
  'GET /wallet/balance/many': 'credits.feature.walletBalancesMany',
  'GET /wallet/status': 'credits.feature.walletSyncStatus',
  'GET /wallet/transactions': 'credits.feature.walletTransactions',
  'PATCH /wallet/transactions': 'credits.feature.walletSync',
  'GET /wallet/transactions/types': 'credits.feature.transactionTypes',
  'GET /wallet/pl/history': 'credits.feature.walletPl',
  'GET /coins': 'credits.feature.coinPrices',
  'GET /coins/:coinId': 'credits.feature.coinDetails',
  'GET /coins/:coinId/charts': 'credits.feature.coinChart',
  'GET /currencies': 'credits.feature.currencyRates',
  'GET /fiats': 'credits.feature.fiatCurrencies',
  'GET /markets': 'credits.feature.markets',
  'GET /tickers/exchanges': 'credits.feature.candleExchanges',
  'GET /tickers/markets': 'credits.feature.exchangePairs',
  'GET /insights/btc-dominance': 'credits.feature.btcDominance',
  'GET /insights/fear-and-greed': 'credits.feature.fearGreed',
  'GET /insights/fear-and-greed/chart': 'credits.feature.fearGreedHistory',
  'GET /news': 'credits.feature.latestNews',
  'GET /news/type/:type': 'credits.feature.newsFeed',
  'GET /token-risks': 'credits.feature.tokenRisk',
  'GET /rwa/overview': 'credits.feature.rwaOverview',
  'GET /rwa/assets': 'credits.feature.rwaAssets',
  'GET /rwa/history': 'credits.feature.rwaHistory',
  'GET /rwa/assets/:rwaId': 'credits.feature.assetDetails',
  'GET /rwa/assets/:rwaId/tokens': 'credits.feature.assetTokens',
  'GET /rwa/assets/:rwaId/markets': 'credits.feature.assetMarkets',
  'GET /rwa/assets/:rwaId/history': 'credits.feature.assetHistory',
  'GET /ohlcv/candles': 'credits.feature.exchangeCandles',
};

/** "Valeur du portefeuille" for "GET /portfolio/value" in French; the path itself when it has no name. */
export function featureName(endpoint: string, t: Translate): string {
  const id = IDS[endpoint] ?? IDS[`GET ${endpoint}`];
  return id ? t(id) : featureOf(endpoint);
}
