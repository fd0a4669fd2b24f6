import { z } from 'zod';
import type { Candle, Coin, CurrencyRate, TokenRisk } from '../../../shared/domain/market';
import type { TickerExchange, TickerPair, TickerPairsPage } from '../../../shared/domain/tickers';
import { num, optNum, optStr, listOrResult, rowList, unwrapPage, type Rows } from './common';

// Coins, currencies, token risk and candles: service.md 1 and 4.5, service-facts.md section 2,
// docs/wire-shapes.md.

export const coinItem = z.lazy(() =>
  z.object({
    id: z.string().min(1),
    name: z.string(),
    symbol: z.string(),
    icon: optStr,
    rank: optNum,
    price: num,
    priceChange1h: optNum,
    priceChange1d: optNum,
    priceChange1w: optNum,
    marketCap: optNum,
    volume: optNum,
  }),
);

export const coinsListResponse = z.lazy(() => listOrResult(coinItem));

/** A single coin; some deployments wrap it in `result`. */
export const coinResponse = z.lazy(() =>
  z.union([coinItem, z.object({ result: coinItem }).transform((v) => v.result)]),
);

/** Code -> units per 1 USD. */
export const currenciesResponse = z.lazy(() => z.object({ result: z.record(z.string(), num) }));

/** The reference names no fields of a finding; its label is read from `name` or `title`, whichever is sent. */
const riskItem = z
  .object({ name: optStr, title: optStr, severity: z.string(), description: optStr })
  .refine((r) => r.name !== null || r.title !== null, { message: 'a finding needs a name or a title' });
/** service.md 1: an empty results list when no risk data exists. */
export const tokenRiskResponse = z.lazy(() =>
  z.union([
    z.object({ results: z.array(riskItem) }),
    z.object({ result: z.array(riskItem) }).transform((v) => ({ results: v.result })),
  ]),
);

/** [open time ms, open, high, low, close, base volume], oldest first. */
export const candlesResponse = z.lazy(() =>
  z.object({
    candles: z.array(z.tuple([num, num, num, num, num, num]).rest(z.unknown())),
  }),
);

/**
 * GET /tickers/exchanges: a bare array of ExchangeCollectionEntity (the documentation's OpenAPI text). Only the id
 * and name are needed to pick one; a row without them is dropped and counted.
 */
const exchangeItem = z.lazy(() =>
  z.object({
    id: z.string().min(1),
    name: z.string().min(1),
    rank: optNum,
    volume24h: optNum,
  }),
);
export const tickerExchangesResponse = z.lazy(() => rowList(exchangeItem));

/** A TickerMarketItemDto: a pair is asked for by its `pair` (BASE/QUOTE), so a row needs that and its sides. */
const marketItem = z.lazy(() =>
  z.object({
    exchange: z.string().min(1),
    pair: z.string().regex(/^[^/\s]+\/[^/\s]+$/, 'a pair such as BTC/USDT'),
    from: z.string().min(1),
    to: z.string().min(1),
    pairPrice: optNum,
    volume: optNum,
  }),
);
const pageMeta = z.lazy(() =>
  z.object({
    page: z.number().int().min(1).optional(),
    itemCount: z.number().int().min(0).optional(),
    hasNextPage: z.boolean().optional(),
  }),
);
/**
 * `{ meta, result }` (TickerMarketListResponseDto), also when the documentation's OpenAPI text wraps it in a
 * one-item list (common.ts unwrapPage); a bare list of pairs is read too, as a single page. Wrapped before parsing
 * rather than as a union, so an answer whose rows all fail says why instead of "invalid input".
 */
export const tickerMarketsResponse = z.lazy(() =>
  z.preprocess(
    (wire) => {
      const page = unwrapPage(wire);
      return Array.isArray(page) ? { result: page } : page;
    },
    z.object({ meta: pageMeta.optional(), result: rowList(marketItem) }),
  ),
);

// ---- mapping to the domain types of src/shared/domain/market.ts ----

export const toCoin = (c: z.output<typeof coinItem>): Coin => ({ ...c });

export const toCurrencyRates = (wire: z.output<typeof currenciesResponse>): CurrencyRate[] =>
  Object.entries(wire.result)
    .map(([code, rate]) => ({ code, rate }))
    .sort((a, b) => a.code.localeCompare(b.code));

export const toCandles = (wire: z.output<typeof candlesResponse>): Candle[] =>
  wire.candles.map(([t, o, h, l, c, v]) => ({ t, o, h, l, c, v })).sort((a, b) => a.t - b.t);

export const toTokenRisk = (wire: z.output<typeof tokenRiskResponse>, coinId: string): TokenRisk => ({
  coinId,
  results: wire.results.map((r) => ({
    name: r.name ?? r.title ?? '',
    severity: r.severity,
    description: r.description ?? '',
  })),
});

export const toTickerExchanges = (rows: Rows<z.output<typeof exchangeItem>>): TickerExchange[] =>
  rows.rows
    .map((e) => ({ id: e.id, name: e.name, rank: e.rank, volume24h: e.volume24h }))
    // Ranked first (by rank), then the rest by name: the list reads like the service's own ranking.
    .sort((a, b) => (a.rank ?? Infinity) - (b.rank ?? Infinity) || a.name.localeCompare(b.name));

export const toTickerPairs = (
  wire: z.output<typeof tickerMarketsResponse>,
  exchange: string,
  page: number,
  limit: number,
): TickerPairsPage => ({
  exchange,
  page,
  pairs: wire.result.rows.map((m): TickerPair => ({
    exchange: m.exchange,
    pair: m.pair.toUpperCase(),
    base: m.from.toUpperCase(),
    quote: m.to.toUpperCase(),
    pairPrice: m.pairPrice,
    volumeUsd: m.volume,
  })),
  hasNextPage: wire.meta?.hasNextPage ?? wire.result.rows.length + wire.result.skipped >= limit,
  total: wire.meta?.itemCount ?? null,
});
