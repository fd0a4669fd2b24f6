import type { Handlers } from '../../shared/contract';
import type { GatewayStatus } from '../../shared/domain/credits';
import { localMeta, ok, type AppError } from '../../shared/envelope';
import type { Db } from '../cache/db';
import type { SettingsRepo } from '../cache/settings-repo';
import type { Clock } from '../lib/effects';
import type { KeyService } from '../secrets/key-service';
import { KeychainUnavailableError } from '../secrets/secret-store';
import { createReceiptsRepo } from './receipts-repo';
import { startOfDay } from './spend-caps';
import { formatUsdc } from './usdc';

// gateway:status: whether a wallet can pay, its public address, what was spent today against the caps, and the
// latest receipts. The address is derived from the key in main; the key itself never leaves this function.

export interface GatewayHandlerDeps {
  keys: Pick<KeyService, 'present' | 'read'>;
  settings: Pick<SettingsRepo, 'get'>;
  /** The live database, where the gateway route stores receipts. */
  db: Db;
  clock: Pick<Clock, 'now'>;
}

const RECENT_RECEIPTS = 20;

export function gatewayHandlers(deps: GatewayHandlerDeps): Pick<Handlers, 'gateway:status'> {
  const receipts = createReceiptsRepo(deps.db);

  return {
    'gateway:status': async () => {
      const now = deps.clock.now();
      const { address, error } = deps.keys.present('wallet-key')
        ? await addressOfStoredKey(deps.keys)
        : { address: null, error: undefined };
      const settings = deps.settings.get();
      const status: GatewayStatus = {
        // Asked after the read, which notices a key removed behind the app's back.
        walletPresent: deps.keys.present('wallet-key'),
        walletAddress: address,
        spentTodayUsd: formatUsdc(receipts.spentSince(startOfDay(now))),
        maxPerCallUsd: settings.gatewayMaxPerCallUsd,
        maxPerDayUsd: settings.gatewayMaxPerDayUsd,
        receipts: receipts.recent(RECENT_RECEIPTS),
      };
      // Spending and receipts are local and still worth showing when only the keychain is out of reach.
      return ok(status, error ? { ...localMeta(now), error } : localMeta(now));
    },
  };
}

async function addressOfStoredKey(
  keys: Pick<KeyService, 'read'>,
): Promise<{ address: string | null; error: AppError | undefined }> {
  try {
    const key = await keys.read('wallet-key');
    if (key === null) return { address: null, error: undefined };
    // viem loads only when a wallet key exists: most users never pay per request (issue 10, start-up).
    const { walletAddressOf } = await import('./wallet-scheme');
    return { address: walletAddressOf(key), error: undefined };
  } catch (error) {
    return {
      address: null,
      error: {
        code: 'keychain_unavailable',
        message:
          error instanceof KeychainUnavailableError
            ? error.message
            : 'Folio Desk could not read the wallet key from the OS keychain to show its address. Unlock the keychain and try again.',
      },
    };
  }
}
