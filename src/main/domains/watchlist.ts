import type { Handlers } from '../../shared/contract';
import { fail, ok } from '../../shared/envelope';
import { WatchlistFullError } from '../cache/coin-watchlist-repo';
import { rowOf } from '../reads/rows';
import { readWatchedPrices } from '../watchlist/watched-prices';
import { localMeta, type DomainDeps } from './deps';

// The coin watchlist's own logic: a local list in the user database (the prices are the coins:list read of the
// watched ids). A change is announced as 'coins', which the tray and the Watchlist view follow.
export function watchlistHandlers(
  deps: DomainDeps,
): Pick<Handlers, 'watchlist:coins' | 'watchlist:addCoin' | 'watchlist:removeCoin' | 'watchlist:prices'> {
  const repo = () => deps.session().coinWatchlist;
  return {
    async 'watchlist:coins'() {
      return ok(repo().list(), localMeta(deps));
    },
    async 'watchlist:addCoin'({ coinId, symbol, name }) {
      try {
        const list = repo().add({ coinId, symbol: symbol ?? null, name: name ?? null }, deps.clock.now());
        deps.emit('data:changed', { kinds: ['coins'] });
        return ok(list, localMeta(deps));
      } catch (error) {
        if (error instanceof WatchlistFullError)
          return fail({ code: 'invalid_input', message: error.message });
        throw error;
      }
    },
    async 'watchlist:removeCoin'({ coinId }) {
      const list = repo().remove(coinId);
      deps.emit('data:changed', { kinds: ['coins'] });
      return ok(list, localMeta(deps));
    },
    // For an export made on a view that did not price the watchlists: what the cache holds, as the tray shows it.
    async 'watchlist:prices'({ currency }) {
      const staleAfterMs = {
        coin: rowOf('coins:list').fresh({}),
        rwa: rowOf('rwa:asset').fresh({ rwaId: '' }),
      };
      const prices = readWatchedPrices(deps.session(), { currency, now: deps.clock.now(), staleAfterMs });
      return ok(prices, localMeta(deps));
    },
  };
}
