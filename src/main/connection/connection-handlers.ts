import type { Handlers } from '../../shared/contract';
import { fail, localMeta, ok, type Envelope } from '../../shared/envelope';
import type { Clock } from '../lib/effects';
import { KeychainUnavailableError } from '../secrets/secret-store';
import type { ConnectionService } from './connection-service';

type Owned = 'connection:status' | 'connection:check' | 'connection:setAddress';

export function connectionHandlers(deps: {
  connection: ConnectionService;
  clock: Clock;
}): Pick<Handlers, Owned> {
  const answer = async <T>(run: () => Promise<T>): Promise<Envelope<T>> => {
    try {
      return ok(await run(), localMeta(deps.clock.now()));
    } catch (error) {
      // Reading the key for the check needs the keychain; without one the user is told so, as when saving.
      if (error instanceof KeychainUnavailableError)
        return fail({ code: 'keychain_unavailable', message: error.message });
      throw error;
    }
  };
  return {
    'connection:status': () => answer(async () => deps.connection.state()),
    'connection:check': () => answer(() => deps.connection.check()),
    'connection:setAddress': ({ address }) => answer(() => deps.connection.setAddress(address)),
  };
}
