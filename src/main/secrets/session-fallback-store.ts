import {
  KeychainUnavailableError,
  type KeychainAction,
  type SecretAccount,
  type SecretStore,
} from './secret-store';

// Without an OS keychain the app never falls back to plain text on disk. It can, when the user says so, keep
// secrets in main's memory for this session only: gone when the app quits, never in SQLite, a log or the renderer.
// A write the keychain refused is held here until the user answers ("use for this session only"), so the user
// need not type the key again; it is dropped when the same secret is written or removed in the meantime.

export interface SessionSecretStore extends SecretStore {
  /** From now until quit, secrets are kept in memory; the refused writes held so far are kept. Returns those. */
  keepForSession(): SecretAccount[];
  /** The secret lives in memory for this session only (no keychain entry, no presence flag on disk). */
  sessionOnly(account: SecretAccount): boolean;
}

export function createSessionFallbackStore(keychain: SecretStore): SessionSecretStore {
  const session = new Map<SecretAccount, string>();
  const refused = new Map<SecretAccount, string>();
  let sessionMode = false;

  /** The keychain's failure, restated to name the secret concerned. */
  const named = (error: unknown, account: SecretAccount, action: KeychainAction): unknown =>
    error instanceof KeychainUnavailableError
      ? new KeychainUnavailableError(error.detail, account, action)
      : error;

  return {
    async get(account) {
      const kept = session.get(account);
      if (kept !== undefined) return kept;
      try {
        return await keychain.get(account);
      } catch (error) {
        throw named(error, account, 'read');
      }
    },
    async set(account, value) {
      refused.delete(account);
      if (sessionMode) {
        session.set(account, value);
        return;
      }
      try {
        await keychain.set(account, value);
      } catch (error) {
        // Only the write refused last is held: "Use for this session only" answers that refusal. An earlier one
        // the user left unanswered (an API key typed in Settings minutes ago) is not kept behind their back.
        if (error instanceof KeychainUnavailableError) {
          refused.clear();
          refused.set(account, value);
        }
        throw named(error, account, 'store');
      }
    },
    async delete(account) {
      refused.delete(account);
      if (session.delete(account)) return true;
      try {
        return await keychain.delete(account);
      } catch (error) {
        throw named(error, account, 'remove');
      }
    },
    keepForSession() {
      sessionMode = true;
      const kept = [...refused.keys()];
      for (const [account, value] of refused) session.set(account, value);
      refused.clear();
      return kept;
    },
    sessionOnly: (account) => session.has(account),
  };
}
