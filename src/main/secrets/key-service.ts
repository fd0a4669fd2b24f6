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

/** Secrets kept in memory for this session only (see session-fallback-store.ts): present, but flagged nowhere. */
export interface SessionOnly {
  sessionOnly(account: SecretAccount): boolean;
}

const NO_SESSION: SessionOnly = { sessionOnly: () => false };

export function createKeyService(
  secrets: SecretStore,
  flags: PresenceFlags,
  session: SessionOnly = NO_SESSION,
): KeyService {
  const present = (account: SecretAccount) => flags.secretPresent(account) || session.sessionOnly(account);
  const read = async (account: SecretAccount): Promise<string | null> => {
    if (!present(account)) return null;
    const value = await secrets.get(account);
    // Removed behind the app's back (a keychain manager, another machine's sync): stop believing the flag.
    if (value === null) flags.setSecretPresent(account, false);
    return value;
  };

  return {
    present,
    read,
    status: async (account) => {
      const status = keyStatusOf(account, await read(account));
      return session.sessionOnly(account) ? { ...status, sessionOnly: true } : status;
    },
    async store(account, value) {
      // Keychain first: if it fails, no flag claims a key that is not there.
      await secrets.set(account, value);
      // A key kept in memory for this session leaves no flag on disk: after a restart nothing claims it.
      flags.setSecretPresent(account, !session.sessionOnly(account));
    },
    async clear(account) {
      if (!present(account)) return;
      await secrets.delete(account);
      flags.setSecretPresent(account, false);
    },
  };
}
