import type { EventSink } from '../../shared/contract';
import type { Db } from '../cache/db';
import type { SettingsRepo } from '../cache/settings-repo';
import type { Clock, FetchLike, Logger } from '../lib/effects';
import { lazyObject } from '../lib/lazy';
import type { KeyService } from '../secrets/key-service';
import { createAuthorizationsRepo } from './authorizations-repo';
import { gatewayHandlers } from './handlers';
import { gatewayKeyOf } from './pay-fetch';
import { createRecipientBook } from './recipient';
import { createSessionCookie } from './session-cookie';
import { createGatewayTransport, type GatewayTransport } from './transport';

// Pay per request as the app uses it: the paying transport gateway mode's session reads through, and the
// gateway:* handlers, sharing the authorizations it signs, the session's countdown and whom payments go to.

export interface GatewayRoomDeps {
  fetch: FetchLike;
  gatewayBaseUrl: string;
  keys: KeyService;
  settings: SettingsRepo;
  /** The live connection: the authorizations table lives in its cache file. */
  db: Db;
  clock: Clock;
  log: Logger;
  emit: EventSink;
}

export interface GatewayRoom {
  /** Built when gateway mode first reads, never at start. */
  transport(): GatewayTransport;
  handlers: ReturnType<typeof gatewayHandlers>;
}

export function gatewayRoom(deps: GatewayRoomDeps): GatewayRoom {
  const { fetch, gatewayBaseUrl, keys, settings, clock, log, emit } = deps;
  // Its statements are prepared when a payment or gateway:status first needs them, not before the first view.
  const authorizations = lazyObject(() => createAuthorizationsRepo(deps.db));
  const session = createSessionCookie(clock);
  const recipients = createRecipientBook({
    settings,
    repo: authorizations,
    gateway: gatewayKeyOf(gatewayBaseUrl),
    clock,
  });
  return {
    transport: () =>
      createGatewayTransport({
        fetch,
        gatewayBaseUrl,
        keys,
        settings,
        authorizations,
        session,
        recipients,
        clock,
        log,
        changed: () => emit('data:changed', { kinds: ['gateway'] }),
      }),
    handlers: gatewayHandlers({
      keys,
      settings,
      authorizations,
      session,
      recipients,
      gatewayBaseUrl,
      clock,
      emit,
    }),
  };
}
