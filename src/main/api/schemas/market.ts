import { z } from 'zod';
import type { Candle, Coin, CurrencyRate, TokenRisk } from '../../../shared/domain/market';
import { num, optNum, optStr, listOrResult } from './common';

// Coins, currencies, token risk and candles: service.md 1 and 4.5, service-facts.md section 2,
// docs/wire-shapes.md.

export const coinItem = z.object({
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
});

export const coinsListResponse = listOrResult(coinItem);

/** A single coin; some deployments wrap it in `result`. */
export const coinResponse = z.union([coinItem, z.object({ result: coinItem }).transform((v) => v.result)]);

/** Code -> units per 1 USD. */
export const currenciesResponse = z.object({ result: z.record(z.string(), num) });

/** The reference names no fields of a finding; its label is read from `name` or `title`, whichever is sent. */
const riskItem = z
  .object({ name: optStr, title: optStr, severity: z.string(), description: optStr })
  .refine((r) => r.name !== null || r.title !== null, { message: 'a finding needs a name or a title' });
/** service.md 1: an empty results list when no risk data exists. */
export const tokenRiskResponse = z.union([
  z.object({ results: z.array(riskItem) }),
  z.object({ result: z.array(riskItem) }).transform((v) => ({ results: v.result })),
]);

/** [open time ms, open, high, low, close, base volume], oldest first. */
export const candlesResponse = z.object({
  candles: z.array(z.tuple([num, num, num, num, num, num]).rest(z.unknown())),
});

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
