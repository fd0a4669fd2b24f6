import type { EventSink } from '../../shared/contract';
import type { AuthProvider } from '../api/auth';
import { createApiClient, type ApiClient } from '../api/http';
import { createRateLimiter, planRate, type RateLimiter } from '../api/rate-limiter';
import { createAnswerCache, type AnswerCache } from '../cache/answer-cache';
import { createAnswersRepo, type AnswersRepo } from '../cache/answers-repo';
import { createCandlesRepo, type CandlesRepo } from '../cache/candles-repo';
import { createCoinWatchlistRepo, type CoinWatchlistRepo } from '../cache/coin-watchlist-repo';
import type { Db } from '../cache/db';
import { createRwaWatchlistRepo, type RwaWatchlistRepo } from '../cache/rwa-watchlist-repo';
import { createSharedPortfoliosRepo, type SharedPortfoliosRepo } from '../cache/shared-portfolios-repo';
import { createWalletsRepo, type WalletsRepo } from '../cache/wallets-repo';
import { createIconsRepo } from '../cache/icons-repo';
import { createIconService, type IconService } from '../icons/icon-service';
import { createLedgerRepo, type LedgerRepo } from '../credits/ledger-repo';
import { createCreditsService, type CreditsService } from '../credits/meter';
import type { RefreshPolicy } from '../../shared/domain/settings';
import type { Clock, Logger, ReadFetch } from '../lib/effects';
import { lazily } from '../lib/lazy';

// Everything that reads service data in one mode: its client, its cache, its ledger and meter, over its own
// database. Demo and live each get one, so demo answers and demo credits never land in the user's real data.
// Its repositories are prepared once here, with the session, so no room keeps its own per-database memo.

export type DataMode = 'live' | 'demo' | 'gateway';

export interface DataSession {
  mode: DataMode;
  /** Answers come from the demo sandbox; every envelope's meta.demo says so. */
  demo: boolean;
  db: Db;
  client: ApiClient;
  /**
   * The account's rate, kept by the client: a request sent beside it (the connection check of a new key) takes
   * a slot here too, or the service would count one request more than the client knows of.
   */
  limiter: RateLimiter;
  answers: AnswersRepo;
  /** What the reads remember of this session's answers between reads (reads/through.ts, send.ts). */
  answerCache: AnswerCache;
  candles: CandlesRepo;
  wallets: WalletsRepo;
  sharedPortfolios: SharedPortfoliosRepo;
  rwaWatchlist: RwaWatchlistRepo;
  coinWatchlist: CoinWatchlistRepo;
  ledger: LedgerRepo;
  credits: CreditsService;
  /** Coin icons from the service's image host, kept in this mode's cache. */
  icons: IconService;
  /** The user's "Refresh data" setting, read per read: 'manual' leaves an old answer alone until Refresh. */
  refreshPolicy?: () => RefreshPolicy;
  /** "Every few minutes": how many, in ms; nothing on screen is then older than that. */
  refreshIntervalMs?: () => number;
  /** The database is closing: the start-up tidy-up is cancelled and the ledger's pending lines are written. */
  close(): void;
}

export interface SessionOptions {
  mode: DataMode;
  db: Db;
  /**
   * The cached answers of `db`, one repository per database (mode-manager.ts): every session on it reads and writes
   * through the same one. Without it the session makes its own, for a database no other session uses.
   */
  answers?: AnswersRepo;
  fetch: ReadFetch;
  /** Plain fetch for the image host (coin icons): never a paying fetch. Without it, `fetch`. */
  imageFetch?: ReadFetch;
  baseUrl: string;
  auth: AuthProvider;
  clock: Clock;
  log: Logger;
  emit: EventSink;
  /** Until /usage/credits names the plan, the Free rate. */
  initialPlan?: string;
  /** This build's name (its version): the cache's checked answers are vouched for only to the build that wrote them. */
  build?: string;
  timeoutMs?: number;
  /** Tests pin the jitter; the app uses Math.random. */
  random?: () => number;
  reconcileDelayMs?: number;
  /** Eviction of cached answers when the session opens: by age, then oldest first down to a size. */
  cachePolicy?: CachePolicy;
  /** The user's "Refresh data" setting: whether an old cached answer is refreshed in the background. */
  refreshPolicy?: () => RefreshPolicy;
  /** The interval of the "Every few minutes" policy, in ms. */
  refreshIntervalMs?: () => number;
  /**
   * How long after opening the eviction runs (0: at once). It scans the answers and the ledger, so by default it
   * waits until the first view has its cached answers.
   */
  evictDelayMs?: number;
}

export interface CachePolicy {
  maxAgeMs: number;
  maxBytes: number;
  /** The request ledger is kept this long (the meter needs the current month; the journal a year back). */
  ledgerMaxAgeMs: number;
}

const DAY = 24 * 60 * 60 * 1000;
export const DEFAULT_CACHE_POLICY: CachePolicy = {
  maxAgeMs: 90 * DAY,
  maxBytes: 200 * 1024 * 1024,
  ledgerMaxAgeMs: 400 * DAY,
};

const EVICT_DELAY_MS = 10_000;

/** Evicts at once, or after the delay so the first view gets its cached answers first; returns the cancel. */
function scheduleEviction(answers: AnswersRepo, ledger: LedgerRepo, options: SessionOptions): () => void {
  const evictDelay = options.evictDelayMs ?? EVICT_DELAY_MS;
  if (evictDelay === 0) {
    evict(answers, ledger, options);
    return () => undefined;
  }
  let evictTimer: ReturnType<typeof setTimeout> | null = setTimeout(() => {
    evictTimer = null;
    evict(answers, ledger, options);
  }, evictDelay);
  evictTimer.unref();
  return () => {
    if (evictTimer) clearTimeout(evictTimer);
    evictTimer = null;
  };
}

/** The client and the meter, each recording into or reading through the other, at the account's known rate. */
function clientAndMeter(options: SessionOptions, ledger: LedgerRepo) {
  // The plan last seen for this account (stored with the usage figures) sets the rate until the next reconcile.
  const knownPlan = ledger.usage()?.plan ?? options.initialPlan;
  const limiter = createRateLimiter({ clock: options.clock, perSecond: planRate(knownPlan) });
  // The meter reads through the client and the client records into the meter: the getter closes the loop.
  const credits = createCreditsService({
    ledger,
    client: () => client,
    clock: options.clock,
    log: options.log,
    emit: options.emit,
    reconcileDelayMs: options.reconcileDelayMs,
    metered: options.mode !== 'gateway',
  });
  const client: ApiClient = createApiClient({
    fetch: options.fetch,
    baseUrl: options.baseUrl,
    auth: options.auth,
    clock: options.clock,
    log: options.log,
    limiter,
    record: (record) => credits.record(record),
    timeoutMs: options.timeoutMs,
    random: options.random,
    metered: options.mode !== 'gateway',
    // One app-wide offline state: the banner follows it, and coming back re-reads what is on screen.
    connectivity: {
      onChange: (state, back) => {
        options.emit('connectivity:changed', state);
        if (back) options.emit('data:changed', { kinds: ['portfolio', 'wallet', 'rwa', 'candles', 'coins'] });
      },
    },
  });
  return { limiter, credits, client };
}

export function createDataSession(options: SessionOptions): DataSession {
  const demo = options.mode === 'demo';
  const ledger = createLedgerRepo(options.db);
  const answers =
    options.answers ??
    createAnswersRepo(options.db, options.build === undefined ? {} : { build: options.build });
  const cancelEviction = scheduleEviction(answers, ledger, options);
  const { limiter, credits, client } = clientAndMeter(options, ledger);
  // Prepared on first use: a start that only reads cached answers prepares nothing else.
  const candles = lazily(() => createCandlesRepo(options.db));
  const wallets = lazily(() => createWalletsRepo(options.db));
  const sharedPortfolios = lazily(() => createSharedPortfoliosRepo(options.db));
  const rwaWatchlist = lazily(() => createRwaWatchlistRepo(options.db));
  const coinWatchlist = lazily(() => createCoinWatchlistRepo(options.db));
  return {
    mode: options.mode,
    demo,
    db: options.db,
    client,
    limiter,
    answers,
    answerCache: createAnswerCache(),
    get candles() {
      return candles();
    },
    get wallets() {
      return wallets();
    },
    get sharedPortfolios() {
      return sharedPortfolios();
    },
    get rwaWatchlist() {
      return rwaWatchlist();
    },
    get coinWatchlist() {
      return coinWatchlist();
    },
    ledger,
    credits,
    icons: createIconService({
      repo: createIconsRepo(options.db),
      fetch: options.imageFetch ?? options.fetch,
      clock: options.clock,
      log: options.log,
    }),
    ...(options.refreshPolicy ? { refreshPolicy: options.refreshPolicy } : {}),
    ...(options.refreshIntervalMs ? { refreshIntervalMs: options.refreshIntervalMs } : {}),
    close() {
      cancelEviction();
      credits.stop();
      // Its probes would go on asking an address no longer in use, and say "offline" for the whole app.
      client.connectivity.stop();
      ledger.flush();
    },
  };
}

/** Old answers go first, so offline viewing keeps what was looked at recently. A failure here must not stop reads. */
function evict(answers: AnswersRepo, ledger: LedgerRepo, options: SessionOptions): void {
  const policy = options.cachePolicy ?? DEFAULT_CACHE_POLICY;
  const now = options.clock.now();
  try {
    const aged = answers.evictOlderThan(now - policy.maxAgeMs);
    const sized = answers.evictToSize(policy.maxBytes);
    const pruned = ledger.pruneBefore(now - policy.ledgerMaxAgeMs);
    if (aged + sized + pruned > 0) options.log.info('cache evicted', { aged, sized, ledgerRows: pruned });
  } catch (error) {
    options.log.warn('cache eviction failed', {
      error: error instanceof Error ? error.message : String(error),
    });
  }
}
