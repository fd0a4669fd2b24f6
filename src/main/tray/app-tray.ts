import type { AppContext } from '../app';
import type { EventSink } from '../../shared/contract';
import { createTrayService, type TrayService } from './tray-service';

/** The tray service over the app's own pieces: the current mode's cache and read path, and the settings. */
export function trayServiceFor(ctx: AppContext, subscribe: (sink: EventSink) => () => void): TrayService {
  return createTrayService({
    session: () => ctx.data.current(),
    settings: () => ctx.settings.get(),
    clock: ctx.options.clock,
    subscribe,
    log: ctx.options.log,
  });
}
