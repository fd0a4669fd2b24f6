import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { alertsHandlers } from '../../../src/main/alerts/alerts-handlers';
import { createAlertsService } from '../../../src/main/alerts/alerts-service';
import { openDatabase } from '../../../src/main/cache/db';
import { silentLogger } from '../../../src/main/lib/effects';
import type { CreditMeter } from '../../../src/shared/domain/credits';
import { loadTranslator } from '../../../src/shared/i18n/load';
import { sayText } from '../../../src/shared/i18n/say';
import { recordingLogger, tempDir } from '../cache/helpers';

// An alert the user already has, added again, is refused in the user's language, over a real user file.

const NOW = Date.UTC(2026, 10, 24, 12);
const meter: CreditMeter = {
  plan: 'FREE',
  totalCredits: 100_000,
  usedCredits: 0,
  remainingCredits: 100_000,
  ratePerSecond: 2,
  reconciledAt: NOW,
  monthStart: NOW,
  perEndpoint: [],
};

const closers: (() => void)[] = [];
afterEach(() => closers.splice(0).forEach((close) => close()));

describe('an alert refused', () => {
  it('says "you already have this alert" in Spanish', async () => {
    const folder = tempDir();
    const { db } = openDatabase(join(folder.dir, 'folio.db'), {
      log: recordingLogger(),
      clock: { now: () => NOW },
    });
    const service = createAlertsService({
      session: () => ({ db, demo: false, mode: 'live', credits: { meter: () => meter } }),
      clock: { now: () => NOW },
      log: silentLogger,
      emit: () => undefined,
      privacy: () => false,
      read: async () => ({ ok: true }),
      price: () => ({ credits: 2, explanation: 'GET /coins 2 credits' }),
    });
    closers.push(
      () => service.close(),
      () => db.close(),
      folder.remove,
    );
    const handlers = alertsHandlers({ alerts: service, clock: { now: () => NOW }, demo: () => false });
    const rule = {
      target: { kind: 'coin' as const, id: 'bitcoin', label: 'Bitcoin (BTC)' },
      condition: { type: 'above' as const, level: 70_000 },
      currency: 'USD',
    };
    expect((await handlers['alerts:create'](rule)).ok).toBe(true);
    const again = await handlers['alerts:create'](rule);
    if (again.ok) throw new Error('expected a refusal');
    expect(again.error.message).toBe('You already have this alert: it was not added twice.');
    expect(again.error.say && sayText((await loadTranslator('es')).t, again.error.say)).toBe(
      'Ya tienes esta alerta: no se añadió dos veces.',
    );
  });
});
