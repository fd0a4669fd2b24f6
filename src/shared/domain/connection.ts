// What the connection check found: GET /usage/credits (free) at the Service address, with the stored API key.

/** Where the address in use came from. */
export type AddressSource = 'default' | 'settings' | 'start-option';

export type ConnectionOutcome =
  /** The service answered: plan names are an open set (FREE, STARTER, PRO, DEGEN, ENTERPRISE, ...). */
  | { kind: 'ok'; plan: string; creditsLeft: number; creditsTotal: number }
  /** 401: there is an API here, and it refused the key. */
  | { kind: 'refused'; status: number }
  /** 404 at both forms of the address (with and without /v1). */
  | { kind: 'not-found' }
  /** No answer: refused connection, unknown host, reset, or no answer within the time limit. */
  | { kind: 'network'; detail: string }
  /** The secure connection failed: an untrusted, expired or mismatched certificate. */
  | { kind: 'tls'; detail: string }
  /** 429: the service is here and asked to slow down (more requests a second than the plan allows). */
  | { kind: 'busy'; status: number }
  /** An answer, but not the documented one (another status, or a body without the plan and credits). */
  | { kind: 'unexpected'; status: number; detail: string }
  /** Nothing to check with: no API key is stored. */
  | { kind: 'no-key' };

export interface ConnectionCheck {
  /** The address the check ended on: the one that answered, or the one first tried when neither did. */
  address: string;
  /** Set when the other form (with or without /v1) answered after a 404, and the app now uses it. */
  learnedFrom: string | null;
  outcome: ConnectionOutcome;
  /** Epoch ms. */
  checkedAt: number;
}

export interface ConnectionState {
  /** The Service address requests go to now. */
  address: string;
  source: AddressSource;
  /** The address used when none is set (the documented host). */
  defaultAddress: string;
  /** The last check since the app started; null before the first one. */
  check: ConnectionCheck | null;
}
