import type { AppMode, Settings } from '../../shared/domain/settings';

export interface KeysPresent {
  apiKey: boolean;
  walletKey: boolean;
}

/**
 * Which data the app shows. Demo when the user asked for it, or when nothing would pay for live calls; the gateway
 * when the user chose paying per request and a wallet key can sign; live with the API key otherwise.
 * Decided from the keychain presence flags, so answering it never touches the keychain.
 */
export function resolveMode(
  settings: Pick<Settings, 'preferDemo' | 'accessRoute'>,
  keys: KeysPresent,
): AppMode {
  if (settings.preferDemo) return 'demo';
  if (settings.accessRoute === 'gateway' && keys.walletKey) return 'gateway';
  return keys.apiKey ? 'live' : 'demo';
}
