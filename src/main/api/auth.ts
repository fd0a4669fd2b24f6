import type { AppError } from '../../shared/envelope';
import { KeychainUnavailableError } from '../secrets/secret-store';
import { appError } from './errors';

// Where the credential for a request comes from. Live mode asks the key service for every request rather than
// remembering the key, so a key stored or cleared in Settings applies to the very next request with nothing to
// invalidate (the key service asks the keychain only when a key is known to be there). Demo mode holds the
// sandbox's built-in key in memory. The value leaves this module only as a request header.

export interface Credentials {
  headers: Record<string, string>;
  /** The raw values, so that error messages and the ledger can cut them out. */
  secrets: string[];
}

export interface AuthProvider {
  credentials(): Promise<Credentials | AppError>;
}

export type AuthScheme = 'api-key' | 'bearer';

export const headersFor = (scheme: AuthScheme, secret: string): Record<string, string> =>
  scheme === 'bearer' ? { Authorization: `Bearer ${secret}` } : { 'X-API-KEY': secret };

/** A fixed credential held in memory (demo mode's sandbox key, tests). */
export function staticAuth(secret: string, scheme: AuthScheme = 'api-key'): AuthProvider {
  const creds: Credentials = { headers: headersFor(scheme, secret), secrets: [secret] };
  return { credentials: async () => creds };
}

/** The API key (or Bearer token) from the OS keychain; `read` is KeyService.read('api-key') in the app. */
export function keychainAuth(
  read: () => Promise<string | null>,
  scheme: AuthScheme = 'api-key',
): AuthProvider {
  return {
    async credentials() {
      try {
        const secret = await read();
        if (!secret) {
          return appError(
            'unauthorized',
            'No API key is stored. Add your key in Settings, or use demo mode to try the app.',
            { say: { id: 'errors.noKeyStored' } },
          );
        }
        return { headers: headersFor(scheme, secret), secrets: [secret] };
      } catch (error) {
        if (error instanceof KeychainUnavailableError)
          return appError('keychain_unavailable', error.message, { say: error.say });
        return appError(
          'keychain_unavailable',
          'Folio Desk could not read the API key from the OS keychain. Unlock the keychain and try again.',
        );
      }
    },
  };
}
