import { z } from 'zod';

// What a 402 challenge must look like before the payment library sees it. The library decodes the challenge with
// JSON.parse alone (no schema), and a missing or mistyped field then surfaces as a TypeError from deep inside it,
// which the API client would read as "service unreachable". The fields are those of x402 PaymentRequired and
// PaymentRequirements, version 2 (x402-specification-v2.md 5) and version 1, which the service's own page speaks
// (service-facts.md 6.2, 9: `maxAmountRequired`, network names such as `base`). Only a check: the challenge itself
// is passed on untouched, since the library echoes the chosen requirements back to the gateway.

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

const requirementV2 = z.looseObject({ ...common, amount: atomicAmount });
const requirementV1 = z.looseObject({ ...common, maxAmountRequired: atomicAmount });

export const challengeShape = z.discriminatedUnion('x402Version', [
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
]);

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
