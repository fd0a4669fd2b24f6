import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EventName, EventPayload } from '../../../src/shared/contract';
import { staticAuth } from '../../../src/main/api/auth';
import { openDatabase } from '../../../src/main/cache/db';
import { createSpendGuard } from '../../../src/main/credits/spend-guard';
import { dataDomains } from '../../../src/main/domains';
import { silentLogger, systemClock, type Logger } from '../../../src/main/lib/effects';
import { createDataSession } from '../../../src/main/mode/data-session';
import { createMemoryStore } from '../../../src/main/secrets/memory-store';

// The data rooms' IPC handlers in live mode against any service address, with the real client, real fetch and a
// SQLite cache in a temp dir: the path an IPC call takes in the app, minus the Electron host.

export function handlersAgainst(baseUrl: string, apiKey: string, log: Logger = silentLogger) {
  const dir = mkdtempSync(join(tmpdir(), 'folio-handlers-'));
  const { db } = openDatabase(join(dir, 'cache.db'), { log: silentLogger, clock: systemClock });
  const emit = <E extends EventName>(_name: E, _payload: EventPayload<E>) => undefined;
  const session = createDataSession({
    mode: 'live',
    db,
    fetch: (input, init) => fetch(input, init),
    baseUrl,
    auth: staticAuth(apiKey),
    clock: systemClock,
    log,
    emit,
    initialPlan: 'STARTER',
    random: () => 0.5,
    timeoutMs: 5000,
    reconcileDelayMs: 600_000,
  });
  const built = dataDomains({
    session: () => session,
    gatewayActive: () => false,
    secrets: createMemoryStore(),
    clock: systemClock,
    guard: createSpendGuard({ clock: systemClock, threshold: () => 1000 }),
    emit,
    log,
    baseCurrency: () => 'USD',
  });
  return {
    handlers: built.handlers,
    session,
    async close() {
      await built.syncs.close();
      session.close();
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
