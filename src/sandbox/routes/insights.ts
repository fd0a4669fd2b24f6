// GET /insights/btc-dominance, /insights/fear-and-greed, /insights/fear-and-greed/chart,
// /insights/rainbow-chart/{coinId} (service-facts §2 shapes; 50 credits each per the documentation, see core/cost-table.ts).
import type { SandboxApi } from '../core/env';
import { ApiError } from '../core/errors';
import { enumQuery } from '../core/params';
import { noise } from '../core/prng';
import { CHART_TYPES, DAY_MS, round, sampleTimes } from '../data/time-ranges';
import { findCoin, type World } from '../data/world';
import type { SandboxDeps } from '../deps';

const RAINBOW_COINS = ['bitcoin', 'ethereum'];

/** The index for a UTC day: a slow mood cycle plus day-to-day noise, 1..99. */
function fearAndGreed(world: World, day: number): number {
  const mood = 50 + 28 * Math.sin(day / 23 + noise(world.seed, 'fng-phase') * 6.28);
  const jitter = (noise(world.seed, 'fng', day) - 0.5) * 24;
  return Math.min(99, Math.max(1, Math.round(mood + jitter)));
}

export function classify(value: number): string {
  if (value <= 24) return 'Extreme fear';
  if (value <= 44) return 'Fear';
  if (value <= 55) return 'Neutral';
  if (value <= 75) return 'Greed';
  return 'Extreme greed';
}

function btcDominance(world: World, at: number): number {
  let total = 0;
  for (const coin of world.coins) total += world.prices.usd(coin.id, at) * coin.availableSupply;
  const btc = world.prices.usd('bitcoin', at) * (findCoin(world, 'bitcoin')?.availableSupply ?? 0);
  return round((btc / (total / 0.88)) * 100, 2);
}

export function registerInsightRoutes(api: SandboxApi, deps: SandboxDeps): void {
  const { world, clock } = deps;

  api.get('/insights/btc-dominance', deps.metered('GET /insights/btc-dominance'), (c) => {
    const type = enumQuery(c, 'type', CHART_TYPES);
    const now = clock.now();
    const data = sampleTimes(type, now, now - 3 * 365 * DAY_MS).map((at) => [
      Math.floor(at / 1000),
      btcDominance(world, at),
    ]);
    return c.json({ data });
  });

  api.get('/insights/fear-and-greed', deps.metered('GET /insights/fear-and-greed'), (c) => {
    const now = clock.now();
    const today = Math.floor(now / DAY_MS);
    const entry = (day: number): Record<string, unknown> => {
      const value = fearAndGreed(world, day);
      return { value, value_classification: classify(value), timestamp: (day * DAY_MS) / 1000 };
    };
    return c.json({
      name: 'Fear and Greed Index',
      now: { ...entry(today), update_time: new Date(today * DAY_MS).toISOString() },
      yesterday: entry(today - 1),
      lastWeek: entry(today - 7),
    });
  });

  api.get('/insights/fear-and-greed/chart', deps.metered('GET /insights/fear-and-greed/chart'), (c) => {
    const today = Math.floor(clock.now() / DAY_MS);
    const data = [];
    for (let day = today - 364; day <= today; day += 1) {
      const value = fearAndGreed(world, day);
      data.push({ timestamp: String((day * DAY_MS) / 1000), value, value_classification: classify(value) });
    }
    return c.json({ name: 'Fear and Greed Index', data });
  });

  api.get('/insights/rainbow-chart/:coinId', deps.metered('GET /insights/rainbow-chart/:coinId'), (c) => {
    const coinId = c.req.param('coinId');
    if (!RAINBOW_COINS.includes(coinId)) {
      throw new ApiError(
        404,
        `Rainbow chart for '${coinId}' not found; available: ${RAINBOW_COINS.join(', ')}`,
      );
    }
    const today = Math.floor(clock.now() / DAY_MS);
    const points = [];
    for (let day = today - 4 * 364; day <= today; day += 7) {
      const at = day * DAY_MS;
      points.push({
        price: world.prices.usd(coinId, at).toFixed(2),
        time: new Date(at).toISOString().slice(0, 10),
      });
    }
    return c.json(points);
  });
}
