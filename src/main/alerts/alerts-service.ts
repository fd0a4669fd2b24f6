import { nodeCrypto } from '../lib/node-crypto';
import type { EventSink } from '../../shared/contract';
import type { AlertCadence, AlertLogEntry, AlertRule } from '../../shared/domain/alerts';
import type { CreditMeter } from '../../shared/domain/credits';
import type { ReadContext } from '../api/read-context';
import { createAlertsRepo, type AlertsRepo } from '../cache/alerts-repo';
import type { Db } from '../cache/db';
import type { Translator } from '../../shared/i18n/translator';
import type { Clock, Logger } from '../lib/effects';
import type { AlertWords } from './alert-words';
import { refreshesPerMonth, refreshReads, refreshSay, refreshWords, type RefreshRead } from './cadence';
import { judge, type PriceSample } from './evaluate';
import { MAX_SEPARATE_NOTIFICATIONS, notificationText, summaryText } from './notification-text';
import { samplesOf, type ArrivedAnswer } from './samples';

// Alerts as a service: every answer written to the cache is looked at for prices (so alerts cost nothing of
// their own), each rule on that coin or asset is judged, and one that fires is logged, notified (the desktop
// host's OS notification; the page shows the browser's in the web host) and pushed to the renderer. The optional
// cadence sends the rules' price reads in the rate queue's background class, behind every read the user waits on.

/** How often the cadence's timer looks whether a refresh is due. */
const TICK_MS = 60_000;
/** The refresh reads wait behind every read the user waits on: the rate queue's background class. */
const BACKGROUND: ReadContext = Object.freeze({ priority: 'background' });

export interface AlertsSession {
  /** The database whose attached user file holds this mode's rules (demo rules stay with demo data). */
  db: Db;
  demo: boolean;
  mode: string;
  credits: { meter(): CreditMeter };
}

export interface AlertsDeps {
  session(): AlertsSession;
  clock: Pick<Clock, 'now'>;
  log: Logger;
  emit: EventSink;
  privacy(): boolean;
  /** The translator of the settings' language, for the notification's words (English when absent). */
  words?: AlertWords;
  /** The desktop host's OS notification; clicking it calls onClick. Absent in the web host and the tests. */
  notify?: (note: { title: string; body: string }, onClick: () => void) => void;
  /**
   * Sends one refresh read the way the views' reads go (guard, cache, journal, meter), for `context` (the
   * alerts' refresh reads are 'background').
   */
  read(read: RefreshRead, context: ReadContext): Promise<{ ok: boolean; message?: string }>;
  /** What one refresh read costs, as credits:preview prices it. */
  price(read: RefreshRead): { credits: number; explanation: string };
  /**
   * The newest price the cache already holds for a target, in a currency (sends nothing): a rule made a minute
   * after its coin was read is judged on that price at once, instead of saying "no price yet" until the next read.
   */
  cachedSample?(target: AlertRule['target'], currency: string): PriceSample | null;
}

export interface AlertsService {
  /** Told of every answer written to the cache; `demo` says which mode's cache it went to. */
  arrived(answer: ArrivedAnswer, demo: boolean): void;
  rules(): AlertRule[];
  create(input: Pick<AlertRule, 'target' | 'condition' | 'currency'>): AlertRule;
  remove(id: string): boolean;
  log(limit: number): AlertLogEntry[];
  clearLog(): number;
  cadence(minutes?: number | null): AlertCadence;
  setCadence(minutes: number | null): AlertCadence;
  tick(): Promise<void>;
  close(): void;
}

/** One notification (and one push) for `entry`, with `text`; a summary is pushed with its first entry. */
function fire(deps: AlertsDeps, entry: AlertLogEntry, text: { title: string; body: string }): void {
  let shownByHost = false;
  if (deps.notify) {
    try {
      deps.notify(text, () => deps.emit('alerts:open', entry.target));
      shownByHost = true;
    } catch (error) {
      deps.log.warn('alert notification not shown', { error: String(error) });
    }
  }
  deps.emit('alerts:fired', { entry, ...text, shownByHost });
}

/** Judges every rule on each sample's target; logs and notifies the ones that fire. */
function judgeAll(deps: AlertsDeps, repo: () => AlertsRepo, samples: readonly PriceSample[]): void {
  if (samples.length === 0) return;
  const now = deps.clock.now();
  const store = repo();
  const fired: AlertLogEntry[] = [];
  for (const sample of samples) {
    for (const rule of store.forTarget(sample.kind, sample.id, sample.currency)) {
      const judgement = judge(rule, sample, now);
      if (!judgement.judged) continue;
      const entry = judgement.fired
        ? {
            at: now,
            ruleId: rule.id,
            target: rule.target,
            condition: rule.condition,
            currency: rule.currency,
            valueSeen: judgement.seen,
            asOf: sample.asOf,
          }
        : null;
      const logged = store.judged(rule.id, judgement.state, sample.asOf, judgement.seen, entry);
      if (entry && logged !== null) fired.push({ ...entry, id: logged });
    }
  }
  if (fired.length === 0) return;
  const pending = deps.words?.pending?.() ?? null;
  if (!pending) return announce(deps, fired, deps.words?.().t);
  // Just after a language change its words are still loading: the alerts wait for them (milliseconds) rather
  // than speak English once.
  void pending.then(
    (words) => announce(deps, fired, words.t),
    () => announce(deps, fired, undefined),
  );
}

/** Alerts firing on one answer are one event for the user: past a few, one summary instead of a flood. */
function announce(deps: AlertsDeps, fired: AlertLogEntry[], t: Translator['t'] | undefined): void {
  const numbers = deps.words?.numbers?.();
  if (fired.length > MAX_SEPARATE_NOTIFICATIONS) {
    const first = fired[0];
    if (first) fire(deps, first, summaryText(fired, deps.privacy(), t, numbers));
    return;
  }
  for (const entry of fired) fire(deps, entry, notificationText(entry, deps.privacy(), t, numbers));
}

function cadenceOf(deps: AlertsDeps, store: AlertsRepo, minutes: number | null): AlertCadence {
  const session = deps.session();
  const meter = session.credits.meter();
  const rules = store.list();
  const reads = refreshReads(rules);
  const prices = reads.map((read) => deps.price(read));
  const creditsPerRefresh = prices.reduce((sum, p) => sum + p.credits, 0);
  const explanationSay = refreshSay(rules, reads);
  return {
    minutes,
    creditsPerRefresh,
    creditsPerMonth: minutes === null ? 0 : creditsPerRefresh * refreshesPerMonth(minutes),
    planCredits: meter.totalCredits,
    plan: meter.plan,
    // In words: the user chose coins and assets, not endpoints (the paths are the Credits view's detail).
    explanation: refreshWords(
      rules,
      reads,
      prices.map((p) => p.credits),
    ),
    ...(explanationSay ? { explanationSay } : {}),
  };
}

// One timer for every mode: each tick reads the current mode's cadence (its own user file keeps it), so a
// switch between demo and live needs no rescheduling.
function cadenceTimer(deps: AlertsDeps, repo: () => AlertsRepo) {
  let lastRefresh = deps.clock.now();
  let running = false;
  const tick = async () => {
    const minutes = repo().cadence();
    // Paying per request would spend USDC on a timer: the cadence waits for the key route.
    if (running || minutes === null || deps.session().mode === 'gateway') return;
    if (deps.clock.now() - lastRefresh < minutes * 60_000) return;
    running = true;
    lastRefresh = deps.clock.now();
    try {
      for (const read of refreshReads(repo().list())) {
        const result = await deps.read(read, BACKGROUND);
        if (!result.ok) {
          deps.log.warn('alert refresh read not sent', { channel: read.channel, why: result.message });
        }
      }
    } catch (error) {
      deps.log.warn('alert refresh failed', {
        error: error instanceof Error ? error.message : String(error),
      });
    } finally {
      running = false;
    }
  };
  const timer = setInterval(
    () =>
      void tick().catch((error: unknown) =>
        deps.log.warn('alert refresh skipped', {
          error: error instanceof Error ? error.message : String(error),
        }),
      ),
    TICK_MS,
  );
  timer.unref?.();
  return {
    tick,
    /** The cadence changed: the next refresh is a whole period from now. */
    restart: () => (lastRefresh = deps.clock.now()),
    close: () => clearInterval(timer),
  };
}

export function createAlertsService(deps: AlertsDeps): AlertsService {
  const repos = new WeakMap<Db, AlertsRepo>();
  const repo = (): AlertsRepo => {
    const { db } = deps.session();
    let found = repos.get(db);
    if (!found) {
      found = createAlertsRepo(db);
      repos.set(db, found);
    }
    return found;
  };

  const arrived = (answer: ArrivedAnswer, demo: boolean) => {
    if (deps.session().demo !== demo) return;
    judgeAll(deps, repo, samplesOf(answer));
  };

  const cadence = cadenceTimer(deps, repo);

  return {
    arrived(answer, demo) {
      try {
        arrived(answer, demo);
      } catch (error) {
        // Judging alerts must never break the read whose answer was just stored.
        deps.log.error('alerts not judged', {
          error: error instanceof Error ? error.message : String(error),
        });
      }
    },
    rules: () => repo().list(),
    create(input) {
      const rule: AlertRule = {
        ...input,
        id: nodeCrypto().randomUUID(),
        createdAt: deps.clock.now(),
        state: 'armed',
        judgedAsOf: null,
        lastSeen: null,
      };
      repo().insert(rule);
      const sample = deps.cachedSample?.(rule.target, rule.currency) ?? null;
      if (sample === null) return rule;
      try {
        judgeAll(deps, repo, [sample]);
      } catch (error) {
        // The rule is kept either way: the next price that arrives judges it.
        deps.log.warn('new alert not judged on the cached price', { error: String(error) });
      }
      return (
        repo()
          .list()
          .find((r) => r.id === rule.id) ?? rule
      );
    },
    remove: (id) => repo().remove(id),
    log: (limit) => repo().log(limit),
    clearLog: () => repo().clearLog(),
    cadence: (minutes) => cadenceOf(deps, repo(), minutes === undefined ? repo().cadence() : minutes),
    setCadence(minutes) {
      repo().setCadence(minutes);
      cadence.restart();
      return cadenceOf(deps, repo(), minutes);
    },
    /** For the cadence's timer: whether one is due now, and the refresh if so (tests call it directly). */
    tick: cadence.tick,
    close() {
      cadence.close();
      deps.words?.stop?.();
    },
  };
}
