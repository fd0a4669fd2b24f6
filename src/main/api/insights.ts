import { z } from 'zod';
import type { FearAndGreed, FearAndGreedReading } from '../../shared/domain/market';
import type { ApiRequest } from './http';
import { apiCall, num } from './schemas/common';

// Market insights (service.md 4.5; service-facts.md section 2): the Fear and Greed index, now, yesterday and a
// week ago. `timestamp` is unix seconds.

const reading = z.object({ value: num, value_classification: z.string(), timestamp: num });

export const fearAndGreedResponse = z.object({
  now: reading,
  yesterday: reading.nullish(),
  lastWeek: reading.nullish(),
});

const toReading = (r: z.output<typeof reading>): FearAndGreedReading => ({
  value: r.value,
  classification: r.value_classification,
  at: r.timestamp * 1000,
});

export const toFearAndGreed = (wire: z.output<typeof fearAndGreedResponse>): FearAndGreed => ({
  now: toReading(wire.now),
  yesterday: wire.yesterday ? toReading(wire.yesterday) : null,
  lastWeek: wire.lastWeek ? toReading(wire.lastWeek) : null,
});

const fearAndGreedRequest = (): ApiRequest => ({
  method: 'GET',
  path: '/insights/fear-and-greed',
  endpoint: 'GET /insights/fear-and-greed',
});

export const insightCalls = {
  fearAndGreed: () => apiCall(fearAndGreedRequest(), fearAndGreedResponse),
};
