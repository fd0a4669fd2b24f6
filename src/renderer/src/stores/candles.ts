import type { Api, Input } from '../../../shared/contract';
import { createResource } from './resource';

export type CandlesQuery = Input<'candles:get'>;

export function createCandleStores(api: Api) {
  return { series: createResource((q: CandlesQuery) => api.candles.get(q)) };
}

export type CandleStores = ReturnType<typeof createCandleStores>;
