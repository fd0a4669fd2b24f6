import type { ApiRequest } from './http';
import { apiCall } from './schemas/common';
import { tickerExchangesResponse, tickerMarketsResponse } from './schemas/market';

// The exchange and pair lists (GET /tickers/exchanges, /tickers/markets; the documentation's OpenAPI text and the
// service's MCP server name their parameters). Pairs are read a page of 100 at a time, filtered by exchange.

/** Pairs per page: the most the list is asked for at once. */
export const TICKER_PAGE_LIMIT = 100;

const tickerRequests = {
  exchanges: (): ApiRequest => ({
    method: 'GET',
    path: '/tickers/exchanges',
    endpoint: 'GET /tickers/exchanges',
  }),
  markets: (exchange: string, page: number, fromCoin?: string): ApiRequest => ({
    method: 'GET',
    path: '/tickers/markets',
    endpoint: 'GET /tickers/markets',
    query: { exchange, fromCoin: fromCoin?.toUpperCase(), page, limit: TICKER_PAGE_LIMIT },
    subject: { kind: 'exchangePairs', id: exchange },
  }),
};

export const tickerCalls = {
  exchanges: () => apiCall(tickerRequests.exchanges(), tickerExchangesResponse),
  markets: (exchange: string, page: number, fromCoin?: string) =>
    apiCall(tickerRequests.markets(exchange, page, fromCoin), tickerMarketsResponse),
};
