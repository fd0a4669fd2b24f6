import { describe, expect, it, vi } from 'vitest';
import { alertWords } from '../../../src/main/alerts/alert-words';
import { notificationText, summaryText } from '../../../src/main/alerts/notification-text';
import { loadTranslator } from '../../../src/shared/i18n/load';
import type { AlertLogEntry } from '../../../src/shared/domain/alerts';

const entry = (over: Partial<AlertLogEntry>): AlertLogEntry => ({
  id: 1,
  at: 0,
  ruleId: 'r',
  target: { kind: 'coin', id: 'bitcoin', label: 'Bitcoin (BTC)' },
  condition: { type: 'above', level: 65000 },
  currency: 'USD',
  valueSeen: 65210.5,
  asOf: 0,
  ...over,
});

describe("an alert's notification text", () => {
  it('names the coin, the price seen and the level', () => {
    const text = notificationText(entry({}), false);
    expect(text.title).toBe('Price alert: Bitcoin (BTC)');
    expect(text.body).toBe('Now 65,210.5 USD, above 65,000 USD.');
    const change = notificationText(
      entry({
        condition: { type: 'change', window: '24h', percent: 5, direction: 'either' },
        valueSeen: -6.25,
      }),
      false,
    );
    expect(change.body).toBe('24h change is -6.25% (alert: 24h change beyond ±5%).');
  });

  it('in privacy mode says what happened with no amount, level or percent in it', () => {
    const cases: AlertLogEntry[] = [
      entry({}),
      entry({ condition: { type: 'below', level: 3.5 }, valueSeen: 3.1 }),
      entry({
        condition: { type: 'change', window: '1h', percent: 2, direction: 'either' },
        valueSeen: -2.4,
      }),
    ];
    const bodies = cases.map((e) => notificationText(e, true));
    for (const { title, body } of bodies) {
      expect(`${title} ${body}`).not.toMatch(/\p{Nd}/u);
    }
    expect(bodies.map((b) => b.body)).toEqual([
      'The price rose above your alert level.',
      'The price fell below your alert level.',
      'The price moved down past your one-hour change alert.',
    ]);
  });
});

describe("an alert's notification in the user's language", () => {
  it('tells a Spanish user the coin, the price and the level in Spanish', async () => {
    const { t } = await loadTranslator('es');
    expect(notificationText(entry({}), false, t)).toEqual({
      title: 'Alerta de precio: Bitcoin (BTC)',
      body: 'Ahora 65,210.5 USD, por encima de 65,000 USD.',
    });
    expect(notificationText(entry({}), true, t).body).toBe(
      'El precio subió por encima de tu nivel de alerta.',
    );
    const four = [1, 2, 3, 4].map((id) => entry({ id }));
    expect(summaryText(four, true, t)).toEqual({
      title: '4 alertas de precio',
      body: 'Bitcoin (BTC), Bitcoin (BTC), Bitcoin (BTC) y 1 más superaron sus niveles de alerta.',
    });
  });

  it("writes the amounts in the system's number format, as the screens do, whatever the language", async () => {
    const { t } = await loadTranslator('es');
    expect(notificationText(entry({}), false, t, 'de-DE').body).toBe(
      'Ahora 65.210,5 USD, por encima de 65.000 USD.',
    );
    expect(notificationText(entry({}), false, undefined, 'ar-EG').body).toMatch(/٦٥٬٢١٠٫٥ USD/);
    const words = alertWords(() => 'en');
    expect(words.numbers?.()).toBe(Intl.DateTimeFormat().resolvedOptions().locale);
  });

  it('follows the language setting once its words have loaded', async () => {
    let language: 'es' | 'de' = 'es';
    const words = alertWords(() => language);
    await vi.waitFor(() => expect(words().language).toBe('es'));
    expect(notificationText(entry({}), false, words().t).title).toBe('Alerta de precio: Bitcoin (BTC)');
    language = 'de';
    await vi.waitFor(() => expect(words().language).toBe('de'));
    expect(notificationText(entry({}), false, words().t).title).toBe('Kursalarm: Bitcoin (BTC)');
  });
});
