import type { EventSink, Handlers } from '../../shared/contract';
import type { GatewayReceipt, GatewayStatus } from '../../shared/domain/credits';
import { fail, localMeta, ok, type AppError, type Envelope, type Say } from '../../shared/envelope';
import { said } from '../../shared/i18n/say';
import type { SettingsRepo } from '../cache/settings-repo';
import type { Clock } from '../lib/effects';
import type { KeyService } from '../secrets/key-service';
import { KeychainUnavailableError } from '../secrets/secret-store';
import type { AuthorizationsRepo } from './authorizations-repo';
import { ledgerOf } from './ledger';
import { gatewayKeyOf } from './pay-fetch';
import type { RecipientBook } from './recipient';
import type { SessionCookie } from './session-cookie';
import { startOfDay } from './spend-caps';
import { formatUsdc } from './usdc';
import { readReason } from '../../shared/i18n/said-text';

// The gateway's channels: status (whether a wallet can pay, its public address, what is committed today against
// the caps, the session's countdown, a stop, whom payments go to), the USDC ledger, a key generated in main,
// resuming a stopped route, and accepting (or refusing) a new recipient the gateway asked for. The key itself never leaves these functions: only the address derived from it does.

export interface GatewayHandlerDeps {
  keys: Pick<KeyService, 'present' | 'read' | 'store'>;
  settings: Pick<SettingsRepo, 'get'>;
  authorizations: AuthorizationsRepo;
  session: Pick<SessionCookie, 'expiresAt'>;
  /** Whom payments go to (recipient.ts), shared with the paying fetch. */
  recipients: Pick<RecipientBook, 'trusted' | 'asked' | 'accept' | 'refuse'>;
  gatewayBaseUrl: string;
  clock: Pick<Clock, 'now'>;
  emit: EventSink;
}

type Owned =
  | 'gateway:status'
  | 'gateway:ledger'
  | 'gateway:generateWalletKey'
  | 'gateway:resume'
  | 'gateway:acceptRecipient'
  | 'gateway:refuseRecipient';

const RECENT_RECEIPTS = 20;
const DEFAULT_JOURNAL = 100;

export function gatewayHandlers(deps: GatewayHandlerDeps): Pick<Handlers, Owned> {
  const repo = deps.authorizations;
  const gateway = gatewayKeyOf(deps.gatewayBaseUrl);
  const status = () => gatewayStatus(deps, gateway);
  /** Nothing changes unless the address is the one the gateway asked for; else the new status. */
  const afterRecipientChoice = async (changed: boolean, refusal: () => Say) => {
    if (!changed) return fail<GatewayStatus>({ code: 'invalid_input', ...said(refusal()) });
    deps.emit('data:changed', { kinds: ['gateway'] });
    return status();
  };

  return {
    'gateway:status': status,
    'gateway:ledger': async ({ limit }) => {
      const now = deps.clock.now();
      return ok(ledgerOf(repo, now, limit ?? DEFAULT_JOURNAL), localMeta(now));
    },
    'gateway:generateWalletKey': () => generateWalletKey(deps),
    'gateway:resume': async () => {
      repo.resume(gateway);
      deps.emit('data:changed', { kinds: ['gateway'] });
      return status();
    },
    'gateway:acceptRecipient': async ({ address }) =>
      afterRecipientChoice(deps.recipients.accept(address), (): Say => {
        const trusted = deps.recipients.trusted();
        const values: Say['values'] = trusted === null ? { kept: 'no' } : { kept: 'yes', address: trusted };
        return { id: 'outcomes.notAskedAddress', values };
      }),
    // Resumed, and nothing read by itself: the next read the user asks for pays the kept address, or stops the
    // route again if the gateway still asks for the refused one.
    'gateway:refuseRecipient': async ({ address }) =>
      afterRecipientChoice(deps.recipients.refuse(address), (): Say => ({
        id: 'outcomes.notAskedOrNoneKept',
      })),
  };
}

async function gatewayStatus(deps: GatewayHandlerDeps, gateway: string): Promise<Envelope<GatewayStatus>> {
  const repo = deps.authorizations;
  const now = deps.clock.now();
  const { address, error } = deps.keys.present('wallet-key')
    ? await addressOfStoredKey(deps.keys)
    : { address: null, error: undefined };
  const settings = deps.settings.get();
  const committed = repo.committed(startOfDay(now), now);
  const receipts: GatewayReceipt[] = repo
    .recent(RECENT_RECEIPTS * 2)
    .filter((row) => row.outcome === 'settled' && row.transaction !== null)
    .slice(0, RECENT_RECEIPTS)
    .map((row) => ({
      at: row.signedAt,
      path: row.path,
      amountUsd: formatUsdc(row.amountAtomic),
      transaction: row.transaction ?? '',
      network: row.network,
    }));
  const value: GatewayStatus = {
    // Asked after the read, which notices a key removed behind the app's back.
    walletPresent: deps.keys.present('wallet-key'),
    walletAddress: address,
    spentTodayUsd: formatUsdc(committed.settled),
    reservedTodayUsd: formatUsdc(committed.reserved),
    maxPerCallUsd: settings.gatewayMaxPerCallUsd,
    maxPerDayUsd: settings.gatewayMaxPerDayUsd,
    receipts,
    sessionExpiresAt: deps.session.expiresAt(),
    stopped: stopOf(repo.stopped(gateway)),
    recipient: deps.recipients.trusted(),
    askedRecipient: deps.recipients.asked(),
  };
  // Spending and receipts are local and still worth showing when only the keychain is out of reach.
  return ok(value, error ? { ...localMeta(now), error } : localMeta(now));
}

async function generateWalletKey(deps: GatewayHandlerDeps) {
  // Never over a stored key: it may be the only way to move the USDC its address holds.
  if (deps.keys.present('wallet-key')) {
    return fail<{ present: true; address: string }>({
      code: 'invalid_input',
      ...said({ id: 'outcomes.walletKeyStored' }),
    });
  }
  // viem loads here, on first use, not with the app: it would slow every start.
  const { newWalletKey, walletAddressOf } = await import('./wallet-scheme');
  const key = newWalletKey();
  try {
    await deps.keys.store('wallet-key', key);
  } catch (error) {
    if (error instanceof KeychainUnavailableError) {
      return fail<{ present: true; address: string }>({
        code: 'keychain_unavailable',
        message: error.message,
        say: error.say,
      });
    }
    throw error;
  }
  deps.emit('data:changed', { kinds: ['keys', 'gateway'] });
  return ok({ present: true as const, address: walletAddressOf(key) }, localMeta(deps.clock.now()));
}

async function addressOfStoredKey(
  keys: Pick<KeyService, 'read'>,
): Promise<{ address: string | null; error: AppError | undefined }> {
  try {
    const key = await keys.read('wallet-key');
    if (key === null) return { address: null, error: undefined };
    // viem loads only when a wallet key exists: most users never pay per request.
    const { walletAddressOf } = await import('./wallet-scheme');
    return { address: walletAddressOf(key), error: undefined };
  } catch (error) {
    return {
      address: null,
      error: {
        code: 'keychain_unavailable',
        ...(error instanceof KeychainUnavailableError
          ? { message: error.message, say: error.say }
          : said({ id: 'outcomes.walletKeyUnread' })),
      },
    };
  }
}

/** Why the route stopped, as stored: by its message id when main said it so, else the English of an older version. */
function stopOf(stop: { at: number; reason: string } | null): GatewayStatus['stopped'] {
  if (stop === null) return null;
  const { message, say } = readReason(stop.reason);
  return { at: stop.at, reason: message, ...(say ? { say } : {}) };
}
