import type { AppError } from '../../shared/envelope';
import { KeychainUnavailableError } from '../secrets/secret-store';
import { appError } from './errors';

// Where the credential for a request comes from. Live mode reads the API key from the keychain once and keeps it
// in memory until invalidated (a keychain round trip per request would be slow); demo mode holds the sandbox's
// built-in key in memory only. The value never leaves this closure except as a request header.

export interface Credentials {
  headers: Record<string, string>;
  /** The raw values, so that error messages and the ledger can cut them out. */
  secrets: string[];
}

export interface AuthProvider {
  credentials(): Promise<Credentials | AppError>;
  /** Forget the remembered key (after settings:setApiKey or clearApiKey). */
  invalidate(): void;
}

export type AuthScheme = 'api-key' | 'bearer';

export const headersFor = (scheme: AuthScheme, secret: string): Record<string, string> =>
  scheme === 'bearer' ? { Authorization: `Bearer ${secret}` } : { 'X-API-KEY': secret };

/** A fixed credential held in memory (demo mode's sandbox key, tests). */
export function staticAuth(secret: string, scheme: AuthScheme = 'api-key'): AuthProvider {
  const creds: Credentials = { headers: headersFor(scheme, secret), secrets: [secret] };
  return { credentials: async () => creds, invalidate: () => {} };
}

/** The API key (or Bearer token) from the OS keychain; `read` is KeyService.read('api-key') in the app. */
export function keychainAuth(
  read: () => Promise<string | null>,
  scheme: AuthScheme = 'api-key',
): AuthProvider {
  let remembered: Promise<string | null> | null = null;
  return {
    async credentials() {
      try {
        remembered ??= read();
        const secret = await remembered;
        if (!secret) {
          remembered = null;
          return appError(
            'unauthorized',
            'No API key is stored. Add your key in Settings, or use demo mode to try the app.',
          );
        }
        return { headers: headersFor(scheme, secret), secrets: [secret] };
      } catch (error) {
        remembered = null;
        if (error instanceof KeychainUnavailableError) return appError('keychain_unavailable', error.message);
        return appError(
          'keychain_unavailable',
          'Folio Desk could not read the API key from the OS keychain. Unlock the keychain and try again.',
        );
      }
    },
    invalidate() {
      remembered = null;
    },
  };
}
