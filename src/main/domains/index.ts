import type { AppContext } from '../app';
import { installCachedPreviews } from './cached-preview';
import { candleEstimator } from './candles';
import { holdingsEstimator } from './holdings-estimate';
import type { DomainDeps } from './deps';
import { marketHandlers } from './market';
import { portfolioHandlers } from './portfolio';
import { rwaHandlers } from './rwa';
import { walletRoom, type WalletHandlerOptions } from './wallet';

/** The data rooms (portfolio, wallet, rwa, market) built from the app's context, for app.ts to spread. */
export function dataDomains(ctx: AppContext, options: WalletHandlerOptions = {}) {
  const deps: DomainDeps = {
    services: () => ctx.data.current(),
    secrets: ctx.options.secrets,
    clock: ctx.options.clock,
    guard: ctx.spend,
    emit: ctx.emit,
    log: ctx.options.log,
    baseCurrency: () => ctx.settings.get().baseCurrency,
  };
  const wallet = walletRoom(deps, options);
  // Only the spans the candle store is missing will be asked for: the preview prices those, not the whole range.
  ctx.estimators['candles:get'] = candleEstimator(deps);
  // Issue 9: holdings are read every page of 100; the preview prices every page (holdings-estimate.ts).
  ctx.estimators['portfolio:coins'] = holdingsEstimator(deps);
  // Likewise a read a fresh cached answer would serve is priced at 0, with what Refresh would cost.
  installCachedPreviews(ctx.estimators, deps);
  ctx.estimators['wallet:sync'] = wallet.syncEstimate;
  return {
    handlers: {
      ...portfolioHandlers(deps),
      ...wallet.handlers,
      ...rwaHandlers(deps),
      ...marketHandlers(deps),
    },
    close: () => wallet.syncs.close(),
  };
}
