import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AlertsService } from '../../../src/main/alerts/alerts-service';
import type { ArrivedAnswer } from '../../../src/main/alerts/samples';
import type { EventName, EventPayload } from '../../../src/shared/contract';
import type { AlertFired } from '../../../src/shared/domain/alerts';
import { alertsOverFile, NOW } from './over-user-file';

// Many alerts firing on one price answer (a market-wide move, one coins list) are one notification that says how
// many and names the first few, not one notification each; a few still come one by one. Over a real user file.

let close: () => void;
let privacy: boolean;
let notes: { title: string; body: string; click: () => void }[];
let events: { event: EventName; payload: unknown }[];
let service: AlertsService;

beforeEach(() => {
  privacy = false;
  notes = [];
  events = [];
  ({ service, close } = alertsOverFile({
    emit: <E extends EventName>(event: E, payload: EventPayload<E>) => events.push({ event, payload }),
    privacy: () => privacy,
    notify: (note, click) => notes.push({ ...note, click }),
  }));
});
afterEach(() => close());

const ids = (n: number) =>
  Array.from({ length: n }, (_, i) => `coin-${String.fromCharCode(97 + (i % 26))}${i}`);
const label = (id: string) => `Coin ${id.slice(5).replace(/\d+/, '').toUpperCase()}`;

/** One rule "above 100 USD" per coin, then one coins answer with every price at 150. */
function fireTogether(coins: string[]) {
  for (const id of coins) {
    service.create({
      target: { kind: 'coin', id, label: label(id) },
      condition: { type: 'above', level: 100 },
      currency: 'USD',
    });
  }
  const answer: ArrivedAnswer = {
    endpoint: 'GET /coins',
    params: { currency: 'USD', coinIds: coins.join(',') },
    value: coins.map((id) => ({
      id,
      name: id,
      symbol: id.toUpperCase(),
      icon: null,
      rank: 1,
      price: 150,
      priceChange1h: 0,
      priceChange1d: 0,
      priceChange1w: 0,
      marketCap: null,
      volume: null,
    })),
    fetchedAt: NOW,
  };
  service.arrived(answer, false);
}

const pushes = () => events.filter((e) => e.event === 'alerts:fired').map((e) => e.payload as AlertFired);

describe('alerts that fire together', () => {
  it('50 at once: one notification naming how many and the first three; the log keeps all 50', () => {
    fireTogether(ids(50));
    expect(notes).toHaveLength(1);
    expect(notes[0]?.title).toBe('50 price alerts');
    expect(notes[0]?.body).toBe(
      'Coin A above 100 USD; Coin B above 100 USD; Coin C above 100 USD and 47 more.',
    );
    expect(pushes()).toHaveLength(1);
    expect(pushes()[0]).toMatchObject({ title: '50 price alerts', shownByHost: true });
    expect(service.log(100)).toHaveLength(50);
    expect(service.rules().every((rule) => rule.state === 'fired')).toBe(true);
    // Clicking it opens the first alert's coin, where the Alerts view lists the rest.
    notes[0]?.click();
    expect(events.at(-1)).toEqual({
      event: 'alerts:open',
      payload: { kind: 'coin', id: 'coin-a0', label: 'Coin A' },
    });
  });

  it('in privacy mode the summary names the coins, with no price or level', () => {
    privacy = true;
    fireTogether(ids(4));
    expect(notes).toEqual([
      expect.objectContaining({
        title: '4 price alerts',
        body: 'Coin A, Coin B, Coin C and 1 more passed their alert levels.',
      }),
    ]);
    expect(pushes()[0]?.body).not.toMatch(/100|150|USD/);
  });

  it('three at once still come one by one, each with its own price', () => {
    fireTogether(ids(3));
    expect(notes.map((n) => n.title)).toEqual([
      'Price alert: Coin A',
      'Price alert: Coin B',
      'Price alert: Coin C',
    ]);
    expect(notes.map((n) => n.body)).toEqual(Array(3).fill('Now 150 USD, above 100 USD.'));
    expect(pushes()).toHaveLength(3);
  });
});
