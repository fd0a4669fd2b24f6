import { z } from 'zod';
import type { ChartRange, ValuePoint } from '../../shared/domain/portfolio';
import { apiCall, num, orEmpty } from './schemas/common';
import { toEpochMs } from './schemas/portfolio';

// One coin's price history (GET /coins/{coinId}/charts, 3 credits; service-facts section 2): a bare array of
// [timestamp, USD, BTC, ETH] rows, the timestamp in seconds where portfolio charts send milliseconds.

const row = z.union([z.tuple([num, num, num, num]).rest(z.unknown()), z.tuple([num, num])]);

export const coinChartResponse = z.lazy(() => orEmpty(z.array(row), []));

const column = (value: unknown) => (typeof value === 'number' ? value : null);

/** Oldest first, in epoch ms; a row whose price is not a positive number is a gap, not a zero on the chart. */
export function toCoinChartPoints(wire: z.output<typeof coinChartResponse>): ValuePoint[] {
  return wire
    .filter(([, usd]) => Number.isFinite(usd) && usd > 0)
    .map(([t, usd, btc, eth]) => ({ t: toEpochMs(t), usd, btc: column(btc), eth: column(eth) }))
    .sort((a, b) => a.t - b.t);
}

export const coinChartCall = (coinId: string, range: ChartRange) =>
  apiCall(
    {
      method: 'GET',
      path: `/coins/${encodeURIComponent(coinId)}/charts`,
      endpoint: 'GET /coins/:coinId/charts',
      query: { period: range },
      subject: { kind: 'coin', id: coinId },
    },
    coinChartResponse,
  );
