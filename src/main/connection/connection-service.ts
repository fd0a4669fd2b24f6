import type { ConnectionCheck, ConnectionState } from '../../shared/domain/connection';
import type { Clock, FetchLike, Logger } from '../lib/effects';
import type { ServiceAddress } from '../settings/service-address';
import { checkConnection, type CheckDeps, type UsageSeen } from './connection-check';

// Runs the connection check when the API key is stored or replaced and when the Service address changes, keeps
// the last outcome for Settings, and adopts the form of the address that answered. The key is read from the
// keychain for the one request and goes nowhere else: not into the outcome, a log line or an error text.

export interface ConnectionService {
  state(): ConnectionState;
  /** Checks now with the stored key; checks asked for while one runs share it. */
  check(): Promise<ConnectionState>;
  /** Saves the address (null: the default), then checks it. */
  setAddress(address: string | null): Promise<ConnectionState>;
}

export interface ConnectionDeps {
  fetch: FetchLike;
  clock: Pick<Clock, 'now'>;
  log: Logger;
  address: ServiceAddress;
  /** KeyService.read('api-key'); may throw when the keychain is out of reach. */
  readApiKey: () => Promise<string | null>;
  /** The data session must send its next request to the new address. */
  addressChanged: () => void;
  /**
   * The check read the plan and credits (/usage/credits, the meter's own free call) at the address now in use:
   * the credit meter takes them in, so the header knows the plan Settings shows.
   */
  usageSeen?: (usage: UsageSeen) => void;
  /** A slot of the account's rate for the check's request (CheckDeps.slot). */
  slot?: CheckDeps['slot'];
  timeoutMs?: number;
}

export function createConnectionService(deps: ConnectionDeps): ConnectionService {
  let last: ConnectionCheck | null = null;
  let running: Promise<ConnectionState> | null = null;

  const state = (): ConnectionState => {
    const { address, source } = deps.address.current();
    return { address, source, defaultAddress: deps.address.defaultAddress, check: last };
  };

  const run = async (): Promise<ConnectionState> => {
    const { address } = deps.address.current();
    const apiKey = await deps.readApiKey();
    let usage: UsageSeen | null = null;
    const seen = (figures: UsageSeen) => void (usage = figures);
    const check: ConnectionCheck =
      apiKey === null
        ? { address, learnedFrom: null, outcome: { kind: 'no-key' }, checkedAt: deps.clock.now() }
        : await checkConnection(
            {
              fetch: deps.fetch,
              now: deps.clock.now,
              timeoutMs: deps.timeoutMs,
              seen,
              ...(deps.slot ? { slot: deps.slot } : {}),
            },
            address,
            apiKey,
          );
    // The user may have picked another address while this one was checked: its own check decides for it.
    if (deps.address.current().address !== address) return state();
    last = check;
    if (check.learnedFrom !== null) {
      deps.address.adopt(check.address);
      deps.addressChanged();
    }
    // After the address is adopted: the figures belong to the data session that now reads from it.
    if (usage !== null && check.outcome.kind === 'ok') deps.usageSeen?.(usage);
    deps.log.info('connection check', {
      outcome: check.outcome.kind,
      learnedOtherForm: check.learnedFrom !== null,
    });
    return state();
  };

  const check = (): Promise<ConnectionState> => {
    running ??= run().finally(() => {
      running = null;
    });
    return running;
  };

  return {
    state,
    check,
    async setAddress(address) {
      await running?.catch(() => undefined);
      deps.address.choose(address);
      last = null;
      deps.addressChanged();
      return check();
    },
  };
}
