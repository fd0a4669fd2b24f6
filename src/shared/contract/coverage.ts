import { z } from 'zod';
import { defineChannel } from '../channel';
import type {
  DefiView,
  DominancePoint,
  FearAndGreedSeries,
  GlobalMarket,
  HoldingRisk,
  KeptDays,
  NewsHeadline,
  PastDay,
  Series,
} from '../domain/coverage';
import { confirmToken, id, refresh, refreshOnly } from './common';
import { chartRange } from './portfolio';

// What the account holds beyond its plain holdings (DeFi positions, past days, risk and spam flags) and the market
// around it (the global market, Bitcoin's dominance, Fear and Greed history, news for the coins held).

/** Absent = all own portfolios aggregated; `shared:<id>` = a portfolio added by share token. */
const portfolioId = id.optional();

/** A past day, YYYY-MM-DD (UTC), as the snapshot read asks for it. */
export const pastDay = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'a day as YYYY-MM-DD (for example 2025-08-29)')
  .refine(
    (day) => new Date(`${day}T00:00:00Z`).toISOString().startsWith(day),
    'a day the calendar knows (for example 2025-02-28)',
  );

/** The feeds the service names for /news/type/{type}. */
export const newsFeed = z.enum(['handpicked', 'trending', 'latest', 'bullish', 'bearish']);

export const coverageChannels = {
  /** DeFi positions per protocol (200 credits or more): asks first above the threshold, never read by itself. */
  'portfolio:defi': defineChannel<DefiView>()(() => z.strictObject({ portfolioId, refresh, confirmToken })),
  /**
   * The holdings and value on one past day (500 credits). A past day does not change: once read it is kept on
   * this computer for good and read again for nothing, online or offline. No `refresh`: there is nothing newer.
   */
  'portfolio:snapshot': defineChannel<PastDay>()(() =>
    z.strictObject({ portfolioId, day: pastDay, confirmToken }),
  ),
  /** The past days already kept for a portfolio (nothing is sent). */
  'portfolio:keptDays': defineChannel<KeptDays>()(() => z.strictObject({ portfolioId })),
  /** The holdings' risk scores and spam flags (the holdings read with includeRiskScore=true, same price). */
  'portfolio:risk': defineChannel<HoldingRisk[]>()(() =>
    z.strictObject({ portfolioId, refresh, confirmToken }),
  ),
  /** The whole market's capitalisation, volume and Bitcoin's share of it (1 credit). */
  'markets:global': defineChannel<GlobalMarket>()(refreshOnly),
  /** Bitcoin's dominance over a range (an insight, 50 credits). */
  'insights:btcDominance': defineChannel<Series<DominancePoint>>()(() =>
    z.strictObject({ range: chartRange, refresh, confirmToken }),
  ),
  /** The Fear and Greed index's history (an insight, 50 credits). */
  'insights:fearAndGreedChart': defineChannel<FearAndGreedSeries>()(refreshOnly),
  /** Headlines about the coins held, from one news feed (5 credits); the service filters by no coin. */
  'news:forCoins': defineChannel<NewsHeadline[]>()(() =>
    z.strictObject({
      coinIds: z.array(id).max(500),
      feed: newsFeed.optional(),
      refresh,
      confirmToken,
    }),
  ),
};
