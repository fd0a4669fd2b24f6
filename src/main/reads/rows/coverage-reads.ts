import type { ChartRange } from '../../../shared/domain/portfolio';
import { defiCalls } from '../../api/defi';
import { marketCalls } from '../../api/markets';
import { newsCalls } from '../../api/news';
import { withSkipped } from '../../api/pages';
import { portfolioCalls } from '../../api/portfolio';
import { toDefiView } from '../../api/schemas/defi';
import { toHoldingRisks } from '../../api/schemas/holding-risk';
import { toDominanceSeries, toFearAndGreedSeries, toGlobalMarket } from '../../api/schemas/market-context';
import { newsForCoins, toNewsPage } from '../../api/schemas/news';
import { snapshotDayOf, toSnapshotView } from '../../api/schemas/snapshot';
import { snapshotCalls } from '../../api/snapshot';
import { DAILY_FRESH, HOUR, MINUTE, PRICED_FRESH, planned, readRow, refused, type ReadRows } from './row';

// What the account holds beyond its plain holdings, and the market around it. Freshness follows each read's price:
// DeFi positions (200 credits or more) once in a working day and only when asked (the card never reads them by
// itself); a past day never changes, so once bought it is kept for good (Infinity: never fresh-expired, and the
// cache's eviction leaves it, answers-repo.ts); the insights (50 credits) once in a working day; the global
// market (1 credit) by the hour; news (5) every half hour.

type CoverageRead =
  | 'portfolio:defi'
  | 'portfolio:snapshot'
  | 'portfolio:risk'
  | 'markets:global'
  | 'insights:btcDominance'
  | 'insights:fearAndGreedChart'
  | 'news:forCoins';

/** A day's dominance moves by the quarter hour; a week's by the hour; longer ranges are daily points. */
const dominanceFresh = (range: ChartRange) =>
  range === '24h' ? 15 * MINUTE : range === '1w' ? HOUR : DAILY_FRESH;

export const coverageReads: ReadRows<CoverageRead> = {
  'portfolio:defi': readRow({ kind: 'portfolio', confirm: 'threshold', fresh: DAILY_FRESH }, (input, ctx) =>
    planned(defiCalls.positions(ctx.target), toDefiView, {
      // Protocols and the positions inside them that could not be read are counted together.
      meta: (meta, wire) => {
        const { skipped, issues } = toDefiView(wire);
        return withSkipped(meta, { rows: [], skipped, issues });
      },
    }),
  ),
  'portfolio:snapshot': readRow(
    { kind: 'portfolio', confirm: 'threshold', oneAtATime: true, fresh: Infinity },
    (input, ctx) => {
      // Today is not over: its snapshot would change after it was kept for good.
      if (input.day >= snapshotDayOf(ctx.now)) {
        return refused({
          code: 'invalid_input',
          message: `${input.day} is not a past day yet: pick a day before ${snapshotDayOf(ctx.now)}.`,
          issues: [{ path: 'day', message: 'a day before today (UTC)' }],
        });
      }
      return planned(
        snapshotCalls.day(ctx.target, input.day),
        (wire) => ({
          day: input.day,
          snapshot: toSnapshotView(wire).days.find((d) => d.day === input.day) ?? null,
        }),
        { meta: (meta, wire) => withSkipped(meta, wire.result) },
      );
    },
  ),
  // The holdings' first page (100 coins, the largest first), with their scores: the same 8 credits.
  'portfolio:risk': readRow({ kind: 'portfolio', confirm: 'threshold', fresh: PRICED_FRESH }, (input, ctx) =>
    planned(portfolioCalls.coinsWithRisk(ctx.target), toHoldingRisks, {
      meta: (meta, wire) => withSkipped(meta, wire.result),
    }),
  ),
  'markets:global': readRow({ kind: 'coins', confirm: 'threshold', fresh: HOUR }, () =>
    planned(marketCalls.global(), toGlobalMarket),
  ),
  'insights:btcDominance': readRow(
    {
      kind: 'coins',
      confirm: 'threshold',
      rank: 'chart',
      oneAtATime: true,
      fresh: (input) => dominanceFresh(input.range),
    },
    (input) =>
      planned(marketCalls.btcDominance(input.range), toDominanceSeries, {
        meta: (meta, wire) => withSkipped(meta, wire.data),
      }),
  ),
  'insights:fearAndGreedChart': readRow(
    { kind: 'coins', confirm: 'threshold', rank: 'chart', fresh: DAILY_FRESH },
    () =>
      planned(marketCalls.fearAndGreedChart(), toFearAndGreedSeries, {
        meta: (meta, wire) => withSkipped(meta, wire.data),
      }),
  ),
  // One feed for every set of coins: the cache key is the feed's, so a new coin held costs nothing to filter for.
  'news:forCoins': readRow({ kind: 'coins', confirm: 'threshold', fresh: 30 * MINUTE }, (input) =>
    planned(
      newsCalls.feed(input.feed ?? 'latest', { limit: 100 }),
      (wire) => newsForCoins([toNewsPage(wire)], input.coinIds),
      { meta: (meta, wire) => withSkipped(meta, wire) },
    ),
  ),
};
