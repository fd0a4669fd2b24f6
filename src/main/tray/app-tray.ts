import type { AppContext } from '../app';
import { estimate } from '../credits/estimators';
import type { EventSink } from '../../shared/contract';
import { createTrayService, type TrayService } from './tray-service';

/** The tray service over the app's own pieces: the current mode's cache, the settings and the estimators. */
export function trayServiceFor(ctx: AppContext, subscribe: (sink: EventSink) => () => void): TrayService {
  return createTrayService({
    session: () => ctx.data.current(),
    settings: () => ctx.settings.get(),
    refreshCredits: (input) => estimate(ctx.estimators, 'coins:list', input).credits,
    clock: ctx.options.clock,
    subscribe,
    log: ctx.options.log,
  });
}
