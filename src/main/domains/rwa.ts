import type { Handlers } from '../../shared/contract';
import { fail, ok } from '../../shared/envelope';
import { rwaCalls } from '../api/rwa';
import { toRwaAssetHistory, toRwaHistory } from '../api/schemas/rwa';
import { pagingError } from '../api/schemas/request-bounds';
import { createRwaWatchlistRepo } from '../cache/rwa-watchlist-repo';
import { localMeta, mapEnvelope, perDatabase, type DomainDeps } from './deps';
import { freshness } from './freshness';
import { readCall } from './read';

type RwaChannel =
  | 'rwa:overview'
  | 'rwa:assets'
  | 'rwa:asset'
  | 'rwa:tokens'
  | 'rwa:markets'
  | 'rwa:history'
  | 'rwa:assetHistory'
  | 'rwa:watchlist'
  | 'rwa:watch';

/** service.md 4.1-4.2: lists default to 100 rows a page. */
const RWA_DEFAULT_LIMIT = 100;

// The RWA room: the seven RWA endpoints through the cache, and the local watchlist. The IPC schemas already
// hold each parameter's bounds and enums; the paging offset, which depends on two fields, is checked here.
export function rwaHandlers(deps: DomainDeps): Pick<Handlers, RwaChannel> {
  const watchlist = perDatabase(createRwaWatchlistRepo);
  const s = () => deps.services();
  const currencyOf = (input: { currency?: string | undefined }) => input.currency ?? deps.baseCurrency();

  return {
    async 'rwa:overview'(input) {
      const call = rwaCalls.overview({ currency: currencyOf(input) });
      return readCall(s(), call, 'rwa', freshness.rwaList, { force: input.refresh });
    },
    async 'rwa:assets'({ refresh, ...input }) {
      const bad = pagingError(input.page, input.limit, RWA_DEFAULT_LIMIT);
      if (bad) return fail(bad);
      const call = rwaCalls.assets({ ...input, currency: currencyOf(input) });
      return readCall(s(), call, 'rwa', freshness.rwaList, { force: refresh });
    },
    async 'rwa:asset'({ rwaId, ...input }) {
      const call = rwaCalls.asset(rwaId, { currency: currencyOf(input) });
      return readCall(s(), call, 'rwa', freshness.rwaList, { force: input.refresh });
    },
    async 'rwa:tokens'({ rwaId, refresh, ...input }) {
      const bad = pagingError(input.page, input.limit, RWA_DEFAULT_LIMIT);
      if (bad) return fail(bad);
      const call = rwaCalls.tokens(rwaId, { ...input, currency: currencyOf(input) });
      return readCall(s(), call, 'rwa', freshness.rwaList, { force: refresh });
    },
    async 'rwa:markets'({ rwaId, refresh, ...input }) {
      const bad = pagingError(input.page, input.limit, RWA_DEFAULT_LIMIT);
      if (bad) return fail(bad);
      const call = rwaCalls.markets(rwaId, { ...input, currency: currencyOf(input) });
      return readCall(s(), call, 'rwa', freshness.rwaList, { force: refresh });
    },
    async 'rwa:history'(input) {
      const asked = { range: input.range ?? '7d', metric: input.metric ?? 'marketCap' } as const;
      const call = rwaCalls.history({ ...asked, currency: currencyOf(input) });
      const answer = await readCall(s(), call, 'rwa', freshness.rwaHistory(asked.range), {
        force: input.refresh,
      });
      return mapEnvelope(answer, (wire) => toRwaHistory(wire, asked));
    },
    async 'rwa:assetHistory'({ rwaId, ...input }) {
      const asked = { rwaId, range: input.range ?? '24h', metric: input.metric ?? 'price' } as const;
      const call = rwaCalls.assetHistory(rwaId, {
        range: asked.range,
        metric: asked.metric,
        currency: currencyOf(input),
      });
      const answer = await readCall(s(), call, 'rwa', freshness.rwaHistory(asked.range), {
        force: input.refresh,
      });
      return mapEnvelope(answer, (wire) => toRwaAssetHistory(wire, asked));
    },
    async 'rwa:watchlist'() {
      return ok(watchlist(s().db).list(), localMeta(deps));
    },
    async 'rwa:watch'({ rwaId, watched }) {
      const list = watchlist(s().db).set(rwaId, watched, deps.clock.now());
      deps.emit('data:changed', { kinds: ['rwa'] });
      return ok(list, localMeta(deps));
    },
  };
}
