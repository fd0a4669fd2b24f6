// Secrets live in the OS keychain and are read only by main. The renderer learns { present, last4 }, never a value.

/** Accounts under the app's keychain service name. */
export type SecretAccount = 'api-key' | 'wallet-key' | `share-token:${string}` | `passcode:${string}`;

export interface SecretStore {
  get(account: SecretAccount): Promise<string | null>;
  set(account: SecretAccount, value: string): Promise<void>;
  /** Returns true when something was deleted. */
  delete(account: SecretAccount): Promise<boolean>;
  /**
   * The accounts filed under the app's name (no values), for removing secrets whose owner is gone. Optional: a
   * store that cannot list is never swept.
   */
  accounts?(): Promise<string[]>;
}

/** Thrown by a store when no Secret Service is reachable; mapped to { code: 'keychain_unavailable' }. */
export class KeychainUnavailableError extends Error {
  constructor(detail: string) {
    super(
      'No OS keychain is available, so Folio Desk cannot store the key safely (it never stores keys in plain text). ' +
        'On Linux install and start a Secret Service such as gnome-keyring (package gnome-keyring) or KeePassXC, then try again. ' +
        `Detail: ${detail}`,
    );
    this.name = 'KeychainUnavailableError';
  }
}
