import type { ApiRequest } from './http';
import { apiCall } from './schemas/common';
import { coinResponse, coinsListResponse, currenciesResponse, tokenRiskResponse } from './schemas/market';

// Coins, the currency list and contract risk (service.md 1 and 4.5; service-facts.md section 2).

export interface CoinsQuery {
  currency: string;
  page?: number | undefined;
  limit?: number | undefined;
  coinIds?: readonly string[] | undefined;
  /** Partial match on the coin's name (service-facts section 2: `name`). */
  name?: string | undefined;
  /** The coin's ticker (service-facts section 2: `symbol`). */
  symbol?: string | undefined;
}

const coinRequests = {
  list: (q: CoinsQuery): ApiRequest => ({
    method: 'GET',
    path: '/coins',
    endpoint: 'GET /coins',
    query: {
      currency: q.currency,
      page: q.page,
      limit: q.limit,
      coinIds: q.coinIds?.join(',') || undefined,
      name: q.name,
      symbol: q.symbol,
    },
  }),
  get: (coinId: string, currency: string): ApiRequest => ({
    method: 'GET',
    path: `/coins/${encodeURIComponent(coinId)}`,
    endpoint: 'GET /coins/:coinId',
    query: { currency },
    subject: { kind: 'coin', id: coinId },
  }),
  currencies: (): ApiRequest => ({ method: 'GET', path: '/currencies', endpoint: 'GET /currencies' }),
  tokenRisk: (coinId: string): ApiRequest => ({
    method: 'GET',
    path: '/token-risks',
    endpoint: 'GET /token-risks',
    query: { coinId, sortBy: 'severity' },
    subject: { kind: 'riskData', id: coinId },
  }),
};

/** Typed calls for coins, currencies and token risk. */
export const coinCalls = {
  list: (q: CoinsQuery) => apiCall(coinRequests.list(q), coinsListResponse),
  get: (coinId: string, currency: string) => apiCall(coinRequests.get(coinId, currency), coinResponse),
  currencies: () => apiCall(coinRequests.currencies(), currenciesResponse),
  tokenRisk: (coinId: string) => apiCall(coinRequests.tokenRisk(coinId), tokenRiskResponse),
};
