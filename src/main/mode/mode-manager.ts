import type { EventSink } from '../../shared/contract';
import type { AppMode } from '../../shared/domain/settings';
import { keychainAuth, type AuthProvider } from '../api/auth';
import type { Db } from '../cache/db';
import type { Clock, FetchLike, Logger } from '../lib/effects';
import { createDataSession, type DataSession, type SessionOptions } from './data-session';
import { createDemoTransport, type DemoTransport } from './demo-transport';

// Which data session the app reads through right now. The mode is decided afresh on each call (from settings and
// the keychain presence flags, never the keychain itself), so storing a key leaves demo mode at the next read and
// clearing it returns there. Each mode's session is built once, on first use; the demo database only then.

export interface Transport {
  fetch: FetchLike;
  baseUrl: string;
  auth: AuthProvider;
}

export interface ModeManagerDeps {
  mode: () => AppMode;
  /** The live database (<dataDir>/folio.db), owned by the app. */
  liveDb: Db;
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
  /** Extra session options (tests pin timeouts and jitter). */
  tune?: Pick<SessionOptions, 'timeoutMs' | 'random' | 'reconcileDelayMs'>;
  /** The user's "Refresh data" setting, read per read. */
  refreshPolicy?: SessionOptions['refreshPolicy'];
}

export interface ModeManager {
  current(): DataSession;
  /** The API key was stored, replaced or cleared: the account may differ, so its plan is read afresh. */
  keyChanged(): void;
  /** The Service address changed: the live session is rebuilt on its next use, with the new address. */
  serviceAddressChanged(): void;
  close(): void;
}

export function createModeManager(deps: ModeManagerDeps): ModeManager {
  const sessions = new Map<AppMode, DataSession>();
  let demoDb: Db | undefined;
  let lastMode: AppMode | undefined;
  let closed = false;

  const build = (mode: AppMode): DataSession => {
    const common = {
      clock: deps.clock,
      log: deps.log,
      emit: deps.emit,
      refreshPolicy: deps.refreshPolicy,
      ...deps.tune,
    };
    if (mode === 'demo') {
      demoDb ??= deps.openDemoDb();
      const transport = deps.demoTransport ? deps.demoTransport() : createDemoTransport(deps.clock);
      const { restoreUsed, ...route } = transport;
      const session = createDataSession({ ...common, ...route, mode, db: demoDb, initialPlan: 'STARTER' });
      // The demo meter continues from where it stood when the app closed (its figures live in the demo database).
      const last = session.credits.meter();
      if (last.reconciledAt !== null) restoreUsed?.(last.usedCredits);
      return session;
    }
    if (mode === 'gateway' && deps.gatewayTransport) {
      return createDataSession({ ...common, ...deps.gatewayTransport(), mode, db: deps.liveDb });
    }
    return createDataSession({
      ...common,
      mode: 'live',
      db: deps.liveDb,
      fetch: deps.fetch,
      baseUrl: typeof deps.apiBaseUrl === 'function' ? deps.apiBaseUrl() : deps.apiBaseUrl,
      auth: keychainAuth(deps.readApiKey),
    });
  };

  const current = (): DataSession => {
    const mode = deps.mode();
    let session = sessions.get(mode);
    if (!session) {
      session = build(mode);
      sessions.set(mode, session);
      deps.log.info('data mode', { mode: session.mode });
    }
    if (lastMode !== undefined && lastMode !== mode) {
      // The meter on screen belongs to the other mode's account: show this one's.
      const switched = session;
      queueMicrotask(() => {
        if (!closed) deps.emit('credits:changed', switched.credits.meter());
      });
    }
    // A session starts on first use and on every switch to it: the plan (and so the rate) is checked then,
    // not only when the user asks; at once when no plan is known yet (the credits service does nothing on the
    // gateway).
    if (lastMode !== mode) session.credits.start();
    lastMode = mode;
    return session;
  };

  return {
    current,
    keyChanged() {
      if (closed) return;
      // Perhaps another account: its plan is read at once, whether or not the mode switched.
      current().credits.start({ urgent: true });
    },
    serviceAddressChanged() {
      const live = sessions.get('live');
      if (!live) return;
      live.credits.stop();
      sessions.delete('live');
      // The next current() in live mode builds the session afresh and starts it (reads the plan at the new address).
      if (lastMode === 'live') lastMode = undefined;
    },
    close() {
      closed = true;
      for (const session of sessions.values()) {
        session.credits.stop();
        session.client.connectivity.stop();
      }
      sessions.clear();
      demoDb?.close();
      demoDb = undefined;
    },
  };
}
