import type { Say } from '../envelope';

/** ISO 4217-like currency code as the service's currency list spells it (upper case). */
export type CurrencyCode = string;

/** Which secret a message names, so the renderer can name it in the user's language. */
export type SecretKind = 'apiKey' | 'walletKey' | 'shareToken' | 'passcode' | 'key';

export interface KeyStatus {
  present: boolean;
  /** The last four characters, for recognising which key is stored; never more. */
  last4: string | null;
  /** Kept in main's memory for this session only (no OS keychain): forgotten when the app quits. */
  sessionOnly?: boolean;
}

export type DataKind = 'portfolio' | 'wallet' | 'rwa' | 'candles' | 'coins' | 'settings' | 'keys' | 'gateway';

export interface Notice {
  level: 'info' | 'warning' | 'error';
  message: string;
  /** The same sentence as a catalogue message, shown in the user's language; `message` stays for logs. */
  say?: Say;
}
