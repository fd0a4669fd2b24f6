import { z } from 'zod';

// What a 402 challenge must look like before the payment library sees it. The library decodes the challenge with
// JSON.parse alone (no schema), and a missing or mistyped field then surfaces as a TypeError from deep inside it,
// which the API client would read as "service unreachable". The fields are those of x402 v2 PaymentRequired and
// PaymentRequirements (x402-specification-v2.md 5): the reference server checks them with zod too. Only a check:
// the challenge itself is passed on untouched, since the library echoes the chosen requirements back to the
// gateway, which compares them with what it asked.

/** A USDC amount in atomic units, as the challenge writes it: a string of digits. */
const atomicAmount = z.string().regex(/^\d+$/);

const requirement = z.looseObject({
  scheme: z.string(),
  network: z.string(),
  asset: z.string(),
  payTo: z.string(),
  amount: atomicAmount,
  maxTimeoutSeconds: z.number(),
  extra: z.record(z.string(), z.unknown()).optional(),
});

export const challengeShape = z.looseObject({
  x402Version: z.literal(2),
  accepts: z.array(requirement).min(1),
  error: z.string().optional(),
});

/** The version a decoded challenge says it is, when it says one: v1 and v2 differ in their fields. */
export function versionOf(challenge: unknown): unknown {
  return typeof challenge === 'object' && challenge !== null && 'x402Version' in challenge
    ? challenge.x402Version
    : undefined;
}
