import type { EventSink } from '../../shared/contract';
import type { CreditMeter } from '../../shared/domain/credits';
import type { AppError } from '../../shared/envelope';
import type { ApiClient, RequestRecord } from '../api/http';
import type { Clock, Logger } from '../lib/effects';
import type { LedgerRepo } from './ledger-repo';
import { createReconcileSchedule } from './reconcile-schedule';
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

/** The meter's figures but the per-endpoint list (a month's GROUP BY), which the budget check reads per read. */
function figuresOf(ledger: LedgerRepo, monthStart: number): Spent {
  const usage = ledger.usage();
  // No figures from the service yet, or an earlier month's (it has started counting afresh since): the ledger's.
  if (!usage || usage.reconciledAt < monthStart) {
    const usedCredits = ledger.creditsSince(monthStart);
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
  const since = ledger.creditsAfter(usage.ledgerId);
  return {
    plan: usage.plan,
    totalCredits: usage.totalCredits,
    usedCredits: usage.usedCredits + since,
    remainingCredits: Math.max(0, usage.remainingCredits - since),
    reconciledAt: usage.reconciledAt,
    monthStart,
  };
}

/** `retry` is off for the background checks: they are free to repeat later and must not hold the rate queue. */
async function readUsage(
  deps: CreditsDeps,
  retry: boolean,
): Promise<{ ok: true; usage: SeenUsage; ledgerId: number } | { ok: false; error: AppError }> {
  if (!(deps.metered ?? true)) {
    return {
      ok: false,
      error: {
        code: 'invalid_input',
        message: 'Calls are paid per request in USDC through the gateway; there are no credits to reconcile.',
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
  return {
    ok: true,
    ledgerId,
    usage: {
      plan: usage.subscription,
      totalCredits: usage.totalCredits,
      usedCredits: usage.usedCredits,
      remainingCredits: usage.remainingCredits,
      fetchedAt: result.fetchedAt,
    },
  };
}

/**
 * On a slow plan (Free: 2 requests/s) the background check takes a rate slot, and the ledger keeps the meter
 * right between checks: it runs at most every few minutes there, whatever the batches.
 */
function earliestCheckOf(deps: CreditsDeps): number {
  if (deps.client().limiter.rate > 2) return 0;
  return (deps.ledger.usage()?.reconciledAt ?? -Infinity) + (deps.minCheckIntervalMs ?? 3 * 60_000);
}

/** Writes a request's line in the ledger; false when the ledger could not take it. */
function writeLine(deps: CreditsDeps, metered: boolean, record: RequestRecord): boolean {
  try {
    const line = metered ? record : { ...record, credits: 0 };
    // A cache hit charges nothing: its line waits until the answers are out (ledger-repo insertLater).
    if (line.source === 'cache' && line.credits === 0) deps.ledger.insertLater(line);
    else deps.ledger.insert(line);
    return true;
  } catch (error) {
    deps.log.error('could not write the request ledger', {
      error: error instanceof Error ? error.message : String(error),
    });
    return false;
  }
}

export function createCreditsService(deps: CreditsDeps): CreditsService {
  const delay = deps.reconcileDelayMs ?? 1500;
  const maxDelay = Math.max(delay, deps.reconcileMaxDelayMs ?? 10_000);
  const metered = deps.metered ?? true;
  const reconciler = createReconcileSchedule({
    clock: deps.clock,
    log: deps.log,
    delay,
    maxDelay,
    earliestCheck: () => earliestCheckOf(deps),
    check: () => check(false),
  });
  const { schedule, stopping } = reconciler;
  let emitQueued = false;

  const meter = (): CreditMeter => {
    const now = figuresOf(deps.ledger, monthStartOf(deps.clock.now()));
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
      spentThisTurn = figuresOf(deps.ledger, monthStart);
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
      if (stopping.aborted) return;
      deps.emit('credits:changed', meter());
    });
  };

  const check = async (retry: boolean): ReturnType<CreditsService['reconcile']> => {
    const read = await readUsage(deps, retry);
    if (!read.ok) return read;
    return { ok: true, meter: save(read.usage, read.ledgerId) };
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

  return {
    record(record) {
      spentThisTurn = null;
      if (!writeLine(deps, metered, record)) return;
      if (metered && record.source === 'live' && record.endpoint !== 'GET /usage/credits') {
        announce();
        schedule();
      }
    },
    meter,
    spent,
    reconcile: () => check(true),
    adopt(usage) {
      if (!metered || stopping.aborted) return;
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
    settled: reconciler.settled,
    stop: reconciler.stop,
  };
}
