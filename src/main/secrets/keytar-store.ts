import { KeychainUnavailableError, type SecretAccount, type SecretStore } from './secret-store';

// The OS keychain through keytar (libsecret's Secret Service on Linux, Keychain on macOS, Credential Vault on
// Windows). keytar is loaded on first use, not at start-up, so that a machine where its native part cannot load
// still starts, and that failure is reported like any other keychain failure.

export const KEYCHAIN_SERVICE = 'Folio Desk';

/** The part of keytar this store uses. */
export interface KeytarLike {
  getPassword(service: string, account: string): Promise<string | null>;
  setPassword(service: string, account: string, password: string): Promise<void>;
  deletePassword(service: string, account: string): Promise<boolean>;
  findCredentials?(service: string): Promise<{ account: string; password: string }[]>;
}

export interface KeytarStoreOptions {
  /** The keychain service name the secrets are filed under. */
  service?: string;
  /** Loads keytar; defaults to importing the module. */
  load?: () => Promise<KeytarLike>;
}

export function createKeytarStore(options: KeytarStoreOptions = {}): SecretStore {
  const service = options.service ?? KEYCHAIN_SERVICE;
  const load = options.load ?? importKeytar;
  let loading: Promise<KeytarLike> | undefined;

  const keytar = () => {
    loading ??= load().catch((error: unknown) => {
      // Let a later call try again (the user may install libsecret and retry without restarting).
      loading = undefined;
      throw unavailable(error);
    });
    return loading;
  };

  const call = async <T>(use: (api: KeytarLike) => Promise<T>): Promise<T> => {
    const api = await keytar();
    try {
      return await use(api);
    } catch (error) {
      throw unavailable(error);
    }
  };

  return {
    get: (account: SecretAccount) => call((api) => api.getPassword(service, account)),
    set: (account: SecretAccount, value: string) => call((api) => api.setPassword(service, account, value)),
    delete: (account: SecretAccount) => call((api) => api.deletePassword(service, account)),
    // keytar answers with the values too; only the names leave this function.
    accounts: () =>
      call(async (api) =>
        (api.findCredentials ? await api.findCredentials(service) : []).map((c) => c.account),
      ),
  };
}

async function importKeytar(): Promise<KeytarLike> {
  // From an ES module keytar (CommonJS) arrives as `default`; from the bundled CommonJS main it is the module.
  const imported: KeytarLike & { default?: KeytarLike } = await import('keytar');
  return imported.default ?? imported;
}

/**
 * Every keytar failure means the keychain cannot be used right now: no D-Bus session, no Secret Service on it, no
 * unlocked collection, or libsecret missing. The remedy is the same for all of them, so they all become
 * KeychainUnavailableError, with keytar's own words (which never contain the secret) as the detail.
 */
function unavailable(error: unknown): KeychainUnavailableError {
  if (error instanceof KeychainUnavailableError) return error;
  const detail = error instanceof Error ? error.message : String(error);
  return new KeychainUnavailableError(detail.slice(0, 300));
}
