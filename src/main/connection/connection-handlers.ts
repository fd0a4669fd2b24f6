import type { Handlers } from '../../shared/contract';
import type { ConnectivityState } from '../../shared/domain/connectivity';
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
        return fail({ code: 'keychain_unavailable', message: error.message, say: error.say });
      throw error;
    }
  };
  return {
    'connection:status': () => answer(async () => deps.connection.state()),
    'connection:check': () => answer(() => deps.connection.check()),
    'connection:setAddress': ({ address }) => answer(() => deps.connection.setAddress(address)),
  };
}

/** What the handlers read of the active data session: its client's reachability, and whether it is the demo's. */
export interface ConnectivitySession {
  client: { connectivity: { state(): ConnectivityState; retryNow(): Promise<ConnectivityState> } };
  demo: boolean;
}

/** The offline banner's state and its "Retry now", always of the session reads go through at the moment. */
export function connectivityHandlers(deps: {
  session: () => ConnectivitySession;
  clock: Clock;
}): Pick<Handlers, 'connectivity:status' | 'connectivity:retry'> {
  const meta = () => localMeta(deps.clock.now(), deps.session().demo);
  const connectivity = () => deps.session().client.connectivity;
  return {
    'connectivity:status': async () => ok(connectivity().state(), meta()),
    'connectivity:retry': async () => ok(await connectivity().retryNow(), meta()),
  };
}
