import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { alertWords } from '../../../src/main/alerts/alert-words';
import { createAlertsService, type AlertsService } from '../../../src/main/alerts/alerts-service';
import type { ArrivedAnswer } from '../../../src/main/alerts/samples';
import { openDatabase, type Db } from '../../../src/main/cache/db';
import { silentLogger } from '../../../src/main/lib/effects';
import type { EventName, EventPayload } from '../../../src/shared/contract';
import type { AlertFired } from '../../../src/shared/domain/alerts';
import type { CreditMeter } from '../../../src/shared/domain/credits';
import type { LanguageSetting } from '../../../src/shared/i18n/languages';
import { recordingLogger, tempDir } from '../cache/helpers';

// The alert that fires right after the user chose another language speaks that language: its toast and its OS
// notification wait the moment the language's words take to load, instead of saying it in English once.

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

let db: Db;
let remove: () => void;
let language: LanguageSetting;
let notes: { title: string; body: string }[];
let fired: AlertFired[];
let service: AlertsService;

beforeEach(() => {
  const folder = tempDir();
  remove = folder.remove;
  db = openDatabase(join(folder.dir, 'folio.db'), { log: recordingLogger(), clock: { now: () => NOW } }).db;
  language = 'en';
  notes = [];
  fired = [];
  service = createAlertsService({
    session: () => ({ db, demo: false, mode: 'live', credits: { meter: () => meter } }),
    clock: { now: () => NOW },
    log: silentLogger,
    emit: <E extends EventName>(event: E, payload: EventPayload<E>) => {
      if (event === 'alerts:fired') fired.push(payload as AlertFired);
    },
    privacy: () => false,
    words: alertWords(() => language, 60_000),
    notify: (note) => notes.push(note),
    read: async () => ({ ok: true }),
    price: () => ({ credits: 2, explanation: 'GET /coins 2 credits' }),
  });
});
afterEach(() => {
  service.close();
  db.close();
  remove();
});

const bitcoinAt = (price: number, fetchedAt = NOW): ArrivedAnswer => ({
  endpoint: 'GET /coins',
  params: { currency: 'USD', coinIds: 'bitcoin' },
  value: [
    {
      id: 'bitcoin',
      name: 'Bitcoin',
      symbol: 'BTC',
      icon: null,
      rank: 1,
      price,
      priceChange1h: 0,
      priceChange1d: 0,
      priceChange1w: 0,
      marketCap: null,
      volume: null,
    },
  ],
  fetchedAt,
});

describe('an alert fired just after a language change', () => {
  it('is said in the new language, in the toast and the OS notification alike', async () => {
    service.create({
      target: { kind: 'coin', id: 'bitcoin', label: 'Bitcoin (BTC)' },
      condition: { type: 'above', level: 70_000 },
      currency: 'USD',
    });
    service.arrived(bitcoinAt(69_000), false);
    language = 'de';
    service.arrived(bitcoinAt(70_500, NOW + 60_000), false);
    await vi.waitFor(() => expect(fired).toHaveLength(1), { timeout: 10_000 });
    expect(fired[0]).toMatchObject({
      title: 'Kursalarm: Bitcoin (BTC)',
      body: 'Jetzt 70,500 USD, über 70,000 USD.',
    });
    expect(notes).toEqual([
      { title: 'Kursalarm: Bitcoin (BTC)', body: 'Jetzt 70,500 USD, über 70,000 USD.' },
    ]);
  });

  it('is said at once when the language is already loaded (English, the default)', () => {
    service.create({
      target: { kind: 'coin', id: 'bitcoin', label: 'Bitcoin (BTC)' },
      condition: { type: 'above', level: 70_000 },
      currency: 'USD',
    });
    service.arrived(bitcoinAt(70_500), false);
    expect(fired.map((f) => f.title)).toEqual(['Price alert: Bitcoin (BTC)']);
  });
});
