import { z } from 'zod';
import { defineChannel } from '../channel';
import type { TickerExchange, TickerPairsPage } from '../domain/tickers';
import { confirmToken, page, refresh, refreshOnly } from './common';
import { exchangeName } from './market';

// The exchange and pair lists the candle view picks from (GET /tickers/exchanges, GET /tickers/markets).

export const tickerChannels = {
  /** Every exchange the service lists: 2 credits, kept a day. */
  'tickers:exchanges': defineChannel<TickerExchange[]>()(refreshOnly),
  /**
   * One page (100) of an exchange's pairs, most traded first, or only those of one base asset (`fromCoin`, for an
   * exchange with more pairs than a page): 3 credits a page, kept a day.
   */
  'tickers:markets': defineChannel<TickerPairsPage>()(() =>
    z.strictObject({
      exchange: exchangeName,
      fromCoin: z
        .string()
        .regex(/^[A-Za-z0-9]{1,20}$/, 'a coin symbol such as BTC')
        .optional(),
      page: page.max(1000).optional(),
      refresh,
      confirmToken,
    }),
  ),
};
