import { z } from 'zod';
import type { ConnectionCheck, ConnectionOutcome } from '../../shared/domain/connection';
import { otherVersionForm } from '../../shared/service-address';
import type { FetchLike } from '../lib/effects';
import { classifyFetchFailure } from './fetch-failure';

// The connection check: GET /usage/credits (free) at the Service address with the API key. The service's
// documentation disagrees with itself on a `/v1` segment (its curl examples and MCP server use none on
// openapiv1.coinstats.app, the OpenAPI text embedded in its pages has one), so a 404 is answered by trying the
// other form once; the form that answers is the one the app keeps.

export const CHECK_TIMEOUT_MS = 10_000;

/** The documented answer (service-facts §2). Only what the check shows is required; more fields may come. */
const creditsAnswer = z.looseObject({
  subscription: z.string().min(1).max(100),
  remainingCredits: z.number(),
  totalCredits: z.number().nonnegative(),
  usedCredits: z.number().nonnegative().optional(),
});

/** The answer's figures, for the credit meter: the same free call it reconciles with (app.ts hands them on). */
export interface UsageSeen {
  plan: string;
  totalCredits: number;
  usedCredits: number;
  remainingCredits: number;
  /** Epoch ms. */
  fetchedAt: number;
}

export interface CheckDeps {
  fetch: FetchLike;
  now: () => number;
  timeoutMs?: number;
  /** Called with the figures of an answer that has all of them (none is made up when one is missing). */
  seen?: (usage: UsageSeen) => void;
  /**
   * Waits for a slot of the account's rate (the data session's limiter) and returns its release: the check is
   * one of the plan's requests per second, as the reads beside it are. Without it the check goes at once.
   */
  slot?: () => Promise<(outcome?: { reached: boolean }) => void>;
}

type Attempt = { status: 404 } | { status: 'done'; outcome: ConnectionOutcome };

export async function checkConnection(
  deps: CheckDeps,
  address: string,
  apiKey: string,
): Promise<ConnectionCheck> {
  const first = await attempt(deps, address, apiKey);
  if (first.status === 'done') return result(deps, address, null, first.outcome);
  const other = otherVersionForm(address);
  const second = await attempt(deps, other, apiKey);
  // Only the service's own answers prove the API is at the other form (a refused key does too).
  const answered = ['ok', 'refused', 'busy'];
  if (second.status === 'done' && answered.includes(second.outcome.kind)) {
    return result(deps, other, address, second.outcome);
  }
  return result(deps, address, null, { kind: 'not-found' });
}

function result(
  deps: CheckDeps,
  address: string,
  learnedFrom: string | null,
  outcome: ConnectionOutcome,
): ConnectionCheck {
  return { address, learnedFrom, outcome, checkedAt: deps.now() };
}

async function attempt(deps: CheckDeps, address: string, apiKey: string): Promise<Attempt> {
  const timeoutMs = deps.timeoutMs ?? CHECK_TIMEOUT_MS;
  let response: Response;
  let text: string;
  const release = (await deps.slot?.()) ?? (() => undefined);
  try {
    response = await deps.fetch(`${address}/usage/credits`, {
      method: 'GET',
      headers: { Accept: 'application/json', 'X-API-KEY': apiKey },
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
    text = await response.text();
    release({ reached: true });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    // A request that timed out may have arrived; one refused or never routed was not counted.
    release({ reached: timedOut });
    if (timedOut) {
      const detail = `no answer within ${Math.round(timeoutMs / 1000)} s`;
      return { status: 'done', outcome: { kind: 'network', detail } };
    }
    const failure = classifyFetchFailure(error);
    // An error text is not expected to hold the key (it travels in a header), but it is never allowed to.
    return { status: 'done', outcome: { ...failure, detail: failure.detail.split(apiKey).join('[key]') } };
  }
  if (response.status === 404) return { status: 404 };
  if (response.status === 401) return { status: 'done', outcome: { kind: 'refused', status: 401 } };
  // The API is at this address and the key got through: the plan's rate was passed (another app with the key).
  if (response.status === 429) return { status: 'done', outcome: { kind: 'busy', status: 429 } };
  if (!response.ok) {
    return {
      status: 'done',
      outcome: { kind: 'unexpected', status: response.status, detail: `status ${response.status}` },
    };
  }
  const parsed = creditsAnswer.safeParse(parseJson(text));
  if (!parsed.success) {
    return {
      status: 'done',
      outcome: { kind: 'unexpected', status: response.status, detail: 'the answer has no plan and credits' },
    };
  }
  const { subscription, remainingCredits, totalCredits, usedCredits } = parsed.data;
  if (usedCredits !== undefined) {
    deps.seen?.({ plan: subscription, totalCredits, usedCredits, remainingCredits, fetchedAt: deps.now() });
  }
  return {
    status: 'done',
    outcome: { kind: 'ok', plan: subscription, creditsLeft: remainingCredits, creditsTotal: totalCredits },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
