import type { ChartRange } from '../../shared/domain/portfolio';
import { apiCall } from './schemas/common';
import {
  btcDominanceResponse,
  fearAndGreedChartResponse,
  globalMarketResponse,
} from './schemas/market-context';

// The market context on Overview: the global market (1 credit), Bitcoin's dominance over a range and the Fear
// and Greed index's history (each an insight, 50 credits on the documentation's OpenAPI text).

export const marketCalls = {
  global: () => apiCall({ method: 'GET', path: '/markets', endpoint: 'GET /markets' }, globalMarketResponse),
  btcDominance: (range: ChartRange) =>
    apiCall(
      {
        method: 'GET',
        path: '/insights/btc-dominance',
        endpoint: 'GET /insights/btc-dominance',
        query: { type: range },
      },
      btcDominanceResponse,
    ),
  fearAndGreedChart: () =>
    apiCall(
      {
        method: 'GET',
        path: '/insights/fear-and-greed/chart',
        endpoint: 'GET /insights/fear-and-greed/chart',
      },
      fearAndGreedChartResponse,
    ),
};
