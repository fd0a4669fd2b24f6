import { coinCalls } from '../../api/coins';
import { insightCalls, toFearAndGreed } from '../../api/insights';
import { withSkipped } from '../../api/pages';
import {
  toCoin,
  toCurrencyRates,
  toTickerExchanges,
  toTickerPairs,
  toTokenRisk,
} from '../../api/schemas/market';
import { pagingError } from '../../api/schemas/request-bounds';
import { TICKER_PAGE_LIMIT, tickerCalls } from '../../api/tickers';
import { DAILY_FRESH, HOUR, MINUTE, planned, readRow, refused, type ReadRows } from './row';

// Coins, the currency list, token risk and the exchange and pair lists the candle view picks from (service.md 1,
// 4.5). Candles are not here: closed candles never
// change, so the candle planner (domains/candles.ts) asks only for the spans the candle store is missing.

const COINS_DEFAULT_LIMIT = 20;

type MarketRead =
  | 'coins:list'
  | 'coins:get'
  | 'coins:currencies'
  | 'coins:tokenRisk'
  | 'insights:fearAndGreed'
  | 'tickers:exchanges'
  | 'tickers:markets';

/**
 * Exchanges and their pairs change over months, not minutes: a day keeps the candle form's lists for the whole
 * session at 2 credits for the exchanges and 3 per page of an exchange's pairs.
 */
const LISTS_FRESH = 24 * HOUR;

export const marketReads: ReadRows<MarketRead> = {
  'coins:list': readRow({ kind: 'coins', confirm: 'threshold', fresh: MINUTE }, (input, ctx) => {
    const bad = pagingError(input.page, input.limit, COINS_DEFAULT_LIMIT);
    if (bad) return refused(bad);
    const call = coinCalls.list({
      currency: input.currency ?? ctx.baseCurrency,
      page: input.page,
      limit: input.limit,
      coinIds: input.coinIds,
      name: input.name,
      symbol: input.symbol,
    });
    return planned(call, (list) => list.map(toCoin));
  }),
  'coins:get': readRow({ kind: 'coins', confirm: 'threshold', fresh: MINUTE }, (input, ctx) =>
    planned(coinCalls.get(input.coinId, input.currency ?? ctx.baseCurrency), toCoin),
  ),
  // Also the rate table of every USD-priced read shown in another currency, so an hour keeps switching cheap.
  'coins:currencies': readRow({ kind: 'coins', confirm: 'threshold', fresh: HOUR }, () =>
    planned(coinCalls.currencies(), toCurrencyRates),
  ),
  // 5000 credits: above the default threshold, so it asks first unless the user raised the threshold.
  'coins:tokenRisk': readRow({ kind: 'coins', confirm: 'threshold', fresh: 24 * HOUR }, (input) =>
    planned(coinCalls.tokenRisk(input.coinId), (wire) => toTokenRisk(wire, input.coinId)),
  ),
  // A daily index at 50 credits: once in a working day.
  'insights:fearAndGreed': readRow({ kind: 'coins', confirm: 'threshold', fresh: DAILY_FRESH }, () =>
    planned(insightCalls.fearAndGreed(), toFearAndGreed),
  ),
  'tickers:exchanges': readRow({ kind: 'candles', confirm: 'threshold', fresh: LISTS_FRESH }, () =>
    planned(tickerCalls.exchanges(), toTickerExchanges, { meta: (meta, wire) => withSkipped(meta, wire) }),
  ),
  'tickers:markets': readRow({ kind: 'candles', confirm: 'threshold', fresh: LISTS_FRESH }, (input) => {
    const page = input.page ?? 1;
    return planned(
      tickerCalls.markets(input.exchange, page, input.fromCoin),
      (wire) => toTickerPairs(wire, input.exchange, page, TICKER_PAGE_LIMIT),
      { meta: (meta, wire) => withSkipped(meta, wire.result) },
    );
  }),
};
