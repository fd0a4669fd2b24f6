import type { AppContext } from '../app';
import type { EventSink, Handlers } from '../../shared/contract';
import { estimate } from '../credits/estimators';
import { createTrayService, type TrayService } from './tray-service';

/** The tray service over the app's own pieces: the mode's cache, the settings, coins:list and its estimator. */
export function trayServiceFor(
  ctx: AppContext,
  handlers: Pick<Handlers, 'coins:list'>,
  subscribe: (sink: EventSink) => () => void,
): TrayService {
  return createTrayService({
    session: () => ctx.data.current(),
    settings: () => ctx.settings.get(),
    listCoins: (input) => handlers['coins:list'](input),
    refreshCredits: (input) => estimate(ctx.estimators, 'coins:list', input).credits,
    clock: ctx.options.clock,
    subscribe,
    log: ctx.options.log,
  });
}
