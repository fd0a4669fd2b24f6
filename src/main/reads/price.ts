import type { Say } from '../../shared/envelope';
import { costOf, type Cost } from '../api/costs';
import type { CallPart, Priced } from './deps';
import { cacheKeyOf, paramsOf } from '../api/http';
import type { ApiCall } from '../api/schemas/common';
import type { AnswersRepo } from '../cache/answers-repo';
import { gatewayPriceOf } from '../gateway/prices';
import { formatUsdc } from '../gateway/usdc';
import { freshUnderPolicy, validCached, type FreshPolicy } from './through';

// The price stage: each call a read would send, priced from the very request the client sends, and 0 for a call
// a fresh cached answer serves. The preview shows this figure, the guard asks about this figure, and the gateway
// price is summed over the same calls, so "what it costs", "asks first" and "what it charged" are one number.

const MINUTE = 60_000;

/** "just now", "5 min ago", "3 h ago", "2 days ago". */
export function ageText(ms: number): string {
  if (ms < MINUTE) return 'just now';
  if (ms < 60 * MINUTE) return `${Math.floor(ms / MINUTE)} min ago`;
  if (ms < 48 * 60 * MINUTE) return `${Math.floor(ms / (60 * MINUTE))} h ago`;
  return `${Math.floor(ms / (24 * 60 * MINUTE))} days ago`;
}

/** The same age and refresh price as a catalogue message: counts, which the renderer says with plurals. */
export function cachedSay(ms: number, credits: number): Say {
  if (ms < MINUTE) return { id: 'prices.cachedJustNow', values: { credits } };
  if (ms < 60 * MINUTE)
    return { id: 'prices.cachedMinutes', values: { minutes: Math.floor(ms / MINUTE), credits } };
  if (ms < 48 * 60 * MINUTE)
    return { id: 'prices.cachedHours', values: { hours: Math.floor(ms / (60 * MINUTE)), credits } };
  return { id: 'prices.cachedDays', values: { days: Math.floor(ms / (24 * 60 * MINUTE)), credits } };
}

export type { CallPart, Priced } from './deps';

/** The session's refresh policy. */
export type PricePolicy = FreshPolicy;

/** Nothing to pay: `says` puts `explanation` in the user's language (the default has its own message). */
export const free = (explanation?: string, says?: Say[]): Priced => ({
  cost: {
    credits: 0,
    explanation: explanation ?? 'no service call',
    ...(explanation === undefined
      ? { explanationSays: [{ id: 'prices.noCall' }] }
      : says
        ? { explanationSays: says }
        : {}),
  },
  always: false,
  usdcAtomic: 0,
});

export const usdcText = (priced: Priced): string | null =>
  priced.cost.credits > 0 && priced.usdcAtomic !== null ? formatUsdc(priced.usdcAtomic) : null;

/** When the cache holds an answer to `call` that still passes its schema, at any age: when it was fetched. */
export function cachedAt(answers: AnswersRepo, call: ApiCall<unknown>): number | null {
  const row = answers.get(cacheKeyOf(call.request));
  return row && validCached(call.schema, row).success ? row.fetchedAt : null;
}

/**
 * When the cache holds a fresh answer that still passes the call's schema: when it was fetched; else null. Fresh
 * as the read judges it (through.ts): under the session's refresh policy, so a price never counts as
 * cached what the read will send. A row an older version wrote that no longer passes is refetched, so not free.
 */
export function freshAt(
  answers: AnswersRepo,
  part: CallPart,
  now: number,
  policy: PricePolicy,
): number | null {
  if (part.force) return null;
  const at = cachedAt(answers, part.call);
  return at !== null && now - at <= freshUnderPolicy(part.maxAgeMs, policy) ? at : null;
}

/** The live price of one call, from the request the client will send. */
export const liveCost = (call: ApiCall<unknown>): Cost =>
  costOf(call.request.endpoint, paramsOf(call.request));

/** The gateway's price of one call, or null when the gateway does not serve it (it only reads). */
export const gatewayAtomic = (call: ApiCall<unknown>): number | null =>
  call.request.method === 'GET' ? (gatewayPriceOf(call.request.path)?.atomic ?? null) : null;

export function priceParts(
  parts: readonly CallPart[],
  answers: AnswersRepo,
  now: number,
  always: boolean,
  policy: PricePolicy,
): Priced {
  let credits = 0;
  const sent: CallPart[] = [];
  const said: string[] = [];
  // Said in the user's language only when every part has its message; else the English stands alone.
  let says: Say[] | null = [];
  for (const part of parts) {
    const live = liveCost(part.call);
    const at = freshAt(answers, part, now, policy);
    if (at !== null) {
      const age = Math.max(0, now - at);
      said.push(`cached (updated ${ageText(age)}); Refresh costs ${live.credits}`);
      says?.push(cachedSay(age, live.credits));
      continue;
    }
    credits += live.credits;
    said.push(live.explanation);
    says = live.explanationSays && says ? [...says, ...live.explanationSays] : null;
    sent.push(part);
  }
  const first = parts[0];
  const freshForMs = first && freshUnderPolicy(first.maxAgeMs, policy);
  return {
    cost: { credits, explanation: said.join('; '), ...(says?.length ? { explanationSays: says } : {}) },
    always,
    // Only the gateway route's preview shows it: summed when asked, not for every read.
    get usdcAtomic() {
      return sent.reduce<number | null>((sum, part) => {
        const usdc = gatewayAtomic(part.call);
        return sum === null || usdc === null ? null : sum + usdc;
      }, 0);
    },
    ...(freshForMs !== undefined && Number.isFinite(freshForMs) ? { freshForMs } : {}),
  };
}
