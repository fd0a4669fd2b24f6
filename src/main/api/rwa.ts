import type { ApiRequest, QueryValue } from './http';
import { apiCall } from './schemas/common';
import type { Subject } from './subject';
import {
  rwaAssetDetailResponse,
  rwaAssetHistoryResponse,
  rwaAssetsResponse,
  rwaHistoryResponse,
  rwaMarketsResponse,
  rwaOverviewResponse,
  rwaTokensResponse,
} from './schemas/rwa';

// The seven RWA endpoints (service.md 4.1-4.2). Every parameter left undefined is left out, so the service's
// defaults (currency USD, page 1, limit 100, its default sort) apply.

export type Query = Record<string, QueryValue>;

const get = (
  path: string,
  endpoint: ApiRequest['endpoint'],
  query: Query,
  subject?: Subject,
): ApiRequest => ({
  method: 'GET',
  path,
  endpoint,
  query,
  ...(subject ? { subject } : {}),
});

const assetPath = (rwaId: string, tail = '') => `/rwa/assets/${encodeURIComponent(rwaId)}${tail}`;
const assetSubject = (rwaId: string): Subject => ({ kind: 'rwaAsset', id: rwaId });

/** Typed calls for the seven RWA endpoints. */
export const rwaCalls = {
  overview: (q: Query) => apiCall(get('/rwa/overview', 'GET /rwa/overview', q), rwaOverviewResponse),
  assets: (q: Query) => apiCall(get('/rwa/assets', 'GET /rwa/assets', q), rwaAssetsResponse),
  history: (q: Query) => apiCall(get('/rwa/history', 'GET /rwa/history', q), rwaHistoryResponse),
  asset: (rwaId: string, q: Query) =>
    apiCall(get(assetPath(rwaId), 'GET /rwa/assets/:rwaId', q, assetSubject(rwaId)), rwaAssetDetailResponse),
  tokens: (rwaId: string, q: Query) =>
    apiCall(
      get(assetPath(rwaId, '/tokens'), 'GET /rwa/assets/:rwaId/tokens', q, assetSubject(rwaId)),
      rwaTokensResponse,
    ),
  markets: (rwaId: string, q: Query) =>
    apiCall(
      get(assetPath(rwaId, '/markets'), 'GET /rwa/assets/:rwaId/markets', q, assetSubject(rwaId)),
      rwaMarketsResponse,
    ),
  assetHistory: (rwaId: string, q: Query) =>
    apiCall(
      get(assetPath(rwaId, '/history'), 'GET /rwa/assets/:rwaId/history', q, assetSubject(rwaId)),
      rwaAssetHistoryResponse,
    ),
};
