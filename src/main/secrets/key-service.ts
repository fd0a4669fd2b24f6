import type { KeyStatus } from '../../shared/domain/common';
import type { SecretAccount, SecretStore } from './secret-store';

// The app's access to its keys. The keychain is asked only when the presence flag says it holds something: on a
// machine without a Secret Service (or where the user never stored a key) nothing ever touches it, so no unlock
// prompt and no error appears for a user in demo mode. The flag is a boolean in the settings table, never the key.

/** Where the presence flags live (the settings repository in the app). */
export interface PresenceFlags {
  secretPresent(account: SecretAccount): boolean;
  setSecretPresent(account: SecretAccount, present: boolean): void;
}

export interface KeyService {
  /** From the flag alone, without asking the keychain: for deciding the mode. */
  present(account: SecretAccount): boolean;
  /** The value, for main's own use (the API client, the gateway signer); null when none is stored. */
  read(account: SecretAccount): Promise<string | null>;
  /** What the renderer may learn (see keyStatusOf). */
  status(account: SecretAccount): Promise<KeyStatus>;
  /** Stores or replaces the value. */
  store(account: SecretAccount, value: string): Promise<void>;
  clear(account: SecretAccount): Promise<void>;
}

/** What the renderer may learn of a stored value. The wallet key's characters are never shown, not even four. */
export function keyStatusOf(account: SecretAccount, value: string | null): KeyStatus {
  if (value === null) return { present: false, last4: null };
  return { present: true, last4: account === 'api-key' ? value.slice(-4) : null };
}

export function createKeyService(secrets: SecretStore, flags: PresenceFlags): KeyService {
  const read = async (account: SecretAccount): Promise<string | null> => {
    if (!flags.secretPresent(account)) return null;
    const value = await secrets.get(account);
    // Removed behind the app's back (a keychain manager, another machine's sync): stop believing the flag.
    if (value === null) flags.setSecretPresent(account, false);
    return value;
  };

  return {
    present: (account) => flags.secretPresent(account),
    read,
    status: async (account) => keyStatusOf(account, await read(account)),
    async store(account, value) {
      // Keychain first: if it fails, no flag claims a key that is not there.
      await secrets.set(account, value);
      flags.setSecretPresent(account, true);
    },
    async clear(account) {
      if (!flags.secretPresent(account)) return;
      await secrets.delete(account);
      flags.setSecretPresent(account, false);
    },
  };
}
