// GET /v1/ohlcv/candles: closed candles only, oldest first, priced per 1,000 candles returned (minimum 1).
import type { SandboxApi } from '../core/env';
import { ApiError } from '../core/errors';
import type { SandboxDeps } from '../deps';
import { checkParams } from '../rwa/list-query';
import { PAIRS, findPair } from './pairs';
import { MAX_CANDLES, parseCandleQuery } from './query';
import { candles, closedWindow } from './series';

const PARAMS = ['exchange', 'pair', 'interval', 'range', 'start', 'end'] as const;

export function registerCandleRoutes(api: SandboxApi, deps: SandboxDeps): void {
  api.get('/ohlcv/candles', deps.metered('GET /ohlcv/candles'), (c) => {
    const now = deps.clock.now();
    const query = parseCandleQuery(checkParams(c.req.queries(), PARAMS), now);
    const info = findPair(query.exchange, query.pair);
    if (info === undefined) {
      const known = PAIRS.map((p) => `${p.exchange} ${p.pair}`).join(', ');
      throw new ApiError(404, `No candles for ${query.exchange} ${query.pair}. Known pairs: ${known}.`);
    }
    const window = closedWindow(info, query.interval, query.from, query.to, now);
    if (window.count > MAX_CANDLES) {
      throw new ApiError(
        400,
        `That request spans ${window.count} candles; at most ${MAX_CANDLES} per request. Use a shorter range or a longer interval.`,
      );
    }
    const rows = candles(deps.seed, info, query.interval, window, deps.world.prices.usd);
    c.set('resultCount', rows.length);
    return c.json({ candles: rows });
  });
}
