import { z } from 'zod';
import { defineChannel } from '../channel';
import type {
  RwaAssetDetail,
  RwaAssetHistory,
  RwaAssetsResponse,
  RwaHistory,
  RwaMarketsResponse,
  RwaOverview,
  RwaTokensResponse,
} from '../domain/rwa';
import { RWA_ASSET_SORT_FIELDS, RWA_ASSET_TYPE_FILTERS } from '../reference/rwa-assets';
import {
  currency,
  empty,
  filterId,
  id,
  limit,
  page,
  refresh,
  confirmToken,
  search,
  sortDirection,
} from './common';

const listBase = {
  currency: currency.optional(),
  page: page.optional(),
  limit: limit.optional(),
  search: search.optional(),
  sortDirection: sortDirection.optional(),
  refresh,
  confirmToken,
};
const rwaId = id.regex(/^[A-Za-z0-9._-]+$/, 'an RWA asset id from the assets list');

export const rwaChannels = {
  'rwa:overview': defineChannel<RwaOverview>()(() =>
    z.strictObject({ currency: currency.optional(), refresh, confirmToken }),
  ),
  'rwa:assets': defineChannel<RwaAssetsResponse>()(() =>
    z.strictObject({
      ...listBase,
      assetType: z.enum(RWA_ASSET_TYPE_FILTERS).optional(),
      sortBy: z.enum(RWA_ASSET_SORT_FIELDS).optional(),
    }),
  ),
  'rwa:asset': defineChannel<RwaAssetDetail>()(() =>
    z.strictObject({ rwaId, currency: currency.optional(), refresh, confirmToken }),
  ),
  'rwa:tokens': defineChannel<RwaTokensResponse>()(() =>
    z.strictObject({
      ...listBase,
      rwaId,
      sortBy: z.enum(['name', 'price', 'marketCap', 'volume', 'change24h']).optional(),
      issuer: filterId.optional(),
      network: filterId.optional(),
    }),
  ),
  'rwa:markets': defineChannel<RwaMarketsResponse>()(() =>
    z.strictObject({
      ...listBase,
      rwaId,
      sortBy: z.enum(['name', 'price', 'volume']).optional(),
      token: filterId.optional(),
      issuer: filterId.optional(),
      exchange: filterId.optional(),
    }),
  ),
  'rwa:history': defineChannel<RwaHistory>()(() =>
    z.strictObject({
      currency: currency.optional(),
      range: z.enum(['24h', '7d', '30d', '1y', 'all']).optional(),
      metric: z.enum(['marketCap', 'volume']).optional(),
      refresh,
      confirmToken,
    }),
  ),
  'rwa:assetHistory': defineChannel<RwaAssetHistory>()(() =>
    z.strictObject({
      rwaId,
      currency: currency.optional(),
      range: z.enum(['1h', '24h', '1w', '1m', '3m', '6m', '1y', 'all']).optional(),
      metric: z.enum(['price', 'marketCap', 'volume']).optional(),
      refresh,
      confirmToken,
    }),
  ),
  /** The local watchlist of RWA asset ids (no service call). */
  'rwa:watchlist': defineChannel<string[]>()(empty),
  'rwa:watch': defineChannel<string[]>()(() => z.strictObject({ rwaId, watched: z.boolean() })),
};
