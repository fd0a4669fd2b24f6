import { describe, expect, it } from 'vitest';
import { notificationText } from '../../../src/main/alerts/notification-text';
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
