import { nodeCrypto } from '../lib/node-crypto';
import type { AppError, Say } from '../../shared/envelope';
import type { Cost } from '../api/costs';
import type { Clock } from '../lib/effects';

// Calls that cost more than the user's threshold go out only with the user's explicit yes: a one-time token from
// credits:confirm, bound to that exact channel and input, valid for two minutes, spent on first use. A token for
// one wallet cannot pay for a sync of all wallets, and an old token cannot be replayed.

export const CONFIRM_TTL_MS = 2 * 60_000;
/**
 * A person confirms a handful of calls in two minutes; a renderer asking for thousands is broken or hostile, and
 * each live token holds its call's input. Past this many, the oldest is dropped (its call asks again).
 */
export const MAX_LIVE_TOKENS = 32;

export type GuardResult = { ok: true } | { ok: false; error: AppError };

/** Why a call asks first because it passes the monthly budget: in English, and by its catalogue id. */
export interface OverBudget {
  reason: string;
  say: Say;
}

export interface SpendGuard {
  /** A token for exactly this call. */
  issue(channel: string, input: unknown): { token: string; expiresAt: number };
  /**
   * Lets the call through when its cost is within the threshold (and `always` is not set), or when `token` was
   * issued for this channel and input and is unspent and unexpired (it is spent now).
   */
  guard(
    channel: string,
    input: unknown,
    cost: Cost,
    token?: string,
    options?: { always?: boolean },
  ): GuardResult;
  /** The threshold in force now (from settings). */
  threshold(): number;
  /** Why a call of `credits` asks first because it passes the monthly budget; null when it fits. */
  overBudget(credits: number): OverBudget | null;
}

export interface SpendGuardDeps {
  clock: Pick<Clock, 'now'>;
  /** Read at every check so a change in Settings applies at once. */
  threshold: () => number;
  /** The monthly budget's check (budget-left.ts); without it only the threshold asks first. */
  budget?: (credits: number) => OverBudget | null;
  newToken?: () => string;
}

/**
 * JSON with sorted keys, without `confirmToken` and `refresh` (a Refresh asks for the same data, so a yes given
 * from the preview of one covers the other), so that the same call always binds the same way.
 */
export function canonicalCall(channel: string, input: unknown): string {
  const strip =
    input !== null && typeof input === 'object' && !Array.isArray(input)
      ? Object.fromEntries(
          Object.entries(input).filter(([key]) => key !== 'confirmToken' && key !== 'refresh'),
        )
      : input;
  return `${channel}\n${canonicalJson(strip)}`;
}

export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, inner]) => inner !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonicalJson(inner)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function createSpendGuard(deps: SpendGuardDeps): SpendGuard {
  const newToken = deps.newToken ?? (() => nodeCrypto().randomBytes(24).toString('base64url'));
  /** token -> the call it was issued for and when it expires. */
  const issued = new Map<string, { call: string; expiresAt: number }>();

  const sweep = (now: number) => {
    for (const [token, grant] of issued) if (grant.expiresAt <= now) issued.delete(token);
  };

  return {
    issue(channel, input) {
      const now = deps.clock.now();
      sweep(now);
      const token = newToken();
      const expiresAt = now + CONFIRM_TTL_MS;
      issued.set(token, { call: canonicalCall(channel, input), expiresAt });
      // A Map iterates in insertion order: the first key is the oldest token.
      while (issued.size > MAX_LIVE_TOKENS) {
        const oldest = issued.keys().next().value;
        if (oldest === undefined) break;
        issued.delete(oldest);
      }
      return { token, expiresAt };
    },
    guard(channel, input, cost, token, options = {}) {
      const threshold = deps.threshold();
      const overBudget = deps.budget?.(cost.credits) ?? null;
      if (!options.always && cost.credits <= threshold && overBudget === null) return { ok: true };
      const now = deps.clock.now();
      sweep(now);
      const grant = token === undefined ? undefined : issued.get(token);
      if (token !== undefined && grant && grant.call === canonicalCall(channel, input)) {
        issued.delete(token);
        return { ok: true };
      }
      const pastBudget =
        !options.always && overBudget !== null && cost.credits <= threshold ? overBudget : null;
      const why = options.always
        ? 'This call always needs your confirmation'
        : pastBudget !== null
          ? `Past your monthly budget: ${pastBudget.reason.replace(/\.$/, '')}`
          : `This call costs ${cost.credits} credit${cost.credits === 1 ? '' : 's'}, above your confirmation threshold of ${threshold}`;
      const stale =
        token !== undefined
          ? ' The confirmation given was for a different call, already used, or expired.'
          : '';
      return {
        ok: false,
        error: {
          code: 'confirmation_required',
          message: `${why} (${cost.explanation}). Confirm it to go ahead.${stale}`,
          // The renderer tells this case apart by the id; the price's parts are said from `cost` below.
          ...(pastBudget !== null
            ? {
                say: {
                  id: 'errors.pastBudget',
                  values: { stale: token !== undefined ? 'yes' : 'no' },
                  reason: pastBudget.say,
                },
              }
            : {}),
          cost: {
            credits: cost.credits,
            explanation: cost.explanation,
            ...(cost.explanationSays ? { explanationSays: cost.explanationSays } : {}),
            ...(cost.explanationFrame ? { explanationFrame: cost.explanationFrame } : {}),
          },
        },
      };
    },
    threshold: () => deps.threshold(),
    overBudget: (credits) => deps.budget?.(credits) ?? null,
  };
}
