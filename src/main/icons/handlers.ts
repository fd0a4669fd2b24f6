import type { Handlers } from '../../shared/contract';
import { localMeta, ok } from '../../shared/envelope';
import type { Clock } from '../lib/effects';
import type { IconService } from './icon-service';

/** icons:get, answered by the current mode's icon service (each mode keeps its icons in its own cache). */
export function iconHandlers(deps: {
  icons: () => { service: IconService; demo: boolean };
  clock: Pick<Clock, 'now'>;
}): Pick<Handlers, 'icons:get'> {
  return {
    async 'icons:get'(input) {
      const { service, demo } = deps.icons();
      return ok(await service.get(input.urls), localMeta(deps.clock.now(), demo));
    },
  };
}
