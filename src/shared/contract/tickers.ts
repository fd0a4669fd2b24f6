import { z } from 'zod';
import { defineChannel } from '../channel';
import type { TickerExchange, TickerPairsPage } from '../domain/tickers';
import { confirmToken, page, refresh, refreshOnly } from './common';
import { exchangeName } from './market';

// The exchange and pair lists the candle view picks from (GET /tickers/exchanges, GET /tickers/markets).

export const tickerChannels = {
  /** Every exchange the service lists: 2 credits, kept a day. */
  'tickers:exchanges': defineChannel<TickerExchange[]>()(refreshOnly),
  /** One page (100) of an exchange's pairs: 3 credits a page, kept a day. */
  'tickers:markets': defineChannel<TickerPairsPage>()(
    z.strictObject({ exchange: exchangeName, page: page.max(1000).optional(), refresh, confirmToken }),
  ),
};
