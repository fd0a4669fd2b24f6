import { z } from 'zod';

// The answer of GET /usage/credits, the one free call that tells the plan and the month's credits: read by the
// meter's reconciliation and by the Settings connection check, and taken in by the meter from either.

/** `GET /usage/credits` (service-facts §2): all four fields required; more may be added. */
export const usageResponse = z.looseObject({
  totalCredits: z.number().nonnegative(),
  usedCredits: z.number().nonnegative(),
  remainingCredits: z.number(),
  subscription: z.string().min(1).max(100),
});

/** What an answer of /usage/credits said, and when it arrived (epoch ms). */
export interface SeenUsage {
  plan: string;
  totalCredits: number;
  usedCredits: number;
  remainingCredits: number;
  fetchedAt: number;
}
