import { z } from 'zod';

// What a 402 challenge (x402 v1 and v2) must look like before the payment library, which only JSON.parses it, turns
// a bad field into a TypeError read as "service unreachable". Only a check: the library echoes the challenge back
// to the gateway, so it is passed on untouched.

/** A USDC amount in atomic units, as the challenge writes it: a string of digits. */
const atomicAmount = z.string().regex(/^\d+$/);

const common = {
  scheme: z.string(),
  network: z.string(),
  asset: z.string(),
  payTo: z.string(),
  maxTimeoutSeconds: z.number(),
  extra: z.record(z.string(), z.unknown()).optional(),
};

const requirementV2 = z.lazy(() => z.looseObject({ ...common, amount: atomicAmount }));
const requirementV1 = z.lazy(() => z.looseObject({ ...common, maxAmountRequired: atomicAmount }));

export const challengeShape = z.lazy(() =>
  z.discriminatedUnion('x402Version', [
    z.looseObject({
      x402Version: z.literal(2),
      accepts: z.array(requirementV2).min(1),
      error: z.string().optional(),
    }),
    z.looseObject({
      x402Version: z.literal(1),
      accepts: z.array(requirementV1).min(1),
      error: z.string().optional(),
    }),
  ]),
);

/** The x402 versions Folio Desk pays. */
export const PAID_VERSIONS: readonly number[] = [1, 2];

/** The version a decoded challenge says it is, when it says one: v1 and v2 differ in their fields. */
export function versionOf(challenge: unknown): unknown {
  return typeof challenge === 'object' && challenge !== null && 'x402Version' in challenge
    ? challenge.x402Version
    : undefined;
}

/**
 * The atomic amount a requirement asks, read from its version's field as the library reads it (v1
 * `maxAmountRequired`, v2 `amount`); undefined when that field is not text.
 */
export function askedAmount(version: number, requirement: unknown): string | undefined {
  if (typeof requirement !== 'object' || requirement === null) return undefined;
  const asked = (requirement as Record<string, unknown>)[version === 1 ? 'maxAmountRequired' : 'amount'];
  return typeof asked === 'string' ? asked : undefined;
}
