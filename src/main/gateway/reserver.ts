import type { PaymentRequirements } from '@x402/fetch';
import type { Hex } from 'viem';
import type { AppError } from '../../shared/envelope';
import type { Clock } from '../lib/effects';
import type { AuthorizationsRepo } from './authorizations-repo';
import { authorizationWindow } from './authorization-window';
import { paymentError, paymentSaid } from './payment-error';
import { aboveListedPrice, capRefusal, startOfDay, type SpendCaps } from './spend-caps';
import { parseAtomic } from './usdc';
import type { Reservation } from './wallet-scheme';

// The last gate before a signature: the recipient is the one payments went to (recipient.ts), the authorization's
// lifetime is bounded, the amount the challenge really asks is at most the path's listed price (what the user was
// shown) and is checked against both caps with everything already committed (settled today and still reserved),
// and the authorization is written down, all in one transaction. Only then does the scheme sign. One reserver per
// payment attempt: it remembers the nonce it reserved, so the answer to the paid retry can be recorded against it.

export interface ReserverDeps {
  repo: AuthorizationsRepo;
  gateway: string;
  path: string;
  what: string;
  caps: SpendCaps;
  /** The path's listed price (prices.ts), what the preview showed the user: the most that is signed. */
  listedAtomic: number;
  /** Whether the challenge's recipient may be paid (recipient.ts): null, or the refusal. */
  admit: (payTo: string, what: string) => AppError | null;
  clock: Pick<Clock, 'now'>;
}

export interface Reserver {
  reserve(requirements: PaymentRequirements, nonce: Hex): Reservation | AppError;
  unsigned(nonce: Hex): void;
  /** The nonce reserved by this attempt, once it was. */
  nonce(): Hex | null;
}

export function createReserver(deps: ReserverDeps): Reserver {
  let reserved: Hex | null = null;
  return {
    reserve(requirements, nonce) {
      if (reserved !== null) {
        // One authorization per attempt: the library must never get a second one out of us.
        return paymentSaid({ id: 'outcomes.paySignedOnce', values: { what: deps.what } });
      }
      // Whom first: a stranger is not paid whatever the amount.
      const stranger = deps.admit(requirements.payTo, deps.what);
      if (stranger) return stranger;
      const amountAtomic = parseAtomic(requirements.amount);
      if (amountAtomic === null) {
        return paymentError(
          `The gateway asked for an unreadable amount for ${deps.what}; nothing was signed.`,
          { id: 'errors.payUnreadableAmount', values: { what: deps.what } },
        );
      }
      // The listed price before the caps: an over-asking gateway is refused as such, whatever the caps allow.
      const overAsked = aboveListedPrice(deps.what, amountAtomic, deps.listedAtomic);
      if (overAsked) return overAsked;
      const now = deps.clock.now();
      const window = authorizationWindow(requirements.maxTimeoutSeconds, now, deps.what);
      if (!window.ok) return window.error;
      const refusal = deps.repo.reserve(
        {
          gateway: deps.gateway,
          path: deps.path,
          nonce,
          amountAtomic,
          payTo: requirements.payTo,
          network: requirements.network,
          validAfter: window.validAfter,
          validBefore: window.validBefore,
          signedAt: now,
        },
        (committed) =>
          capRefusal({
            what: deps.what,
            amountAtomic,
            caps: deps.caps,
            committedAtomic: committed.settled + committed.reserved,
          }),
        startOfDay(now),
      );
      if (refusal) return refusal;
      reserved = nonce;
      return { nonce, validAfter: window.validAfter, validBefore: window.validBefore };
    },
    unsigned(nonce) {
      deps.repo.release(nonce);
      if (reserved === nonce) reserved = null;
    },
    nonce: () => reserved,
  };
}
