import type { SecretKind } from '../../shared/domain/common';
import type { Say } from '../../shared/envelope';

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

export type KeychainAction = 'store' | 'read' | 'remove';

/** What a secret is, in the words a message to the user names it with. Never its value. */
export function describeSecret(account: SecretAccount): string {
  if (account === 'api-key') return 'the API key';
  if (account === 'wallet-key') return 'the wallet key for pay-per-request';
  if (account.startsWith('share-token:')) return "the shared portfolio's share token";
  return "the shared portfolio's passcode";
}

/** The secret a keychain message names, as the catalogue's select chooses its words. */
export function secretKind(account: SecretAccount | undefined): SecretKind {
  if (account === undefined) return 'key';
  if (account === 'api-key') return 'apiKey';
  if (account === 'wallet-key') return 'walletKey';
  return account.startsWith('share-token:') ? 'shareToken' : 'passcode';
}

/** Thrown by a store when no Secret Service is reachable; mapped to { code: 'keychain_unavailable' }. */
export class KeychainUnavailableError extends Error {
  /** keytar's own words (which never contain the secret), kept so a wrapper can restate the error. */
  readonly detail: string;
  /** The same sentence as a catalogue message, for the user's language. */
  readonly say: Say;

  constructor(detail: string, account?: SecretAccount, action: KeychainAction = 'store') {
    const what = account === undefined ? 'the key' : describeSecret(account);
    super(
      `No OS keychain is available, so Folio Desk cannot ${action} ${what} safely (it never writes secrets to disk in plain text). ` +
        'On Linux install and start a Secret Service such as gnome-keyring (package gnome-keyring) or KeePassXC, then try again' +
        (action === 'store'
          ? '; or use it for this session only: kept in memory, never written to disk, forgotten when Folio Desk quits. '
          : '. ') +
        `Detail: ${detail}`,
    );
    this.name = 'KeychainUnavailableError';
    this.detail = detail;
    this.say = { id: 'errors.keychainMissing', values: { action, secret: secretKind(account), detail } };
  }
}
