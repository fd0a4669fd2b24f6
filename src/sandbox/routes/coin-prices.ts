// GET /coins/price/avg and /coins/price/exchange (service-facts.md 2, from the SPEC): a coin's average price at a
// moment as `{USD, BTC, ETH}` (4 credits), and one exchange's price of a pair at a moment as `{price}` (5 credits),
// from the sandbox's price paths. `timestamp` is Unix seconds (milliseconds are taken too); a moment in the future
// or before the coin's history is a 400.
import type { SandboxApi, SandboxContext } from '../core/env';
import { ApiError } from '../core/errors';
import { requiredQuery } from '../core/params';
import { findPair, PAIRS } from '../candles/pairs';
import { roundPrice } from '../data/time-ranges';
import { findCoin } from '../data/world';
import type { SandboxDeps } from '../deps';
import { triple } from './portfolio';

/** Five years: as far back as the sandbox's price paths are drawn. */
const HISTORY_MS = 5 * 365 * 86_400_000;

function momentOf(c: SandboxContext, now: number): number {
  const raw = requiredQuery(c, 'timestamp', 20);
  if (!/^\d+$/.test(raw))
    throw new ApiError(400, 'Query parameter `timestamp` must be a Unix time in seconds');
  const value = Number(raw);
  const at = value < 1e12 ? value * 1000 : value;
  if (at > now) throw new ApiError(400, 'Query parameter `timestamp` must not be in the future');
  if (at < now - HISTORY_MS) throw new ApiError(400, 'No price is known that far back');
  return at;
}

export function registerCoinPriceRoutes(api: SandboxApi, deps: SandboxDeps): void {
  const { world, clock } = deps;

  api.get('/coins/price/avg', deps.metered('GET /coins/price/avg'), (c) => {
    const coinId = requiredQuery(c, 'coinId', 200);
    const coin = findCoin(world, coinId);
    if (!coin) throw new ApiError(404, `Coin ${coinId} not found`);
    const at = momentOf(c, clock.now());
    return c.json(triple(world, world.prices.usd(coin.id, at), at));
  });

  api.get('/coins/price/exchange', deps.metered('GET /coins/price/exchange'), (c) => {
    const exchange = requiredQuery(c, 'exchange', 100);
    const from = requiredQuery(c, 'from', 20);
    const to = requiredQuery(c, 'to', 20);
    const pair = findPair(exchange, `${from}/${to}`);
    if (!pair) {
      const known = [...new Set(PAIRS.map((p) => `${p.exchange} ${p.pair}`))].join(', ');
      throw new ApiError(400, `No ${from}/${to} price on ${exchange}; the sandbox knows: ${known}`);
    }
    const at = momentOf(c, clock.now());
    return c.json({ price: roundPrice(world.prices.usd(pair.coinId, at) * pair.quotePerUsd) });
  });
}
