import type { Handlers } from '../../shared/contract';
import { candlesHandler } from './candles';
import { coinsHandlers } from './coins';
import type { DomainDeps } from './deps';

type MarketChannel = 'candles:get' | 'coins:list' | 'coins:get' | 'coins:currencies' | 'coins:tokenRisk';

// The market room: exchange candles, coins, the currency list and token risk.
export const marketHandlers = (deps: DomainDeps): Pick<Handlers, MarketChannel> => ({
  ...candlesHandler(deps),
  ...coinsHandlers(deps),
});
