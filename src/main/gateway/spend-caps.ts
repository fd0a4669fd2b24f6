import type { AppError } from '../../shared/envelope';
import { formatUsdc, usdToAtomic } from './usdc';

// The user's limits on gateway spending (settings: gatewayMaxPerCallUsd, gatewayMaxPerDayUsd), checked before a
// payment is signed: once with the price table before anything is sent, and again, inside the transaction that
// records the reservation, with the amount the 402 challenge actually asks, which is what would be signed. What
// counts against the daily cap is what is committed: settled today plus what is signed and not yet released.

export interface SpendCaps {
  maxPerCallUsd: number;
  maxPerDayUsd: number;
}

export { startOfDayMs as startOfDay } from './authorizations-repo';

export interface CapCheck {
  /** What is being paid for, e.g. "GET /wallet/balance". */
  what: string;
  /** Micro-USDC this payment would move. */
  amountAtomic: number;
  caps: SpendCaps;
  /** Micro-USDC settled today plus reserved (signed, not settled, not yet expired). */
  committedAtomic: number;
}

/** Null when the payment fits both caps; otherwise the refusal to show. */
export function capRefusal({ what, amountAtomic, caps, committedAtomic }: CapCheck): AppError | null {
  const price = formatUsdc(amountAtomic);
  const perCall = usdToAtomic(caps.maxPerCallUsd);
  if (amountAtomic > perCall) {
    return {
      code: 'spend_cap',
      message:
        `${what} costs ${price} USDC on the pay-per-request gateway, above your per-call cap of ` +
        `${formatUsdc(perCall)} USDC, so Folio Desk did not pay for it. Raise the per-call cap in Settings to allow it.`,
      cost: { credits: 0, usdc: price },
    };
  }
  const perDay = usdToAtomic(caps.maxPerDayUsd);
  if (committedAtomic + amountAtomic > perDay) {
    return {
      code: 'spend_cap',
      message:
        `Paying ${price} USDC for ${what} would take today's gateway spending (settled and reserved) to ` +
        `${formatUsdc(committedAtomic + amountAtomic)} USDC, above your daily cap of ${formatUsdc(perDay)} USDC, ` +
        'so Folio Desk signed nothing. Raise the daily cap in Settings, or wait until tomorrow.',
      cost: { credits: 0, usdc: price },
    };
  }
  return null;
}
