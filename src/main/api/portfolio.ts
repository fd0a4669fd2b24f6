import type { ChartRange, PlInterval } from '../../shared/domain/portfolio';
import type { ApiRequest } from './http';
import { HOLDINGS_PAGE_LIMIT } from './pages';
import { apiCall } from './schemas/common';
import { portfolioCoinsRiskResponse } from './schemas/holding-risk';
import {
  plHistoryResponse,
  portfolioChartResponse,
  portfolioCoinsResponse,
  portfolioListResponse,
  portfolioTransactionsResponse,
  portfolioValueResponse,
} from './schemas/portfolio';

// The portfolio endpoints (service.md 4.3-4.5): one request builder per endpoint and a send through the client.
// Which portfolio is read is a PortfolioTarget: all own portfolios, one own portfolio, or a shared one by token.

export type PortfolioTarget =
  | { kind: 'all' }
  | { kind: 'own'; portfolioId: string }
  /** `localId` is Folio Desk's own name for the shared portfolio; it stands for the token in the cache key. */
  | { kind: 'shared'; localId: string; shareToken: string; passcode: string | null };

/**
 * service.md 4.3 rules 1-2: portfolioId for an own portfolio, sharetoken (+ passcode) headers for a shared one,
 * which the cache then knows only as 'shared:<localId>'.
 */
export function targetParams(target: PortfolioTarget): Pick<ApiRequest, 'query' | 'headers' | 'identity'> {
  if (target.kind === 'own') return { query: { portfolioId: target.portfolioId } };
  if (target.kind === 'shared') {
    const headers: Record<string, string> = { sharetoken: target.shareToken };
    if (target.passcode) headers.passcode = target.passcode;
    return { query: {}, headers, identity: `shared:${target.localId}` };
  }
  return { query: {} };
}

export const forTarget = (
  target: PortfolioTarget,
  path: string,
  endpoint: ApiRequest['endpoint'],
  query: ApiRequest['query'],
): ApiRequest => {
  const base = targetParams(target);
  return {
    method: 'GET',
    path,
    endpoint,
    query: { ...base.query, ...query },
    ...(base.headers ? { headers: base.headers } : {}),
    ...(base.identity ? { identity: base.identity } : {}),
    subject:
      target.kind === 'own' ? { kind: 'portfolio', id: target.portfolioId } : { kind: 'sharedPortfolio' },
  };
};

export type PlPeriod = { range: ChartRange } | { from: string; to: string };

/** Typed calls for every portfolio endpoint the app uses. */
export const portfolioCalls = {
  list: () =>
    apiCall(
      { method: 'GET', path: '/portfolio/list', endpoint: 'GET /portfolio/list' },
      portfolioListResponse,
    ),
  value: (target: PortfolioTarget, currency: string) =>
    apiCall(
      forTarget(target, '/portfolio/value', 'GET /portfolio/value', { currency }),
      portfolioValueResponse,
    ),
  chart: (target: PortfolioTarget, range: ChartRange) =>
    apiCall(
      forTarget(target, '/portfolio/chart', 'GET /portfolio/chart', { type: range }),
      portfolioChartResponse,
    ),
  plHistory: (target: PortfolioTarget, interval: PlInterval, period: PlPeriod, currency: string) =>
    apiCall(
      forTarget(target, '/portfolio/pl/history', 'GET /portfolio/pl/history', {
        interval,
        currency,
        ...('range' in period ? { range: period.range } : { from: period.from, to: period.to }),
      }),
      plHistoryResponse,
    ),
  // Portfolio coins are priced in USD, BTC and ETH at once: the request carries no currency. One page of at most
  // 100 (the documented limit); readEveryPage (pages.ts) reads them all.
  coins: (target: PortfolioTarget, page = 1) =>
    apiCall(
      forTarget(target, '/portfolio/coins', 'GET /portfolio/coins', { page, limit: HOLDINGS_PAGE_LIMIT }),
      portfolioCoinsResponse,
    ),
  /** The same page with risk scores and the spam flag (includeRiskScore=true), at the same price. */
  coinsWithRisk: (target: PortfolioTarget, page = 1) =>
    apiCall(
      forTarget(target, '/portfolio/coins', 'GET /portfolio/coins', {
        page,
        limit: HOLDINGS_PAGE_LIMIT,
        includeRiskScore: 'true',
      }),
      portfolioCoinsRiskResponse,
    ),
  /** `coinId`: that coin's transactions only (the service's own filter), for the coin page. */
  transactions: (target: PortfolioTarget, currency: string, page: number, limit: number, coinId?: string) =>
    apiCall(
      forTarget(target, '/portfolio/transactions', 'GET /portfolio/transactions', {
        currency,
        page,
        limit,
        coinId,
      }),
      portfolioTransactionsResponse,
    ),
};
