import type { Candle, CandleInterval, CandleRange } from '../../shared/domain/market';
import { candleCredits } from './costs';
import type { ApiClient, ApiRequest, ApiResult } from './http';
import { candlesResponse, toCandles } from './schemas/market';
import type { ReadContext } from './read-context';

// Exchange candles (service.md 1, 4.5; docs/wire-shapes.md): the request for one planned fetch and its send.
// Which spans to fetch is the candle planner's business (domains/candle-plan.ts), which knows the candle store.

/** docs/wire-shapes.md: more than 100,000 candles in one request is refused with 400. */
export const MAX_CANDLES_PER_REQUEST = 100_000;

export interface CandleQuery {
  exchange: string;
  pair: string;
  interval: CandleInterval;
  range?: CandleRange | undefined;
  start?: string | undefined;
  end?: string | undefined;
}

/** One request to make: a whole `all` history, or an explicit span. */
export type CandleFetch = { kind: 'all' } | { kind: 'span'; from: number; to: number };

export function candleRequest(query: CandleQuery, fetch: CandleFetch): ApiRequest {
  const span =
    fetch.kind === 'all'
      ? { range: 'all' }
      : { start: new Date(fetch.from).toISOString(), end: new Date(fetch.to).toISOString() };
  return {
    method: 'GET',
    path: '/ohlcv/candles',
    endpoint: 'GET /ohlcv/candles',
    query: { exchange: query.exchange, pair: query.pair, interval: query.interval, ...span },
    subject: { kind: 'candles', id: query.pair, place: query.exchange },
    // A 404 that names the pair: the exchange does not list it. Said so, with the way out, rather than the general
    // advice to check the service address.
    alsoNames: [
      {
        id: query.pair,
        subject: { kind: 'pair', id: query.pair, place: query.exchange },
        advice: `${query.exchange} has no pair ${query.pair} on the service: choose one of ${query.exchange}'s pairs in the Pair field.`,
      },
    ],
  };
}

/** Sends one planned fetch; charged per 1,000 candles returned, so the charge is known only from the answer. */
export async function fetchCandles(
  client: ApiClient,
  query: CandleQuery,
  fetch: CandleFetch,
  context?: ReadContext,
): Promise<ApiResult<Candle[]>> {
  const answer = await client.send(candleRequest(query, fetch), candlesResponse, {
    chargeOf: (wire) => candleCredits(wire.candles.length),
    ...(context ? { context } : {}),
  });
  return answer.ok ? { ...answer, value: toCandles(answer.value) } : answer;
}
