import type { ChannelName } from '../../shared/contract';
import { createReads, declaredHandlers, rowScopes, type ViewScope } from '../reads';
import { createUnsyncedWallets } from '../reads/unsynced-wallets';
import { candlesRoom } from './candles';
import { candleWindowRoom } from './candle-window';
import { holdingsRoom } from './holdings';
import { importRoom } from './import';
import { keptDaysHandlers } from './kept-days';
import { manageRoom } from './manage';
import type { DomainDeps } from './deps';
import { portfolioHandlers } from './portfolio';
import { previewHandlers, pricer, type SpecialPrices } from './preview';
import { rwaHandlers } from './rwa';
import { walletRoom, type WalletHandlerOptions } from './wallet';
import { watchlistHandlers } from './watchlist';

export interface DataDomainsDeps extends DomainDeps {
  /** Live calls are paid through the gateway in USDC rather than with credits. */
  gatewayActive(): boolean;
}

/** How the data rooms' reads are queued on their view: the rows' own, and the special reads'. */
export const viewScopes: Partial<Record<ChannelName, ViewScope>> = {
  ...rowScopes,
  'wallet:list': { rank: 'headline' },
  'portfolio:coins': { oneAtATime: true },
  'candles:get': { rank: 'chart', oneAtATime: true },
  'candles:window': { rank: 'chart', oneAtATime: true },
};

/** The data rooms (portfolio, wallet, rwa, market) and the price of every call, for app.ts to spread. */
export function dataDomains(deps: DataDomainsDeps, options: WalletHandlerOptions = {}) {
  // Shared by the read path (which refuses those reads) and the wallet room (which marks and clears them).
  const unsynced = createUnsyncedWallets();
  const runner = createReads({ ...deps, unsynced });
  const portfolio = portfolioHandlers(deps, runner);
  const wallet = walletRoom(deps, runner, { ...options, unsynced });
  const candles = candlesRoom(deps, runner);
  const candleWindow = candleWindowRoom(deps, runner);
  const holdings = holdingsRoom(deps, runner);
  const manage = manageRoom(deps, runner);
  const imports = importRoom(deps, runner);
  const specials: SpecialPrices = {
    'candles:get': candles.price,
    'candles:window': candleWindow.price,
    'portfolio:coins': holdings.price,
    'wallet:sync': wallet.syncPrice,
    'wallet:add': wallet.addPrice,
    'portfolio:addShared': portfolio.addSharedPrice,
    ...manage.prices,
  };
  const preview = previewHandlers({
    runner,
    specials,
    spend: deps.guard,
    clock: deps.clock,
    demo: () => deps.session().demo,
    gatewayActive: () => deps.gatewayActive(),
  });
  return {
    // Special reads (a row wrapped with logic of its own) come after the declared ones, so theirs is the handler.
    handlers: {
      ...declaredHandlers(runner),
      ...portfolio.handlers,
      ...wallet.handlers,
      ...rwaHandlers(deps),
      ...watchlistHandlers(deps),
      ...candles.handlers,
      ...candleWindow.handlers,
      ...holdings.handlers,
      ...manage.handlers,
      ...imports.handlers,
      ...keptDaysHandlers(deps),
      ...preview,
    },
    runner,
    /** The price of any call, as credits:preview shows it. */
    price: pricer(runner, specials),
    /** The wallet syncs under way (tests wait for one to settle). */
    syncs: wallet.syncs,
    // The reads' waiting ledger lines first: the session's ledger writes what it holds as it closes, after this.
    close: async () => {
      // An import under way ends its row and stays paused, before the reads' ledger lines are written.
      await imports.close();
      runner.flush();
      return wallet.syncs.close();
    },
  };
}
