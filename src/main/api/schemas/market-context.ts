import { z } from 'zod';
import type { FearAndGreedReading } from '../../../shared/domain/market';
import { num, optNum, rowList } from './common';
import { toEpochMs } from './portfolio';
import type { DominancePoint, GlobalMarket, Series } from '../../../shared/domain/coverage';

export type { DominancePoint, GlobalMarket, Series } from '../../../shared/domain/coverage';

// The market around the portfolio (service-facts.md section 2; no documentation page with an example answer is
// among the stored copies): GET /markets `{ marketCap, volume, btcDominance, marketCapChange, volumeChange,
// btcDominanceChange }`, GET /insights/btc-dominance `{ data: [[ts, percent], ...] }`, GET
// /insights/fear-and-greed/chart `{ name, data: [{ timestamp: "<unix s>", value, value_classification }] }`.
// Chart points are read one by one: a point that cannot be read is left out and counted.

export const globalMarketResponse = z.lazy(() =>
  z.object({
    marketCap: num,
    volume: optNum,
    btcDominance: optNum,
    marketCapChange: optNum,
    volumeChange: optNum,
    btcDominanceChange: optNum,
  }),
);

export const toGlobalMarket = (wire: z.output<typeof globalMarketResponse>): GlobalMarket => ({
  marketCapUsd: wire.marketCap,
  volumeUsd: wire.volume,
  btcDominance: wire.btcDominance,
  marketCapChange: wire.marketCapChange,
  volumeChange: wire.volumeChange,
  btcDominanceChange: wire.btcDominanceChange,
});

/** A dominance share outside 0..100 is not a share: that point is left out, not drawn off the chart. */
const dominancePoint = z
  .tuple([num, num.min(0).max(100)])
  .rest(z.unknown())
  .transform(([t, percent]) => ({ t: toEpochMs(t), percent }));

export const btcDominanceResponse = z.lazy(() => z.object({ data: rowList(dominancePoint) }));

export const toDominanceSeries = (wire: z.output<typeof btcDominanceResponse>): Series<DominancePoint> => ({
  points: [...wire.data.rows].sort((a, b) => a.t - b.t),
  skipped: wire.data.skipped,
  issues: wire.data.issues,
});

/** The documented timestamp is unix seconds as a string; a number is read as well. */
const unixTime = z.lazy(() =>
  z.union([
    num,
    z
      .string()
      .regex(/^\d+(\.\d+)?$/)
      .transform(Number),
  ]),
);

const fearGreedPoint = z.lazy(() =>
  z.object({
    timestamp: unixTime,
    value: num.min(0).max(100),
    value_classification: z.string(),
  }),
);

export const fearAndGreedChartResponse = z.lazy(() =>
  z.object({
    name: z.string().optional(),
    data: rowList(fearGreedPoint),
  }),
);

export const toFearAndGreedSeries = (
  wire: z.output<typeof fearAndGreedChartResponse>,
): Series<FearAndGreedReading> => ({
  points: wire.data.rows
    .map((p) => ({ value: p.value, classification: p.value_classification, at: toEpochMs(p.timestamp) }))
    .sort((a, b) => a.at - b.at),
  skipped: wire.data.skipped,
  issues: wire.data.issues,
});
