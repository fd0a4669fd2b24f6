import type { AuthProvider } from '../api/auth';
import type { SettingsRepo } from '../cache/settings-repo';
import type { Clock, FetchLike, Logger } from '../lib/effects';
import type { KeyService } from '../secrets/key-service';
import type { AuthorizationsRepo } from './authorizations-repo';
import { createPayFetch } from './pay-fetch';
import type { RecipientBook } from './recipient';
import type { SessionCookie } from './session-cookie';

// What gateway mode's data session reads through: the paying fetch, the gateway host, and no API key (the
// gateway is paid per call, not authenticated). Built once, when the app first reads in gateway mode.

export interface GatewayTransportDeps {
  fetch: FetchLike;
  gatewayBaseUrl: string;
  keys: Pick<KeyService, 'read'>;
  settings: Pick<SettingsRepo, 'get'>;
  /** Where every signed authorization is reserved and recorded. */
  authorizations: AuthorizationsRepo;
  /** The gateway's one-hour session, shared with gateway:status for its countdown. */
  session: SessionCookie;
  clock: Pick<Clock, 'now'>;
  log: Logger;
  changed?: () => void;
  /** Whom payments may go to, shared with gateway:status and gateway:acceptRecipient. */
  recipients: Pick<RecipientBook, 'admit'>;
}

export interface GatewayTransport {
  fetch: FetchLike;
  /** The client builds `<baseUrl>/<path>` (gateway paths carry no prefix). */
  baseUrl: string;
  auth: AuthProvider;
}

/** No credential: nothing to send, nothing to cut out of messages. */
export const noCredentials: AuthProvider = { credentials: async () => ({ headers: {}, secrets: [] }) };

export function createGatewayTransport(deps: GatewayTransportDeps): GatewayTransport {
  return {
    fetch: createPayFetch({
      fetch: deps.fetch,
      gatewayBaseUrl: deps.gatewayBaseUrl,
      readWalletKey: () => deps.keys.read('wallet-key'),
      caps: () => {
        const { gatewayMaxPerCallUsd, gatewayMaxPerDayUsd } = deps.settings.get();
        return { maxPerCallUsd: gatewayMaxPerCallUsd, maxPerDayUsd: gatewayMaxPerDayUsd };
      },
      authorizations: deps.authorizations,
      session: deps.session,
      clock: deps.clock,
      log: deps.log,
      changed: deps.changed,
      recipients: deps.recipients,
    }),
    baseUrl: deps.gatewayBaseUrl.replace(/\/+$/, ''),
    auth: noCredentials,
  };
}
