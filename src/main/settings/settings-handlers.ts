import type { EventSink, Handlers } from '../../shared/contract';
import type { DataKind } from '../../shared/domain/common';
import { fail, localMeta, ok, type Envelope } from '../../shared/envelope';
import { databaseSizeBytes, type OpenedDatabase } from '../cache/db';
import { cacheTables } from '../cache/migrations';
import type { SettingsRepo } from '../cache/settings-repo';
import type { Clock } from '../lib/effects';
import type { ModeManager } from '../mode/mode-manager';
import { keyStatusOf, type KeyService } from '../secrets/key-service';
import { describeSecret, KeychainUnavailableError, secretKind } from '../secrets/secret-store';
import type { SessionSecretStore } from '../secrets/session-fallback-store';
import { resolveMode } from './app-mode';
import { clearCache } from './clear-cache';

type Owned =
  | 'settings:get'
  | 'settings:update'
  | 'settings:keyStatus'
  | 'settings:setApiKey'
  | 'settings:clearApiKey'
  | 'settings:setWalletKey'
  | 'settings:clearWalletKey'
  | 'settings:clearCache'
  | 'settings:keepSecretsForSession'
  | 'app:status';

/** Every kind of fetched data: after the cache is emptied all of it is refetched. */
const CACHED_KINDS: DataKind[] = ['portfolio', 'wallet', 'rwa', 'candles', 'coins'];

export interface SettingsDeps {
  settings: SettingsRepo;
  keys: KeyService;
  /** The live database: its path and size for app:status, its tables for Clear cache. */
  cache: OpenedDatabase;
  emit: EventSink;
  clock: Pick<Clock, 'now'>;
  version: string;
  /**
   * Told where keys or settings change, so the data session switches then and only then; its live answers are told
   * when Clear cache empties them.
   */
  modes: Pick<ModeManager, 'reconsider' | 'keyChanged' | 'liveAnswers'>;
  /** The connection check (GET /usage/credits, free) that a new key runs (connection/, above this room). */
  connection: { check(): Promise<unknown> };
  /** The keychain with its in-memory fallback, for "use for this session only". */
  sessionSecrets: Pick<SessionSecretStore, 'keepForSession'>;
}

export function settingsHandlers(deps: SettingsDeps): Pick<Handlers, Owned> {
  const { settings, keys, cache, emit, modes, connection } = deps;
  const answer = <T>(value: T): Envelope<T> => ok(value, localMeta(deps.clock.now()));
  const changed = (...kinds: DataKind[]) => emit('data:changed', { kinds });
  const keyRouteUnlessGatewaySigns = () => {
    if (settings.get().accessRoute === 'gateway' && !keys.present('wallet-key')) {
      settings.update({ accessRoute: 'key' });
    }
  };
  /** Stores a key, or clears it for null; the answer is what the renderer may know of it. */
  const saveKey = (account: 'api-key' | 'wallet-key', value: string | null) =>
    keychainErrorsAsValues(async () => {
      if (value === null) await keys.clear(account);
      else await keys.store(account, value);
      // With no wallet key to pay per request, main reads with this key: the route the user sees must say so.
      if (account === 'api-key' && value !== null) keyRouteUnlessGatewaySigns();
      // Another key may be another account on another plan: the meter and the rate follow at once. A wallet
      // key can turn the gateway route on or off.
      if (account === 'api-key') modes.keyChanged();
      else modes.reconsider();
      // A new key is checked at once (GET /usage/credits, free); Settings reads the outcome from connection:status.
      // It is kept whatever the check finds: the service may be down, or the address wrong, not the key.
      if (account === 'api-key' && value !== null) await connection.check();
      changed('keys');
      return answer(keyStatusOf(account, value));
    });

  return {
    'settings:get': async () => answer(settings.get()),

    'settings:update': async (patch) => {
      const next = settings.update(patch);
      // preferDemo and accessRoute choose the mode. Another mode is another account: what the renderer holds of
      // the old one goes as with a new key ('keys'), so no note of the live account stays over demo data.
      changed(modes.reconsider() ? 'keys' : 'settings');
      return answer(next);
    },

    'settings:keyStatus': () =>
      keychainErrorsAsValues(async () => {
        const apiKey = await keys.status('api-key');
        const walletKey = await keys.status('wallet-key');
        return answer({ apiKey, walletKey });
      }),

    'settings:setApiKey': ({ apiKey }) => saveKey('api-key', apiKey),
    'settings:clearApiKey': () => saveKey('api-key', null),
    'settings:setWalletKey': ({ privateKey }) => saveKey('wallet-key', privateKey),
    'settings:clearWalletKey': () => saveKey('wallet-key', null),

    'settings:clearCache': async () => {
      const freedBytes = clearCache(cache.db, cache.path, cacheTables, modes.liveAnswers);
      changed(...CACHED_KINDS);
      return answer({ freedBytes });
    },

    'settings:keepSecretsForSession': async () => {
      const kept = deps.sessionSecrets.keepForSession();
      if (kept.includes('api-key')) {
        keyRouteUnlessGatewaySigns();
        modes.keyChanged();
        await connection.check();
      } else if (kept.length > 0) modes.reconsider();
      changed('keys');
      return answer({ kept: kept.map(describeSecret), kinds: kept.map(secretKind) });
    },

    'app:status': async () =>
      answer({
        mode: resolveMode(settings.get(), {
          apiKey: keys.present('api-key'),
          walletKey: keys.present('wallet-key'),
        }),
        version: deps.version,
        dbPath: cache.path,
        dbSizeBytes: databaseSizeBytes(cache.path),
        notices: [...cache.notices],
        ...(cache.noticeSays.length === cache.notices.length && { noticeSays: [...cache.noticeSays] }),
        ...(cache.userDataRestoredFrom !== null && {
          userDataRestoredFrom: new Date(cache.userDataRestoredFrom).toISOString(),
        }),
      }),
  };
}

/** A missing keychain is something the user can fix, so it travels as a value; anything else is a bug. */
async function keychainErrorsAsValues<T>(run: () => Promise<Envelope<T>>): Promise<Envelope<T>> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof KeychainUnavailableError) {
      return fail({ code: 'keychain_unavailable', message: error.message, say: error.say });
    }
    throw error;
  }
}
