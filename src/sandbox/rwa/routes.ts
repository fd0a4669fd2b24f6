// The seven RWA endpoints (service.md 4.1, 4.2). The data set is built once per sandbox, on the first RWA request,
// as published a few minutes before the sandbox clock started; every answer reads it with the clock's current time
// for staleness.
import type { SandboxApi, SandboxContext } from '../core/env';
import { noise } from '../core/prng';
import type { SandboxDeps } from '../deps';
import { assetDetail } from './asset-detail';
import { listAssets, overview } from './assets';
import { aggregateHistory, assetHistory } from './history';
import { listMarkets } from './markets';
import { MINUTE } from './price-path';
import { listTokens } from './tokens';
import { buildUniverse } from './universe';

export function registerRwaRoutes(api: SandboxApi, deps: SandboxDeps): void {
  const lag = Math.round((2 + 7 * noise(deps.seed, 'rwa', 'publication-lag')) * MINUTE);
  const publishedAt = Math.floor((deps.clock.now() - lag) / 1000) * 1000;
  const rwa = deps.world.areas.lazy('rwa', () => buildUniverse(deps.seed, publishedAt));
  const query = (c: SandboxContext) => c.req.queries();
  const rwaId = (c: SandboxContext) => c.req.param('rwaId') ?? '';
  const now = () => deps.clock.now();

  api.get('/rwa/overview', deps.metered('GET /rwa/overview'), (c) =>
    c.json(overview(rwa(), now(), query(c))),
  );
  api.get('/rwa/assets', deps.metered('GET /rwa/assets'), (c) => c.json(listAssets(rwa(), now(), query(c))));
  api.get('/rwa/history', deps.metered('GET /rwa/history'), (c) =>
    c.json(aggregateHistory(rwa(), now(), query(c))),
  );
  api.get('/rwa/assets/:rwaId', deps.metered('GET /rwa/assets/:rwaId'), (c) =>
    c.json(assetDetail(rwa(), now(), rwaId(c), query(c))),
  );
  api.get('/rwa/assets/:rwaId/tokens', deps.metered('GET /rwa/assets/:rwaId/tokens'), (c) =>
    c.json(listTokens(rwa(), now(), rwaId(c), query(c))),
  );
  api.get('/rwa/assets/:rwaId/markets', deps.metered('GET /rwa/assets/:rwaId/markets'), (c) =>
    c.json(listMarkets(rwa(), now(), rwaId(c), query(c))),
  );
  api.get('/rwa/assets/:rwaId/history', deps.metered('GET /rwa/assets/:rwaId/history'), (c) =>
    c.json(assetHistory(rwa(), now(), rwaId(c), query(c))),
  );
}
