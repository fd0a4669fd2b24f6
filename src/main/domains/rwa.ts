import type { Handlers } from '../../shared/contract';
import { ok } from '../../shared/envelope';
import { localMeta, type DomainDeps } from './deps';

// The RWA room's own logic: the local watchlist. The seven RWA reads are rows of the read table
// (reads/rwa-reads.ts).
export function rwaHandlers(deps: DomainDeps): Pick<Handlers, 'rwa:watchlist' | 'rwa:watch'> {
  const watchlist = () => deps.session().rwaWatchlist;
  return {
    async 'rwa:watchlist'() {
      return ok(watchlist().list(), localMeta(deps));
    },
    async 'rwa:watch'({ rwaId, watched }) {
      const list = watchlist().set(rwaId, watched, deps.clock.now());
      deps.emit('data:changed', { kinds: ['rwa'] });
      return ok(list, localMeta(deps));
    },
  };
}
