import type { EventSink } from '../../shared/contract';
import type { AppMode } from '../../shared/domain/settings';
import { keychainAuth, type AuthProvider } from '../api/auth';
import { createAnswersRepo, type AnswersRepo } from '../cache/answers-repo';
import type { Db } from '../cache/db';
import type { Clock, FetchLike, Logger } from '../lib/effects';
import { createDataSession, type DataSession, type SessionOptions } from './data-session';
import { createDemoTransport, type DemoTransport } from './demo-transport';

// Which data session the app reads through. The session is switched as an event, where keys or settings change
// (settings:update, a key stored or cleared): the mode is decided afresh then, from settings and the keychain
// presence flags (never the keychain itself). Reading the session is a plain getter with no side effects. Each
// mode's session is built once, on the first switch to it; the demo database only then.

export interface Transport {
  fetch: FetchLike;
  baseUrl: string;
  auth: AuthProvider;
}

export interface ModeManagerDeps {
  mode: () => AppMode;
  /** The live database (<dataDir>/folio.db), owned by the app. */
  liveDb: Db;
  /** The live files were found as the last clean close left them (db.ts): their sealed answers are as written. */
  liveUntouched?: boolean;
  /** The keys the last session read first from the live cache, read ahead at the first read (read-ahead.ts). */
  liveFirstReads?: readonly string[];
  /** Opens <dataDir>/folio-demo.db; called at most once. */
  openDemoDb: () => Db;
  fetch: FetchLike;
  /** The Service address; a function where the user can change it in Settings (read when a live session opens). */
  apiBaseUrl: string | (() => string);
  /** KeyService.read('api-key'). */
  readApiKey: () => Promise<string | null>;
  clock: Clock;
  log: Logger;
  emit: EventSink;
  /** The in-process sandbox by default. */
  demoTransport?: () => DemoTransport;
  /** The pay-per-request route, once built; without it gateway mode reads with the API key. */
  gatewayTransport?: () => Transport;
  /** This build's name (its version), for the cache's checked answers. */
  build?: string;
  /** Extra session options (tests pin timeouts and jitter). */
  tune?: Pick<SessionOptions, 'timeoutMs' | 'random' | 'reconcileDelayMs'>;
  /** The user's "Refresh data" setting, read per read. */
  refreshPolicy?: SessionOptions['refreshPolicy'];
  /** The "Every few minutes" interval, in ms, read per read. */
  refreshIntervalMs?: SessionOptions['refreshIntervalMs'];
}

export interface ModeManager {
  /** The session reads go through now. Has no side effects. */
  session(): DataSession;
  /**
   * Keys or settings changed: decides the mode afresh and, when it differs, switches to that mode's session,
   * starts it (its plan, and so its rate, is checked) and announces its meter with credits:changed. True when
   * it switched.
   */
  reconsider(): boolean;
  /** The API key was stored, replaced or cleared: the account may differ, so its plan is read afresh. */
  keyChanged(): void;
  /** The Service address changed: the live session is rebuilt with the new address (at once when it is active). */
  serviceAddressChanged(): void;
  /** The live database's cached answers, which every session on it shares; Clear cache tells it (clear-cache.ts). */
  liveAnswers: AnswersRepo;
  close(): void;
}

/** What the manager's sessions share: set up once, and the mode now active. */
interface Shared {
  build: { build?: string };
  liveAnswers: AnswersRepo;
  /** The demo database and its answers, opened on the first switch to demo. */
  demo: { db: Db; answers: AnswersRepo } | undefined;
  activeMode: AppMode;
}

function makeSession(deps: ModeManagerDeps, shared: Shared, mode: AppMode): DataSession {
  const common = {
    clock: deps.clock,
    log: deps.log,
    // The app has one connectivity state, the active session's: another mode's session (kept for a switch back)
    // still probes its own service, and its "offline" is not the app's.
    emit: ((event, payload) => {
      if (event === 'connectivity:changed' && mode !== shared.activeMode) return;
      deps.emit(event, payload);
    }) as EventSink,
    refreshPolicy: deps.refreshPolicy,
    refreshIntervalMs: deps.refreshIntervalMs,
    ...shared.build,
    ...deps.tune,
  };
  if (mode === 'demo') {
    if (!shared.demo) {
      const db = deps.openDemoDb();
      shared.demo = { db, answers: createAnswersRepo(db, shared.build) };
    }
    const transport = deps.demoTransport ? deps.demoTransport() : createDemoTransport(deps.clock);
    const { restoreUsed, ...route } = transport;
    const session = createDataSession({ ...common, ...route, mode, ...shared.demo, initialPlan: 'STARTER' });
    // The demo meter continues from where it stood when the app closed (its figures live in the demo database).
    const last = session.credits.meter();
    if (last.reconciledAt !== null) restoreUsed?.(last.usedCredits);
    return session;
  }
  const { gatewayTransport } = deps;
  const live = { db: deps.liveDb, answers: shared.liveAnswers };
  if (mode === 'gateway' && gatewayTransport) {
    // Icons come from the image host with the plain fetch: the gateway's fetch pays.
    return createDataSession({ ...common, ...gatewayTransport(), imageFetch: deps.fetch, mode, ...live });
  }
  return createDataSession({
    ...common,
    mode: 'live',
    ...live,
    fetch: deps.fetch,
    baseUrl: typeof deps.apiBaseUrl === 'function' ? deps.apiBaseUrl() : deps.apiBaseUrl,
    auth: keychainAuth(deps.readApiKey),
  });
}

export function createModeManager(deps: ModeManagerDeps): ModeManager {
  const sessions = new Map<AppMode, DataSession>();
  let closed = false;
  const build = deps.build === undefined ? {} : { build: deps.build };
  const shared: Shared = {
    build,
    // One repository per database: the live and gateway routes' sessions share the live file's.
    liveAnswers: createAnswersRepo(deps.liveDb, {
      ...build,
      ...(deps.liveUntouched ? { untouched: true } : {}),
      ...(deps.liveFirstReads ? { readAhead: deps.liveFirstReads } : {}),
    }),
    demo: undefined,
    activeMode: deps.mode(),
  };
  const make = (mode: AppMode) => makeSession(deps, shared, mode);

  const sessionFor = (mode: AppMode): DataSession => {
    let session = sessions.get(mode);
    if (!session) {
      session = make(mode);
      sessions.set(mode, session);
      deps.log.info('data mode', { mode: session.mode });
    }
    return session;
  };

  let active = sessionFor(shared.activeMode);
  // A session starts when the app does and on every switch to it: the plan (and so the rate) is checked then,
  // not only when the user asks (the credits service does nothing on the gateway).
  active.credits.start();

  /** The active session's meter and connectivity, for the header and the one offline notice. */
  const announce = () => {
    deps.emit('credits:changed', active.credits.meter());
    deps.emit('connectivity:changed', active.client.connectivity.state());
  };

  /** Switches when the mode changed; true when it did. */
  const reconsider = (): boolean => {
    if (closed) return false;
    const mode = deps.mode();
    if (mode === shared.activeMode) return false;
    shared.activeMode = mode;
    active = sessionFor(mode);
    active.credits.start();
    // The meter and the connectivity notice on screen belong to the other mode: show this one's.
    announce();
    return true;
  };

  return {
    session: () => active,
    reconsider,
    keyChanged() {
      // A key change that switched the mode has started that session already; otherwise this account's plan is
      // read at once (perhaps another account on another plan).
      if (!reconsider() && !closed) active.credits.start({ urgent: true });
    },
    serviceAddressChanged() {
      const live = sessions.get('live');
      if (!live || closed) return;
      live.close();
      sessions.delete('live');
      if (shared.activeMode !== 'live') return;
      // The live session reads the new address from now on; its plan is read there at once.
      active = sessionFor('live');
      active.credits.start({ urgent: true });
      announce();
    },
    liveAnswers: shared.liveAnswers,
    close() {
      closed = true;
      for (const session of sessions.values()) session.close();
      sessions.clear();
      shared.demo?.db.close();
      shared.demo = undefined;
    },
  };
}
