import { z } from 'zod';
import type { EventSink } from '../../shared/contract';
import type { CreditMeter } from '../../shared/domain/credits';
import type { AppError } from '../../shared/envelope';
import type { ApiClient, RequestRecord } from '../api/http';
import { planRate } from '../api/rate-limiter';
import type { Clock, Logger } from '../lib/effects';
import type { LedgerRepo } from './ledger-repo';

// The credit meter: the service's own figures from /usage/credits (free), plus what the ledger has recorded
// since they were read. Every live request schedules one reconciliation a moment later, so a batch of requests
// costs one /usage/credits call and a 503's refund (charged, then given back) shows up as the service sees it.

/** `GET /usage/credits` (service-facts §2): all four fields required; more may be added. */
export const usageResponse = z.looseObject({
  totalCredits: z.number().nonnegative(),
  usedCredits: z.number().nonnegative(),
  remainingCredits: z.number(),
  subscription: z.string().min(1).max(100),
});

export interface CreditsService {
  /** The ledger hook the HTTP layer and the read-through cache call for every request. */
  record(record: RequestRecord): void;
  meter(): CreditMeter;
  /** Reads /usage/credits now and stores it; adopts the plan's rate. */
  reconcile(): Promise<{ ok: true; meter: CreditMeter } | { ok: false; error: AppError }>;
  /**
   * A data session started (app start, mode switch, API key stored or replaced): reconcile at once, so the plan
   * and its rate are known before the user asks. /usage/credits is free. Nothing on the gateway.
   */
  start(): void;
  /** Waits for a scheduled reconciliation, if any (tests, shutdown). */
  settled(): Promise<void>;
  /** Cancels a scheduled reconciliation; nothing is scheduled afterwards (the database is closing). */
  stop(): void;
}

export interface CreditsDeps {
  ledger: LedgerRepo;
  /** The client of the same mode; set after construction because the client records into this service. */
  client: () => ApiClient;
  clock: Clock;
  log: Logger;
  emit: EventSink;
  /** Quiet period after the last request of a batch before reconciling. */
  reconcileDelayMs?: number;
  /**
   * Longest wait after the first request of a batch: on the Free plan's 2/s a long stream of reads (a wallet sync,
   * a dashboard filling in) never leaves a quiet period, and the meter would otherwise wait for all of it.
   */
  reconcileMaxDelayMs?: number;
  /**
   * False on the pay-per-request gateway: calls are paid in USDC, no credits are charged and /usage/credits is not
   * served there, so nothing is counted and nothing is reconciled.
   */
  metered?: boolean;
}

/** Start of the calendar month (UTC) of `now`: the span the per-endpoint figures cover. */
export const monthStartOf = (now: number) => {
  const date = new Date(now);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
};

export function createCreditsService(deps: CreditsDeps): CreditsService {
  const delay = deps.reconcileDelayMs ?? 1500;
  const maxDelay = Math.max(delay, deps.reconcileMaxDelayMs ?? 10_000);
  const stopping = new AbortController();
  /** The debounce: reconcile once no request has finished for `delay`. */
  let dueAt = 0;
  /** The cap on `dueAt` for the batch being waited on. */
  let latest = 0;
  let loop: Promise<void> | null = null;
  let reconciling = false;
  let again = false;
  let emitQueued = false;

  const meter = (): CreditMeter => {
    const now = deps.clock.now();
    const monthStart = monthStartOf(now);
    const usage = deps.ledger.usage();
    const rate = deps.client().limiter.rate;
    const perEndpoint = deps.ledger.perEndpointSince(monthStart);
    if (!usage) {
      return {
        plan: 'unknown',
        totalCredits: null,
        usedCredits: deps.ledger.creditsSince(monthStart),
        remainingCredits: null,
        ratePerSecond: rate,
        reconciledAt: null,
        monthStart,
        perEndpoint,
      };
    }
    if (usage.reconciledAt < monthStart) {
      // The figures are from an earlier month: the service has started counting afresh since.
      const used = deps.ledger.creditsSince(monthStart);
      return {
        plan: usage.plan,
        totalCredits: usage.totalCredits,
        usedCredits: used,
        remainingCredits: Math.max(0, usage.totalCredits - used),
        ratePerSecond: rate,
        reconciledAt: usage.reconciledAt,
        monthStart,
        perEndpoint,
      };
    }
    const since = deps.ledger.creditsAfter(usage.ledgerId);
    return {
      plan: usage.plan,
      totalCredits: usage.totalCredits,
      usedCredits: usage.usedCredits + since,
      remainingCredits: Math.max(0, usage.remainingCredits - since),
      ratePerSecond: rate,
      reconciledAt: usage.reconciledAt,
      monthStart,
      perEndpoint,
    };
  };

  /** One credits:changed per tick however many requests finished in it. */
  const announce = () => {
    if (emitQueued) return;
    emitQueued = true;
    queueMicrotask(() => {
      emitQueued = false;
      deps.emit('credits:changed', meter());
    });
  };

  const metered = deps.metered ?? true;

  /** `retry` is off for the background checks: they are free to repeat later and must not hold the rate queue. */
  const check = async (retry: boolean): ReturnType<CreditsService['reconcile']> => {
    if (!metered) {
      return {
        ok: false,
        error: {
          code: 'invalid_input',
          message:
            'Calls are paid per request in USDC through the gateway; there are no credits to reconcile.',
        },
      };
    }
    // Rows up to here are included in what the service is about to report.
    const ledgerId = deps.ledger.lastId();
    const result = await deps
      .client()
      .send({ method: 'GET', path: '/usage/credits', endpoint: 'GET /usage/credits' }, usageResponse, {
        retry,
      });
    if (!result.ok) return { ok: false, error: result.error };
    const usage = result.value;
    deps.ledger.saveUsage({
      plan: usage.subscription,
      totalCredits: usage.totalCredits,
      usedCredits: usage.usedCredits,
      remainingCredits: usage.remainingCredits,
      reconciledAt: result.fetchedAt,
      ledgerId,
    });
    deps.client().limiter.setRate(planRate(usage.subscription));
    const current = meter();
    deps.emit('credits:changed', current);
    return { ok: true, meter: current };
  };

  /** Reconciles `wait` ms from now, pushed back by later requests but never past `maxDelay` after the first. */
  const schedule = (wait = delay) => {
    const now = deps.clock.now();
    dueAt = loop && !reconciling ? Math.min(now + wait, latest) : now + wait;
    if (reconciling) again = true;
    if (loop || stopping.signal.aborted) return;
    latest = now + Math.max(wait, maxDelay);
    loop = (async () => {
      for (let left = dueAt - now; left > 0; left = dueAt - deps.clock.now()) {
        await deps.clock.sleep(left, stopping.signal);
      }
      reconciling = true;
      const outcome = await check(false);
      if (!outcome.ok) deps.log.warn('credit reconciliation failed', { code: outcome.error.code });
    })()
      .catch((error: unknown) => {
        if (stopping.signal.aborted) return;
        deps.log.error('credit reconciliation crashed', {
          error: error instanceof Error ? error.message : String(error),
        });
      })
      .finally(() => {
        loop = null;
        reconciling = false;
        // Requests that finished while reconciling are not in its figures: one more round.
        if (again) {
          again = false;
          schedule();
        }
      });
  };

  return {
    record(record) {
      try {
        deps.ledger.insert(metered ? record : { ...record, credits: 0 });
      } catch (error) {
        deps.log.error('could not write the request ledger', {
          error: error instanceof Error ? error.message : String(error),
        });
        return;
      }
      if (metered && record.source === 'live' && record.endpoint !== 'GET /usage/credits') {
        announce();
        schedule();
      }
    },
    meter,
    reconcile: () => check(true),
    start: () => {
      if (metered) schedule(0);
    },
    settled: async () => {
      while (loop) await loop;
    },
    stop: () => stopping.abort(new Error('credits service stopped')),
  };
}
