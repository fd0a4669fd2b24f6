import { join } from 'node:path';
import {
  createAlertsService,
  type AlertsDeps,
  type AlertsService,
} from '../../../src/main/alerts/alerts-service';
import { openDatabase, type Db } from '../../../src/main/cache/db';
import { silentLogger } from '../../../src/main/lib/effects';
import type { CreditMeter } from '../../../src/shared/domain/credits';
import { recordingLogger, tempDir } from '../cache/helpers';

// The alerts service over a real user file in a fresh folder, on the Free plan at a fixed instant: what each
// alerts test starts from, with only the parts it watches (events, notifications, words) its own.

export const NOW = Date.UTC(2026, 10, 24, 12);

export const freeMeter: CreditMeter = {
  plan: 'FREE',
  totalCredits: 100_000,
  usedCredits: 0,
  remainingCredits: 100_000,
  ratePerSecond: 2,
  reconciledAt: NOW,
  monthStart: NOW,
  perEndpoint: [],
};

export interface AlertsOverFile {
  service: AlertsService;
  db: Db;
  /** Closes the service and the file, and removes the folder. */
  close(): void;
}

export function alertsOverFile(deps: Partial<Omit<AlertsDeps, 'session'>> = {}): AlertsOverFile {
  const folder = tempDir();
  const { db } = openDatabase(join(folder.dir, 'folio.db'), {
    log: recordingLogger(),
    clock: { now: () => NOW },
  });
  const service = createAlertsService({
    session: () => ({ db, demo: false, mode: 'live', credits: { meter: () => freeMeter } }),
    clock: { now: () => NOW },
    log: silentLogger,
    emit: () => undefined,
    privacy: () => false,
    read: async () => ({ ok: true }),
    price: () => ({ credits: 2, explanation: 'GET /coins 2 credits' }),
    ...deps,
  });
  return {
    service,
    db,
    close() {
      service.close();
      db.close();
      folder.remove();
    },
  };
}
