import { z } from 'zod';
import { defineChannel } from '../channel';
import type { CandleSeries, Coin, CoinChart, CurrencyRate, FearAndGreed, TokenRisk } from '../domain/market';
import { confirmToken, currency, id, limit, page, refresh, refreshOnly } from './common';
import { chartRange } from './portfolio';

const iso = z.iso.datetime({ offset: true });

/** An exchange as candles and the pair list name it (e.g. Binance). */
export const exchangeName = z.lazy(() =>
  z
    .string()
    .min(1)
    .max(50)
    .regex(/^[A-Za-z0-9 ._-]+$/, 'an exchange name such as Binance'),
);

/** Which series and which span: shared by candles:get and candles:window (contract/candle-range.ts). */
export const candleQueryFields = {
  exchange: exchangeName,
  pair: z
    .string()
    .min(3)
    .max(30)
    .regex(/^[A-Za-z0-9]+\/[A-Za-z0-9]+$/, 'a pair such as BTC/USDT'),
  interval: z.enum(['5m', '15m', '30m', '1h', '4h', '1d', '1w']),
  range: z.enum(['24h', '1w', '1mo', '3mo', '6mo', '1y', 'all']).optional(),
  start: iso.optional(),
  end: iso.optional(),
};

export const candlesInput = z.lazy(() =>
  z
    .strictObject({ ...candleQueryFields, confirmToken })
    .refine((v) => (v.range !== undefined) !== (v.start !== undefined && v.end !== undefined), {
      message: 'give either range, or both start and end',
    })
    .refine((v) => v.start === undefined || v.end === undefined || Date.parse(v.start) < Date.parse(v.end), {
      message: 'start must be before end',
      path: ['end'],
    }),
);

export const marketChannels = {
  'candles:get': defineChannel<CandleSeries>()(candlesInput),
  'coins:list': defineChannel<Coin[]>()(() =>
    z.strictObject({
      currency: currency.optional(),
      page: page.optional(),
      limit: limit.optional(),
      coinIds: z.array(id).max(50).optional(),
      /** Coins whose name contains this (the service's partial match), for finding a coin to watch. */
      name: z.string().trim().min(1).max(100).optional(),
      /** The coin with this ticker ("BTC"): a name search misses coins whose name does not hold their ticker. */
      symbol: z.string().trim().min(1).max(20).optional(),
      refresh,
      confirmToken,
    }),
  ),
  'coins:get': defineChannel<Coin>()(() =>
    z.strictObject({ coinId: id, currency: currency.optional(), refresh, confirmToken }),
  ),
  /** A coin's price history over a range (3 credits): the coin page's chart. */
  'coins:chart': defineChannel<CoinChart>()(() =>
    z.strictObject({ coinId: id, range: chartRange, refresh, confirmToken }),
  ),
  'coins:currencies': defineChannel<CurrencyRate[]>()(refreshOnly),
  /** 5000 credits: always above the default threshold. */
  'coins:tokenRisk': defineChannel<TokenRisk>()(() => z.strictObject({ coinId: id, confirmToken })),
  /** The market's Fear and Greed index: now, yesterday and a week ago. */
  'insights:fearAndGreed': defineChannel<FearAndGreed>()(refreshOnly),
};
