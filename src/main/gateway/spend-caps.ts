import type { AppError } from '../../shared/envelope';
import { paymentSaid } from './payment-error';
import { formatUsdc, usdToAtomic } from './usdc';

// The user's gateway spending caps, checked with the price table before sending and again, in the reservation's
// transaction, against what the 402 actually asks; the day counts everything signed and not released. A challenge
// above the listed price is refused first, whatever the caps, so the user is never told to raise one to pay it.

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
  /**
   * The path's listed price (prices.ts), when `amountAtomic` is what a gateway's challenge asks: an amount above
   * it is refused as the gateway's over-asking before either cap is looked at.
   */
  listedAtomic?: number;
}

/** The refusal of a challenge asking more than the path's listed price, or null when it asks at most that. */
export function aboveListedPrice(what: string, amountAtomic: number, listedAtomic: number): AppError | null {
  if (amountAtomic <= listedAtomic) return null;
  const values = { what, asked: formatUsdc(amountAtomic), listed: formatUsdc(listedAtomic) };
  return paymentSaid({ id: 'outcomes.payAboveListed', values });
}

/** Null when the payment fits the listed price (when given) and both caps; otherwise the refusal to show. */
export function capRefusal({
  what,
  amountAtomic,
  caps,
  committedAtomic,
  listedAtomic,
}: CapCheck): AppError | null {
  const overAsked = listedAtomic === undefined ? null : aboveListedPrice(what, amountAtomic, listedAtomic);
  if (overAsked) return overAsked;
  const price = formatUsdc(amountAtomic);
  const perCall = usdToAtomic(caps.maxPerCallUsd);
  if (amountAtomic > perCall) {
    return {
      code: 'spend_cap',
      cap: 'per-call',
      message:
        `${what} costs ${price} USDC on the pay-per-request gateway, above your per-call cap of ` +
        `${formatUsdc(perCall)} USDC, so Folio Desk did not pay for it. Raise the per-call cap in Settings to allow it.`,
      say: { id: 'errors.perCallCap', values: { what, price, cap: formatUsdc(perCall) } },
      cost: { credits: 0, usdc: price },
    };
  }
  const perDay = usdToAtomic(caps.maxPerDayUsd);
  if (committedAtomic + amountAtomic > perDay) {
    return {
      code: 'spend_cap',
      cap: 'daily',
      message:
        `Paying ${price} USDC for ${what} would take today's gateway spending (settled and reserved) to ` +
        `${formatUsdc(committedAtomic + amountAtomic)} USDC, above your daily cap of ${formatUsdc(perDay)} USDC, ` +
        'so Folio Desk signed nothing. Raise the daily cap in Settings, or wait until tomorrow.',
      say: {
        id: 'errors.dailyCap',
        values: { what, price, total: formatUsdc(committedAtomic + amountAtomic), cap: formatUsdc(perDay) },
      },
      cost: { credits: 0, usdc: price },
    };
  }
  return null;
}
