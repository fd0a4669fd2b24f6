// USDC amounts as whole micro-USDC (USDC has 6 decimals, and x402 challenges carry atomic units), so that sums of
// prices and comparisons with the caps are exact integer arithmetic rather than floating-point.

/** Base mainnet, the only network the gateway is paid on (service.md 5.2). */
export const BASE_NETWORK = 'eip155:8453';
/** The same network as x402 version 1 names it (service-facts.md 6.2): the service's page speaks version 1. */
export const BASE_NETWORK_V1 = 'base';
/** USDC on Base: a fixed value of the payment protocol (service-facts.md 5). */
export const BASE_USDC = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913';

export const USDC_DECIMALS = 6;
const UNIT = 10 ** USDC_DECIMALS;

/** "0.004" -> 4000. Throws on anything that is not a plain non-negative decimal (a programming error). */
export function usdcToAtomic(amount: string): number {
  const match = /^(\d+)(?:\.(\d{1,6}))?$/.exec(amount);
  if (!match) throw new Error(`Not a USDC amount: ${JSON.stringify(amount)}`);
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * UNIT + Number(fraction.padEnd(USDC_DECIMALS, '0'));
}

/** A cap from the settings (a number of USDC such as 0.05) in micro-USDC; anything below a micro-USDC is 0. */
export const usdToAtomic = (usd: number): number =>
  Number.isFinite(usd) && usd > 0 ? Math.round(usd * UNIT) : 0;

/** An atomic amount from a challenge ("1000"), or null when it is not a plain non-negative integer. */
export function parseAtomic(amount: string): number | null {
  if (!/^\d{1,15}$/.test(amount)) return null;
  return Number(amount);
}

/** 4000 -> "0.004", 1500000 -> "1.5", 0 -> "0". */
export function formatUsdc(atomic: number): string {
  const whole = Math.floor(atomic / UNIT);
  const fraction = String(atomic % UNIT)
    .padStart(USDC_DECIMALS, '0')
    .replace(/0+$/, '');
  return fraction === '' ? String(whole) : `${whole}.${fraction}`;
}
