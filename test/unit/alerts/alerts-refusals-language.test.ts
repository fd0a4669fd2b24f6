import { afterEach, describe, expect, it } from 'vitest';
import { alertsHandlers } from '../../../src/main/alerts/alerts-handlers';
import { loadTranslator } from '../../../src/shared/i18n/load';
import { sayText } from '../../../src/shared/i18n/say';
import { alertsOverFile, NOW } from './over-user-file';

// An alert the user already has, added again, is refused in the user's language, over a real user file.

const closers: (() => void)[] = [];
afterEach(() => closers.splice(0).forEach((close) => close()));

describe('an alert refused', () => {
  it('says "you already have this alert" in Spanish', async () => {
    const { service, close } = alertsOverFile();
    closers.push(close);
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
