import type { Holding } from '../../../shared/domain/portfolio';
import type { WatchedCoin } from '../../../shared/domain/watchlist';
import { coinHash, parseRoute } from '../lib/route';
import { coinOpeningCalls, type CoinStores } from '../stores/coin';
import type { PendingCall } from '../components/cost-badge';
import type { Command } from '../lib/palette';
import { nameWithSymbol, type KnownName } from './palette-names';

// The palette's coins: each watched coin, then each coin held in the portfolio on screen, opening its page
// (#coin/bitcoin), priced as the reads that page sends; nothing for the coin whose page is open.

type CoinCommand = Command & { calls?: readonly PendingCall[] };

export function coinCommands(args: {
  stores: { coin: CoinStores };
  watched: readonly WatchedCoin[];
  held: readonly Holding[];
  known: ReadonlyMap<string, KnownName>;
  currency: string;
  go: (hash: string) => void;
}): CoinCommand[] {
  const { stores, watched, held, known, currency, go } = args;
  const route = parseRoute(location.hash);
  const shown = route.kind === 'coin' ? route.coinId : null;
  const command = (coinId: string, label: string, keywords: string[]): CoinCommand => ({
    id: `coin:${coinId}`,
    group: 'Coin',
    label,
    keywords: ['coin', 'price', 'chart', coinId, ...keywords],
    calls: coinId === shown ? [] : coinOpeningCalls(stores.coin, coinId, currency),
    spends: true,
    run: () => go(coinHash(coinId)),
  });
  const watchedIds = new Set(watched.map((c) => c.coinId));
  return [
    ...watched.map((c) =>
      command(c.coinId, nameWithSymbol(c.coinId, c, known.get(c.coinId)), ['watched', 'watchlist']),
    ),
    ...held
      .filter((h) => !watchedIds.has(h.coinId) && !h.isFiat)
      .map((h) => command(h.coinId, nameWithSymbol(h.coinId, h, undefined), ['held', 'holding', h.symbol])),
  ];
}
