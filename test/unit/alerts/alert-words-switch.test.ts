import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { alertWords } from '../../../src/main/alerts/alert-words';
import type { AlertsService } from '../../../src/main/alerts/alerts-service';
import type { ArrivedAnswer } from '../../../src/main/alerts/samples';
import type { EventName, EventPayload } from '../../../src/shared/contract';
import type { AlertFired } from '../../../src/shared/domain/alerts';
import type { LanguageSetting } from '../../../src/shared/i18n/languages';
import { alertsOverFile, NOW } from './over-user-file';

// The alert that fires right after the user chose another language speaks that language: its toast and its OS
// notification wait the moment the language's words take to load, instead of saying it in English once.

let close: () => void;
let language: LanguageSetting;
let notes: { title: string; body: string }[];
let fired: AlertFired[];
let service: AlertsService;

beforeEach(() => {
  language = 'en';
  notes = [];
  fired = [];
  ({ service, close } = alertsOverFile({
    emit: <E extends EventName>(event: E, payload: EventPayload<E>) => {
      if (event === 'alerts:fired') fired.push(payload as AlertFired);
    },
    words: alertWords(() => language, 60_000),
    notify: (note) => notes.push(note),
  }));
});
afterEach(() => close());

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
