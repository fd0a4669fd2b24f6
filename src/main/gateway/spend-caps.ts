import type { AppError } from '../../shared/envelope';
import { formatUsdc, usdToAtomic } from './usdc';

// The user's limits on gateway spending (settings: gatewayMaxPerCallUsd, gatewayMaxPerDayUsd), checked before a
// payment is signed: once with the price table before anything is sent, and again with the amount the 402
// challenge actually asks, which is what would be signed.

export interface SpendCaps {
  maxPerCallUsd: number;
  maxPerDayUsd: number;
}

/** Local midnight of the day `now` falls in: "today" is the user's calendar day. */
export function startOfDay(now: number): number {
  const day = new Date(now);
  day.setHours(0, 0, 0, 0);
  return day.getTime();
}

export interface CapCheck {
  /** What is being paid for, e.g. "GET /wallet/balance". */
  what: string;
  /** Micro-USDC this payment would move. */
  amountAtomic: number;
  caps: SpendCaps;
  /** Micro-USDC already settled today. */
  spentTodayAtomic: number;
}

/** Null when the payment fits both caps; otherwise the refusal to show. */
export function capRefusal({ what, amountAtomic, caps, spentTodayAtomic }: CapCheck): AppError | null {
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
  if (spentTodayAtomic + amountAtomic > perDay) {
    return {
      code: 'spend_cap',
      message:
        `Paying ${price} USDC for ${what} would take today's gateway spending to ` +
        `${formatUsdc(spentTodayAtomic + amountAtomic)} USDC, above your daily cap of ${formatUsdc(perDay)} USDC, ` +
        'so Folio Desk did not pay for it. Raise the daily cap in Settings, or wait until tomorrow.',
      cost: { credits: 0, usdc: price },
    };
  }
  return null;
}
