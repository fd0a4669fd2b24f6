import type { EventSink } from '../../shared/contract';
import type { CreditMeter } from '../../shared/domain/credits';
import type { AppError } from '../../shared/envelope';
import type { ApiClient, RequestRecord } from '../api/http';
import type { Clock, Logger } from '../lib/effects';
import type { LedgerRepo } from './ledger-repo';
import { usageResponse, type SeenUsage } from './usage-answer';

export type { SeenUsage } from './usage-answer';
export type Spent = Omit<CreditMeter, 'ratePerSecond' | 'perEndpoint'>;

// The credit meter: the service's own figures from /usage/credits (free), plus what the ledger has recorded
// since they were read. Every live request schedules one reconciliation a moment later, so a batch of requests
// costs one /usage/credits call and a 503's refund (charged, then given back) shows up as the service sees it.

export interface CreditsService {
  /** The ledger hook the HTTP layer and the read-through cache call for every request. */
  record(record: RequestRecord): void;
  meter(): CreditMeter;
  /** The meter's credit figures alone: cheap enough to read before every read. */
  spent(): Spent;
  /** Reads /usage/credits now and stores it; adopts the plan's rate. */
  reconcile(): Promise<{ ok: true; meter: CreditMeter } | { ok: false; error: AppError }>;
  /**
   * A data session started (app start, mode switch, API key stored or replaced): reconcile at once, so the plan
   * and its rate are known before the user asks. /usage/credits is free. Nothing on the gateway.
   */
  start(options?: { urgent?: boolean }): void;
  /**
   * Takes in an answer of /usage/credits read elsewhere (the Settings connection check, with the same key at the
   * same address), as a reconciliation: the meter learns the plan and figures at once, without a second request.
   * An answer older than the meter's last reconciliation is ignored.
   */
  adopt(usage: SeenUsage): void;
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
  /** Least time between background checks on the Free rate. */
  minCheckIntervalMs?: number;
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
  /** The current wait before a check; aborted to wake it for an urgent one. */
  let nap: AbortController | null = null;
  /** The scheduled check waits out the Free plan's spacing: nothing to wait for in settled(). */
  let deferred = false;

  /** The meter's figures but the per-endpoint list (a month's GROUP BY), which the budget check reads per read. */
  const figures = (monthStart = monthStartOf(deps.clock.now())): Spent => {
    const usage = deps.ledger.usage();
    // No figures from the service yet, or an earlier month's (it has started counting afresh since): the ledger's.
    if (!usage || usage.reconciledAt < monthStart) {
      const usedCredits = deps.ledger.creditsSince(monthStart);
      const total = usage?.totalCredits ?? null;
      return {
        plan: usage?.plan ?? 'unknown',
        totalCredits: total,
        usedCredits,
        remainingCredits: total === null ? null : Math.max(0, total - usedCredits),
        reconciledAt: usage?.reconciledAt ?? null,
        monthStart,
      };
    }
    const since = deps.ledger.creditsAfter(usage.ledgerId);
    return {
      plan: usage.plan,
      totalCredits: usage.totalCredits,
      usedCredits: usage.usedCredits + since,
      remainingCredits: Math.max(0, usage.remainingCredits - since),
      reconciledAt: usage.reconciledAt,
      monthStart,
    };
  };

  const meter = (): CreditMeter => {
    const now = figures();
    const perEndpoint = deps.ledger.perEndpointSince(now.monthStart);
    return { ...now, ratePerSecond: deps.client().limiter.rate, perEndpoint };
  };

  // A dashboard's reads each check the budget as they start, in one turn: they share one look at the ledger,
  // dropped at the next turn and whenever this service writes a line or the service's figures.
  let spentThisTurn: Spent | null = null;
  const spent = (): Spent => {
    const monthStart = monthStartOf(deps.clock.now());
    if (spentThisTurn?.monthStart !== monthStart) {
      if (spentThisTurn === null) setImmediate(() => (spentThisTurn = null));
      spentThisTurn = figures(monthStart);
    }
    return spentThisTurn;
  };

  /** One credits:changed per tick however many requests finished in it. */
  const announce = () => {
    if (emitQueued) return;
    emitQueued = true;
    queueMicrotask(() => {
      emitQueued = false;
      // The session closed meanwhile (its database with it): nobody is left to tell.
      if (stopping.signal.aborted) return;
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
        // The background check waits behind every user read; the user's "Check with the service" does not.
        priority: retry ? 'user' : 'reconcile',
      });
    if (!result.ok) return { ok: false, error: result.error };
    const usage = result.value;
    const current = save(
      {
        plan: usage.subscription,
        totalCredits: usage.totalCredits,
        usedCredits: usage.usedCredits,
        remainingCredits: usage.remainingCredits,
        fetchedAt: result.fetchedAt,
      },
      ledgerId,
    );
    return { ok: true, meter: current };
  };

  /** Stores the service's figures as of `ledgerId`, adopts the plan's rate and tells the renderer. */
  const save = (usage: SeenUsage, ledgerId: number): CreditMeter => {
    const { fetchedAt, ...seen } = usage;
    spentThisTurn = null;
    deps.ledger.saveUsage({ ...seen, reconciledAt: fetchedAt, ledgerId });
    deps.client().limiter.adoptPlan(usage.plan);
    const current = meter();
    deps.emit('credits:changed', current);
    return current;
  };

  /**
   * On a slow plan (Free: 2 requests/s) the background check takes a rate slot, and the ledger keeps the meter
   * right between checks: it runs at most every few minutes there, whatever the batches.
   */
  const earliestCheck = () => {
    if (deps.client().limiter.rate > 2) return 0;
    return (deps.ledger.usage()?.reconciledAt ?? -Infinity) + (deps.minCheckIntervalMs ?? 3 * 60_000);
  };

  /**
   * Reconciles `wait` ms from now, pushed back by later requests but never past `maxDelay` after the first.
   * `urgent` (a session starting, a key changed: perhaps another account) ignores the Free plan's spacing.
   */
  const schedule = (wait = delay, urgent = false) => {
    if (stopping.signal.aborted) return;
    const now = deps.clock.now();
    if (!urgent) wait = Math.max(wait, earliestCheck() - now);
    deferred = wait > maxDelay;
    dueAt = loop && !reconciling ? Math.min(now + wait, latest) : now + wait;
    if (reconciling) again = true;
    if (urgent) nap?.abort();
    if (loop || stopping.signal.aborted) return;
    latest = now + Math.max(wait, maxDelay);
    loop = (async () => {
      for (let left = dueAt - now; left > 0; left = dueAt - deps.clock.now()) {
        // Woken by an urgent check or by stop(), which aborts the nap too: one signal, not AbortSignal.any (whose
        // weak references every start paid for before its first view's cached answers).
        nap = new AbortController();
        // Stopped between two naps (an urgent check woke the last, stop() came before this one): no new wait.
        if (stopping.signal.aborted) nap.abort(stopping.signal.reason);
        await deps.clock.sleep(left, nap.signal).catch((error: unknown) => {
          // Woken early by an urgent check: look at dueAt again.
          if (stopping.signal.aborted) throw error;
        });
      }
      nap = null;
      // Stopped while the last nap ended: a closed session sends nothing.
      if (stopping.signal.aborted) return;
      deferred = false;
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
      spentThisTurn = null;
      try {
        const line = metered ? record : { ...record, credits: 0 };
        // A cache hit charges nothing: its line waits until the answers are out (ledger-repo insertLater).
        if (line.source === 'cache' && line.credits === 0) deps.ledger.insertLater(line);
        else deps.ledger.insert(line);
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
    spent,
    reconcile: () => check(true),
    adopt(usage) {
      if (!metered || stopping.signal.aborted) return;
      if ((deps.ledger.usage()?.reconciledAt ?? -Infinity) > usage.fetchedAt) return;
      // The answer was read outside the ledger, so which rows it includes is not known exactly: those written
      // by now are taken as included (a request still on its way is added when it lands). The next
      // reconciliation corrects any difference.
      save(usage, deps.ledger.lastId());
    },
    start: (options = {}) => {
      if (!metered) return;
      // At start-up the check waits behind the first view's reads (the headline takes the first rate slot; until
      // the plan is known the Free rate holds) and, with the plan known on Free, its spacing. A new key (perhaps
      // another account) is checked at once.
      if (options.urgent) schedule(0, true);
      else schedule(delay, !deps.ledger.usage());
    },
    settled: async () => {
      while (loop && !deferred) await loop;
    },
    stop: () => {
      const stopped = new Error('credits service stopped');
      stopping.abort(stopped);
      nap?.abort(stopped);
    },
  };
}
